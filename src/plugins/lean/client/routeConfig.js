import React from 'react';
// The copy Docusaurus uses (one in node_modules): its router context is the one this reads.
import {Route, Router, Switch, matchPath, useLocation} from 'react-router-dom';

/*
 * react-router-config (`renderRoutes`, `matchRoutes`), swapped in both bundles (see ../index.ts):
 * the same answers, found by path instead of by trying every route in turn.
 *
 * Docusaurus renders its whole route table through one <Switch>, which tries each route's
 * pattern until one matches, and looks the page up the same way again (`matchRoutes`) to
 * normalise the location. With a route per case study that is a walk through hundreds of
 * patterns for every page, and the static render does it for every page: the work grew with the
 * square of the number of studies. Here, plain exact paths (nearly all of them) are found in a
 * table; the other routes (patterns, nested layouts, the 404 catch-all) are still tried in
 * order, and only those listed before the table's answer. The first match wins, as before.
 * Plain JavaScript: it takes the place of a package in node_modules.
 */

/** A path that matches only itself (ignoring case and one trailing slash): no pattern syntax. */
const PLAIN_PATH = /^(\/[A-Za-z0-9_.~-]+)*\/?$/;
/** Printable ASCII, all the table's keys hold: any other location is matched by pattern. */
const ASCII = /^[\u0020-\u007e]*$/;

/** How a plain path and a location are compared: case and one trailing slash do not count. */
const keyOf = (pathname) =>
  (pathname.endsWith('/') ? pathname.slice(0, -1) : pathname).toLowerCase();

/**
 * @typedef {{path?: string | string[], exact?: boolean, strict?: boolean, sensitive?: boolean,
 *   routes?: RouteEntry[], key?: string, render?: Function, component?: unknown}} RouteEntry
 * @typedef {{byPath: Map<string, number>, others: number[]}} RouteIndex
 */

/** @type {WeakMap<RouteEntry[], RouteIndex>} */
const indexes = new WeakMap();

/**
 * Each plain exact route's position by its key (the first, when two share one), and the
 * positions of all the others.
 * @param {RouteEntry[]} routes
 * @returns {RouteIndex}
 */
function indexOf(routes) {
  let index = indexes.get(routes);
  if (!index) {
    index = {byPath: new Map(), others: []};
    routes.forEach((route, i) => {
      const {path, exact, strict, sensitive} = route;
      const plain = typeof path === 'string' && path !== '' && PLAIN_PATH.test(path);
      if (plain && exact && !strict && !sensitive) {
        const key = keyOf(path);
        if (!index.byPath.has(key)) index.byPath.set(key, i);
      } else index.others.push(i);
    });
    indexes.set(routes, index);
  }
  return index;
}

/**
 * The position of the first route that `matches` the pathname, or -1: what trying each route in
 * order gives. `matches` decides for the routes outside the table, and confirms the table's answer.
 * @param {RouteEntry[]} routes
 * @param {string} pathname
 * @param {(route: RouteEntry) => unknown} matches
 */
export function firstMatch(routes, pathname, matches) {
  const {byPath, others} = indexOf(routes);
  const listed = ASCII.test(pathname) ? byPath.get(keyOf(pathname)) : undefined;
  const found = listed ?? routes.length;
  for (const i of others) {
    if (i > found) break;
    if (matches(routes[i])) return i;
  }
  if (listed !== undefined && matches(routes[listed])) return listed;
  // Only reached if the table and the patterns disagree: the answer the patterns give.
  return listed === undefined ? -1 : routes.findIndex((route) => matches(route));
}

/**
 * react-router-config's renderRoutes: a <Switch> over the routes, given only the route that
 * matches (it renders that one alone either way).
 * @param {RouteEntry[] | undefined} routes
 * @param {object} [extraProps]
 * @param {{location?: {pathname: string}}} [switchProps]
 */
export function renderRoutes(routes, extraProps = {}, switchProps = {}) {
  if (!routes) return null;
  const elements = routes.map((route, i) =>
    React.createElement(Route, {
      key: route.key || i,
      path: route.path,
      exact: route.exact,
      strict: route.strict,
      render: (props) =>
        route.render
          ? route.render({...props, ...extraProps, route})
          : React.createElement(route.component, {...props, ...extraProps, route}),
    }),
  );
  return React.createElement(RouteSwitch, {routes, elements, switchProps});
}

/** @param {{routes: RouteEntry[], elements: React.ReactElement[], switchProps: {location?: {pathname: string}}}} props */
function RouteSwitch({routes, elements, switchProps}) {
  const current = useLocation();
  const {pathname} = switchProps.location ?? current;
  // As <Switch> tests each child: its path, exact and strict (not `sensitive`); no path: a match.
  const i = firstMatch(routes, pathname, ({path, exact, strict}) =>
    path ? matchPath(pathname, {path, exact, strict}) : true,
  );
  return React.createElement(Switch, switchProps, i < 0 ? null : elements[i]);
}

/**
 * react-router-config's matchRoutes: the first matching route at each level, nested, with its
 * match (a route without a path takes its parent's, or the root's).
 * @param {RouteEntry[]} routes
 * @param {string} pathname
 * @param {{route: RouteEntry, match: object}[]} [branch]
 */
export function matchRoutes(routes, pathname, branch = []) {
  const matchOf = (route) =>
    route.path
      ? matchPath(pathname, route)
      : branch.length
        ? branch[branch.length - 1].match
        : Router.computeRootMatch(pathname);
  const i = firstMatch(routes, pathname, matchOf);
  if (i >= 0) {
    const route = routes[i];
    branch.push({route, match: matchOf(route)});
    if (route.routes) matchRoutes(route.routes, pathname, branch);
  }
  return branch;
}
