#!/usr/bin/env node
// npm run make:sample-videos
// Writes the two SAMPLE clips the case studies link to (static/media/case-studies/...): six
// seconds of a slow gradient with the study's name and a "sample" line, H.264 in MP4 with the
// index up front (+faststart), about 90 KB each. The firm replaces them with the real recaps in
// the media bucket. Needs ffmpeg with libx264 and libfreetype (Debian: apt-get install ffmpeg).
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {readOptions} from './lib/tools.cjs';

readOptions(
  'make:sample-videos',
  `npm run make:sample-videos
Writes the two SAMPLE clips under static/media/case-studies/, over any file of the same name
(needs ffmpeg).`,
  {},
);

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FONTS = '/usr/share/fonts/truetype/dejavu';
const CLIPS = [
  {file: 'case-studies/stockboy/highlights.mp4', title: 'Stockboy  x  partners'},
  {file: 'case-studies/budbilliken/recap.mp4', title: 'Bud Billiken Parade recap'},
];

const escape = (text) => text.replace(/[:'\\]/g, (c) => `\\${c}`);

for (const {file, title} of CLIPS) {
  const out = path.join(ROOT, 'static/media', file);
  fs.mkdirSync(path.dirname(out), {recursive: true});
  const text = (font, value, size, y) =>
    `drawtext=fontfile=${FONTS}/${font}:text='${escape(value)}':fontcolor=white@0.94:fontsize=${size}:x=(w-text_w)/2:y=${y}`;
  const result = spawnSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
      ...['-i', 'gradients=s=1280x720:r=30:d=6:speed=0.015:c0=0x14122b:c1=0x6d5dfc:c2=0x2a1f5c'],
      ...[
        '-vf',
        [
          text('DejaVuSans-Bold.ttf', title, 60, '(h-text_h)/2-30'),
          text('DejaVuSans.ttf', 'SAMPLE CLIP: replace it with the real one', 26, 'h/2+40'),
          'format=yuv420p',
        ].join(','),
      ],
      ...[
        '-c:v',
        'libx264',
        '-preset',
        'slow',
        '-crf',
        '30',
        '-movflags',
        '+faststart',
        '-an',
        out,
      ],
    ],
    {stdio: 'inherit'},
  );
  if (result.error || result.status !== 0) {
    console.error(`ffmpeg failed for ${file}: install ffmpeg (apt-get install ffmpeg) and retry.`);
    process.exit(1);
  }
  console.log(`${file}: ${(fs.statSync(out).size / 1024).toFixed(0)} KB`);
}
