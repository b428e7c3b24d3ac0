/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import {
  addRouteScriptsToPages,
  writeOnDemandRoutes,
  writeRouteAssets,
} from '../../../src/plugins/lean/onDemandRoutes';
import {bucketOf, ROUTES_PER_BUCKET} from '../../../src/plugins/lean/client/bucket';
import {registrySource} from './registryFixture';

/** The folders the tests make in /tmp, removed at the end. */
const made: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
};
afterAll(() => made.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

const STUDIES = 'docusaurus-plugin-content-pages/case-studies';
const PAGES = 'docusaurus-plugin-content-pages/default';

/** A generated-files directory shaped as Docusaurus 3 writes it. */
function generatedDir(studies: number): string {
  const dir = tempDir('on-demand-');
  const routes = [
    {path: '/', plugin: PAGES, comp: 'home'},
    {path: '/test', plugin: PAGES, comp: 'test'},
    ...Array.from({length: studies}, (_, i) => ({
      path: `/study-${i}`,
      plugin: STUDIES,
      comp: 'studyPage',
      content: `content${i}`,
    })),
  ];
  const entry = (r: (typeof routes)[number]) =>
    `  {\n    path: '${r.path}',\n    component: ComponentCreator('${r.path}', 'a${r.path.length}'),\n    exact: true\n  },\n`;
  fs.writeFileSync(
    path.join(dir, 'routes.js'),
    `import React from 'react';\nimport ComponentCreator from '@docusaurus/ComponentCreator';\n\nexport default [\n${routes.map(entry).join('')}  {\n    path: '*',\n    component: ComponentCreator('*'),\n  },\n];\n`,
  );
  const chunkNames = Object.fromEntries(
    routes.map((r) => [
      `${r.path}-a${r.path.length}`,
      {
        __comp: r.comp,
        __context: {plugin: r.plugin === STUDIES ? 'ctxStudies' : 'ctxPages'},
        ...('content' in r ? {content: r.content} : {}),
      },
    ]),
  );
  fs.writeFileSync(path.join(dir, 'routesChunkNames.json'), JSON.stringify(chunkNames, null, 2));
  const modules: Record<string, string> = {
    home: '@site/src/pages/index.tsx',
    test: '@site/src/pages/test.tsx',
    studyPage: '@site/src/components/case-study/CaseStudyPage',
    ctxStudies: `@generated/${STUDIES}/__plugin.json`,
    ctxPages: `@generated/${PAGES}/__plugin.json`,
    ...Object.fromEntries(
      Array.from({length: studies}, (_, i) => [`content${i}`, `@site/case-studies/s${i}.mdx`]),
    ),
  };
  fs.writeFileSync(path.join(dir, 'registry.js'), registrySource(modules));
  return dir;
}

const write = (dir: string, except: string[] = []) =>
  writeOnDemandRoutes({generatedDir: dir, plugins: [STUDIES], except, runtime: '/runtime.tsx'});
const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, 'lean', file), 'utf8');

test('the routes of the named plugins leave the start-up table for buckets', () => {
  const dir = generatedDir(3);
  const result = write(dir)!;
  expect(result.buckets.flat().sort()).toEqual(['/study-0', '/study-1', '/study-2']);
  const routes = read(dir, 'routes.js');
  expect(routes).toContain('path: "/test"');
  expect(routes).toContain('path: "/"');
  expect(routes).not.toContain('study-');
  // Unnamed: the start-up runtime would carry each bucket's name in its table of named chunks.
  expect(routes).toContain(`onDemandRoute([() => import('./bucket-0.js')], `);
  expect(routes).toMatch(/ComponentCreator\('\*'\)\)\}\n\];/);
  // Start-up registry and chunk names: only what the kept routes use.
  expect(read(dir, 'registry.js')).not.toMatch(/content\d|studyPage|ctxStudies/);
  expect(read(dir, 'routesChunkNames.js')).not.toContain('study-');
  // The bucket adds its routes' chunk names and loaders, and builds their components.
  const bucket = read(dir, 'bucket-0.js');
  expect(bucket).toContain('"/study-1-a8":{"__comp":"studyPage"');
  // A route's own chunk loses its name (the start-up runtime carries a name → id table of
  // every named chunk); the page component all studies share keeps it, so it stays one chunk.
  expect(bucket).toContain('"content2": [() => import("@site/case-studies/s2.mdx"), ');
  expect(bucket).toContain('"studyPage": [() => import(/* webpackChunkName: "studyPage" */');
  expect(bucket).toContain('component: ComponentCreator("/study-0", "a8")');
  expect(result.alias['@generated/routes$']).toBe(path.join(dir, 'lean/routes.js'));
});

