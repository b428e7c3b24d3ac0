/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {loadSettled, reloadQueue} from '../../../src/plugins/case-studies/reloads';
import {registrySource} from './registryFixture';

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

  test('afterReloadOf: once the reload that reads the change has finished, or after askMs', async () => {
    const queue = reloadQueue({settleMs: 50});
    const server = devServer(queue);
    const settled = (promise: Promise<void>) => {
      let done = false;
      void promise.then(() => (done = true));
      return () => done;
    };
    // None asks: it waits askMs only.
    const alone = settled(queue.afterReloadOf(Date.now(), 200));
    await elapse(199);
    expect(alone()).toBe(false);
    await elapse(1);
    expect(alone()).toBe(true);
    // One asks meanwhile: it waits until that reload has written its routes, and settled.
    const waited = settled(queue.afterReloadOf(Date.now(), 200));
    await elapse(100);
    server.disk.push('acme-1');
    let waitedAtWrite: boolean | undefined;
    const reload = server.reload().then(() => (waitedAtWrite = waited()));
    await elapse(100);
    expect(waitedAtWrite).toBe(false);
    expect(waited()).toBe(true);
    await reload;
    expect(server.routes.text).toBe('stockboy,acme-1');

    // The reload began before it was asked (Docusaurus heard of the change first): that reload
    // read the change, and it is the one waited for, not askMs.
    const changedAt = Date.now();
    await elapse(1);
    server.disk.push('acme-2');
    const first = settled(server.reload().then(() => {}));
    await elapse(1);
    const caughtUp = settled(queue.afterReloadOf(changedAt, 1000));
    await elapse(45);
    expect(first()).toBe(true); // its routes are written
    expect(caughtUp()).toBe(false); // the queue has not settled yet
    await elapse(30);
    expect(caughtUp()).toBe(true);

    // A reload under way that began before the change did not read it: the one that asks next.
    const before = settled(server.reload().then(() => {}));
    await elapse(1);
    const later = settled(queue.afterReloadOf(Date.now(), 1000));
    await elapse(150);
    expect(before()).toBe(true);
    expect(later()).toBe(false);
    void server.reload();
    await elapse(100);
    expect(later()).toBe(true);
  });
});

