/**
 * @jest-environment node
 */
import fs from 'fs';
import path from 'path';
import type {ComponentProps} from 'react';
import type * as z from 'zod';
import type Video from '../../../src/components/case-study/Video';
import type HighlightTiles from '../../../src/components/case-study/HighlightTiles';
import type Carousel from '../../../src/components/case-study/Carousel';
import type SocialEmbed from '../../../src/components/case-study/SocialEmbed';
import type ComparisonTable from '../../../src/components/case-study/ComparisonTable';
import type CallToAction from '../../../src/components/case-study/CallToAction';
import type BackToStories from '../../../src/components/case-study/BackToStories';
import type PartnerLogos from '../../../src/components/case-study/PartnerLogos';
import type MediaFigure from '../../../src/components/case-study/MediaFigure';
import {
  BLOCK_ATTRIBUTES,
  blockAttributeProblems,
  htmlProblems,
  knownBlocks,
  type BlockNode,
} from '../../../src/plugins/case-studies/blocks';
import {blockModule} from '../../../src/plugins/case-studies/storyImports';

import {expression} from './mdxAttribute';

const ROOT = path.resolve(__dirname, '../../..');

/** `<name a="..." b={...}>` at line 3, each attribute on a line of its own below it. */
function block(name: string, attributes: Record<string, unknown>): BlockNode {
  return {
    name,
    position: {start: {line: 3, column: 1}},
    attributes: Object.entries(attributes).map(([key, value], i) => ({
      type: 'mdxJsxAttribute',
      name: key,
      value: typeof value === 'string' || value === null ? value : expression(value),
      position: {start: {line: 4 + i, column: 3}},
    })),
  };
}

const lines = (node: BlockNode) =>
  blockAttributeProblems(node).map(
    ({at, field, message}) => `${at?.line}:${at?.column}  ${field}: ${message}`,
  );

const tiles = [{value: '3', label: 'Partner drops', text: 'Co-branded releases.'}];

test('every block of the site is a component where a story imports it from', () => {
  for (const name of knownBlocks()) {
    expect(blockModule(name)).toBe(`@site/src/components/case-study/${name}`);
    expect(fs.existsSync(path.join(ROOT, 'src/components/case-study', name, 'index.tsx'))).toBe(
      true,
    );
  }
});

test('a block written as the guide shows it has no problems', () => {
  expect(lines(block('HighlightTiles', {label: 'Highlights', tiles}))).toEqual([]);
  expect(
    lines(block('CallToAction', {title: "Let's talk", button: 'Go', section: 'contact'})),
  ).toEqual([]);
  expect(lines(block('BackToStories', {}))).toEqual([]);
});

test('a missing attribute is named at the block; a misspelt one at itself, with the one meant', () => {
  expect(lines(block('HighlightTiles', {label: 'Highlights', tile: tiles}))).toEqual([
    '5:3  <HighlightTiles tile>: is not an attribute of <HighlightTiles> (did you mean tiles?)',
    '3:1  <HighlightTiles tiles>: is required',
  ]);
  expect(lines(block('Carousel', {lable: 'Posts'}))).toEqual([
    '4:3  <Carousel lable>: is not an attribute of <Carousel> (did you mean label?)',
    '3:1  <Carousel label>: is required',
  ]);
  expect(lines(block('BackToStories', {href: '/x'}))).toEqual([
    '4:3  <BackToStories href>: is not an attribute of <BackToStories> (it has label)',
  ]);
});

test("a clip's poster or title left out: what it is for, and what to write", () => {
  // "is required" alone left staff asking what a poster is: an editor exports the clip, not one.
  expect(lines(block('Video', {src: 'case-studies/acme/launch-recap.mp4'}))).toEqual([
    '3:1  <Video poster>: is required: a still of the clip, which shows until the visitor presses play: pause the clip where it looks best, save a screenshot (or export that frame from your editor) beside index.mdx, and write poster="./launch-recap-poster.jpg"',
    '3:1  <Video title>: is required: the clip\'s name, which screen readers say for the player (title="Launch day recap")',
  ]);
});