test('listed exceptions stay at start-up; nothing to move means no swap', () => {
  const dir = generatedDir(2);
  write(dir, ['/study-1']);
  expect(read(dir, 'routes.js')).toContain('path: "/study-1"');
  expect(write(generatedDir(0))).toBeNull();
});

test('300 studies spread over buckets of about two dozen, each where the browser looks', () => {
  const dir = generatedDir(300);
  const {buckets} = write(dir)!;
  expect(buckets).toHaveLength(Math.ceil(300 / ROUTES_PER_BUCKET));
  buckets.forEach((paths, i) => {
    expect(paths.length).toBeLessThan(ROUTES_PER_BUCKET * 2);
    paths.forEach((p) => expect(bucketOf(p, buckets.length)).toBe(i));
  });
});

test('the bucket of a path ignores case, a trailing slash, .html and escapes', () => {
  const n = 13;
  const at = bucketOf('/caf\u00e9-study', n);
  for (const variant of ['/Caf\u00e9-Study', '/caf%C3%A9-study/', '/caf\u00e9-study.html']) {
    expect(bucketOf(variant, n)).toBe(at);
  }
  expect(bucketOf('/', n)).toBe(bucketOf('', n));
});

test('route assets: each moved route loads its bucket and its own chunks, found by request', () => {
  const dir = generatedDir(2);
  const {requests} = write(dir)!;
  expect(requests['/study-1']).toEqual([
    './bucket-0.js',
    '@site/src/components/case-study/CaseStudyPage',
    `@generated/${STUDIES}/__plugin.json`,
    '@site/case-studies/s1.mdx',
  ]);
  writeRouteAssets(dir, requests, [
    {files: ['b/1.js'], origins: [{request: './bucket-0.js'}]},
    {files: ['b/2.js', 'b/2.css'], origins: [{request: '@site/case-studies/s1.mdx'}]},
    {files: ['b/3.js'], origins: [{request: '@site/case-studies/s1.mdx'}, {request: 'x'}]},
    {files: ['b/4.js'], origins: [{request: '@site/case-studies/s0.mdx'}]},
  ]);
  expect(JSON.parse(read(dir, 'route-assets.json'))['/study-1']).toEqual([
    'b/1.js',
    'b/2.js',
    'b/3.js',
  ]);
});

