/**
 * The staff's workflow, end to end: `npm run new:case-study -- <slug>` in a copy of the site,
 * then a real production build. A valid file becomes a route and an index card; a broken one
 * stops the build with the file, the field and what was expected.
 */
import {execFileSync, spawnSync} from 'child_process';
import fs from 'fs';
import path from 'path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {ROOT, copySite} = require('../../scripts/lib/site-copy.cjs');

let site: string;

function build(outDir: string) {
  return spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'build',
      '--out-dir',
      outDir,
    ],
    {cwd: site, encoding: 'utf8', env: {...process.env, NODE_ENV: 'production', FORCE_COLOR: '0'}},
  );
}

function read(file: string) {
  return fs.readFileSync(file, 'utf8');
}

beforeAll(() => {
  site = copySite();
  execFileSync(process.execPath, ['scripts/new-case-study.mjs', 'acme-rebrand'], {cwd: site});
  const file = path.join(site, 'case-studies/acme-rebrand.mdx');
  // What an author does next: fill in the title and feature it on the home page.
  fs.writeFileSync(
    file,
    read(file)
      .replace(/^title: .*$/m, 'title: Acme rebrand in ninety days')
      .replace(/^featured: false$/m, 'featured: true'),
  );
});

afterAll(() => {
  if (site) fs.rmSync(site, {recursive: true, force: true});
});

test('a new MDX file from the template becomes a page, an index card and a home card', () => {
  const out = path.join(site, 'build');
  const result = build(out);
  expect(result.stderr + result.stdout).toContain('[SUCCESS]');
  expect(result.status).toBe(0);

  const page = read(path.join(out, 'acme-rebrand.html'));
  expect(page).toContain('<h1');
  expect(page).toContain('Acme rebrand in ninety days');
  expect(page).toContain('The challenge');

  const index = read(path.join(out, 'case-studies.html'));
  expect(index).toContain('Acme rebrand in ninety days');
  // The production HTML is minified: attribute quotes are optional.
  const linkToStudy = /href="?\/acme-rebrand"?[\s>]/;
  expect(index).toMatch(linkToStudy);

  const home = read(path.join(out, 'index.html'));
  expect(home).toMatch(linkToStudy);

  // The template itself is never published.
  expect(fs.existsSync(path.join(out, '_template.html'))).toBe(false);
});

test('a broken front matter stops the build naming the file, the field and the rule', () => {
  const file = path.join(site, 'case-studies/acme-rebrand.mdx');
  fs.writeFileSync(file, read(file).replace('  - Third highlight\n', ''));
  const result = build(path.join(site, 'build-broken'));
  expect(result.status).not.toBe(0);
  expect(result.stderr + result.stdout).toContain(
    'case-studies/acme-rebrand.mdx: "highlights" must contain 3 items',
  );
  expect(fs.existsSync(path.join(site, 'build-broken/index.html'))).toBe(false);
});
