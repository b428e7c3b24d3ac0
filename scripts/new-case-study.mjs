#!/usr/bin/env node
// npm run new:case-study -- <slug>
// Writes case-studies/<slug>.mdx from case-studies/_template.mdx, ready to edit. Refuses to
// overwrite an existing file or to use a slug that is not a clean URL segment.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'case-studies');
const slug = process.argv[2];
const RESERVED = new Set([
  'test',
  'case-studies',
  'privacy',
  'terms',
  '404',
  'index',
  'assets',
  'img',
  'media',
]);

function fail(message) {
  console.error(`new:case-study: ${message}`);
  process.exit(1);
}

if (!slug) fail('give the page name, e.g. npm run new:case-study -- acme-rebrand');
if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
  fail(`"${slug}" must be lower-case letters, digits and single hyphens, e.g. acme-rebrand`);
}
if (RESERVED.has(slug)) fail(`"${slug}" is already a page of the site; choose another name`);

const target = path.join(dir, `${slug}.mdx`);
if (fs.existsSync(target)) fail(`case-studies/${slug}.mdx already exists`);

const orders = fs
  .readdirSync(dir)
  .filter((name) => name.endsWith('.mdx') && !name.startsWith('_'))
  .map((name) => /^order:\s*(\d+)/m.exec(fs.readFileSync(path.join(dir, name), 'utf8')))
  .filter(Boolean)
  .map((match) => Number(match[1]));
const nextOrder = orders.length ? Math.max(...orders) + 1 : 1;

const template = fs.readFileSync(path.join(dir, '_template.mdx'), 'utf8');
const body = template
  .replace(/^# Files whose name[\s\S]*?README\.md\.\n/m, '')
  .replace(/^order: \d+$/m, `order: ${nextOrder}`)
  .replaceAll('SLUG', slug);
fs.writeFileSync(target, body);
console.log(`Wrote case-studies/${slug}.mdx (order ${nextOrder}).`);
console.log(
  `Put its media under case-studies/${slug}/ in the media bucket, edit the file, then run npm start and open http://localhost:3000/${slug}`,
);
