import path from 'path';
import type {Plugin} from '@docusaurus/types';

/**
 * Keeps the browser bundle lean and its start-up short on phones:
 * - replaces prism-react-renderer (syntax colouring the classic theme loads on every page,
 *   unused by this site) with src/lib/plainHighlight.tsx;
 * - splits the code every page needs into three script files: React DOM, the other packages,
 *   and the site's own code. The browser compiles each file in its own task, so the one long
 *   task that compiled and ran a single 440 KB main bundle (about 70 ms on this machine, close
 *   to 300 ms under Lighthouse's 4x phone CPU) becomes three shorter ones; Total Blocking Time
 *   counts only the part of each task beyond 50 ms. The bytes sent stay the same;
 * - marks those three files with V8's compile hint (below).
 */
/**
 * V8's explicit compile hint (Chrome 136+): compile every function of the file while the file
 * is compiled, instead of parsing each one again on the main thread the first time it runs.
 * The start-up files run nearly all their code at once, and the task that ran the site's code
 * went from about 40 ms to about 22 ms on this machine. Other browsers read a comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const STARTUP_SCRIPT = /^assets\/js\/(react-dom|vendors|main)\.[0-9a-f]+\.js$/;
/** Just after PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE (minification, 400). */
const AFTER_MINIFY_STAGE = 401;

export default function leanPlugin(): Plugin {
  return {
    name: 'lean',
    configureWebpack(_config, isServer, {currentBundler}) {
      return {
        ...(isServer
          ? {}
          : {
              plugins: [
                // Added after minification (which drops comments), before content hashing.
                new currentBundler.instance.BannerPlugin({
                  banner: COMPILE_HINT,
                  raw: true,
                  test: STARTUP_SCRIPT,
                  stage: AFTER_MINIFY_STAGE,
                }),
              ],
              optimization: {
                splitChunks: {
                  // Scripts only: the CSS stays in the one stylesheet Docusaurus makes (a
                  // second file for the packages' CSS would load after ours and undo it).
                  cacheGroups: {
                    reactDom: {
                      name: 'react-dom',
                      test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/].*\.[cm]?js$/,
                      chunks: 'initial',
                      enforce: true,
                      priority: 60,
                    },
                    vendors: {
                      name: 'vendors',
                      test: /[\\/]node_modules[\\/].*\.[cm]?js$/,
                      chunks: 'initial',
                      enforce: true,
                      priority: 55,
                    },
                  },
                },
              },
            }),
        resolve: {
          alias: {
            'prism-react-renderer$': path.resolve(__dirname, '../lib/plainHighlight.tsx'),
          },
        },
      };
    },
  };
}
