/**
 * @jest-environment node
 */
import path from 'path';
import {compileOnFirstVisit} from '../../../src/plugins/case-studies/firstVisit';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const registryLoader = require('../../../src/plugins/case-studies/registryLoader.cjs') as (
  source: string,
) => string;

const SITE = path.join(path.sep, 'site');
const dirs = {
  studiesDir: path.join(SITE, 'case-studies'),
  generatedDir: path.join(SITE, '.docusaurus'),
};
const REGISTRY = path.join(SITE, '.docusaurus', 'registry.js');

describe("the registry under npm start (Docusaurus's, as it generates it)", () => {
  const entry = (name: string, module: string) =>
    `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;
  const registry = `export default {
${entry('content---stockboy-a1b', '@site/case-studies/stockboy/index.mdx')}
${entry('__comp---theme-not-found', '@theme/NotFound')}
${entry('say-hi', '@site/case-studies/say \\"hi\\"/index.mdx')}
};
`;

  it("names each module instead of requiring it weakly, which built every page's modules at the start", () => {
    expect(registryLoader(registry)).toBe(
      `export default {
  "content---stockboy-a1b": [() => import(/* webpackChunkName: "content---stockboy-a1b" */ "@site/case-studies/stockboy/index.mdx"), "@site/case-studies/stockboy/index.mdx", "@site/case-studies/stockboy/index.mdx"],
  "__comp---theme-not-found": [() => import(/* webpackChunkName: "__comp---theme-not-found" */ "@theme/NotFound"), "@theme/NotFound", "@theme/NotFound"],
  "say-hi": [() => import(/* webpackChunkName: "say-hi" */ "@site/case-studies/say \\"hi\\"/index.mdx"), "@site/case-studies/say \\"hi\\"/index.mdx", "@site/case-studies/say \\"hi\\"/index.mdx"],
};
`,
    );
  });
});

describe("the preview's bundler options", () => {
  type Middleware = (request: unknown, response: unknown, next: () => void) => void;
  type Options = {
    lazyCompilation: {imports: boolean; entries: boolean; test: RegExp};
    module: {rules: {test: (file: string) => boolean; use: {loader: string}[]}[]};
    plugins: {apply(compiler: unknown): void}[];
    devServer: {setupMiddlewares(middlewares: unknown[]): unknown[]};
  };

  it("compiles each page's content when it is asked for, and the rest at the start", () => {
    const {lazyCompilation, module} = compileOnFirstVisit(dirs, {
      lazyCompilationMiddleware: () => () => {},
    }) as Options;
    expect(lazyCompilation).toMatchObject({imports: true, entries: false});
    // A study's story, a picture of it, the data generated for a page: on demand.
    for (const file of [
      'case-studies/stockboy/index.mdx',
      'case-studies/stockboy/cover.jpg',
      '.docusaurus/case-studies/default/index-1.json',
    ])
      expect(lazyCompilation.test.test(path.join(SITE, file))).toBe(true);
    // The site's components and the packages: at the start (Radix's tooltip, loaded on demand,
    // missed a module its chunk shares with the start-up scripts).
    for (const file of [
      'src/components/case-study/CaseStudyPage/index.tsx',
      'node_modules/@radix-ui/react-tooltip/dist/index.mjs',
      'src/plugins/case-studies/check.ts',
    ])
      expect(lazyCompilation.test.test(path.join(SITE, file))).toBe(false);
    // The registry alone goes through its loader.
    const [rule] = module.rules;
    expect(rule.test(REGISTRY)).toBe(true);
    expect(rule.test(path.join(SITE, '.docusaurus', 'routes.js'))).toBe(false);
    expect(rule.use[0].loader).toMatch(/registryLoader\.cjs$/);
  });

  it("answers the page's requests with the bundler's middleware, first of the dev server's", () => {
    const calls: string[] = [];
    const compiler = {name: 'client'};
    const made: Middleware = (_request, _response, next) => {
      calls.push('bundler');
      next();
    };
    const options = compileOnFirstVisit(dirs, {
      lazyCompilationMiddleware: (given: unknown) => {
        expect(given).toBe(compiler);
        return made;
      },
    }) as Options;
    const docusaurus = {name: 'docusaurus', middleware: () => {}};
    const middlewares: unknown[] = [docusaurus];
    // webpack-merge joins this list with the one Docusaurus returns (the same list): nothing more.
    expect(options.devServer.setupMiddlewares(middlewares)).toEqual([]);
    expect(middlewares).toHaveLength(2);
    const [first] = middlewares as {name: string; middleware: Middleware}[];
    expect(first.name).toBe('compile-on-first-visit');
    // Asked before the compiler has made it: passed on.
    first.middleware({}, {}, () => calls.push('next'));
    options.plugins[0].apply(compiler);
    first.middleware({}, {}, () => calls.push('next'));
    expect(calls).toEqual(['next', 'bundler', 'next']);
  });

  it('changes nothing under a bundler without the middleware (webpack)', () => {
    expect(compileOnFirstVisit(dirs, {})).toEqual({});
  });
});