test('inside a list, each item is checked: a misspelt key, a missing one, an empty list', () => {
  expect(lines(block('HighlightTiles', {tiles: [{value: '3', lable: 'Drops'}, ...tiles]}))).toEqual(
    [
      '4:3  <HighlightTiles tiles[0].label>: is required',
      '4:3  <HighlightTiles tiles[0].lable>: is not allowed (did you mean label?)',
    ],
  );
  expect(lines(block('PartnerLogos', {partners: []}))).toEqual([
    '4:3  <PartnerLogos partners>: must contain at least 1 item',
  ]);
});

test('a number in quotes, and a section the home page does not have', () => {
  expect(lines(block('MediaFigure', {src: './flyer.jpg', alt: 'A flyer', width: '400'}))).toEqual([
    '6:3  <MediaFigure width>: must be a number (write width={400}, without quotes)',
  ]);
  // A width that is no number: nothing to write for it.
  expect(lines(block('MediaFigure', {src: './flyer.jpg', alt: 'A flyer', width: 'wide'}))).toEqual([
    '6:3  <MediaFigure width>: must be a number',
  ]);
  expect(lines(block('CallToAction', {title: 'Talk', section: 'contactt'}))).toEqual([
    '5:3  <CallToAction section>: must be one of services, statistics, process, team, case-study, contact',
  ]);
});

test("a figure described by its file's name is named; a description that names a photo is not", () => {
  expect(lines(block('MediaFigure', {src: './flyer.jpg', alt: 'flyer.jpg'}))).toEqual([
    `5:3  <MediaFigure alt>: "flyer.jpg" is a file's name, not a description: write what the picture shows (a screen reader reads it out)`,
  ]);
  expect(
    lines(block('MediaFigure', {src: './flyer.jpg', alt: 'A photo of the launch flyer'})),
  ).toEqual([]);
});

test('a figures table row with a cell too few is named, with how many it needs', () => {
  const table = {caption: 'Before and after', columns: ['Measure', 'Before', 'After']};
  expect(lines(block('ComparisonTable', {...table, rows: [['Cost', '17.5%', '9.3%']]}))).toEqual(
    [],
  );
  expect(
    lines(
      block('ComparisonTable', {
        ...table,
        rows: [
          ['Cost', '17.5%', '9.3%'],
          ['Profit', '$1'],
        ],
      }),
    ),
  ).toEqual([
    "6:3  <ComparisonTable rows[1]>: has 2 cells and the table has 3 columns (one per column, the row's label first)",
  ]);
});

test('a video beside index.mdx, not in the media bucket, is named with where it goes', () => {
  const video = {poster: './poster.jpg', title: 'Launch day'};
  expect(lines(block('Video', {src: 'case-studies/acme/recap.mp4', ...video}))).toEqual([]);
  expect(lines(block('Video', {src: './recap.mp4', ...video}))).toEqual([
    '4:3  <Video src>: must be a path in the media bucket, like "case-studies/acme-rebrand/recap.mp4" (no "./": videos and logos do not go beside index.mdx)',
  ]);
});

test('a value that is code, not a literal, and a spread, are left to the page', () => {
  const node = block('HighlightTiles', {});
  node.attributes = [
    {
      type: 'mdxJsxAttribute',
      name: 'tiles',
      value: {
        type: 'mdxJsxAttributeValueExpression',
        data: {estree: {body: [{expression: {type: 'Identifier', name: 'someTiles'}}]}},
      },
    },
  ];
  expect(lines(node)).toEqual([]);
  node.attributes = [{type: 'mdxJsxExpressionAttribute'}];
  expect(lines(node)).toEqual([]);
  // Not a block of the site: its name is the check's business (blockProblem), not its attributes.
  expect(lines(block('HighlightTile', {tile: tiles}))).toEqual([]);
});

/**
 * Type-checked by `npm run typecheck`: the attributes the check lets through are props each
 * block's component takes (a component that comes to need a prop the check does not ask for
 * fails here). Children are the story's, not attributes.
 */
