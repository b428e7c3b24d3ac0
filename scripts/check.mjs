#!/usr/bin/env node
// npm run check: every case study checked without a build (names, front matter, tags, images,
// links, MDX syntax), every problem on one line, `file:line:col  field: message`, clickable in
// editors. Exits 1 on any problem. `npm run build` runs it first; `npm start` with --warn (it
// prints the problems and starts anyway, and the page then shows the error). The checking is
// lib/check.mjs's.
//   node scripts/check.mjs [--warn]
const started = performance.now();
const {createRequire} = await import('node:module');
const {readOptions} = createRequire(import.meta.url)('./lib/tools.cjs');
const {warn} = readOptions(
  'check',
  `npm run check [-- --warn]
  --warn   print the problems and exit 0 (npm start's way: the page then shows them)`,
  {warn: {type: 'boolean'}},
);
const {check} = await import('./lib/check.mjs');
const {status, said} = await check({warn, started});
for (const {to, text} of said) (to === 'out' ? console.log : console.error)(text);
process.exitCode = status;
