/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import {addNames, purgeStylesheets, relink} from '../../../src/plugins/deploy/purgeCss';

const CSS = [
  ':root{--c-accent:#f5c451}',
  '*{box-sizing:border-box}',
  ':focus-visible{box-shadow:0 0 0 2px var(--c-accent)}',
  '.used_Ab12{color:red}',
  '.unused_Cd34{color:blue}',
  '.unused_Cd34:hover{color:green}',
  '.pagination-nav__link{padding:1rem}',
  '[data-theme=dark] .used_Ab12{color:white}',
  ".prose a:is(:not([class]),[class='']){text-decoration:underline}",
  '@keyframes fade{from{opacity:0}}',
].join('');

function fixture() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'purge-'));
  fs.mkdirSync(path.join(dir, 'assets/css'), {recursive: true});
  fs.mkdirSync(path.join(dir, 'assets/js'), {recursive: true});
  fs.writeFileSync(path.join(dir, 'assets/css/styles.0123abcd.css'), CSS);
  fs.writeFileSync(
    path.join(dir, 'assets/js/main.11112222.js'),
    'const s={used:"used_Ab12"};document.documentElement.setAttribute("data-theme","dark");',
  );
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<html><head><link rel=stylesheet href=/v42/assets/css/styles.0123abcd.css></head><body><main class=prose><a class="" href=/x>x</a></main></body></html>',
  );
  const files = ['assets/css/styles.0123abcd.css', 'assets/js/main.11112222.js', 'index.html'];
  return {dir, files: files.map((f) => path.join(dir, f))};
}

/** What the deploy plugin does: names from every page and script, the purge, the relinking. */
async function purge(files: string[]) {
  const names = new Set<string>();
  for (const file of files.filter((f) => /\.(html|js)$/.test(f))) {
    addNames(names, fs.readFileSync(file, 'utf8'));
  }
  const renamed = await purgeStylesheets(
    files.filter((f) => f.endsWith('.css')),
    names,
  );
  for (const page of files.filter((f) => f.endsWith('.html'))) {
    fs.writeFileSync(page, relink(fs.readFileSync(page, 'utf8'), renamed));
  }
  return files.map((f) => renamed.get(path.basename(f)) ?? f);
}

describe('purgeStylesheets (deploy plugin)', () => {
  it('keeps the rules the build can match and drops the rest', async () => {
    const {dir, files} = fixture();
    const next = await purge(files);
    const sheet = next.find((f) => f.endsWith('.css'))!;
    const css = fs.readFileSync(sheet, 'utf8');
    // Named in a script (a CSS module's map), set by a script, or universal: kept.
    expect(css).toContain('.used_Ab12{color:red}');
    expect(css).toContain('[data-theme=dark] .used_Ab12');
    expect(css).toContain(':root');
    expect(css).toContain('*{');
    expect(css).toContain(':focus-visible{');
    expect(css).toContain('@keyframes fade');
    // A class attribute's value, which scripts write (Docusaurus's Link: class=""): whole.
    expect(css).toContain("a:is(:not([class]),[class='']){");
    // Named nowhere: gone, with its states.
    expect(css).not.toContain('unused_Cd34');
    expect(css).not.toContain('pagination-nav');
    fs.rmSync(dir, {recursive: true});
  });

  it('renames the stylesheet after its new content and relinks every page', async () => {
    const {dir, files} = fixture();
    const next = await purge(files);
    const sheet = next.find((f) => f.endsWith('.css'))!;
    expect(fs.existsSync(path.join(dir, 'assets/css/styles.0123abcd.css'))).toBe(false);
    expect(path.basename(sheet)).toMatch(/^styles\.[0-9a-f]{8}\.css$/);
    expect(path.basename(sheet)).not.toBe('styles.0123abcd.css');
    expect(fs.existsSync(sheet)).toBe(true);
    const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    expect(html).toContain(`href=/v42/assets/css/${path.basename(sheet)}`);
    // The same input gives the same name (one versioned build at a time, cacheable).
    const again = fixture();
    const nextAgain = await purge(again.files);
    expect(path.basename(nextAgain.find((f) => f.endsWith('.css'))!)).toBe(path.basename(sheet));
    fs.rmSync(dir, {recursive: true});
    fs.rmSync(again.dir, {recursive: true});
  });
});