test('a compilation a saved or removed study starts waits for the reload, and compiles what it wrote and what was heard meanwhile', async () => {
  // Real timers: the files' times are the file system's.
  jest.useRealTimers();
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'study-changes-'));
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
      allContentLoaded: async () => fs.writeFileSync(routes, 'the studies now'),
    });
    const reload = async () => {
      await pages.loadContent!();
      await (ours.allContentLoaded as AllContentLoaded)({} as Parameters<AllContentLoaded>[0]);
    };
    let watchRun: (compiler: never) => Promise<void> = async () => {};
    /** Rspack's compiler as a compilation starts; `heard`: what its paused watcher hears meanwhile. */
    const compiler = (
      {modified = ['/elsewhere/a.tsx'], removed = [] as string[]},
      heard?: {changes: Set<string>; removals: Set<string>},
    ) => ({
      hooks: {watchRun: {tapPromise: (_: string, run: typeof watchRun) => (watchRun = run)}},
      modifiedFiles: new Set(modified) as ReadonlySet<string>,
      removedFiles: new Set(removed) as ReadonlySet<string>,
      fileTimestamps: 'at the start' as unknown,
      watching: heard && {
        lastWatcherStartTime: 1,
        pausedWatcher: {
          getInfo: () => ({
            ...heard,
            fileTimeInfoEntries: 'heard',
            contextTimeInfoEntries: 'heard',
          }),
        },
      },
    });
    const plugin = queue.afterStudyChanges(path.join(site, 'case-studies'), generated, {
      askMs: 500,
    });
    const study = path.join(site, 'case-studies/acme/index.mdx');
    const other = path.join(site, 'case-studies/stockboy/index.mdx');
    const gone = path.join(site, 'case-studies/old/index.mdx');

    // A study saved: the compilation waits for the reload, then takes what it wrote, and what
    // the watcher heard while it waited (the reload's writes, another study saved, one deleted).
    const heard = {changes: new Set([study, routes, other]), removals: new Set([gone])};
    const save = compiler({modified: [study]}, heard);
    plugin.apply(save);
    let compiled = false;
    const running = watchRun(save as never).then(() => (compiled = true));
    await sleep(50);
    expect(compiled).toBe(false); // no reload yet
    const beforeReload = Date.now();
    await reload();
    await running;
    expect([...save.modifiedFiles].sort()).toEqual([study, other, routes].sort());
    expect([...save.removedFiles]).toEqual([gone]);
    expect(save.fileTimestamps).toBe('heard');
    // The next watcher reports changes from the end of the wait: the reload's writes, compiled
    // now, do not start another compilation.
    expect(save.watching!.lastWatcherStartTime).toBeGreaterThanOrEqual(beforeReload);

    // A study removed, with no watcher to ask (another bundler): the files the reload rewrote.
    const removal = compiler({removed: [study]});
    plugin.apply(removal);
    const removing = watchRun(removal as never);
    await reload();
    await removing;
    expect([...removal.modifiedFiles].sort()).toEqual(['/elsewhere/a.tsx', routes]);
    expect([...removal.removedFiles]).toEqual([study]);

    // A study's folder deleted file by file, and a reload begun between two of them (its cover
    // gone, its story not yet): the registry it wrote still names the story, so the compilation
    // waits for the next reload, which read the removal, rather than look for the story.
    const registry = path.join(generated, 'registry.js');
    fs.writeFileSync(registry, registrySource({a1b2c3d4: '@site/case-studies/acme/index.mdx'}));
    const deleted = compiler({removed: [path.join(site, 'case-studies/acme/cover.jpg'), study]});
    plugin.apply(deleted);
    let deletedCompiled = false;
    const deleting = watchRun(deleted as never).then(() => (deletedCompiled = true));
    await reload();
    await sleep(100);
    expect(deletedCompiled).toBe(false);
    fs.writeFileSync(registry, registrySource({e5f6a7b8: '@site/case-studies/stockboy/index.mdx'}));
    await reload();
    await deleting;
    expect(deletedCompiled).toBe(true);
    fs.rmSync(registry);

    // A compilation no change of a study started waits for nothing and changes nothing.
    const elsewhere = compiler({removed: [path.join(site, 'src/pages/old.tsx')]}, heard);
    plugin.apply(elsewhere);
    const started = Date.now();
    await watchRun(elsewhere as never);
    expect(Date.now() - started).toBeLessThan(400);
    expect([...elsewhere.modifiedFiles]).toEqual(['/elsewhere/a.tsx']);
    expect(elsewhere.watching!.lastWatcherStartTime).toBe(1);

    // Files it cannot read (gone meanwhile) are left out; the compilation goes on.
    const goneDir = queue.afterStudyChanges(
      path.join(site, 'case-studies'),
      path.join(site, 'gone'),
      {askMs: 10},
    );
    const later = compiler({removed: [path.join(site, 'case-studies/acme/cover.jpg')]});
    goneDir.apply(later);
    await watchRun(later as never);
    expect([...later.modifiedFiles]).toEqual(['/elsewhere/a.tsx']);
  } finally {
    fs.rmSync(site, {recursive: true, force: true});
  }
});

describe('loadSettled', () => {
  /** Docusaurus's error for a study file listed, then gone when read. */
  const gone = () =>
    new Error('Processing of page source file path=acme-gone/index.mdx failed.', {
      cause: Object.assign(new Error('ENOENT: no such file or directory'), {code: 'ENOENT'}),
    });

  test('reads again when a file listed was gone when read (a folder being deleted)', async () => {
    let calls = 0;
    const load = async () => {
      calls += 1;
      if (calls === 1) throw gone();
      return 'studies';
    };
    await expect(loadSettled(load)).resolves.toBe('studies');
    expect(calls).toBe(2);
  });

  test('fails with any other error at once, and with a file still missing after three reads', async () => {
    let calls = 0;
    const broken = async () => {
      calls += 1;
      throw new Error('MDX compilation failed');
    };
    await expect(loadSettled(broken)).rejects.toThrow('MDX compilation failed');
    expect(calls).toBe(1);
    calls = 0;
    const missing = async () => {
      calls += 1;
      throw gone();
    };
    await expect(loadSettled(missing)).rejects.toThrow('acme-gone');
    expect(calls).toBe(3);
  });
});
