import fs from 'fs';
import path from 'path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {registryEntries} from '../lean/registry';

/** What the watcher heard since the compilation began (Watchpack's `getInfo`). */
interface HeardSoFar {
  changes: ReadonlySet<string> | null;
  removals: ReadonlySet<string> | null;
  fileTimeInfoEntries: unknown;
  contextTimeInfoEntries: unknown;
}

/** What of Rspack's compiler (in watch mode) `afterStudyChanges` uses. */
interface WatchingCompiler {
  hooks: {
    watchRun: {tapPromise(name: string, run: (compiler: WatchingCompiler) => Promise<void>): void};
  };
  modifiedFiles?: ReadonlySet<string>;
  removedFiles?: ReadonlySet<string>;
  fileTimestamps?: unknown;
  contextTimestamps?: unknown;
  /**
   * Rspack's Watching (webpack's too): the watcher it paused for this compilation, which goes on
   * collecting what changes, and the time the next watcher reports changes from.
   */
  watching?: {pausedWatcher?: {getInfo?: () => HeardSoFar} | null; lastWatcherStartTime?: number};
}

/**
 * Every file under `dir`, with its last change (ms). One that goes while it is read (the dev
 * server rewrites these files) is left out: a throw here would fail the compilation.
 */
function filesChanged(dir: string): {file: string; changed: number}[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, {withFileTypes: true});
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesChanged(file);
    const stats = fs.statSync(file, {throwIfNoEntry: false});
    return stats ? [{file, changed: stats.mtimeMs}] : [];
  });
}

/**
 * Whether the registry of modules Docusaurus generated still loads one of `files`
 * (`case-studies/…`), read as the production build reads it (src/plugins/lean/registry.ts), so a
 * change of its format stops the build rather than pass here unseen.
 */
function namesAny(generatedDir: string, files: string[]): boolean {
  let registry: string;
  try {
    registry = fs.readFileSync(path.join(generatedDir, 'registry.js'), 'utf8');
  } catch {
    return false;
  }
  return [...registryEntries(registry).entries.values()].some(({module}) =>
    files.some((file) => module.endsWith(`/${file}`)),
  );
}

/** Whether `error`, or one it was caused by, is a file not found. */
function isNotFound(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = (e as {cause?: unknown}).cause) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return true;
  }
  return false;
}

/**
 * `load()`, again while it fails on a file it listed and then could not find (up to `tries`
 * times): a study folder deleted while the studies were read. The reload failed ("Processing of
 * page source file … failed", ENOENT), no later one came, and the next compilation read the
 * gone study's files from the data before: "Module not found" in the terminal and over the page
 * (once, in a fresh clone's CI run of the dev-server tests).
 */
export async function loadSettled<T>(load: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= tries || !isNotFound(error)) throw error;
    }
  }
}

/**
 * One reload of the case studies at a time under `npm start`.
 *
 * The dev server reloads a plugin once per changed file it hears of, all at once and without a
 * queue (a TODO in @docusaurus/core's commands/start/utils.js says so). A `git pull`, a branch
 * switch or a few study folders copied in change several files within milliseconds, so several
 * reloads of the `case-studies` pages instance ran together. Each writes the same generated files
 * (.docusaurus/routes.js, the home page's cards, the index's pages), and two writes of different
 * content at once could leave a file garbled: for good, as Docusaurus skips writing what it
 * believes a file already holds, until npm start was restarted.
 *
 * So the pages instance loads its files through this queue (`queued`): a reload that asks while
 * another is under way waits for it to finish, and every reload that asked meanwhile shares the
 * one load that follows, so those write the same files with the same content. A reload has
 * finished when the case-studies plugin's allContentLoaded, which runs once per reload of any
 * plugin, has run for each reload sharing the load (it calls `contentUsed`), and `settleMs` more
 * have passed: that is when Docusaurus writes routes.js, a few small files. A reload that fails
 * before (a file Docusaurus cannot read) frees the queue after `stuckMs`.
 *
 * In a production build there is one load, started at once; nothing waits.
 */