type Attributes = {[K in keyof typeof BLOCK_ATTRIBUTES]: z.output<(typeof BLOCK_ATTRIBUTES)[K]>};
/** Each block's component (blockModule()): one missing here fails the type-check. */
interface Components {
  Video: typeof Video;
  HighlightTiles: typeof HighlightTiles;
  Carousel: typeof Carousel;
  SocialEmbed: typeof SocialEmbed;
  ComparisonTable: typeof ComparisonTable;
  CallToAction: typeof CallToAction;
  BackToStories: typeof BackToStories;
  PartnerLogos: typeof PartnerLogos;
  MediaFigure: typeof MediaFigure;
}
type Fits = {
  [K in keyof Attributes]: Attributes[K] extends Omit<ComponentProps<Components[K]>, 'children'>
    ? true
    : false;
};
const fits: Fits = {
  Video: true,
  HighlightTiles: true,
  Carousel: true,
  SocialEmbed: true,
  ComparisonTable: true,
  CallToAction: true,
  BackToStories: true,
  PartnerLogos: true,
  MediaFigure: true,
};

test('the described attributes are props of each block (checked by the type-checker)', () => {
  expect(Object.keys(fits).sort()).toEqual(Object.keys(BLOCK_ATTRIBUTES).sort());
});

test('HTML in a story: an <img> of a file beside it, and a style written as text, are named', () => {
  const said = (node: BlockNode) =>
    htmlProblems(node).map(
      ({at, field, message}) => `${at?.line}:${at?.column}  ${field}: ${message}`,
    );
  expect(said(block('img', {src: './flyer.jpg', alt: 'The flyer'}))).toEqual([
    '3:1  <img>: is HTML, and its picture would not show: write ![What it shows](./flyer.jpg), or <MediaFigure src="./flyer.jpg" alt="What it shows" /> for one with a caption',
  ]);
  // Another website's picture is its own address: the tag shows it, and says its alt.
  expect(said(block('img', {src: 'https://example.com/a.jpg', alt: 'A'}))).toEqual([]);
  expect(said(block('img', {src: 'https://example.com/a.jpg'}))).toEqual([
    '3:1  <img alt>: has no description: write what the picture shows, like alt="The team at work" (a screen reader reads it out)',
  ]);
  expect(said(block('img', {src: 'https://example.com/a.jpg', alt: ' '}))).toEqual([
    '5:3  <img alt>: has no description: write what the picture shows, like alt="The team at work" (a screen reader reads it out)',
  ]);
  expect(said(block('img', {src: 'https://example.com/a.jpg', alt: 'IMG_2041.jpg'}))).toEqual([
    '5:3  <img alt>: "IMG_2041.jpg" is a file\'s name, not a description: write what the picture shows (a screen reader reads it out)',
  ]);
  // Another website's page or code, which the published pages' security policy blocks.
  const youtube = block('iframe', {
    src: 'https://www.youtube.com/embed/dQw4w9WgXcQ?si=x',
    width: '560',
  });
  expect(said(youtube)).toEqual([
    "3:1  <iframe>: is another website's page, which the published site blocks for its visitors' safety, so they would see an empty frame: link to it instead, [Watch the video](https://www.youtube.com/watch?v=dQw4w9WgXcQ), or put the video in the media bucket and show it with <Video>",
  ]);
  expect(said(block('iframe', {src: 'https://player.vimeo.com/video/76979871'}))[0]).toContain(
    '[Watch the video](https://vimeo.com/76979871)',
  );
  expect(said(block('iframe', {src: 'https://maps.example.com/embed?q=chicago'}))[0]).toMatch(
    /: link to it instead, \[What it shows\]\(https:\/\/maps\.example\.com\/embed\?q=chicago\)$/,
  );
  expect(said(block('script', {src: 'https://platform.example.com/widgets.js'}))).toEqual([
    "3:1  <script>: is another website's code, which the published site blocks for its visitors' safety, so it would not run: ask a developer for a block, as <SocialEmbed> shows Instagram posts",
  ]);
  // A video's page on YouTube or Vimeo is no file the player can play.
  for (const [src, page] of [
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    ],
    ['https://youtu.be/dQw4w9WgXcQ?si=x', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://vimeo.com/76979871'],
  ])
    expect(lines(block('Video', {src, poster: './poster.jpg', title: 'The launch'}))).toEqual([
      `4:3  <Video src>: is a page on ${page.includes('vimeo') ? 'Vimeo' : 'YouTube'}, not a video file, so the player would stay empty: link to it instead, [Watch the video](${page}), or put the clip in the media bucket`,
    ]);
  // An alt written as code is not read.
  const coded = block('img', {src: 'https://example.com/a.jpg', alt: ''});
  coded.attributes![1].value = {
    type: 'mdxJsxAttributeValueExpression',
    value: 'caption',
    data: {
      estree: {
        body: [{type: 'ExpressionStatement', expression: {type: 'Identifier', name: 'caption'}}],
      },
    },
  };
  expect(said(coded)).toEqual([]);
  expect(said(block('div', {style: 'color: red'}))).toEqual([
    '4:3  <div style>: style="..." is HTML, and stops the page (MDX reads a style as code): leave the look to the site\'s blocks',
  ]);
  expect(said(block('div', {style: {color: 'red'}}))).toEqual([]);
});

