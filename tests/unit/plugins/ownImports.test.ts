/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import {missingImports} from '../../../src/plugins/case-studies/ownImports';

let site: string;
let file: string;

beforeAll(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'own-imports-'));
  const study = path.join(site, 'case-studies/acme');
  fs.mkdirSync(path.join(study, 'parts'), {recursive: true});
  fs.mkdirSync(path.join(site, 'src/components/Chart'), {recursive: true});
  for (const name of ['case-studies/acme/cover.jpg', 'case-studies/acme/figures.tsx'])
    fs.writeFileSync(path.join(site, name), '');
  fs.writeFileSync(path.join(study, 'parts/index.js'), '');
  fs.writeFileSync(path.join(site, 'src/components/Chart/index.tsx'), '');
  // Two packages installed, as npm install leaves them, and the site's list of its own.
  for (const name of ['react', '@mdx-js/react'])
    fs.mkdirSync(path.join(site, 'node_modules', name), {recursive: true});
  fs.writeFileSync(
    path.join(site, 'package.json'),
    JSON.stringify({dependencies: {react: '^19', '@radix-ui/react-tooltip': '^1'}}),
  );
  file = path.join(study, 'index.mdx');
});
afterAll(() => fs.rmSync(site, {recursive: true, force: true}));

/** An ESM node as the MDX compiler makes it, its sources on line 7 at column 20 (0-based 19). */
const esm = (...sources: string[]) => ({
  type: 'mdxjsEsm',
  data: {
    estree: {
      body: sources.map((value) => ({source: {value, loc: {start: {line: 7, column: 19}}}})),
    },
  },
});

/** A problem of an import on the line `esm()` puts them, at its quote. */
const problem = (message: string) => ({at: {line: 7, column: 20}, field: 'import', message});

test('files the bundler finds are no problem: by extension, a folder index, @site, a package', () => {
  expect(
    missingImports(
      esm('./cover.jpg', './figures', './parts', '@site/src/components/Chart', 'react'),
      file,
      site,
    ),
  ).toEqual([]);
  // A package's own paths, a scoped one, Docusaurus's names and Node's are the bundler's.
  expect(
    missingImports(
      esm(
        'react/jsx-runtime',
        '@mdx-js/react',
        '@theme/Admonition',
        '@docusaurus/Link',
        '@generated/site-metadata',
        'node:path',
        'path',
      ),
      file,
      site,
    ),
  ).toEqual([]);
  // No source: `export const x = 1`, or an import with none (not MDX's) is left alone.
  expect(missingImports({type: 'mdxjsEsm', data: {estree: {body: [{}]}}}, file, site)).toEqual([]);
});

test('a file not there is named at its quote, with the name meant', () => {
  expect(missingImports(esm('./chart', './cover', '@site/src/Chart'), file, site)).toEqual([
    problem(
      'file "./chart" not found next to index.mdx, so the build would stop on it (the blocks need no import: delete the line, or add the file)',
    ),
    problem(
      'file "./cover" not found next to index.mdx, so the build would stop on it (did you mean "./cover.jpg"? The blocks need no import: if the line is for one, delete it)',
    ),
    problem(
      'file "@site/src/Chart" not found in the site, so the build would stop on it (the blocks need no import: delete the line, or add the file)',
    ),
  ]);
});

test('a package the site does not have is named at its quote, with the one meant', () => {
  expect(
    missingImports(
      esm('react-tweet', '@radix-ui/react-tooltp/dist', 'https://esm.sh/confetti'),
      file,
      site,
    ),
  ).toEqual([
    problem(
      'package "react-tweet" is not installed in the site, so the build would stop on it (the blocks need no import: delete the line; a new package is a developer\'s change, to package.json)',
    ),
    problem(
      'package "@radix-ui/react-tooltp" is not installed in the site, so the build would stop on it (did you mean "@radix-ui/react-tooltip"? The blocks need no import: if the line is for one, delete it)',
    ),
    problem(
      '"https://esm.sh/confetti" is a web address, which the build does not import from, so it would stop on it (the blocks need no import: delete the line)',
    ),
  ]);
});
