import fs from 'fs';
import path from 'path';
import {ROUTES_PER_BUCKET, bucketOf} from './client/bucket';
import {registryEntries, type RegistryEntry} from './registry';
import {chunkNamesOf, pageFileOf, routeScripts} from './routeFiles.cjs';

/**
 * Routes on demand. Docusaurus puts every route of the site in the code every page loads at
 * start-up: its path in `routes.js`, its chunk names in `routesChunkNames.json` and one loader
 * per chunk in `registry.js` (about 55 B gz a case study, 16 KB gz with 300 of them, on every
 * page). This moves the routes of the plugins named in `plugins` (the case studies, their index
 * and tag pages) out of that code into small bucket modules, each loaded when the visitor goes
 * to one of its routes: start-up code stays the size of the shipped site's however many studies
 * there are, and a study page loads one bucket of a few dozen routes (1-2 KB gz) before it
 * hydrates. The browser bundle only; the static render and the dev server keep Docusaurus's own
 * table.
 *
 * Which bucket holds a route is a hash of its normalized path (`bucketOf`, the same code in the
 * browser), so the start-up code needs no list of the routes, only the number of buckets.
 */

interface RouteEntry {
  path: string;
  /** [path, hash] of `ComponentCreator(path, hash)`; ['*'] for the not-found route. */
  creator: [string] | [string, string];
  exact?: boolean;
  routes?: RouteEntry[];
  /** Any other property, as written. */
  [key: string]: unknown;
}

