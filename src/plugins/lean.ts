import path from 'path';
import type {Plugin} from '@docusaurus/types';

/** The scripts every page loads at start-up, one file each (see the plugin below). */
const STARTUP_CHUNKS = {reactDom: 'react-dom', vendors: 'vendors', main: 'main'} as const;
const STARTUP_SCRIPT = new RegExp(
  `^assets/js/(${Object.values(STARTUP_CHUNKS).join('|')})\\.[0-9a-f]+\\.js$`,
);

/**
 * V8's explicit compile hint (Chrome 136+): compile every function of the file while the file
 * is compiled, instead of parsing each one again on the main thread the first time it runs.
 * The start-up files run nearly all their code at once, and the task that ran the site's code
 * went from about 40 ms to about 22 ms on this machine. Other browsers read a comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** Just after PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE (minification, 400), before content hashing. */
const AFTER_MINIFY_STAGE = 401;

/** Scripts (not CSS: that stays in the one stylesheet Docusaurus makes) from these packages. */
function packageScripts(packages: string): RegExp {
  return new RegExp(`[\\\\/]node_modules[\\\\/]${packages}[\\\\/].*\\.[cm]?js$`);
}

/**
 * Keeps the browser bundle lean and its start-up short on phones:
 * - replaces prism-react-renderer (syntax colouring the classic theme loads on every page,
 *   unused by this site) with src/lib/plainHighlight.tsx;
 * - splits the code every page needs into three script files: React DOM, the other packages,
 *   and the site's own code. The browser compiles each file in its own task, so the one long
 *   task that compiled and ran a single 440 KB main bundle (about 70 ms on this machine, close
 *   to 300 ms under Lighthouse's 4x phone CPU) becomes three shorter ones; Total Blocking Time
 *   counts only the part of each task beyond 50 ms. The bytes sent stay the same. (A second
 *   stylesheet for the packages' CSS would load after ours and undo it, hence scripts only.)
 * - marks those three files with V8's compile hint (above);
 * - in the server bundle, renders every Suspense boundary in place (src/lib/reactDomServer.ts).
 */
export default function leanPlugin(): Plugin {
  return {
    name: 'lean',
    configureWebpack(config, isServer, {currentBundler}) {
      const resolve = {
        alias: {'prism-react-renderer$': path.resolve(__dirname, '../lib/plainHighlight.tsx')},
      };
      if (isServer) {
        // The static render writes every Suspense boundary in place (see reactDomServer.ts).
        // First in the list: Docusaurus's own 'react-dom' alias would otherwise match first.
        config.resolve = {
          ...config.resolve,
          alias: {
            'react-dom/server$': path.resolve(__dirname, '../lib/reactDomServer.ts'),
            ...resolve.alias,
            ...(config.resolve?.alias as Record<string, string>),
          },
        };
        return {};
      }
      return {
        resolve,
        plugins: [
          new currentBundler.instance.BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            test: STARTUP_SCRIPT,
            stage: AFTER_MINIFY_STAGE,
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
                priority: 60,
              },
              vendors: {
                name: STARTUP_CHUNKS.vendors,
                test: packageScripts('.+?'),
                chunks: 'initial',
                enforce: true,
                priority: 55,
              },
            },
          },
        },
      };
    },
  };
}
