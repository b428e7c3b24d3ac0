/**
 * @jest-environment node
 */
import React, {useId} from 'react';
import {renderToString} from 'react-dom/server';
import {StaticRouter} from 'react-router-dom';
import * as original from 'react-router-config';
import * as indexed from '../../../src/plugins/lean/client/routeConfig';

interface TestRoute {
  path?: string;
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
  routes?: TestRoute[];
  component: React.ComponentType<{match: {params: object}; route: TestRoute}>;
}

/** A page that shows which route rendered it, its match and an id from React's useId. */
function page(name: string): TestRoute['component'] {
  return function Page({match, route}) {
    const id = useId();
    return (
      <section id={id} data-name={name}>
        {JSON.stringify(match)}
        {route.routes ? indexedOrOriginal.current.renderRoutes(route.routes as never) : null}
      </section>
    );
  };
}
/** Which implementation nested routes render with, so each tree is one implementation's. */
const indexedOrOriginal: {current: typeof original} = {current: original};

/** A route table shaped like Docusaurus's, with every kind of route the index must not misread. */
const ROUTES: TestRoute[] = [
  {path: '/', exact: true, component: page('home')},
  {path: '/shadow', component: page('shadow-prefix')}, // not exact: wins over /shadow/child below
  {path: '/case-studies', exact: true, component: page('index')},
  {path: '/case-studies/page/2', exact: true, component: page('page-2')},
  {path: '/case-studies/tags/:tag', exact: true, component: page('tag')},
  {path: '/Stockboy', exact: true, component: page('stockboy')},
  {path: '/trailing/', exact: true, component: page('trailing')},
  {path: '/dup', exact: true, component: page('dup-first')},
  {path: '/dup', exact: true, component: page('dup-second')},
  {path: '/strict/', exact: true, strict: true, component: page('strict')},
  {path: '/sens', exact: true, sensitive: true, component: page('sensitive')},
  {path: '/shadow/child', exact: true, component: page('shadow-child')},
  {path: '/a.b~c_d-e', exact: true, component: page('punctuation')},
  {path: '/optional/:x?', exact: true, component: page('optional')},
  {
    path: '/docs',
    component: page('docs'),
    routes: [
      {path: '/docs/intro', exact: true, component: page('docs-intro')},
      {path: '/docs/:id', exact: true, component: page('docs-id')},
      {component: page('docs-fallback')},
    ],
  },
  {path: '/later', exact: true, component: page('later')},
  {path: '*', component: page('not-found')},
];

const PATHNAMES = [
  '/',
  '',
  '/case-studies',
  '/case-studies/',
  '/CASE-STUDIES',
  '/case-studies//',
  '/case-studies/page/2',
  '/case-studies/tags/events',
  '/stockboy',
  '/STOCKBOY/',
  '/trailing',
  '/trailing/',
  '/dup',
  '/strict',
  '/strict/',
  '/sens',
  '/SENS',
  '/shadow/child',
  '/a.b~c_d-e',
  '/aXb~c_d-e',
  '/optional',
  '/optional/1',
  '/docs',
  '/docs/intro',
  '/docs/other',
  '/docs/a/b',
  '/later',
  '/nope',
  '/ca\u017Fe-studies', // long s: folds to "S" in toUpperCase, never in a route pattern
  '/\u212Aelvin', // Kelvin sign: lower-cases to "k"
  '//',
];

describe('routeConfig: the route matcher swapped for react-router-config', () => {
  test.each(PATHNAMES)('matchRoutes finds what react-router-config finds for %j', (pathname) => {
    const expected = original.matchRoutes(ROUTES as never, pathname);
    const actual = indexed.matchRoutes(ROUTES as never, pathname);
    expect(
      actual.map(({route}) => ROUTES.indexOf(route as TestRoute) + ':' + String(route.path)),
    ).toEqual(
      expected.map(({route}) => ROUTES.indexOf(route as TestRoute) + ':' + String(route.path)),
    );
    expect(actual.map(({match}) => match)).toEqual(expected.map(({match}) => match));
  });

  test.each(PATHNAMES)('renderRoutes renders the same page, ids included, for %j', (pathname) => {
    const render = (impl: typeof original) => {
      indexedOrOriginal.current = impl;
      return renderToString(
        <StaticRouter location={pathname}>
          <main>{impl.renderRoutes(ROUTES as never)}</main>
        </StaticRouter>,
      );
    };
    const expected = render(original);
    expect(expected).toContain('data-name'); // every path here renders some page
    expect(render(indexed as unknown as typeof original)).toBe(expected);
  });

  test('renderRoutes honours a location given to the switch, as <Switch> does', () => {
    const html = renderToString(
      <StaticRouter location="/later">
        {indexed.renderRoutes(ROUTES as never, {}, {location: {pathname: '/dup'}} as never)}
      </StaticRouter>,
    );
    expect(html).toContain('data-name="dup-first"');
  });

  test('the table is built once per route list and still answers for a list it has not seen', () => {
    const many = Array.from({length: 2000}, (_, i) => ({
      path: `/study-${i}`,
      exact: true,
      component: page(`study-${i}`),
    }));
    expect(indexed.matchRoutes(many as never, '/study-1999')[0].route).toBe(many[1999]);
    expect(indexed.matchRoutes(many as never, '/study-2000')).toEqual([]);
    const tried: number[] = [];
    indexed.firstMatch(many as never, '/study-1999', (route) => {
      tried.push(many.indexOf(route as never));
      return true;
    });
    expect(tried).toEqual([1999]); // found in the table, confirmed once: no walk through the list
  });
});
