import routes from '@generated/routes';
import {matchPath} from '@docusaurus/router';

/**
 * Docusaurus's `client/preload.js`, swapped in the browser bundle (see ../index.ts): the same,
 * except that each matched route's `preload` gets the path, so the on-demand route
 * (./onDemandRoute.tsx) knows which bucket to load before the page renders.
 */

interface Route {
  path?: string;
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
  routes?: Route[];
  component: {preload?: (pathname: string) => Promise<unknown>};
}

/** react-router-config's matchRoutes: the first matching route at each level, nested. */
function matchRoutes(list: Route[], pathname: string, branch: Route[] = []): Route[] {
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

export default function preload(pathname: string): Promise<unknown[]> {
  const paths = Array.from(new Set([pathname, decodeURI(pathname)]));
  return Promise.all(
    paths.flatMap((p) =>
      matchRoutes(routes as unknown as Route[], p).map((route) => route.component.preload?.(p)),
    ),
  );
}
