// The build benchmark's reference: Docusaurus's own blog (the classic preset, its default theme)
// with nothing of this site's but its build options (src/future.ts), in a throwaway folder.
// Its posts are like the generated case studies (lib/grow-site.mjs) without their covers and the
// site's own blocks: the same story text (sections, a note, a list, a table and a photo), dates
// and tags. npm run bench:build builds it with 3 posts and with 3 + 300, so the site's ratio can
// be read against the framework's own.
import fs from 'node:fs';
import path from 'node:path';
import {ROOT, linkedTempDir} from './site-copy.cjs';
import {GENERATED_TAGS, SAMPLES, datedAndTagged, storyText} from './grow-site.mjs';
import {withComment} from './jpeg-comment.cjs';

const config = `import type {Config} from '@docusaurus/types';
import {future} from ${JSON.stringify(path.join(ROOT, 'src/future'))};

export default {
  title: 'Reference blog',
  url: 'https://www.example.com',
  baseUrl: '/',
  future,
  onBrokenLinks: 'throw',
  presets: [
    [
      'classic',
      {docs: false, blog: {postsPerPage: 24, feedOptions: {type: 'all'}}, theme: {}},
    ],
  ],
} satisfies Config;
`;

function post(i) {
  const n = String(i).padStart(3, '0');
  const story = storyText(i);
  return `---
title: Generated post ${n}
description: A generated blog post used as the build benchmark's reference, number ${n}.
${datedAndTagged(i)}
---

${story.challenge}

{/* truncate */}

${story.whatWeDid}

## What we delivered

| Measure | Before | After |
| --- | --- | --- |
| Cost | 10% | ${i % 10}% |
| Orders | 120 | ${100 + i} |
| Reach | 2,000 | ${i * 10} |

${story.delivered}

${story.result}

![Generated post ${n}, at work](./img/photo-${n}.jpg)
`;
}

/** A Docusaurus site with `count` blog posts; returns its folder (node_modules linked). */
export function bareBlog(count) {
  const dir = linkedTempDir(`bench-blog-${count}-`);
  fs.writeFileSync(path.join(dir, 'package.json'), '{"name": "reference-blog", "private": true}\n');
  fs.writeFileSync(path.join(dir, 'docusaurus.config.ts'), config);
  fs.mkdirSync(path.join(dir, 'src/pages'), {recursive: true});
  fs.writeFileSync(
    path.join(dir, 'src/pages/index.md'),
    '# Reference blog\n\nSee the [blog](/blog).\n',
  );
  fs.mkdirSync(path.join(dir, 'blog'));
  fs.writeFileSync(
    path.join(dir, 'blog/tags.yml'),
    GENERATED_TAGS.map((tag) => `${tag}:\n  label: ${tag}\n`).join(''),
  );
  fs.mkdirSync(path.join(dir, 'blog/img'));
  const samples = SAMPLES.map((file) => fs.readFileSync(file));
  for (let i = 1; i <= count; i++) {
    const n = String(i).padStart(3, '0');
    fs.writeFileSync(path.join(dir, 'blog', `post-${n}.mdx`), post(i));
    // Its own file, as a study's photo is (the theme copies it as it is: Docusaurus resizes none).
    const photo = withComment(samples[(i + 1) % samples.length], `generated post ${i}`);
    fs.writeFileSync(path.join(dir, 'blog/img', `photo-${n}.jpg`), photo);
  }
  return dir;
}
