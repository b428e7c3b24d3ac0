import fs from 'fs';
import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {addRouteScriptsToPages, writeOnDemandRoutes, writeRouteAssets} from './onDemandRoutes';
import {ROUTE_CHUNK_FILENAME, renameRouteFolder} from './routeFolder';

/**
 * The start-up layer: what keeps the browser bundle lean and its start-up short on phones. It
 * swaps modules inside Docusaurus's bundles, so it depends on their internals; README.md beside
 * this file says on what, and tests/integration/lean.test.ts fails, naming the cause, when an
 * upgrade moves any of it.
 */

/** The scripts every page loads at start-up, one file each. */
export const STARTUP_CHUNKS = {reactDom: 'react-dom', vendors: 'vendors', main: 'main'} as const;
const STARTUP_SCRIPT = new RegExp(
  `^assets/js/(${Object.values(STARTUP_CHUNKS).join('|')})\\.[0-9a-f]+\\.js$`,
);

/**
 * V8's explicit compile hint (Chrome 136+): compile every function of the file while the file
 * is compiled, instead of parsing each one again on the main thread the first time it runs.
 * The start-up files run nearly all their code at once (the task that ran the site's code went
 * from about 40 ms to about 22 ms here). Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Modules swapped by alias. The browser bundle gets a plain highlighter instead of Prism (the
 * classic theme imports it on every page; this site shows no code). Both bundles get a route
 * matcher that finds a page by its path (client/routeConfig.js). The server bundle gets a
 * react-dom/server that writes every Suspense boundary in place, and a react-helmet-async that
 * works out each page's head once; the browser bundle (only), a react-helmet-async that writes
 * the head once the page has started, not while it starts.
 */
const SWAPS = {
  browser: {
    'prism-react-renderer$': path.join(__dirname, 'plainHighlight.tsx'),
    // Applies to the server bundle too (see configureWebpack).
    'react-router-config$': path.join(__dirname, 'client/routeConfig.js'),
  },
  browserOnly: {
    'react-helmet-async$': path.join(__dirname, 'helmetClient.ts'),
  },
  server: {
    'react-dom/server$': path.join(__dirname, 'reactDomServer.ts'),
    'react-helmet-async$': path.join(__dirname, 'helmetServer.ts'),
  },
};

/** Scripts (not CSS: that stays in the one stylesheet Docusaurus makes) from these packages. */
function packageScripts(packages: string): RegExp {
  return new RegExp(`[\\\\/]node_modules[\\\\/]${packages}[\\\\/].*\\.[cm]?js$`);
}

/** The highest priority among the split-chunks groups Docusaurus set up (0 when none). */
function topPriority(splitChunks: unknown): number {
  const groups = (splitChunks as {cacheGroups?: Record<string, {priority?: number} | false>})
    ?.cacheGroups;
  return Math.max(0, ...Object.values(groups ?? {}).map((group) => (group && group.priority) || 0));
}

/**
 * - Splits the code every page needs into three script files: React DOM, the other packages,
 *   and the site's own code. The browser compiles each file in its own task, so the one long
 *   task that compiled and ran a single 440 KB bundle (close to 300 ms under Lighthouse's 4x
 *   phone CPU) becomes three shorter ones; Total Blocking Time counts only the part of each task
 *   beyond 50 ms. The bytes sent stay the same.
 * - Marks those three files with the compile hint, once they are minified (before hashing).
 * - Swaps the modules in SWAPS.
 */
interface LeanOptions {
  /** Routes that load on demand in production (onDemandRoutes.ts). */
  onDemand?: {
    /** `<plugin name>/<plugin id>` of the plugins whose routes load on demand. */
    plugins: string[];
    /** Their routes that stay in the start-up table (paths under the base URL, e.g. '/'). */
    except?: string[];
  };
}

interface StatsLike {
  toJson(options: object): {
    chunks?: {files?: string[]; origins?: {request?: string}[]}[];
  };
}

/**
 * Docusaurus's browser entry, and ours (client/stagedEntry.js) that runs it after the largest
 * start-up modules, each in a task of its own.
 */
const DOCUSAURUS_ENTRY = require.resolve('@docusaurus/core/lib/client/clientEntry.js');
const STAGED_ENTRY = path.join(__dirname, 'client/stagedEntry.js');

/** Docusaurus's `client/preload.js`, and ours (client/preload.js) that replaces it. */
const DOCUSAURUS_PRELOAD = require.resolve('@docusaurus/core/lib/client/preload.js');
const PRELOAD = path.join(__dirname, 'client/preload.js');

