#!/usr/bin/env node
// npm run prune:image-cache: empties the image cache (node_modules/.cache/site-images, or
// SITE_IMAGE_CACHE) of what the case studies' photos (and the team's, in src/data/team/) no
// longer need: photos replaced or removed, and entries made with older encoder settings. Run it
// after a build, never during one. CI runs it after the suite, so the cache it carries to the
// next run does not grow with every photo the site ever had.
//   node scripts/prune-image-cache.mjs
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import pipeline from '../src/plugins/images/pipeline.cjs';
import {readOptions} from './lib/tools.cjs';

const {EXTENSIONS, pruneCache} = pipeline;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// It takes no options: `--help` (or a `--dry-run` it does not have) pruned the cache.
readOptions(
  'prune:image-cache',
  `npm run prune:image-cache
Empties the image cache of the entries no photo in case-studies/ or src/data/team/ uses.`,
  {},
);

// The folders the site's photos are read from: the studies', and the team's (src/data/team.ts).
const photos = ['case-studies', 'src/data/team']
  .map((folder) => path.join(ROOT, folder))
  .filter((folder) => fs.existsSync(folder))
  .flatMap((folder) => fs.readdirSync(folder, {recursive: true, withFileTypes: true}))
  .filter((entry) => entry.isFile() && EXTENSIONS.includes(path.extname(entry.name).toLowerCase()))
  .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));

const {cacheDir, kept, removed, removedBytes} = await pruneCache(photos);
console.log(
  `prune:image-cache: ${photos.length} photos in case-studies/ and src/data/team/; kept ${kept.length} cache entries, removed ${removed.length} (${(removedBytes / 1024 / 1024).toFixed(1)} MB) from ${path.relative(process.cwd(), cacheDir) || '.'}`,
);
