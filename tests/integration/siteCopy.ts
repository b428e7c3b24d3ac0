/** Builds and serves a throwaway copy of the site (scripts/lib/site-copy.cjs) for a test. */
import {spawn, spawnSync} from 'child_process';
import fs from 'fs';
import net from 'net';
import path from 'path';
import yaml from 'js-yaml';
import {featuredStudies, studiesOf} from '../content';
import {splitFrontMatter} from '../../src/plugins/case-studies/content';
import {frontMatterTexts} from '../../src/plugins/case-studies/placeholders';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {ROOT} = require('../../scripts/lib/site-copy.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {withComment} = require('../../scripts/lib/jpeg-comment.cjs');

const DOCUSAURUS = path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

/** A production build of the copy at `site` into `outDir`; `env` adds to the environment. */
export function build(site: string, outDir: string, env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [DOCUSAURUS, 'build', '--out-dir', outDir], {
    cwd: site,
    encoding: 'utf8',
    env: {...process.env, NODE_ENV: 'production', FORCE_COLOR: '0', ...env},
  });
}

/** A port nothing listens on, from the system (two tests picking at random could collide). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const {port} = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Serves a build on a free port with `docusaurus serve` until `stop()`, which resolves once the
 * server has exited: Jest, running two files at a time, stops a worker whose last file leaves a
 * process or a connection behind, and says so.
 */
export async function serve(site: string, dir: string) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [DOCUSAURUS, 'serve', '--dir', dir, '--port', String(port), '--no-open'],
    {cwd: site, stdio: 'ignore'},
  );
  const url = `http://localhost:${port}`;
  // Until it answers; a server that exits first (a broken build folder, say) fails the test.
  let exited: number | null | undefined;
  const gone = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exited = code;
      resolve();
    }),
  );
  for (;;) {
    if (exited !== undefined) throw new Error(`docusaurus serve exited with code ${exited}`);
    const answered = await fetch(url).then(
      // Read to its end, so that the connection is not held open for a body no one reads.
      (response) => response.arrayBuffer().then(() => true),
      () => false,
    );
    if (answered) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: async () => {
      if (exited === undefined) child.kill();
      await gone;
    },
  };
}

/**
 * What an author does after `npm run new:case-study`: writes the study's own words where the
 * template's are (which the check refuses to publish): each front-matter text gets the study's
 * name after it, and the story is the study's own, under the template's headings.
 */
export function writeOwnWords(file: string, name: string) {
  let text = fs.readFileSync(file, 'utf8');
  const {raw} = splitFrontMatter(text);
  for (const {text: template} of frontMatterTexts(yaml.load(raw)))
    text = text.replace(template, `${template}, ${name}`);
  const frontMatter = /^---\n[\s\S]*?\n---\n/.exec(text)![0];
  fs.writeFileSync(
    file,
    `${frontMatter}
## The challenge

${name} came to us with a brand nobody outside its own street knew.

## What we did

<HighlightTiles
  label="Highlights"
  tiles={[
    {value: '3', label: 'Launch events', text: 'Each with a partner from the neighbourhood.'},
    {value: '35%', label: 'Cost reduction', text: 'Printing and shipping, in one season.'},
    {value: 'Weekly', label: 'Content rhythm', text: 'A calendar the team keeps to.'},
  ]}
/>

## The outcome

Twice the sales in a season, and a name the city knows.

<CallToAction title="Let's talk about your business" button="Start the conversation">
  Tell us where your brand is today.
</CallToAction>

<BackToStories />
`,
  );
}

/** Sets `featured:` in a study's file. */
export function setFeatured(file: string, featured: boolean) {
  const text = fs.readFileSync(file, 'utf8');
  if (!/^featured: (true|false)$/m.test(text)) throw new Error(`${file} has no featured: line`);
  fs.writeFileSync(file, text.replace(/^featured: (true|false)$/m, `featured: ${featured}`));
}

/**
 * The studies addFeatured(site, total) adds: copies of Stockboy's titled "Acme 1", "Acme 2", ...
 * in folders acme-1, acme-2, ..., numbered after every other study by `order`, until `total`
 * studies are featured.
 */
export function featuredToAdd(site: string, total: number) {
  const last = Math.max(0, ...studiesOf(site).map((study) => study.order));
  const count = total - featuredStudies(site).length;
  return Array.from({length: count}, (_, i) => ({
    name: `acme-${i + 1}`,
    title: `Acme ${i + 1}`,
    order: last + i + 1,
  }));
}

/**
 * Adds the featured studies featuredToAdd() names to the copy. Each folder is written aside and
 * renamed into place, as a checkout does, so a running dev server never reads a half-written
 * one. Returns the new folders, in order.
 */
export function addFeatured(site: string, total: number): string[] {
  return featuredToAdd(site, total).map((study) => addFeaturedStudy(site, study));
}

/** Adds one study featuredToAdd() names to the copy (see addFeatured); returns its folder. */
function addFeaturedStudy(
  site: string,
  {name, title, order}: ReturnType<typeof featuredToAdd>[number],
): string {
  return copyStockboy(site, name, order, (text) =>
    text.replace(/^title: .*$/m, `title: ${title}`).replace(/^featured: false$/m, 'featured: true'),
  );
}

/**
 * A copy of Stockboy's folder saved as case-studies/`name` in the copy at `site`, with `order`
 * and a title of its own, and not featured unless `change` (applied to its index.mdx) says so.
 * Written aside and moved in, as a checkout does, so a running dev server never reads a
 * half-written one. Returns it.
 */
export function copyStockboy(
  site: string,
  name: string,
  order: number,
  change: (text: string) => string = (text) => text,
): string {
  const studies = path.join(site, 'case-studies');
  const aside = path.join(site, `.${name}`);
  fs.cpSync(path.join(studies, 'stockboy'), aside, {recursive: true});
  ownCover(aside, name);
  const index = path.join(aside, 'index.mdx');
  const text = fs
    .readFileSync(index, 'utf8')
    .replace(/^order: \d+$/m, `order: ${order}`)
    .replace(/^title: .*$/m, `title: The ${name} story`)
    .replace(/^featured: true$/m, 'featured: false')
    // Its clips in its own folder of the media bucket (a name no address can have keeps
    // Stockboy's: it is a mistake of its own).
    .replaceAll(
      'case-studies/stockboy/',
      /^[a-z0-9-]+$/.test(name) ? `case-studies/${name}/` : '$&',
    );
  fs.writeFileSync(index, change(text));
  const dir = path.join(studies, name);
  fs.renameSync(aside, dir);
  return dir;
}

/**
 * Gives a copied study's folder a cover of its own (the same photo, other bytes), as a real
 * study has: the check names a cover that is another study's.
 */
export function ownCover(folder: string, name: string) {
  const cover = path.join(folder, 'cover.jpg');
  fs.writeFileSync(cover, withComment(fs.readFileSync(cover), `copy: ${name}`));
}
