#!/usr/bin/env node
// npm run make:sample-images
// Writes the SAMPLE photos the three case studies ship with, beside their MDX files: covers
// (2400×1500), video posters (1920×1080) and a flyer (1600×2000), as a camera or a designer
// exports them: JPEG at quality 90 with film grain, 400–900 KB each. They are drawn from
// gradients, soft shapes and seeded noise (no photo library needed) and carry a "SAMPLE" label,
// so the site exercises the image pipeline exactly as real uploads will. The firm replaces each
// file with its own photo of the same name. Deterministic: the same script writes the same bytes.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import sharp from 'sharp';
import {readOptions} from './lib/tools.cjs';

// --help wrote the samples over the photos (the firm's own, once it has replaced them).
readOptions(
  'make:sample-images',
  `npm run make:sample-images
Writes the SAMPLE photos (covers, video posters, a flyer) beside the three case studies' MDX
files, over any file of the same name.`,
  {},
);

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Mulberry32: a tiny seeded PRNG, so every run draws the same picture. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SAMPLES = [
  {
    file: 'case-studies/stockboy/cover.jpg',
    size: [2400, 1500],
    seed: 11,
    palette: ['#1b1530', '#6d5dfc', '#f2b880', '#2e8b8b'],
    label: 'Stockboy · studio table',
  },
  {
    file: 'case-studies/stockboy/highlights-poster.jpg',
    size: [1920, 1080],
    seed: 12,
    palette: ['#120f24', '#8a4fff', '#ffcf70', '#ff6b6b'],
    label: 'Stockboy · partner pop-up',
  },
  {
    file: 'case-studies/budbilliken/cover.jpg',
    size: [2400, 1500],
    seed: 21,
    palette: ['#0f1c2e', '#2f80ed', '#f2c94c', '#eb5757'],
    label: 'Bud Billiken · parade route',
  },
  {
    file: 'case-studies/budbilliken/recap-poster.jpg',
    size: [1920, 1080],
    seed: 22,
    palette: ['#13202b', '#27ae60', '#f2994a', '#56ccf2'],
    label: 'Bud Billiken · recap',
  },
  {
    file: 'case-studies/budbilliken/flyer.jpg',
    size: [1600, 2000],
    seed: 23,
    palette: ['#1a1033', '#bb6bd9', '#f2c94c', '#ffffff'],
    label: 'Bud Billiken · event flyer',
  },
  {
    file: 'case-studies/case-study/cover.jpg',
    size: [2400, 1500],
    seed: 31,
    palette: ['#101820', '#1f6f78', '#c9a66b', '#e8e2d0'],
    label: 'Finance · planning session',
  },
];

