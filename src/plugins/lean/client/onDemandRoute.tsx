import React, {useEffect, useState, type ComponentType} from 'react';
import {matchRoutes} from './routeConfig';
import {bucketOf} from './bucket';

/**
 * The browser side of routes on demand (../onDemandRoutes.ts): the not-found route (`*`), which
 * first looks for the path among the routes moved out of the start-up code. Each bucket loads
 * once; Docusaurus's preload (swapped for ./preload.ts, which passes the path) loads it before
 * the first render and before each navigation, so rendering is synchronous and hydration finds
 * the same page the static render wrote.
 */

interface RouteProps {
  location: {pathname: string};
  [key: string]: unknown;
}
type Preloadable = ComponentType<RouteProps> & {preload?: () => Promise<unknown>};
interface Route {
  path: string;
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
  component: Preloadable;
}
type Bucket = () => Promise<{default: Route[]}>;

export default function onDemandRoute(buckets: Bucket[], NotFound: Preloadable) {
  const loaded = new Map<number, Route[]>();
  const loading = new Map<number, Promise<Route[]>>();

  function load(index: number): Promise<Route[]> {
    if (!loading.has(index)) {
      const promise = buckets[index]().then(({default: routes}) => {
        loaded.set(index, routes);
        return routes;
      });
      // A failed download (offline) is retried on the next navigation.
      promise.catch(() => loading.delete(index));
      loading.set(index, promise);
    }
    return loading.get(index)!;
  }

  // The bucket's first route that matches, with its match (bucket routes all have a path).
  const find = (routes: Route[], pathname: string) =>
    (matchRoutes(routes, pathname)[0] as {route: Route; match: object} | undefined) ?? null;

  function OnDemandRoute(props: RouteProps) {
    const {pathname} = props.location;
    const index = bucketOf(pathname, buckets.length);
    const routes = loaded.get(index);
    const [, setReady] = useState(0);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      // Rendered without a preload first (not Docusaurus's way; kept safe): load, then render.
      if (!routes)
        load(index).then(
          () => setReady((n) => n + 1),
          () => setFailed(true),
        );
    }, [routes, index]);
    if (!routes && !failed) return null;
    const found = routes && find(routes, pathname);
    if (!found) return <NotFound {...props} />;
    const Page = found.route.component;
    return <Page {...props} route={found.route} match={found.match} />;
  }

  /** Called by ./preload.ts with the path about to render. */
  OnDemandRoute.preload = async (pathname?: string): Promise<unknown> => {
    if (pathname !== undefined) {
      // A bucket that cannot load (a page left open across a deploy asks for the old build's
      // file) rejects, as Docusaurus's own chunks do: navigation then reloads the page.
      const routes = await load(bucketOf(pathname, buckets.length));
      const found = find(routes, pathname);
      if (found) return found.route.component.preload?.();
    }
    return NotFound.preload?.();
  };

  return OnDemandRoute;
}