test('every chunk of the registry lands in the start-up table or in a bucket, the last one too', () => {
  const dir = generatedDir(40);
  write(dir);
  const modulesIn = (text: string) =>
    [...text.matchAll(/require\.resolveWeak\("([^"]+)"\)/g)].map((m) => m[1]);
  const original = new Set(modulesIn(fs.readFileSync(path.join(dir, 'registry.js'), 'utf8')));
  const written = new Set(
    fs
      .readdirSync(path.join(dir, 'lean'))
      .filter((f) => f.endsWith('.js'))
      .flatMap((f) => modulesIn(read(dir, f))),
  );
  expect([...original].filter((m) => !written.has(m))).toEqual([]);
  expect(original.has('@site/case-studies/s39.mdx')).toBe(true);
});

test('a registry it cannot read stops the build, saying so', () => {
  const dir = generatedDir(2);
  fs.appendFileSync(path.join(dir, 'registry.js'), '// "x": [require.resolveWeak("y")]\n');
  expect(() => write(dir)).toThrow(/read 7 of the 8 entries of Docusaurus's registry\.js/);
});

test("each route's page lists its own scripts with its start-up scripts, under the base URL too", () => {
  for (const baseUrl of ['/', '/v42/']) {
    const generated = tempDir('route-scripts-');
    const out = tempDir('route-scripts-out-');
    fs.mkdirSync(path.join(generated, 'lean'));
    fs.writeFileSync(
      path.join(generated, 'lean/route-assets.json'),
      JSON.stringify({
        [`${baseUrl}study-1`]: ['assets/js/f/1.js', 'assets/js/f/2.js'],
        [`${baseUrl}case-studies/tags`]: ['assets/js/f/1.js', 'assets/js/f/3.js'],
      }),
    );
    // Kept routes: their chunk names, and the files the client manifest maps those to.
    fs.writeFileSync(
      path.join(generated, 'routesChunkNames.json'),
      JSON.stringify({
        [`${baseUrl}-52b`]: {__comp: 'home', studies: 'featured'},
        [`${baseUrl}other-d4c`]: {__comp: 'plain'},
        [`${baseUrl}study-1-e4d`]: {__comp: 'study', content: 'one'},
      }),
    );
    fs.writeFileSync(
      path.join(generated, 'client-manifest.json'),
      JSON.stringify({
        origins: {home: ['7'], featured: ['8', '7'], plain: ['9'], study: ['1']},
        assets: {
          '7': {js: [{file: 'assets/js/f/7.js'}]},
          '8': {js: [{file: 'assets/js/f/8.js'}]},
          '9': {js: [{file: 'assets/js/f/9.js'}]},
          '1': {js: [{file: 'assets/js/f/1.js'}]},
        },
      }),
    );
    const page = (scripts: string) =>
      `<html><head><script data-startup="${scripts}">(loader)</script></head><body><p>x</p></body></html>`;
    const startup = `${baseUrl}assets/js/main.1.js`;
    fs.writeFileSync(path.join(out, 'study-1.html'), page(startup));
    fs.mkdirSync(path.join(out, 'case-studies', 'tags'), {recursive: true});
    fs.writeFileSync(path.join(out, 'case-studies/tags/index.html'), page(startup));
    fs.writeFileSync(path.join(out, 'other.html'), page(startup));
    fs.writeFileSync(path.join(out, 'index.html'), page(startup));
    fs.writeFileSync(path.join(out, 'unrouted.html'), page(startup));

    addRouteScriptsToPages(out, generated, baseUrl);
    addRouteScriptsToPages(out, generated, baseUrl); // a second time adds nothing
    const listed = (file: string) =>
      /data-startup="([^"]*)"/.exec(fs.readFileSync(path.join(out, file), 'utf8'))![1];
    expect(listed('study-1.html')).toBe(
      `${startup} ${baseUrl}assets/js/f/1.js ${baseUrl}assets/js/f/2.js`,
    );
    expect(listed('case-studies/tags/index.html')).toBe(
      `${startup} ${baseUrl}assets/js/f/1.js ${baseUrl}assets/js/f/3.js`,
    );
    // A kept route's: from the manifest, each file once (a moved route's come from route-assets).
    expect(listed('index.html')).toBe(
      `${startup} ${baseUrl}assets/js/f/7.js ${baseUrl}assets/js/f/8.js`,
    );
    expect(listed('other.html')).toBe(`${startup} ${baseUrl}assets/js/f/9.js`);
    expect(listed('unrouted.html')).toBe(startup);
    // The rest of the page as it was.
    expect(fs.readFileSync(path.join(out, 'study-1.html'), 'utf8')).toMatch(
      /">\(loader\)<\/script><\/head><body><p>x<\/p><\/body><\/html>$/,
    );

    fs.rmSync(path.join(out, 'study-1.html'));
    expect(() => addRouteScriptsToPages(out, generated, baseUrl)).toThrow(
      `the build wrote no page for the route ${baseUrl}study-1`,
    );
  }
});