/** A scene in SVG: a lit backdrop, out-of-focus lights, and a few objects on a surface. */
function scene({size: [w, h], seed, palette: [dark, main, warm, accent]}) {
  const rand = random(seed);
  const bokeh = Array.from({length: 38}, () => {
    const r = (0.02 + rand() * 0.07) * w;
    const colour = [main, warm, accent][Math.floor(rand() * 3)];
    return `<circle cx="${rand() * w}" cy="${rand() * h * 0.6}" r="${r}" fill="${colour}" opacity="${0.12 + rand() * 0.3}"/>`;
  }).join('');
  const objects = Array.from({length: 7}, (_, i) => {
    const ow = (0.1 + rand() * 0.16) * w;
    const oh = (0.08 + rand() * 0.2) * h;
    const x = (i / 7) * w + rand() * 0.05 * w;
    const y = h * 0.62 + rand() * h * 0.2 - oh / 2;
    const colour = [main, warm, accent, '#f4f1ea'][Math.floor(rand() * 4)];
    const angle = (rand() - 0.5) * 24;
    return `<g transform="rotate(${angle} ${x + ow / 2} ${y + oh / 2})">
      <rect x="${x + 14}" y="${y + 22}" width="${ow}" height="${oh}" rx="${w * 0.006}" fill="#000" opacity="0.35"/>
      <rect x="${x}" y="${y}" width="${ow}" height="${oh}" rx="${w * 0.006}" fill="${colour}"/>
      <rect x="${x}" y="${y}" width="${ow}" height="${oh * 0.35}" rx="${w * 0.006}" fill="url(#sheen)"/>
    </g>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs>
      <radialGradient id="light" cx="30%" cy="20%" r="90%">
        <stop offset="0" stop-color="${warm}" stop-opacity="0.55"/>
        <stop offset="0.45" stop-color="${main}" stop-opacity="0.35"/>
        <stop offset="1" stop-color="${dark}" stop-opacity="1"/>
      </radialGradient>
      <linearGradient id="surface" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${dark}" stop-opacity="0.2"/>
        <stop offset="1" stop-color="#000" stop-opacity="0.75"/>
      </linearGradient>
      <linearGradient id="sheen" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#fff" stop-opacity="0.35"/>
        <stop offset="1" stop-color="#fff" stop-opacity="0"/>
      </linearGradient>
    </defs>
    <rect width="${w}" height="${h}" fill="${dark}"/>
    <rect width="${w}" height="${h}" fill="url(#light)"/>
    ${bokeh}
    <rect y="${h * 0.55}" width="${w}" height="${h * 0.45}" fill="url(#surface)"/>
    ${objects}
  </svg>`;
}

/**
 * The tag that says what this is, drawn sharp on top of the grain: centred at the bottom, in two
 * short lines, so that a layout cropping the picture's sides (the home page's wide card shows its
 * middle two thirds) keeps it whole.
 */
function tag({size: [w, h], label}) {
  const fontSize = Math.round(w * 0.018);
  const pad = Math.round(fontSize * 0.8);
  const lines = ['SAMPLE PHOTO', `${label} · replace with your own`];
  const lineH = Math.round(fontSize * 1.35);
  const boxW = Math.round(Math.max(...lines.map((l) => l.length)) * fontSize * 0.5 + pad * 2);
  const boxH = lineH * lines.length + pad * 2;
  const top = h - boxH - pad;
  const text = lines
    .map(
      (line, i) =>
        `<text x="${w / 2}" y="${top + pad + lineH * i + fontSize}" text-anchor="middle"${i === 0 ? ' font-weight="bold" letter-spacing="2"' : ''}>${line}</text>`,
    )
    .join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <rect x="${Math.round((w - boxW) / 2)}" y="${top}" width="${boxW}" height="${boxH}" rx="${pad / 2}" fill="#000" opacity="0.55"/>
    <g font-family="DejaVu Sans, Arial, sans-serif" font-size="${fontSize}" fill="#fff">${text}</g>
  </svg>`);
}

/** Film grain: seeded grey noise at the image's full size, blended softly over the scene. */
function grain({size: [w, h], seed}) {
  const rand = random(seed * 7919);
  const data = Buffer.alloc(w * h);
  for (let i = 0; i < data.length; i++) data[i] = 128 + Math.round((rand() - 0.5) * 36);
  return sharp(data, {raw: {width: w, height: h, channels: 1}})
    .toColourspace('srgb')
    .png()
    .toBuffer();
}

for (const sample of SAMPLES) {
  const [w, h] = sample.size;
  const out = path.join(ROOT, sample.file);
  fs.mkdirSync(path.dirname(out), {recursive: true});
  // Soft focus like a shallow depth of field, then grain, then the sharp label.
  const base = await sharp(Buffer.from(scene(sample)))
    .resize(w, h)
    .blur(w / 600)
    .png()
    .toBuffer();
  await sharp(base)
    .composite([
      {input: await grain(sample), blend: 'soft-light'},
      {input: tag(sample), blend: 'over'},
    ])
    .jpeg({quality: 88})
    .toFile(out);
  const bytes = fs.statSync(out).size;
  console.log(`${sample.file}  ${w}×${h}  ${Math.round(bytes / 1024)} KB`);
}
