import * as z from 'zod';
import {closestName} from '../../lib/closest';
import {isLocal} from '../images/localImage';
import {altProblem, altText, describe, issueProblems, keysAt, label} from './frontMatter';
import {HOME_SECTIONS} from './links';
import {mediaElsewhere, offBucket} from './elsewhere';

/**
 * Block names the MDX files may use: those BLOCK_ATTRIBUTES describes, each a component in
 * src/components/case-study/<name>, which the story imports where it uses it (storyImports.ts).
 */
export function knownBlocks(): string[] {
  return Object.keys(BLOCK_ATTRIBUTES);
}

/**
 * What is wrong with an element `<name>` in a study's story, or null: a capitalised name is a
 * block, and must be one of `blocks` (lower-case names are HTML). (npm run check, and under
 * `npm start` the study's page: src/plugins/images/remark.ts.)
 */
export function blockProblem(name: string, blocks: string[]): string | null {
  if (!/^[A-Z]/.test(name) || blocks.includes(name)) return null;
  const hint = closestName(blocks, name);
  return `is not a block of this site${hint ? ` (did you mean <${hint}>?)` : ' (see the blocks in case-studies/README.md)'}`;
}

/**
 * The block an element `<name>` was meant to be: a misspelt one (`<Vidoe>`) is the block that
 * blockProblem names ("did you mean <Video>?"), so that its attributes are read as that block's
 * and not also told, in another line, to be what they are already (a clip in the bucket).
 */
export function meantBlock(name: string, blocks: string[]): string {
  if (!/^[A-Z]/.test(name) || blocks.includes(name)) return name;
  return closestName(blocks, name) ?? name;
}

/** HTML that brings another website's page or code into the story. */
const FOREIGN = new Set(['iframe', 'script', 'embed', 'object']);

/**
 * What is said of FOREIGN HTML (YouTube's "Embed" code, a widget's `<script>`): the preview shows
 * it, and the published page's Content-Security-Policy (src/plugins/deploy/headers.ts) blocks
 * it, so visitors saw an empty frame. A video on YouTube or Vimeo is linked to, at its own page.
 */
