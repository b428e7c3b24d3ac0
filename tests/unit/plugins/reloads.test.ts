/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {reloadQueue} from '../../../src/plugins/case-studies/reloads';

type AllContentLoaded = NonNullable<Plugin['allContentLoaded']>;

/**
 * A model of what `npm start` does per changed file (Docusaurus's reloadPlugin): the pages
 * instance loads the studies on disk, its contentLoaded and every plugin's allContentLoaded run,
 * then the routes file is written, which takes a while and is not atomic.
 */
function devServer(
  queue?: ReturnType<typeof reloadQueue>,
  {loadMs = 10, allContentLoadedMs = (() => 5) as (call: number) => number} = {},
) {
  let calls = 0;
  const disk: string[] = ['stockboy'];
  let loads = 0;
  let failNextLoad: Error | undefined;
  const loadStudies = async () => {
    loads += 1;
    const read = [...disk];
    if (failNextLoad) {
      const error = failNextLoad;
      failNextLoad = undefined;
      throw error;
    }
    await sleep(loadMs);
    return read;
  };
  const pagesModule = async () => ({name: 'pages', loadContent: loadStudies}) as Plugin<string[]>;
  const ours: Plugin = {
    name: 'case-studies',
    allContentLoaded: () => sleep(allContentLoadedMs(calls++)),
  };
  const plugins = queue
    ? {
        pages: queue.queued(
          pagesModule,
          (({options}) => options) as PluginModule['validateOptions'],
        ),
        ours: queue.reporting(ours),
      }
    : {pages: pagesModule, ours};

  /** routes.js: garbled when two writes of different text overlap. */
  const routes = {text: '', writing: [] as string[], garbled: false};
  async function writeRoutes(text: string) {
    if (routes.writing.some((other) => other !== text)) routes.garbled = true;
    routes.writing.push(text);
    await sleep(20);
    routes.writing.splice(routes.writing.indexOf(text), 1);
    routes.text = text;
  }

  return {
    disk,
    loads: () => loads,
    routes,
    failNextLoad: (error: Error) => (failNextLoad = error),
    /** One reload; resolves to the studies it wrote. */
    async reload(options: {reachesAllContentLoaded?: boolean} = {}) {
      const pages = await (plugins.pages as (c: LoadContext, o: object) => Promise<Plugin>)(
        {} as LoadContext,
        {},
      );
      const studies = (await pages.loadContent!()) as string[];
      await sleep(5); // contentLoaded
      if (options.reachesAllContentLoaded === false) throw new Error('contentLoaded failed');
      await (plugins.ours.allContentLoaded as AllContentLoaded)(
        {} as Parameters<AllContentLoaded>[0],
      );
      await writeRoutes(studies.join(','));
      return studies;
    },
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** The test's own wait: moves the fake clock on. */
const elapse = (ms: number) => jest.advanceTimersByTimeAsync(ms);

/** A folder of studies arriving as a `git pull` brings them: one reload per file, 2 ms apart. */
async function pull(server: ReturnType<typeof devServer>, names: string[]) {
  const reloads: Promise<string[]>[] = [];
  for (const name of names) {
    server.disk.push(name);
    reloads.push(server.reload());
    await elapse(2);
  }
  return reloads;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

async function finish<T>(promises: Promise<T>[]) {
  const all = Promise.allSettled(promises);
  await jest.runAllTimersAsync();
  return all;
}

describe('reloadQueue', () => {
  test('the model: without the queue, reloads of a pull overlap and garble routes.js', async () => {
    const server = devServer();
    const reloads = await pull(server, ['acme-1', 'acme-2', 'acme-3', 'acme-4']);
    await finish(reloads);
    expect(server.loads()).toBe(4);
    expect(server.routes.garbled).toBe(true);
  });

  test('reloads asked while one is under way share the next load, after it has finished', async () => {
    const server = devServer(reloadQueue({settleMs: 50}));
    const first = server.reload(); // a save, then a pull while it reloads
    await elapse(1);
    const reloads = await pull(server, ['acme-1', 'acme-2', 'acme-3', 'acme-4']);
    const results = await finish([first, ...reloads]);

    expect(server.routes.garbled).toBe(false);
    expect(server.loads()).toBe(2);
    const wrote = results.map((result) => (result as PromiseFulfilledResult<string[]>).value);
    expect(wrote[0]).toEqual(['stockboy']);
    // Every reload of the pull wrote the same list, with all four.
    for (const studies of wrote.slice(1)) {
      expect(studies).toEqual(['stockboy', 'acme-1', 'acme-2', 'acme-3', 'acme-4']);
    }
    expect(server.routes.text).toBe('stockboy,acme-1,acme-2,acme-3,acme-4');
  });

  test('a pull that arrives over a longer time than a reload takes still never overlaps', async () => {
    // allContentLoaded takes longer than settleMs where it reads covers it has not seen (the
    // first reload after a study arrives) and less where it has.
    const server = devServer(reloadQueue({settleMs: 50}), {
      loadMs: 30,
      allContentLoadedMs: (call) => (call % 2 === 0 ? 150 : 5),
    });
    const reloads: Promise<string[]>[] = [];
    for (let i = 1; i <= 12; i++) {
      server.disk.push(`acme-${i}`);
      reloads.push(server.reload());
      await elapse(17);
    }
    await finish(reloads);
    expect(server.routes.garbled).toBe(false);
    expect(server.loads()).toBeLessThan(12);
    expect(server.routes.text.split(',')).toHaveLength(13);
  });

  test('the first load starts at once (a production build waits for nothing)', async () => {
    const server = devServer(reloadQueue({settleMs: 50}));
    const reload = server.reload();
    await elapse(0);
    expect(server.loads()).toBe(1);
    await finish([reload]);
  });

  test('a load that fails fails every reload sharing it, and the next reload loads again', async () => {
    const server = devServer(reloadQueue({settleMs: 50}));
    const first = server.reload();
    await elapse(1);
    server.failNextLoad(new Error('YAML: bad indentation'));
    const [a, b] = await finish([server.reload(), server.reload(), first]);
    expect(a).toMatchObject({status: 'rejected', reason: {message: 'YAML: bad indentation'}});
    expect(b).toMatchObject({status: 'rejected', reason: {message: 'YAML: bad indentation'}});

    server.disk.push('acme-1');
    const [fixed] = await finish([server.reload()]);
    expect(fixed).toEqual({status: 'fulfilled', value: ['stockboy', 'acme-1']});
    expect(server.loads()).toBe(3);
  });

  test('a reload that never reaches allContentLoaded holds the next one for stuckMs only', async () => {
    const server = devServer(reloadQueue({settleMs: 50, stuckMs: 1_000}));
    const broken = server.reload({reachesAllContentLoaded: false});
    await elapse(1);
    const next = server.reload();
    await elapse(900);
    expect(server.loads()).toBe(1);
    const [, done] = await finish([broken, next]);
    expect(done).toEqual({status: 'fulfilled', value: ['stockboy']});
    expect(server.loads()).toBe(2);
  });

  test('afterNextReload: once the reload that asks meanwhile has finished, or after askMs', async () => {
    const queue = reloadQueue({settleMs: 50});
    const server = devServer(queue);
    const settled = (promise: Promise<void>) => {
      let done = false;
      void promise.then(() => (done = true));
      return () => done;
    };
    // None asks: it waits askMs only.
    const alone = settled(queue.afterNextReload(200));
    await elapse(199);
    expect(alone()).toBe(false);
    await elapse(1);
    expect(alone()).toBe(true);
    // One asks meanwhile: it waits until that reload has written its routes, and settled.
    const waited = settled(queue.afterNextReload(200));
    await elapse(100);
    server.disk.push('acme-1');
    let waitedAtWrite: boolean | undefined;
    const reload = server.reload().then(() => (waitedAtWrite = waited()));
    await elapse(100);
    expect(waitedAtWrite).toBe(false);
    expect(waited()).toBe(true);
    await reload;
    expect(server.routes.text).toBe('stockboy,acme-1');
  });
});

test('a compilation a removed study starts waits for the reload, and takes the files it rewrote as changed', async () => {
  // Real timers: the files' times are the file system's.
  jest.useRealTimers();
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'removals-'));
  const generated = path.join(site, '.docusaurus');
  fs.mkdirSync(generated);
  const untouched = path.join(generated, 'client-modules.js');
  fs.writeFileSync(untouched, '');
  const hourAgo = new Date(Date.now() - 3_600_000);
  fs.utimesSync(untouched, hourAgo, hourAgo);
  try {
    const queue = reloadQueue({settleMs: 20});
    const pages = await (
      queue.queued(
        async () => ({name: 'pages', loadContent: async () => ['stockboy']}) as Plugin<string[]>,
        (({options}) => options) as PluginModule['validateOptions'],
      ) as (c: LoadContext, o: object) => Promise<Plugin>
    )({} as LoadContext, {});
    const routes = path.join(generated, 'routes.js');
    const ours = queue.reporting({
      name: 'case-studies',
      allContentLoaded: async () => fs.writeFileSync(routes, 'the studies left'),
    });
    let watchRun: (compiler: never) => Promise<void> = async () => {};
    const compiler = (removed: string[]) => ({
      hooks: {watchRun: {tapPromise: (_: string, run: typeof watchRun) => (watchRun = run)}},
      modifiedFiles: new Set(['/elsewhere/a.tsx']) as ReadonlySet<string>,
      removedFiles: new Set(removed) as ReadonlySet<string>,
    });
    const plugin = queue.afterRemovals(path.join(site, 'case-studies'), generated, {askMs: 500});

    const removal = compiler([path.join(site, 'case-studies/acme/index.mdx')]);
    plugin.apply(removal);
    let compiled = false;
    const running = watchRun(removal as never).then(() => (compiled = true));
    await sleep(50);
    expect(compiled).toBe(false); // no reload yet
    await pages.loadContent!();
    await (ours.allContentLoaded as AllContentLoaded)({} as Parameters<AllContentLoaded>[0]);
    await running;
    expect([...removal.modifiedFiles].sort()).toEqual(['/elsewhere/a.tsx', routes]);

    // A compilation no study's removal started waits for nothing and changes nothing.
    const save = compiler([path.join(site, 'src/pages/old.tsx')]);
    plugin.apply(save);
    const started = Date.now();
    await watchRun(save as never);
    expect(Date.now() - started).toBeLessThan(400);
    expect([...save.modifiedFiles]).toEqual(['/elsewhere/a.tsx']);

    // Files it cannot read (gone meanwhile) are left out; the compilation goes on.
    const gone = queue.afterRemovals(path.join(site, 'case-studies'), path.join(site, 'gone'), {
      askMs: 10,
    });
    const later = compiler([path.join(site, 'case-studies/acme/cover.jpg')]);
    gone.apply(later);
    await watchRun(later as never);
    expect([...later.modifiedFiles]).toEqual(['/elsewhere/a.tsx']);
  } finally {
    fs.rmSync(site, {recursive: true, force: true});
  }
});
