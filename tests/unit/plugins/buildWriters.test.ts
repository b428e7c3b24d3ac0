/**
 * @jest-environment node
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildWriters} from '../../../src/plugins/deploy/buildWriters';

const context = {} as LoadContext;
type Props = Parameters<NonNullable<Plugin['postBuild']>>[0];

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('buildWriters', () => {
  test('written() waits for every wrapped postBuild, however long it writes', async () => {
    const {writesIntoBuild, written} = buildWriters();
    let finish!: () => void;
    const wrote: string[] = [];
    const slow = writesIntoBuild(() => ({
      name: 'slow',
      postBuild: () =>
        new Promise<void>((resolve) => (finish = resolve)).then(() => {
          wrote.push('sitemap.xml');
        }),
    }));
    const quick = writesIntoBuild(() => ({
      name: 'quick',
      postBuild: () => {
        wrote.push('feed.json');
      },
    }));
    const plugins = [slow(context, {}), quick(context, {})] as Plugin[];
    let done = false;
    void written().then(() => (done = true));
    const builds = plugins.map((plugin) => plugin.postBuild!({} as Props));
    await settle();
    expect(done).toBe(false);
    finish();
    await Promise.all(builds);
    await settle();
    expect(done).toBe(true);
    expect(wrote.sort()).toEqual(['feed.json', 'sitemap.xml']);
  });

  test('a plugin without postBuild, or none at all, is not waited for', async () => {
    const {writesIntoBuild, written} = buildWriters();
    writesIntoBuild(() => ({name: 'no-post-build'}))(context, {});
    writesIntoBuild(() => null)(context, {});
    await expect(written()).resolves.toBeUndefined();
  });

  test('a failed postBuild still lets the deploy plugin go on (the build fails on it)', async () => {
    const {writesIntoBuild, written} = buildWriters();
    const plugin = writesIntoBuild(() => ({
      name: 'broken',
      postBuild: async () => {
        throw new Error('disk full');
      },
    }))(context, {}) as Plugin;
    await expect(plugin.postBuild!({} as Props)).rejects.toThrow('disk full');
    await expect(written()).resolves.toBeUndefined();
  });

  test('carries the options validator of the plugin it wraps', () => {
    const validateOptions = jest.fn();
    const wrapped = buildWriters().writesIntoBuild(() => null, validateOptions);
    expect(wrapped.validateOptions).toBe(validateOptions);
  });
});