function foreignMessage(name: string, src: unknown): string {
  const blocked =
    name === 'iframe'
      ? "is another website's page, which the published site blocks for its visitors' safety, so they would see an empty frame"
      : "is another website's code, which the published site blocks for its visitors' safety, so it would not run";
  // The line that ends a network's embed code (named at its start, by embedCodeProblem).
  const network = typeof src === 'string' && name === 'script' ? embedScript(src) : null;
  if (network)
    return `is ${network}'s embed script, which the published site blocks for its visitors' safety: remove it${network === 'Instagram' ? ' (<SocialEmbed> loads what the post needs)' : ''}`;
  if (name !== 'iframe' || typeof src !== 'string' || !/^https:\/\//.test(src))
    return `${blocked}: ask a developer for a block, as <SocialEmbed> shows Instagram posts`;
  const video = videoPage(src);
  return `${blocked}: link to it instead, [${video ? 'Watch the video' : 'What it shows'}](${video ?? src})${video ? ', or put the video in the media bucket and show it with <Video>' : ''}`;
}

/** The social network whose embed script `src` is (`//www.instagram.com/embed.js`), or null. */
function embedScript(src: string): string | null {
  if (/^(?:https?:)?\/\/(?:www\.)?instagram\.com\/embed\.js/i.test(src)) return 'Instagram';
  if (/^(?:https?:)?\/\/(?:www\.)?tiktok\.com\/embed/i.test(src)) return 'TikTok';
  return null;
}

/**
 * The address of an Instagram post (or reel) from any address of it (its page, the app's share
 * link, the embed code's permalink), as its page has it; null for any other address.
 */
function instagramPost(url: string): string | null {
  const m = /^(?:https?:\/\/)?(?:www\.)?instagram\.com\/(?:[\w.]+\/)?(p|reel|tv)\/([\w-]+)/i.exec(
    url.trim(),
  );
  return m ? `https://www.instagram.com/${m[1].toLowerCase()}/${m[2]}/` : null;
}

/**
 * Instagram's or TikTok's "Embed" code pasted into a story: a `<blockquote class="instagram-media">`
 * full of `style="..."`, which stops the page, and a `<script>` the published site blocks. Named
 * once, at its start, with what to write instead; what is inside it is not named again
 * (storyChecker). Null for any other element.
 */
export function embedCodeProblem(
  node: BlockNode,
): {at: Point | undefined; field: string; message: string} | null {
  if (node.name !== 'blockquote') return null;
  const values = literalAttributes(node);
  const kind = String(values.class ?? values.className ?? '');
  const at = node.position?.start;
  const cannot =
    'embed code, which the published site cannot run (it blocks other websites\' code for its visitors\' safety), and whose style="..." would stop the page';
  if (/\binstagram-media\b/.test(kind)) {
    const post = instagramPost(String(values['data-instgrm-permalink'] ?? ''));
    return {
      at,
      field: '<blockquote class="instagram-media">',
      message: `is Instagram's ${cannot}: write <SocialEmbed url="${post ?? 'https://www.instagram.com/p/…/'}" caption="What the post shows" /> in its place${post ? '' : " (the post's address)"}`,
    };
  }
  if (/\btiktok-embed\b/.test(kind)) {
    const cite =
      typeof values.cite === 'string' && /^https:\/\//.test(values.cite) ? values.cite : null;
    return {
      at,
      field: '<blockquote class="tiktok-embed">',
      message: `is TikTok's ${cannot}: link to the post instead, [What it shows](${cite ?? "the post's address"})`,
    };
  }
  return null;
}

/**
 * The page of a video on YouTube or Vimeo, from any address of it (its page, a share link, the
 * player's), or null for any other address.
 */
function videoPage(url: string): string | null {
  const youtube =
    /^https:\/\/(?:(?:www\.|m\.)?youtube(?:-nocookie)?\.com\/(?:embed\/|watch\?(?:.*&)?v=|shorts\/)|youtu\.be\/)([\w-]+)/.exec(
      url,
    );
  if (youtube) return `https://www.youtube.com/watch?v=${youtube[1]}`;
  const vimeo = /^https:\/\/(?:player\.)?vimeo\.com\/(?:video\/)?(\d+)/.exec(url);
  return vimeo ? `https://vimeo.com/${vimeo[1]}` : null;
}

/** HTML elements that pass as MDX and show as what they are not, each with what to write. */
const HTML_INSTEAD: Record<string, string> = {
  // Notion's callout, exported as <aside>: it passed, and showed as the story's plain text.
  aside:
    'is HTML, and shows as plain text, not as a note: for a note beside the story, write :::note on a line, the note, then ::: on a line (the guide\'s "A note beside the story")',
  // A clip pasted as HTML (an editor's or a CMS's <video src="..." controls>): it passed, and the
  // page showed a black box until played, with none of <Video>'s still, captions or fallback.
  video:
    'is HTML, so the clip would show as a black box, with no still before it plays, no captions and nothing in its place if it cannot load: upload the clip to the media bucket and show it with <Video> (the guide\'s "Video")',
};

/**
 * What is wrong with an HTML element written in a story (MDX is not HTML): an `<img>` of a file
 * beside the story, which the page showed as a broken picture (`src="[object Object]"`: the file
 * goes through the image pipeline, the tag does not), and a `style` written as text, which stopped
 * the build ("The `style` prop expects a mapping from style properties to values").
 */
export function htmlProblems(
  node: BlockNode,
): {at: Point | undefined; field: string; message: string}[] {
  const embed = embedCodeProblem(node);
  if (embed) return [embed];
  const problems: ReturnType<typeof htmlProblems> = [];
  for (const attribute of node.attributes ?? []) {
    const {name, value} = attribute;
    const at = attribute.position?.start ?? node.position?.start;
    if (node.name === 'img' && name === 'src' && typeof value === 'string' && isLocal(value))
      problems.push({
        at: node.position?.start,
        field: '<img>',
        message: `is HTML, and its picture would not show: write ![What it shows](${value}), or <MediaFigure src="${value}" alt="What it shows" /> for one with a caption`,
      });
    if (name === 'style' && typeof value === 'string')
      problems.push({
        at,
        field: `<${node.name} style>`,
        message:
          'style="..." is HTML, and stops the page (MDX reads a style as code): leave the look to the site\'s blocks',
      });
  }
  const instead = node.name ? HTML_INSTEAD[node.name] : undefined;
  if (instead) problems.push({at: node.position?.start, field: `<${node.name}>`, message: instead});
  if (node.name && FOREIGN.has(node.name))
    problems.push({
      at: node.position?.start,
      field: `<${node.name}>`,
      message: foreignMessage(node.name, literalAttributes(node).src),
    });
  // Another website's picture shows as it is: what a screen reader says for it is its `alt`,
  // as for a picture in Markdown (a literal one; one written as code is left alone).
  const values = literalAttributes(node);
  const written = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'alt');
  if (
    node.name === 'img' &&
    typeof values.src === 'string' &&
    !isLocal(values.src) &&
    (!written || 'alt' in values)
  ) {
    const said = typeof values.alt === 'string' ? values.alt.trim() : '';
    const problem = said
      ? altProblem(said)
      : 'has no description: write what the picture shows, like alt="The team at work" (a screen reader reads it out)';
    if (problem)
      problems.push({
        at: written?.position?.start ?? node.position?.start,
        field: '<img alt>',
        message: problem,
      });
  }
  return problems;
}