describe("a social network's embed code, and <SocialEmbed>'s address", () => {
  const said = (node: BlockNode) =>
    htmlProblems(node).map(
      ({at, field, message}) => `${at?.line}:${at?.column}  ${field}: ${message}`,
    );
  const cannot =
    'embed code, which the published site cannot run (it blocks other websites\' code for its visitors\' safety), and whose style="..." would stop the page';

  test("Instagram's and TikTok's embed code is named once, with what to write instead", () => {
    // Unmet, a line for each of its style="..." (six in Instagram's) and one for its script,
    // none of which said to use <SocialEmbed>.
    const instagram = block('blockquote', {
      class: 'instagram-media',
      'data-instgrm-permalink':
        'https://www.instagram.com/p/C1a2B3c4D5e/?utm_source=ig_embed&utm_campaign=loading',
      style: 'background:#FFF; border:0;',
    });
    expect(said(instagram)).toEqual([
      `3:1  <blockquote class="instagram-media">: is Instagram's ${cannot}: write <SocialEmbed url="https://www.instagram.com/p/C1a2B3c4D5e/" caption="What the post shows" /> in its place`,
    ]);
    const tiktok = block('blockquote', {
      class: 'tiktok-embed',
      cite: 'https://www.tiktok.com/@stockboy/video/7301234567890123456',
      style: 'max-width: 605px;',
    });
    expect(said(tiktok)).toEqual([
      `3:1  <blockquote class="tiktok-embed">: is TikTok's ${cannot}: link to the post instead, [What it shows](https://www.tiktok.com/@stockboy/video/7301234567890123456)`,
    ]);
    // Their scripts: to remove.
    expect(said(block('script', {src: '//www.instagram.com/embed.js'}))).toEqual([
      "3:1  <script>: is Instagram's embed script, which the published site blocks for its visitors' safety: remove it (<SocialEmbed> loads what the post needs)",
    ]);
    expect(said(block('script', {src: 'https://www.tiktok.com/embed.js'}))).toEqual([
      "3:1  <script>: is TikTok's embed script, which the published site blocks for its visitors' safety: remove it",
    ]);
    // A quote of the story's own is no embed code.
    expect(said(block('blockquote', {}))).toEqual([]);
  });

  test("<SocialEmbed>'s address is an Instagram post's, written whole", () => {
    const post = (url: string) => lines(block('SocialEmbed', {url, caption: 'The drop'}));
    for (const url of [
      'https://www.instagram.com/p/C0stockboy1/',
      'https://instagram.com/reel/C1a2B3c4D5e/?igsh=MWx4',
      'https://www.instagram.com/stockboy/p/C1a2B3c4D5e/',
    ])
      expect([url, post(url)]).toEqual([url, []]);
    expect(post('instagram.com/p/C1a2B3c4D5e')).toEqual([
      '4:3  <SocialEmbed url>: write the post\'s whole address, "https://www.instagram.com/p/C1a2B3c4D5e/"',
    ]);
    expect(post('https://www.instagram.com/stockboy/')).toEqual([
      '4:3  <SocialEmbed url>: "https://www.instagram.com/stockboy/" is not the address of a post: open the post on Instagram and copy its address, like https://www.instagram.com/p/ABC123/',
    ]);
    expect(post('https://www.tiktok.com/@stockboy/video/7301234567890123456')).toEqual([
      '4:3  <SocialEmbed url>: "https://www.tiktok.com/@stockboy/video/7301234567890123456" is not an Instagram post, and <SocialEmbed> shows Instagram\'s: link to it instead, [What it shows](https://www.tiktok.com/@stockboy/video/7301234567890123456)',
    ]);
  });
});

