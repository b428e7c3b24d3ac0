#!/usr/bin/env node
// npm run package: writes dist/site-<version>-<commit>.tar.gz from build/ (run npm run build
// first). Deploy by unpacking it next to earlier ones and pointing the server at it; roll back
// by pointing at an earlier one (README: Deploying).
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {readOptions} from './lib/tools.cjs';

readOptions(
  'package',
  `npm run package
Writes dist/site-<version>-<commit>.tar.gz from build/ (run npm run build first).`,
  {},
);

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const versionFile = path.join(ROOT, 'build/version.json');
if (!fs.existsSync(versionFile)) {
  console.error('package: build/version.json is missing: run npm run build first');
  process.exit(1);
}
const {version, commit} = JSON.parse(fs.readFileSync(versionFile, 'utf8'));
fs.mkdirSync(path.join(ROOT, 'dist'), {recursive: true});
const name = `site-${version}-${commit}`;
const archive = path.join(ROOT, 'dist', `${name}.tar.gz`);
execFileSync('tar', ['-czf', archive, '--transform', `s,^build,${name},`, '-C', ROOT, 'build']);
console.log(
  `Wrote ${path.relative(ROOT, archive)} (${(fs.statSync(archive).size / 1024).toFixed(0)} KB)`,
);