export default function leanPlugin(context: LoadContext, options: unknown): Plugin {
  const {onDemand: onDemandOptions} = (options ?? {}) as LeanOptions;
  /** Whether this is a production build (the browser bundle's mode says so). */
  let production = false;
  return {
    name: 'lean',
    // Each page fetches its route's own scripts with its start-up scripts (onDemandRoutes.ts).
    async postBuild({outDir}) {
      if (production) addRouteScriptsToPages(outDir, context.generatedFilesDir, context.baseUrl);
    },
    configureWebpack(config, isServer, utils) {
      // Tools that read the site's config without bundling it (knip) pass no bundler.
      if (!utils?.currentBundler) return {};
      if (isServer) {
        // First in the list: Docusaurus's own 'react-dom' alias would otherwise match first.
        config.resolve = {
          ...config.resolve,
          alias: {
            ...SWAPS.server,
            ...SWAPS.browser,
            ...(config.resolve?.alias as Record<string, string>),
          },
        };
        // One file: the server bundle is read once per rendering thread, not fetched per
        // route. Split per route (Docusaurus's default), it wrote, loaded and then deleted a
        // file per case study: 410 files with 300 studies, each new file slower to create
        // for the deletes before it. (Not LimitChunkCountPlugin: it weighs every pair of
        // chunks, and took minutes with 1,000 studies.)
        return {output: {asyncChunks: false}};
      }
      const {BannerPlugin, Compilation, sources} = utils.currentBundler.instance;
      production = config.mode === 'production';
      // In production only: under `npm start` the entry also accepts its hot updates.
      if (config.mode === 'production') {
        if (
          typeof config.entry !== 'string' ||
          fs.realpathSync(config.entry) !== fs.realpathSync(DOCUSAURUS_ENTRY)
        ) {
          throw new Error(
            'lean: Docusaurus changed its browser entry (client/clientEntry.js); update src/plugins/lean/client/stagedEntry.js (see README.md there)',
          );
        }
        config.entry = STAGED_ENTRY;
      }
      const onDemand =
        config.mode === 'production' && onDemandOptions?.plugins.length
          ? writeOnDemandRoutes({
              generatedDir: context.generatedFilesDir,
              plugins: onDemandOptions.plugins,
              except: (onDemandOptions.except ?? []).map(
                (p) => context.baseUrl + p.replace(/^\//, ''),
              ),
              runtime: path.join(__dirname, 'client/onDemandRoute.tsx'),
            })
          : null;
      if (onDemand) {
        // First in the list, ahead of Docusaurus's '@generated' alias.
        config.resolve = {
          ...config.resolve,
          alias: {
            ...onDemand.alias,
            // Its importers ask for './preload': the resolver matches the joined absolute path.
            [DOCUSAURUS_PRELOAD.replace(/\.js$/, '')]: PRELOAD,
            ...(config.resolve?.alias as Record<string, string>),
          },
        };
      }
      // Our groups must win over Docusaurus's own ('common', 'styles'), React DOM over vendors.
      const docusaurusTop = topPriority(config.optimization?.splitChunks);
      return {
        resolve: {alias: {...SWAPS.browser, ...SWAPS.browserOnly}},
        // Route chunks in one folder named after their content (routeFolder.ts), each file by
        // its id: with a content hash in each name, the runtime every page loads carries a table
        // of every chunk's hash (and Docusaurus's 8-character chunk names doubled it): 6.8 KB gz
        // with 300 case studies. The start-up scripts keep their content-hashed names, so they
        // stay cached across deploys; route chunks are fetched again after a deploy that
        // changes any of them.
        output: {chunkFilename: ROUTE_CHUNK_FILENAME},
        plugins: [
          // Under `npm start` the folder keeps its placeholder name: a page open across a rebuild
          // loads its route chunks from the folder its runtime named when it loaded.
          ...(config.mode === 'production'
            ? [
                renameRouteFolder(
                  Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH - 1,
                  (text) => new sources.RawSource(text),
                ),
              ]
            : []),
          ...(onDemand
            ? [
                {
                  apply(compiler: {
                    hooks: {done: {tap(name: string, fn: (stats: StatsLike) => void): void}};
                  }) {
                    compiler.hooks.done.tap('lean-route-assets', (stats) => {
                      const {chunks = []} = stats.toJson({
                        all: false,
                        chunks: true,
                        chunkOrigins: true,
                      });
                      writeRouteAssets(context.generatedFilesDir, onDemand.requests, chunks);
                    });
                  },
                },
              ]
            : []),
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            test: STARTUP_SCRIPT,
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        ],
        optimization: {
          splitChunks: {
            cacheGroups: {
              reactDom: {
                name: STARTUP_CHUNKS.reactDom,
                test: packageScripts('(react-dom|scheduler)'),
                chunks: 'initial',
                enforce: true,
                priority: docusaurusTop + 2,
              },
              vendors: {
                name: STARTUP_CHUNKS.vendors,
                test: packageScripts('.+?'),
                chunks: 'initial',
                enforce: true,
                priority: docusaurusTop + 1,
              },
              // What route chunks share (a block's component, the picture helper), once it
              // weighs 10 KB or more: a chunk of its own, not a copy in each route's chunk.
              // Docusaurus turns the bundler's default groups off, and its `common` (which this
              // yields to) takes only what half the pages use: with 300 studies, each study's
              // chunk carried the same 4 KB of blocks, 1.1 MB of the 5 MB of route scripts
              // minified, compressed, and fetched again with each study a visitor opens.
              routeShared: {
                chunks: 'async',
                minChunks: 2,
                minSize: 10_000,
                reuseExistingChunk: true,
                priority: 0,
              },
            },
          },
        },
      };
    },
  };
}