/** Reads `routes.js` by running it with a stand-in ComponentCreator that records its arguments. */
function readRoutes(source: string): RouteEntry[] {
  const body = source
    .replace(/^import .*$/gm, '')
    .replace(/export default/, 'return')
    .replace(/ComponentCreator\(/g, '__creator(');
  const record = (...args: string[]) => ({__creator: args});
  const routes = new Function('__creator', body)(record) as Record<string, unknown>[];
  const toEntry = (route: Record<string, unknown>): RouteEntry => {
    const {component, routes: children, ...rest} = route;
    return {
      ...(rest as {path: string}),
      creator: (component as {__creator: RouteEntry['creator']}).__creator,
      ...(Array.isArray(children) ? {routes: children.map(toEntry)} : {}),
    };
  };
  return routes.map(toEntry);
}

function writeRoutes(routes: RouteEntry[]): string {
  const one = ({creator, routes: children, ...rest}: RouteEntry): string => {
    const props = Object.entries(rest).map(([k, v]) => `${k}: ${JSON.stringify(v)}`);
    props.push(`component: ComponentCreator(${creator.map((a) => JSON.stringify(a)).join(', ')})`);
    if (children) props.push(`routes: [${children.map(one).join(',\n')}]`);
    return `{${props.join(', ')}}`;
  };
  return routes.map(one).join(',\n  ');
}

/**
 * registry.js: chunk name → its entry, as Docusaurus wrote it (registryEntries()). Throws when an
 * entry does not read as expected: a chunk missing from the browser's table would leave a page
 * without its data, and the static render, which waits for the browser build's copy of each MDX
 * file, would wait for ever.
 */
function readRegistry(source: string): Map<string, RegistryEntry> {
  const {entries, expected} = registryEntries(source);
  if (entries.size !== expected) {
    throw new Error(
      `lean: read ${entries.size} of the ${expected} entries of Docusaurus's registry.js; its format changed (see src/plugins/lean/README.md)`,
    );
  }
  return entries;
}

export interface OnDemandFiles {
  /** Module aliases for the browser bundle: `@generated/...` → the trimmed copies. */
  alias: Record<string, string>;
  /** Routes moved out, by bucket (for tests and byte budgets). */
  buckets: string[][];
  /** Each moved route: the module requests whose chunks it loads, its bucket's among them. */
  requests: Record<string, string[]>;
}

/**
 * Writes the trimmed route table and the bucket modules into `<generatedDir>/lean`, and returns
 * the aliases that make the browser bundle use them. Returns null (Docusaurus's own table stays)
 * when no route qualifies or the not-found route is not last (the built-site test then fails);
 * throws when registry.js cannot be read whole. See README.md beside this file.
 */
export function writeOnDemandRoutes({
  generatedDir,
  plugins,
  except,
  runtime,
}: {
  generatedDir: string;
  /** `<plugin name>/<plugin id>` of each plugin whose routes load on demand. */
  plugins: string[];
  /** Routes of those plugins that stay in the start-up table (full paths, with the base URL). */
  except: string[];
  /** The browser module that makes the on-demand route (client/onDemandRoute.tsx). */
  runtime: string;
}): OnDemandFiles | null {
  const read = (file: string) => fs.readFileSync(path.join(generatedDir, file), 'utf8');
  const routes = readRoutes(read('routes.js'));
  const chunkNames = JSON.parse(read('routesChunkNames.json')) as Record<string, unknown>;
  const registry = readRegistry(read('registry.js'));
  if (registry.size === 0) return null;

  const contexts = plugins.map((p) => `@generated/${p}/__plugin.json`);
  const keyOf = (route: RouteEntry) => `${route.creator[0]}-${route.creator[1]}`;
  const isOnDemand = (route: RouteEntry) => {
    if (route.routes || route.creator.length !== 2 || !route.exact) return false;
    if (except.includes(route.path)) return false;
    const plugin = (chunkNames[keyOf(route)] as {__context?: {plugin?: string}})?.__context?.plugin;
    const module = plugin ? registry.get(plugin)?.module : undefined;
    return !!module && contexts.includes(module);
  };
  const moved: RouteEntry[] = [];
  const kept: RouteEntry[] = [];
  routes.forEach((route) => (isOnDemand(route) ? moved : kept).push(route));
  const notFound = kept.at(-1);
  if (!moved.length || notFound?.path !== '*' || notFound.creator[0] !== '*') return null;

  // Chunks that only moved routes use go to the buckets; chunks a kept route uses too stay in
  // the start-up registry.
  const keptNames = new Set<string>();
  kept.forEach((r) => chunkNamesOf(chunkNames[keyOf(r)], keptNames));
  const count = Math.max(1, Math.ceil(moved.length / ROUTES_PER_BUCKET));
  const buckets: RouteEntry[][] = Array.from({length: count}, () => []);
  moved.forEach((route) => buckets[bucketOf(route.path, count)].push(route));

  const dir = path.join(generatedDir, 'lean');
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  const write = (file: string, text: string) => fs.writeFileSync(path.join(dir, file), text);
  // A chunk only one moved route uses loses its name: the runtime every page loads carries a
  // table of named chunks (Docusaurus's `__webpack_require__.gca`, used to prefetch start-up
  // routes only). A chunk several routes share (the page component, plugin data) keeps it, so
  // the buckets that import it share one chunk instead of each getting a copy.
  const users = new Map<string, number>();
  moved.forEach((r) =>
    chunkNamesOf(chunkNames[keyOf(r)]).forEach((n) => users.set(n, (users.get(n) ?? 0) + 1)),
  );
  const registryLines = (names: Iterable<string>) =>
    [...names]
      .filter((name) => registry.has(name))
      .map((name) => {
        const {line} = registry.get(name)!;
        const own = !keptNames.has(name) && users.get(name) === 1;
        return own ? line.replace(/\/\* webpackChunkName: "[^"]+" \*\/ /, '') : line;
      })
      .join(',\n');

  buckets.forEach((bucket, i) => {
    const names = new Set<string>();
    bucket.forEach((r) => chunkNamesOf(chunkNames[keyOf(r)], names));
    keptNames.forEach((name) => names.delete(name));
    const ownChunkNames = Object.fromEntries(bucket.map((r) => [keyOf(r), chunkNames[keyOf(r)]]));
    write(
      `bucket-${i}.js`,
      `import ComponentCreator from '@docusaurus/ComponentCreator';
import routesChunkNames from '@generated/routesChunkNames';
import registry from '@generated/registry';

Object.assign(routesChunkNames, ${JSON.stringify(ownChunkNames)});
Object.assign(registry, {
${registryLines(names)}
});

export default [
  ${writeRoutes(bucket)}
];
`,
    );
  });

  write('registry.js', `export default {\n${registryLines(keptNames)}\n};\n`);
  write(
    'routesChunkNames.js',
    `export default ${JSON.stringify(Object.fromEntries(kept.filter((r) => r.creator.length === 2).map((r) => [keyOf(r), chunkNames[keyOf(r)]])))};\n`,
  );
  // No chunk names: the start-up runtime carries a name → id table of every named chunk, and
  // nothing looks a bucket up by name.
  const loaders = buckets.map((_, i) => `() => import('./bucket-${i}.js')`);
  write(
    'routes.js',
    `import ComponentCreator from '@docusaurus/ComponentCreator';
import onDemandRoute from ${JSON.stringify(runtime)};

export default [
  ${writeRoutes(kept.slice(0, -1))},
  {path: '*', component: onDemandRoute([${loaders.join(', ')}], ComponentCreator('*'))}
];
`,
  );
  const requests = Object.fromEntries(
    moved.map((route) => [
      route.path,
      [
        `./bucket-${bucketOf(route.path, count)}.js`,
        ...[...chunkNamesOf(chunkNames[keyOf(route)])].flatMap((name) =>
          registry.has(name) ? [registry.get(name)!.module] : [],
        ),
      ],
    ]),
  );
  return {
    requests,
    alias: {
      '@generated/routes$': path.join(dir, 'routes.js'),
      '@generated/routesChunkNames$': path.join(dir, 'routesChunkNames.js'),
      '@generated/registry$': path.join(dir, 'registry.js'),
    },
    buckets: buckets.map((b) => b.map((r) => r.path)),
  };
}

/** A chunk as the bundler's stats describe it (`chunks: true, chunkOrigins: true`). */
interface StatsChunk {
  files?: string[];
  origins?: {request?: string}[];
}

/**
 * The script files each moved route loads (its bucket and its own chunks, with the chunks split
 * off them), from the client build's stats: written beside the route table as
 * `route-assets.json` for the byte budgets (scripts/lib/route-bytes.cjs), since these chunks
 * have no names to find them by.
 */
export function writeRouteAssets(
  generatedDir: string,
  requests: Record<string, string[]>,
  chunks: StatsChunk[],
): void {
  const filesOf = new Map<string, Set<string>>();
  for (const chunk of chunks) {
    for (const origin of chunk.origins ?? []) {
      if (!origin.request) continue;
      const files = filesOf.get(origin.request) ?? new Set<string>();
      (chunk.files ?? []).filter((f) => f.endsWith('.js')).forEach((f) => files.add(f));
      filesOf.set(origin.request, files);
    }
  }
  const assets = Object.fromEntries(
    Object.entries(requests).map(([route, list]) => [
      route,
      [...new Set(list.flatMap((request) => [...(filesOf.get(request) ?? [])]))].sort(),
    ]),
  );
  fs.writeFileSync(path.join(generatedDir, 'lean/route-assets.json'), JSON.stringify(assets));
}

/** The loader's list of start-up scripts in a page (ssrTemplate.ts). */
const STARTUP_LIST = /(<script\b[^>]*\sdata-startup=")([^"]*)(")/;

/**
 * Adds each route's own scripts (routeScripts()) to its page's start-up list, which the page's
 * loader fetches after the first paint (ssrTemplate.ts): they come with the start-up scripts,
 * instead of once those have run (a round trip more before the page could start; for a moved
 * route two, its bucket and then the chunks it names: 0.3 s on Lighthouse's phone network).
 * They run after the site's code, in order; the bundler's runtime, asked for one still on its
 * way, waits for that script (it finds it by its address) instead of fetching it again. Throws
 * when a route has no page or a page no list: the build's HTML then differs from what this
 * expects (see README.md beside this file).
 */
export function addRouteScriptsToPages(outDir: string, generatedDir: string, baseUrl: string) {
  for (const [route, scripts] of routeScripts(generatedDir)) {
    const file = pageFileOf(outDir, route, baseUrl);
    if (!file) throw new Error(`lean: the build wrote no page for the route ${route}`);
    const html = fs.readFileSync(file, 'utf8');
    const list = STARTUP_LIST.exec(html);
    if (!list) throw new Error(`lean: ${file} has no start-up list (data-startup)`);
    const listed = list[2].split(' ');
    const added = scripts.map((script) => `${baseUrl}${script}`).filter((s) => !listed.includes(s));
    if (added.length === 0) continue;
    fs.writeFileSync(
      file,
      html.replace(
        STARTUP_LIST,
        (_, open, value, close) => `${open}${value} ${added.join(' ')}${close}`,
      ),
    );
  }
}