const text = () => z.string().trim().min(1);
const size = () => z.number().int().positive();
/**
 * A file in the media bucket ("case-studies/acme/recap.mp4") or an https URL. Videos do not go
 * beside index.mdx, as pictures do: "./recap.mp4" is the likely slip.
 */
const mediaPath = (what = 'videos', like = 'case-studies/acme-rebrand/recap.mp4') =>
  z
    .string()
    .trim()
    .regex(/^(https:\/\/\S+|\w[\w\-./]*)$/, {
      error: `must be a path in the media bucket, like "${like}" (no "./": videos and logos do not go beside index.mdx)`,
    })
    .refine((value) => videoPage(value) || !offBucket(value), {
      error: (issue) => mediaElsewhere(what, like, String(issue.input)),
    });

/**
 * A video the player plays: it offers the file as MP4, which every browser plays. A phone's
 * QuickTime export (.mov, often HEVC) played in the preview's browser on a Mac and nowhere else.
 */
const videoFile = () =>
  mediaPath().superRefine((src, ctx) => {
    const page = videoPage(src);
    if (page) {
      // A video's page on YouTube is no file the player can play: it stayed empty.
      ctx.addIssue({
        code: 'custom',
        message: `is a page on ${page.includes('vimeo') ? 'Vimeo' : 'YouTube'}, not a video file, so the player would stay empty: link to it instead, [Watch the video](${page}), or put the clip in the media bucket`,
      });
      return;
    }
    const file = src.split(/[?#]/)[0];
    // One thing at a time: a video on another website is to be uploaded first.
    if (/\.(mp4|m4v)$/i.test(file) || offBucket(src)) return;
    const ext = /\.(\w+)$/.exec(file)?.[1];
    const mp4 = `${ext ? file.slice(0, -ext.length - 1) : file}.mp4`;
    ctx.addIssue({
      code: 'custom',
      message: ext
        ? `"${file}" is a .${ext} file, which not every browser plays: export the clip as MP4 (H.264) and upload that, "${mp4}"`
        : `names no video file (its name ends with .mp4): write the file's whole name, like "${mp4}"`,
    });
  });

/**
 * A clip's captions: a WebVTT file, the one kind a browser's player shows. An editor's or a
 * captioning service's SubRip export (.srt) loaded as nothing: the clip played uncaptioned.
 */
const captionsFile = () =>
  mediaPath('captions', 'case-studies/acme-rebrand/recap.vtt').superRefine((value, ctx) => {
    const file = value.split(/[?#]/)[0];
    if (/\.vtt$/i.test(file) || offBucket(value)) return;
    const ext = /\.(\w+)$/.exec(file)?.[1];
    const vtt = `${ext ? file.slice(0, -ext.length - 1) : file}.vtt`;
    ctx.addIssue({
      code: 'custom',
      message:
        ext?.toLowerCase() === 'srt'
          ? `"${file}" is SubRip (.srt), which browsers do not show, so the clip would play uncaptioned: convert it to WebVTT (Subtitle Edit: File, Save as, WebVTT; or any "SRT to VTT" converter) and upload it as "${vtt}"`
          : ext
            ? `"${file}" is a .${ext} file; a browser shows captions from WebVTT only: export them as WebVTT and upload them as "${vtt}"`
            : `names no captions file (its name ends with .vtt): write the file's whole name, like "${vtt}"`,
    });
  });

/**
 * What <SocialEmbed> shows: an Instagram post, at its whole address. Another address (a profile,
 * another network's post) showed only the link under an empty frame.
 */
const instagramPostUrl = () =>
  text().superRefine((url, ctx) => {
    const post = instagramPost(url);
    if (post && /^https:\/\//i.test(url)) return;
    ctx.addIssue({
      code: 'custom',
      message: post
        ? `write the post's whole address, "${post}"`
        : /instagram\.com/i.test(url)
          ? `"${url}" is not the address of a post: open the post on Instagram and copy its address, like https://www.instagram.com/p/ABC123/`
          : `"${url}" is not an Instagram post, and <SocialEmbed> shows Instagram's: link to it instead, [What it shows](${url})`,
    });
  });

/**
 * What a block's attribute left out is for, and how to write it, where "is required" alone left
 * staff asking what to put there: most often a clip's poster, which an editor does not export.
 * Given the block's other attributes as written.
 */
const REQUIRED: Record<string, (values: Record<string, unknown>) => string> = {
  'Video.poster': ({src}) => {
    const clip = typeof src === 'string' ? (src.split('/').pop() ?? '') : '';
    const poster = `./${clip.replace(/\.[^.]*$/, '') || 'clip'}-poster.jpg`;
    return `a still of the clip, which shows until the visitor presses play: pause the clip where it looks best, save a screenshot (or export that frame from your editor) beside index.mdx, and write poster="${poster}"`;
  },
  'Video.title': () =>
    'the clip\'s name, which screen readers say for the player (title="Launch day recap")',
};

/**
 * The attributes of each block (src/theme/MDXComponents.tsx), as case-studies/README.md shows
 * them: what `npm run check` and, under `npm start`, the study's page hold a block's attributes
 * to. A block missing one, or given one it does not have, broke the page ("Cannot read
 * properties of undefined") with no line named. Nested lists are strict: a misspelt key in a
 * tile is a mistake too. (tests/unit/plugins/blocks.test.ts keeps this in step with the blocks.)
 */
export const BLOCK_ATTRIBUTES = {
  Video: z.object({
    src: videoFile(),
    poster: text(),
    title: text(),
    width: size().optional(),
    height: size().optional(),
    captions: captionsFile().optional(),
    caption: text().optional(),
  }),
  HighlightTiles: z.object({
    label: text().optional(),
    tiles: z.array(z.strictObject({value: text(), label: text(), text: text().optional()})).min(1),
  }),
  Carousel: z.object({label: text()}),
  SocialEmbed: z.object({url: instagramPostUrl(), caption: text()}),
  ComparisonTable: z.object({
    caption: text(),
    columns: z.array(text()).min(2),
    rows: z.array(z.array(z.string())).min(1),
  }),
  CallToAction: z.object({
    title: text(),
    button: text().optional(),
    section: z
      .enum(HOME_SECTIONS, {error: `must be one of ${HOME_SECTIONS.join(', ')}`})
      .optional(),
  }),
  BackToStories: z.object({label: text().optional()}),
  PartnerLogos: z.object({
    partners: z
      .array(
        z.strictObject({
          name: text(),
          href: text(),
          logo: mediaPath('logos', 'partners/acme.svg'),
          width: size(),
          height: size(),
        }),
      )
      .min(1),
  }),
  MediaFigure: z.object({
    src: text(),
    // What it shows, for people who cannot see it: a flyer or a photo in a story is content.
    alt: altText(),
    width: size().optional(),
    height: size().optional(),
    caption: text().optional(),
  }),
} satisfies Record<string, z.ZodObject>;

/**
 * Rules across a block's attributes, run once each attribute is valid (a schema with them could
 * not leave out the attributes the check cannot read).
 */
const ACROSS_ATTRIBUTES: {
  [K in keyof typeof BLOCK_ATTRIBUTES]?: (
    values: Partial<z.output<(typeof BLOCK_ATTRIBUTES)[K]>>,
  ) => {path: (string | number)[]; message: string}[];
} = {
  // A row with a cell too few or too many shifts its figures under the wrong heading.
  ComparisonTable: ({columns, rows}) =>
    columns && rows
      ? rows.flatMap((row, i) =>
          row.length === columns.length
            ? []
            : [
                {
                  path: ['rows', i],
                  message: `has ${row.length} cells and the table has ${columns.length} columns (one per column, the row's label first)`,
                },
              ],
        )
      : [],
};

/** A value the check cannot know without running the story's code (a variable, a call). */
const UNKNOWN = Symbol('unknown');

interface Estree {
  type: string;
  [key: string]: unknown;
}

/** The value of a literal expression (`{[{value: '3', label: 'Drops'}]}`), else UNKNOWN. */
function literalValue(node: Estree | null | undefined): unknown {
  if (!node) return UNKNOWN;
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'TemplateLiteral':
      return (node.expressions as unknown[]).length === 0
        ? (node.quasis as {value: {cooked: string}}[])[0].value.cooked
        : UNKNOWN;
    case 'UnaryExpression': {
      const value = literalValue(node.argument as Estree);
      return node.operator === '-' && typeof value === 'number' ? -value : UNKNOWN;
    }
    case 'ArrayExpression': {
      const items = (node.elements as Estree[]).map(literalValue);
      return items.includes(UNKNOWN) ? UNKNOWN : items;
    }
    case 'ObjectExpression': {
      const entries = (node.properties as Estree[]).map((property) => {
        const key = property.key as Estree;
        if (property.type !== 'Property' || property.computed) return UNKNOWN;
        const name = key.type === 'Identifier' ? key.name : key.value;
        const value = literalValue(property.value as Estree);
        return value === UNKNOWN ? UNKNOWN : [name, value];
      });
      return entries.includes(UNKNOWN)
        ? UNKNOWN
        : Object.fromEntries(entries as [string, unknown][]);
    }
    default:
      return UNKNOWN;
  }
}

/**
 * The value of each attribute of a block written as a literal (`label="Drops"`,
 * `tiles={[{value: '3'}]}`); attributes written as code (a variable, a call) are left out.
 */
export function literalAttributes(node: BlockNode): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) continue;
    const read = attributeValue(attribute.value);
    if (read !== UNKNOWN) values[attribute.name] = read;
  }
  return values;
}

/** An attribute's value as remark-mdx gives it: text, a literal expression, or UNKNOWN. */
function attributeValue(value: unknown): unknown {
  if (value === null || value === undefined) return true; // `<Block flag>`
  if (typeof value === 'string') return value;
  const program = (value as {data?: {estree?: {body?: {expression?: Estree}[]}}}).data?.estree;
  return literalValue((program?.body ?? [])[0]?.expression);
}

/** The JSX element of a block in a story's syntax tree, as remark-mdx gives it. */
export interface BlockNode {
  name?: string | null;
  attributes?: {
    type: string;
    name?: string;
    value?: unknown;
    position?: {start: Point};
  }[];
  position?: {start: Point};
}
interface Point {
  line: number;
  column: number;
}

/** Blocks' schemas less attributes whose values are not checked, by block and attributes. */
const narrowed = new Map<string, z.ZodObject>();

/**
 * `schema` (block `name`'s) without the attributes in `unchecked`, made once for each set: zod
 * compiles a schema the first time it parses with it, and a schema made for each block a check
 * met (`omit()`, even of nothing) was compiled for each: a third of a second of a check of 1,000
 * studies.
 */
function schemaWithout(name: string, schema: z.ZodObject, unchecked: string[]): z.ZodObject {
  if (unchecked.length === 0) return schema;
  const key = [name, ...[...unchecked].sort()].join('\0');
  let made = narrowed.get(key);
  if (!made) {
    const mask: Record<string, true> = {};
    for (const attribute of unchecked) mask[attribute] = true;
    made = schema.omit(mask);
    narrowed.set(key, made);
  }
  return made;
}

/**
 * What is wrong with the attributes of a block the site has: one problem each, at the attribute
 * (or at the block, for one that is missing), `field` as `<HighlightTiles tiles[0].label>`.
 * Attributes whose value is not a literal (a variable, a call) are not checked.
 */
export function blockAttributeProblems(
  node: BlockNode,
): {at: Point | undefined; field: string; message: string}[] {
  const name = node.name ?? '';
  if (!Object.hasOwn(BLOCK_ATTRIBUTES, name)) return [];
  const schema = BLOCK_ATTRIBUTES[name as keyof typeof BLOCK_ATTRIBUTES] as z.ZodObject;
  const known = Object.keys(schema.shape);
  const problems: ReturnType<typeof blockAttributeProblems> = [];
  const values: Record<string, unknown> = {};
  const where = new Map<string, Point | undefined>();
  const unchecked: string[] = [];
  for (const attribute of node.attributes ?? []) {
    // `{...props}`: what it holds is not known here.
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) return [];
    const key = attribute.name;
    const at = attribute.position?.start ?? node.position?.start;
    if (!known.includes(key)) {
      const hint = closestName(known, key);
      problems.push({
        at,
        field: `<${name} ${key}>`,
        message: `is not an attribute of <${name}> (${hint ? `did you mean ${hint}?` : `it has ${known.join(', ')}`})`,
      });
      continue;
    }
    const read = attributeValue(attribute.value);
    if (read === UNKNOWN) unchecked.push(key);
    else values[key] = read;
    where.set(key, at);
  }
  const result = schemaWithout(name, schema, unchecked).safeParse(values, {
    reportInput: true,
    error: describe,
  });
  if (result.success) {
    const across = ACROSS_ATTRIBUTES[name as keyof typeof BLOCK_ATTRIBUTES] as
      ((values: object) => {path: (string | number)[]; message: string}[]) | undefined;
    for (const {path: fieldPath, message} of across?.(result.data) ?? [])
      problems.push({
        at: where.get(String(fieldPath[0])) ?? node.position?.start,
        field: `<${name} ${label(fieldPath)}>`,
        message,
      });
  } else {
    for (const {path: fieldPath, message} of issueProblems(result.error.issues)) {
      const key = String(fieldPath[0]);
      let said = message.replace(/^"[^"]+" /, '');
      const needed = fieldPath.length === 1 ? REQUIRED[`${name}.${key}`] : undefined;
      if (said === 'is required' && needed) said += `: ${needed(values)}`;
      else if (said === 'is not allowed') {
        // A misspelt key in a tile or a partner: the keys it may have.
        const keys = keysAt(schema, fieldPath.slice(0, -1));
        const hint = closestName(keys, String(fieldPath.at(-1)));
        said += hint ? ` (did you mean ${hint}?)` : ` (it has ${keys.join(', ')})`;
      } else if (fieldPath.length === 1)
        // A number in quotes (describe() says what to write): in a block it goes in braces, not
        // bare as in the front matter's YAML.
        said = said.replace(
          /\(write (\S+), without quotes\)$/,
          `(write ${key}={$1}, without quotes)`,
        );
      problems.push({
        at: where.get(key) ?? node.position?.start,
        field: `<${name} ${label(fieldPath)}>`,
        message: said,
      });
    }
  }
  return problems;
}
