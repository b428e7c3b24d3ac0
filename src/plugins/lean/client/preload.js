/* global __webpack_require__ */
import routes from '@generated/routes';
import {matchRoutes} from './routeConfig';
import {loadDeferredIn} from './deferred';

/*
 * Docusaurus's `client/preload.js`, swapped in the browser bundle (see ../index.ts): the same,
 * except that each matched route's `preload` gets the path, so the on-demand route
 * (./onDemandRoute.tsx) knows which bucket to load before the page renders. Plain JavaScript:
 * it takes the place of a file in node_modules, which the bundler's TypeScript loader skips.
 */

/*
 * Docusaurus prefetches a route's chunks by name through `__webpack_require__.gca`, and skips a
 * name whose URL comes out with "undefined" in it: a chunk the bundler merged into another.
 * With route chunks named by id (`assets/js/<build hash>/<id>.js`, see ../index.ts) an unknown
 * name makes a plausible URL, which would be fetched and answer 404. Unknown names now give no
 * URL, which Docusaurus skips the same way.
 */
const chunkAsset = __webpack_require__.gca;
__webpack_require__.gca = (name) => {
  const url = chunkAsset(name);
  return url === __webpack_require__.p + __webpack_require__.u(name) ? undefined : url;
};

/**
 * Also loads the route's deferred data (./deferred.ts) once the page has started: before each
 * navigation renders (and on a link's hover, as Docusaurus preloads then), but not for the page
 * opened from its address, which hydrates around the static render's HTML of that data. Docusaurus
 * sets `window.docusaurusRoot` when it starts rendering, after this first preload.
 * @param {string} pathname
 * @returns {Promise<unknown[]>}
 */
export default function preload(pathname) {
  const started = window.docusaurusRoot !== undefined;
  const paths = Array.from(new Set([pathname, decodeURI(pathname)]));
  return Promise.all(
    paths.flatMap((p) =>
      matchRoutes(routes, p).map(({route}) => {
        const loading = route.component.preload?.(p);
        return started && loading ? loading.then(loadDeferredIn) : loading;
      }),
    ),
  );
}
