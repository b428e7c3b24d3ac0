import path from 'path';
import {escapeRegExp} from '../../lib/regExp';

/** The loader that takes the weak requires out of Docusaurus's registry (see its comment). */
const REGISTRY_LOADER = path.join(__dirname, 'registryLoader.cjs');

/** A middleware of the dev server (Express's, or Node's http). */
type Middleware = (request: unknown, response: unknown, next: () => void) => void;

/** What of the bundler this uses: Rspack's middleware that compiles a module when asked. */
interface Bundler {
  lazyCompilationMiddleware?: (compiler: unknown) => Middleware;
}

/**
 * Under `npm start`, each page's content (a study's story, the data Docusaurus generated for a
 * page: a list's cards, a study's related studies, and the photos they show) is compiled when
 * the page is first opened, not all when the preview starts: Rspack's lazy compilation of the
 * `import()`s of those modules, whose requests its middleware answers on the dev server, and the
 * registry's weak requires taken out (registryLoader.cjs), which had the bundler build every
 * module anyway. With 300 studies the preview served its first page in about half the time
 * (3.7 s, not 6.9), showed a study 4.9 s after starting instead of 7.5, and took a third less
 * memory; a page first opened takes a few tenths of a second longer, once. Only the content
 * (`studiesDir`, `generatedDir`): the site's components and packages are compiled at the start,
 * as before (a package loaded on demand, Radix's tooltip, then missed a module its chunk
 * shares with the start-up scripts: "undefined factory @radix-ui/primitive").
 * The config to merge into the browser bundle's (nothing under a bundler without the
 * middleware, webpack's: it compiles everything, as before).
 */
export function compileOnFirstVisit(
  {studiesDir, generatedDir}: {studiesDir: string; generatedDir: string},
  bundler: object,
) {
  const answering = (bundler as Bundler).lazyCompilationMiddleware;
  if (!answering) return {};
  const registryFile = path.join(generatedDir, 'registry.js');
  // Made when the compiler applies its plugins: the middleware adds Rspack's plugin to it.
  let middleware: Middleware | null = null;
  return {
    // Entries (the start-up scripts) as ever: every page needs them at once.
    lazyCompilation: {
      imports: true,
      entries: false,
      test: new RegExp(
        [studiesDir, generatedDir].map((dir) => escapeRegExp(`${dir}${path.sep}`)).join('|'),
      ),
    },
    module: {
      rules: [{test: (file: string) => file === registryFile, use: [{loader: REGISTRY_LOADER}]}],
    },
    plugins: [
      {
        apply(compiler: unknown) {
          middleware = answering(compiler);
        },
      },
    ],
    devServer: {
      // webpack-merge calls Docusaurus's setupMiddlewares and this one with the same list and
      // joins what they return; Docusaurus's returns the list itself. So this one puts its
      // middleware first in that list and returns nothing more (the list again would repeat
      // every middleware).
      setupMiddlewares(middlewares: unknown[]) {
        middlewares.unshift({
          name: 'compile-on-first-visit',
          middleware: ((request, response, next) =>
            middleware ? middleware(request, response, next) : next()) as Middleware,
        });
        return [];
      },
    },
  };
}