export function reloadQueue({settleMs = 300, stuckMs = 10_000} = {}) {
  interface Batch {
    load: () => Promise<unknown>;
    reloads: number;
    result: Promise<unknown>;
    resolve: (content: unknown) => void;
    reject: (error: unknown) => void;
  }
  /** Settles when the last batch has finished. */
  let idle: Promise<void> = Promise.resolve();
  /** The reloads waiting for the next load. */
  let waiting: Batch | undefined;
  /** Of the batch under way, how many reloads have yet to use its content. */
  let unfinished = 0;
  let finished: (() => void) | undefined;

  /** When the batch under way began to load its files; undefined while none is under way. */
  let loadingSince: number | undefined;

  /** Called when a reload asks to load (see afterReloadOf). */
  const asking = new Set<() => void>();

  /** A timer that does not keep a finished build's process alive. */
  const timer = (ms: number, done: () => void) => {
    const handle = setTimeout(done, ms);
    handle.unref?.();
    return handle;
  };

  async function run(batch: Batch) {
    waiting = undefined; // later reloads share the next load, not this one
    loadingSince = Date.now();
    try {
      await loadAndUse(batch);
    } finally {
      loadingSince = undefined;
    }
  }

  async function loadAndUse(batch: Batch) {
    let content: unknown;
    try {
      content = await loadSettled(batch.load);
    } catch (error) {
      batch.reject(error); // each reload fails with it, as it would have alone
      return;
    }
    const used = new Promise<void>((resolve) => (finished = resolve));
    unfinished = batch.reloads;
    batch.resolve(content);
    let stuck: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([used, new Promise<void>((resolve) => (stuck = timer(stuckMs, resolve)))]);
    clearTimeout(stuck);
    unfinished = 0;
    finished = undefined;
    await new Promise<void>((resolve) => timer(settleMs, resolve));
  }

  /** `load`'s content, loaded once the reloads before have finished; shared by all who ask meanwhile. */
  function load<T>(loadContent: () => Promise<T>): Promise<T> {
    if (!waiting) {
      let resolve!: Batch['resolve'];
      let reject!: Batch['reject'];
      const result = new Promise<unknown>((res, rej) => ((resolve = res), (reject = rej)));
      const batch: Batch = {load: loadContent, reloads: 0, result, resolve, reject};
      waiting = batch;
      idle = idle.then(() => run(batch));
    }
    waiting.load = loadContent; // the latest: the same instance's loadContent, in practice
    waiting.reloads += 1;
    const result = waiting.result as Promise<T>;
    asking.forEach((asked) => asked());
    return result;
  }

  /**
   * Settles once the reload of a change made at `changedAt` (ms) has finished: the reloads
   * waiting to load, or the one under way if it began to load after the change (it reads the
   * change), or else those that ask within `askMs` from now; after `askMs` when none asks (a
   * change the studies do not reload for).
   */
  function afterReloadOf(changedAt: number, askMs: number): Promise<void> {
    return new Promise((resolve) => {
      const asked = () => {
        asking.delete(asked);
        clearTimeout(handle);
        void idle.then(resolve);
      };
      const handle = timer(askMs, () => {
        asking.delete(asked);
        resolve();
      });
      if (waiting || (loadingSince !== undefined && loadingSince >= changedAt)) asked();
      else asking.add(asked);
    });
  }

  /** One reload has used the content its load gave (called from allContentLoaded). */
  function contentUsed() {
    if (unfinished > 0 && --unfinished === 0) finished?.();
  }

  return {
    afterReloadOf,
    /**
     * A bundler plugin for `npm start`: a compilation that a change under `watched` starts (a
     * study saved, deleted or renamed, a picture replaced, a branch switched) first waits for the
     * studies' reload, then compiles what that reload wrote under `generatedDir` with it: one
     * compilation a save, with the change in it.
     *
     * Rspack hears of the change as Docusaurus does, and compiled at once: the study's page was
     * rebuilt while the reload was still writing the data the page shows (its title, tags, the
     * lists it is in), and the writes started a second compilation as soon as the first ended.
     * The browser took the update of the second, so a save reached the screen after the reload
     * and two compilations: 5.5 s at 300 studies. After a removal the first compilation also
     * still read the gone study's files from the old data: "Module not found" for each, in the
     * terminal and over the page, until the second.
     *
     * So this compilation also takes what the paused watcher heard while it waited (the files the
     * reload wrote, and any other save meanwhile), and the next watcher reports changes from then
     * on, not from the compilation's start: what this one compiled does not start another. A
     * change the studies do not reload for (a PDF beside a study) waits `askMs`.
     */
    afterStudyChanges(watched: string, generatedDir: string, {askMs = 1000, recentMs = 2000} = {}) {
      return {
        apply(compiler: WatchingCompiler) {
          compiler.hooks.watchRun.tapPromise('case-studies-changes', async (watching) => {
            const changed = [
              ...(watching.modifiedFiles ?? []),
              ...(watching.removedFiles ?? []),
            ].filter((file) => file.startsWith(`${watched}${path.sep}`));
            if (changed.length === 0) return;
            // Written meanwhile, or just before: the reload may have started first.
            const since = Date.now() - recentMs;
            // When the change was made: its files' last change (the latest of them, a pull's);
            // for a removal, which leaves no time, `recentMs` ago.
            const times = changed.flatMap((file) => {
              const stats = fs.statSync(file, {throwIfNoEntry: false});
              return stats ? [stats.mtimeMs] : [];
            });
            await afterReloadOf(times.length > 0 ? Math.max(...times) : since, askMs);
            // A folder deleted goes file by file, and a reload can start between two of them
            // (its cover gone, its story not yet): that reload still lists the story, and a
            // compilation now would look for it ("Cannot find module", in the terminal and over
            // the page). So while the generated registry still names a removed story, wait for
            // the next reload, the one that read the removal; `stuckMs` at most.
            const gone = [...(watching.removedFiles ?? [])]
              .filter((file) => file.startsWith(`${watched}${path.sep}`) && /\.mdx?$/.test(file))
              .map((file) => path.relative(path.dirname(watched), file).split(path.sep).join('/'));
            const until = Date.now() + stuckMs;
            while (gone.length > 0 && Date.now() < until && namesAny(generatedDir, gone)) {
              await afterReloadOf(Date.now(), askMs);
            }
            const modified = new Set(watching.modifiedFiles);
            const removed = new Set(watching.removedFiles);
            for (const {file} of filesChanged(generatedDir).filter((f) => f.changed >= since))
              modified.add(file);
            // Taken now, so nothing heard after is lost: the next watcher reports it.
            const now = Date.now();
            const heard = watching.watching?.pausedWatcher?.getInfo?.();
            if (heard && typeof watching.watching?.lastWatcherStartTime === 'number') {
              for (const file of heard.changes ?? []) {
                modified.add(file);
                removed.delete(file);
              }
              for (const file of heard.removals ?? []) {
                removed.add(file);
                modified.delete(file);
              }
              watching.fileTimestamps = heard.fileTimeInfoEntries;
              watching.contextTimestamps = heard.contextTimeInfoEntries;
              watching.watching.lastWatcherStartTime = now;
            }
            watching.modifiedFiles = modified;
            watching.removedFiles = removed;
          });
        },
      };
    },
    /** `plugin`, whose allContentLoaded reports each reload as finished (see contentUsed). */
    reporting<Content>(plugin: Plugin<Content>): Plugin<Content> {
      const {allContentLoaded} = plugin;
      return {
        ...plugin,
        async allContentLoaded(props) {
          try {
            await allContentLoaded?.call(plugin, props);
          } finally {
            contentUsed();
          }
        },
      };
    },
    /**
     * `module` (a plugin module, such as @docusaurus/plugin-content-pages) with its loadContent
     * going through the queue. It also reloads when a file matching `alsoWatch` (paths in the
     * site's folder) changes, so that what other plugins read in their allContentLoaded
     * reloads through the queue too (a plugin of their own would reload outside it).
     */
    queued<Options, Content>(
      module: (context: LoadContext, options: Options) => Promise<Plugin<Content>>,
      validateOptions: PluginModule['validateOptions'],
      alsoWatch: string[] = [],
    ): PluginModule {
      async function plugin(context: LoadContext, options: Options): Promise<Plugin<Content>> {
        const instance = await module(context, options);
        const {loadContent, getPathsToWatch} = instance;
        return {
          ...instance,
          getPathsToWatch: () => [
            ...(getPathsToWatch?.call(instance) ?? []),
            ...alsoWatch.map((file) => `${context.siteDir}/${file}`),
          ],
          loadContent: loadContent && (() => load(async () => loadContent.call(instance))),
        };
      }
      // Docusaurus validates a plugin's options (and fills in their defaults) with what it carries.
      plugin.validateOptions = validateOptions;
      return plugin as PluginModule;
    },
  };
}
