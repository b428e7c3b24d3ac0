#!/usr/bin/env node
// npm run new:case-study -- <name>
// Writes case-studies/<name>/index.mdx from case-studies/_template.mdx, ready to edit; its
// pictures go in the same folder. The name is the page's address: one written as staff write it
// ("Acme Spring Launch") becomes acme-spring-launch. Refuses to overwrite an existing study or to
// take an address the site already has.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import yaml from 'js-yaml';
import {fileURLToPath} from 'node:url';

const {isStudyEntry, nameFor} = createRequire(import.meta.url)(
  '../src/plugins/case-studies/names.cjs',
);
const {FRONT_MATTER} = createRequire(import.meta.url)(
  '../src/plugins/case-studies/frontMatterBlock.cjs',
);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'case-studies');
const args = process.argv.slice(2);
const USAGE = `npm run new:case-study -- <name>   e.g. npm run new:case-study -- "Acme Spring Launch"
Writes case-studies/<name>/index.mdx from the template, dated today; the name is the study's address.`;
// `--help` made a study called "help": an option is never a name.
if (args.some((arg) => arg === '--help' || arg === '-h')) {
  console.log(USAGE);
  process.exit(0);
}
const option = args.find((arg) => arg.startsWith('-'));
if (option) {
  console.error(`new:case-study: ${option} is not an option; give only the name.\n${USAGE}`);
  process.exit(1);
}
const given = args.join(' ').trim();
const slug = nameFor(given);
// The addresses the site already uses, shared with npm run check.
const RESERVED = new Set(
  JSON.parse(fs.readFileSync(path.join(root, 'src/plugins/case-studies/reserved.json'), 'utf8')),
);

function fail(message) {
  console.error(`new:case-study: ${message}`);
  process.exit(1);
}

if (!given) fail('give the page name, e.g. npm run new:case-study -- acme-rebrand');
if (!slug) fail(`"${given}" has no letter or digit to name the page with, e.g. acme-rebrand`);
if (RESERVED.has(slug)) fail(`"${slug}" is already a page of the site; choose another name`);

const target = path.join(dir, slug, 'index.mdx');
if (fs.existsSync(path.join(dir, slug)) || fs.existsSync(path.join(dir, `${slug}.mdx`))) {
  fail(`case-studies/${slug} already exists`);
}

/**
 * Each study's name in case-studies/ (its folder, or its own .mdx file) and front matter (as far
 * as YAML reads it). A study written as one file (acme.mdx) was left out: its former addresses
 * were free to take, and its order to repeat.
 */
const studies = fs
  .readdirSync(dir, {withFileTypes: true})
  .filter(isStudyEntry)
  .map((entry) => ({
    name: entry.name,
    file: entry.isDirectory()
      ? path.join(dir, entry.name, 'index.mdx')
      : path.join(dir, entry.name),
  }))
  .filter(({file}) => fs.existsSync(file))
  .map(({name, file}) => {
    const raw = FRONT_MATTER.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
    let frontMatter = {};
    try {
      frontMatter = yaml.load(raw, {schema: yaml.JSON_SCHEMA}) ?? {};
    } catch {
      // A study with broken front matter: npm run check names it.
    }
    return {name, frontMatter};
  });
// A study renamed keeps its old address (formerly): a new study there would never be seen.
const formerOwner = studies.find(({frontMatter}) =>
  [frontMatter.formerly ?? []]
    .flat()
    .some((written) => String(written).replace(/^\/+|\/+$/g, '') === slug),
);
if (formerOwner)
  fail(
    `"${slug}" is the former address of case-studies/${formerOwner.name} (its formerly), whose visitors are sent on to it; choose another name`,
  );
const orders = studies
  .map(({frontMatter}) => frontMatter.order)
  .filter((order) => Number.isInteger(order));
const nextOrder = orders.length ? Math.max(...orders) + 1 : 1;

/**
 * Today where the staff member is: the UTC date was the next day's every evening in Chicago
 * (from 6 or 7 pm), and the study was dated, and shown, a day late.
 */
function today() {
  const now = new Date();
  const two = (n) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

const template = fs.readFileSync(path.join(dir, '_template.mdx'), 'utf8');
const body = template
  .replace(/^# Files whose name[\s\S]*?README\.md\.\n/m, '')
  .replace(/^order: \d+$/m, `order: ${nextOrder}`)
  .replace(/^date: .*$/m, `date: ${today()}`)
  .replaceAll('SLUG', slug);
fs.mkdirSync(path.dirname(target), {recursive: true});
fs.writeFileSync(target, body);
console.log(
  `Wrote case-studies/${slug}/index.mdx (order ${nextOrder})${
    slug === given ? '' : `; "${given}" is written ${slug} in an address`
  }.`,
);
console.log(
  `Put the cover photo beside it as case-studies/${slug}/cover.jpg (videos go to the media bucket), edit the file, then run npm start and open http://localhost:3000/${slug}`,
);
