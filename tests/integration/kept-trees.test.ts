/**
 * `npm run build` parses each story once: Docusaurus's MDX loader reads the trees `npm run check`
 * (run first) kept of the same texts (src/plugins/case-studies/keptStoryTrees.ts), and parses
 * the stories itself when those are not its parser's own.
 */
import {execFileSync} from 'child_process';
import fs from 'fs';
import path from 'path';
import v8 from 'v8';
import {build} from './siteCopy';
import {studiesOf} from '../content';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {testCopy} = require('../../scripts/lib/site-copy.cjs');

let site: string;
let treesFile: string;
beforeAll(() => {
  site = testCopy();
  treesFile = path.join(site, 'node_modules/.cache/site-check/story-trees.bin');
});
afterAll(() => fs.rmSync(site, {recursive: true, force: true}));

const check = () => execFileSync(process.execPath, ['scripts/check.mjs'], {cwd: site});

/** A build of the copy into `out`: what it printed, and how many stories it read as the check's. */
function built(out: string) {
  // The bundler's cache from an earlier build would have every story compiled already.
  const result = build(site, path.join(site, out), {DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'});
  const said = `${result.stdout}\n${result.stderr}`;
  expect(result.status).toBe(0);
  const [, found, total] = /Case studies: (\d+) of (\d+) stories read as npm run check parsed them/
    .exec(said)!
    .map(Number);
  return {said, found, total};
}

/** The pages of the copy's studies in a build, by address. */
const studyPages = (out: string) =>
  studiesOf(site)
    .filter((study) => study.published)
    .map((study) => {
      const page = path.join(site, out, `${study.permalink.slice(1)}.html`);
      return [study.permalink, fs.readFileSync(page, 'utf8')] as const;
    });

test('after the check, the build reads every story as the check parsed it, and builds the same pages as from its own parse', () => {
  // As some staff's editors save them: one study with Windows' line ends, one with a byte-order
  // mark (which the bundler drops, as the check does).
  const [first, second] = studiesOf(site).filter((study) => study.published);
  const text = (file: string) => fs.readFileSync(file, 'utf8');
  fs.writeFileSync(first.file, text(first.file).replace(/\n/g, '\r\n'));
  fs.writeFileSync(second.file, `\uFEFF${text(second.file)}`);
  check();
  const kept = built('build-kept');
  expect(kept.total).toBeGreaterThanOrEqual(3);
  expect(kept.found).toBe(kept.total);
  // Without the check's trees (`docusaurus build` alone): each story parsed, the same pages.
  fs.rmSync(treesFile);
  const own = built('build-own');
  expect(own).toMatchObject({found: 0, total: kept.total});
  expect(studyPages('build-kept')).toEqual(studyPages('build-own'));
});

test("trees that are not the parser's own are found out at the first story: the build says so, and parses every story itself", () => {
  check();
  // Each kept tree made to say something its story does not.
  const {fingerprint, trees} = v8.deserialize(fs.readFileSync(treesFile));
  const tamper = (node: {value?: unknown; children?: unknown[]}) => {
    if (node.value !== undefined && typeof node.value === 'string') node.value = 'TAMPERED';
    node.children?.forEach((child) => tamper(child as typeof node));
  };
  const tampered = trees.map(([key, bytes]: [string, Uint8Array]) => {
    const tree = v8.deserialize(bytes);
    tamper(tree);
    return [key, v8.serialize(tree)];
  });
  fs.writeFileSync(treesFile, v8.serialize({fingerprint, trees: tampered}));
  const {said, found, total} = built('build-tampered');
  expect(found).toBe(0);
  expect(said).toMatch(
    /\[WARNING\] .*index\.mdx: npm run check read this story otherwise than the build does, so the build parses every story itself/,
  );
  expect(said.match(/read this story otherwise/g)).toHaveLength(1);
  expect(total).toBeGreaterThanOrEqual(3);
  for (const [address, html] of studyPages('build-tampered'))
    expect([address, html.includes('TAMPERED')]).toEqual([address, false]);
});
