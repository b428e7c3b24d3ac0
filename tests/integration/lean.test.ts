/**
 * The start-up layer (src/plugins/lean) swaps modules inside Docusaurus's bundles. These tests
 * read the installed packages and fail, naming the piece, when an upgrade moves what a swap
 * relies on (src/plugins/lean/README.md says what to do then).
 */
import fs from 'fs';
import path from 'path';
import * as plainHighlight from '../../src/plugins/lean/plainHighlight';
import * as routeConfig from '../../src/plugins/lean/client/routeConfig';
import {DEFAULT_SCRIPT_LOOP} from '../../src/plugins/lean/ssrTemplate';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, 'node_modules', file), 'utf8');

/** Every .js file under a package folder. */
function sources(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, 'node_modules', dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(dir, file));
}

/** The names `files` import (or re-export) from package `from`, e.g. `{A, B as C}` → A, B. */
function namesImported(files: string[], from: string): string[] {
  const imported = new Set<string>();
  const statement = new RegExp(`(?:import|export)\\s*{([^}]*)}\\s*from\\s*'${from}'`, 'g');
  for (const file of files) {
    for (const match of read(file).matchAll(statement)) {
      match[1]
        .split(',')
        .forEach((name) => name.trim() && imported.add(name.trim().split(/\s+/)[0]));
    }
  }
  return [...imported].sort();
}

test('SWAPS.server: Docusaurus renders static pages with react-dom/server renderToPipeableStream', () => {
  const entry = read('@docusaurus/core/lib/client/renderToHtml.js');
  expect(entry).toMatch(/import\s*{\s*renderToPipeableStream\s*}\s*from\s*'react-dom\/server'/);
});

test('SWAPS.browser: plainHighlight exports every name the theme imports from prism-react-renderer', () => {
  const imported = namesImported(
    [
      ...sources('@docusaurus/theme-classic/lib/theme'),
      ...sources('@docusaurus/theme-common/lib'),
      '@docusaurus/theme-classic/lib/prism-include-languages.js',
    ],
    'prism-react-renderer',
  );
  expect(imported).toEqual(expect.arrayContaining(['Highlight']));
  const missing = imported.filter((name) => !(name in plainHighlight));
  expect(missing).toEqual([]);
});

test('react-router-config swap: routeConfig exports every name Docusaurus and its themes import from react-router-config', () => {
  const imported = namesImported(
    [
      ...sources('@docusaurus/core/lib/client'),
      ...sources('@docusaurus/theme-classic/lib'),
      ...sources('@docusaurus/theme-common/lib'),
    ],
    'react-router-config',
  );
  expect(imported).toEqual(['matchRoutes', 'renderRoutes']);
  const missing = imported.filter((name) => !(name in routeConfig));
  expect(missing).toEqual([]);
});

test('prism-include-languages: the classic theme still has the swizzlable module we replace', () => {
  expect(
    fs.existsSync(
      path.join(ROOT, 'node_modules/@docusaurus/theme-classic/lib/prism-include-languages.js'),
    ),
  ).toBe(true);
});

test('ssrTemplate: the Docusaurus page template still writes its start-up scripts with the loop we replace', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const template: string = require(
    path.join(ROOT, 'node_modules/@docusaurus/core/lib/ssg/ssgTemplate.html.js'),
  ).default;
  expect(template).toContain(DEFAULT_SCRIPT_LOOP);
});

test("stagedEntry: Docusaurus's browser bundle still starts at client/clientEntry.js, which runs the app on import", () => {
  const config = read('@docusaurus/core/lib/webpack/client.js');
  expect(config).toMatch(
    /entry:\s*path_1\.default\.resolve\(__dirname,\s*'\.\.\/client\/clientEntry\.js'\)/,
  );
  const entry = read('@docusaurus/core/lib/client/clientEntry.js');
  expect(entry).toMatch(/import App from '\.\/App'/);
  expect(entry).toMatch(/import ReactDOM from 'react-dom\/client'/);
  expect(entry).toMatch(/preload\(window\.location\.pathname\)\.then\(/);
});
