// @ts-check
import routes from '@generated/routes';
import {matchPath} from '@docusaurus/router';

/*
 * Docusaurus's `client/preload.js`, swapped in the browser bundle (see ../index.ts): the same,
 * except that each matched route's `preload` gets the path, so the on-demand route
 * (./onDemandRoute.tsx) knows which bucket to load before the page renders. Plain JavaScript:
 * it takes the place of a file in node_modules, which the bundler's TypeScript loader skips.
 */

/**
 * @typedef {{path?: string, exact?: boolean, strict?: boolean, sensitive?: boolean,
 *   routes?: Route[], component: {preload?: (pathname: string) => Promise<unknown>}}} Route
 */

/**
 * react-router-config's matchRoutes: the first matching route at each level, nested.
 * @param {Route[]} list
 * @param {string} pathname
 * @param {Route[]} [branch]
 * @returns {Route[]}
 */
function matchRoutes(list, pathname, branch = []) {
  for (const route of list) {
    const {path, exact, strict, sensitive} = route;
    if (path === undefined || matchPath(pathname, {path, exact, strict, sensitive})) {
      branch.push(route);
      if (route.routes) matchRoutes(route.routes, pathname, branch);
      break;
    }
  }
  return branch;
}

/**
 * @param {string} pathname
 * @returns {Promise<unknown[]>}
 */
export default function preload(pathname) {
  const paths = Array.from(new Set([pathname, decodeURI(pathname)]));
  return Promise.all(
    paths.flatMap((p) =>
      matchRoutes(/** @type {Route[]} */ (/** @type {unknown} */ (routes)), p).map((route) =>
        route.component.preload?.(p),
      ),
    ),
  );
}