describe('a video or a logo on another website', () => {
  // The published site's policy loads media only from itself and the bucket (SITE_MEDIA_URL):
  // one from anywhere else played in the preview and stayed empty for every visitor.
  const saved = process.env.SITE_MEDIA_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.SITE_MEDIA_URL;
    else process.env.SITE_MEDIA_URL = saved;
  });
  const video = (src: string, captions?: string) =>
    lines(block('Video', {src, poster: './p.jpg', title: 'A', ...(captions && {captions})}));
  const logo = (url: string) =>
    lines(
      block('PartnerLogos', {
        partners: [{name: 'Acme', href: 'https://acme.example', logo: url, width: 3, height: 1}],
      }),
    );

  it('is named with its host, unless it is in the media bucket', () => {
    delete process.env.SITE_MEDIA_URL; // the bucket is the site's own /media
    expect(video('https://www.dropbox.com/s/abc/recap.mp4?dl=0')).toEqual([
      '4:3  <Video src>: is on www.dropbox.com, which the published site does not load videos from (it loads them only from itself and the media bucket): upload the file to the media bucket and write its path there, like "case-studies/acme-rebrand/recap.mp4"',
    ]);
    expect(video('case-studies/a/recap.mp4', 'https://cdn.example.org/recap.vtt')).toEqual([
      '7:3  <Video captions>: is on cdn.example.org, which the published site does not load captions from (it loads them only from itself and the media bucket): upload the file to the media bucket and write its path there, like "case-studies/acme-rebrand/recap.vtt"',
    ]);
    expect(logo('https://acme.example/logo.svg')).toEqual([
      '4:3  <PartnerLogos partners[0].logo>: is on acme.example, which the published site does not load logos from (it loads them only from itself and the media bucket): upload the file to the media bucket and write its path there, like "partners/acme.svg"',
    ]);
    expect(video('https://media.example.com/recap.mp4')).toHaveLength(1);
    process.env.SITE_MEDIA_URL = 'https://media.example.com/site';
    expect(video('https://media.example.com/recap.mp4')).toEqual([]);
    expect(logo('https://media.example.com/partners/acme.svg')).toEqual([]);
    expect(video('case-studies/a/recap.mp4')).toEqual([]);
  });

  it('names a video that is not an MP4, or a path with no file name', () => {
    // An iPhone's QuickTime export (often HEVC) played in Safari on the author's Mac only.
    expect(video('case-studies/a/recap.MOV')).toEqual([
      '4:3  <Video src>: "case-studies/a/recap.MOV" is a .MOV file, which not every browser plays: export the clip as MP4 (H.264) and upload that, "case-studies/a/recap.mp4"',
    ]);
    expect(video('case-studies/a/recap')).toEqual([
      '4:3  <Video src>: names no video file (its name ends with .mp4): write the file\'s whole name, like "case-studies/a/recap.mp4"',
    ]);
    expect(video('case-studies/a/recap.m4v')).toEqual([]);
  });
});
