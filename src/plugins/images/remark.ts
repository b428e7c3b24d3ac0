import path from 'path';
import {knownBlocks, meantBlock} from '../case-studies/blocks';
import {studyId} from '../case-studies/content';
import {afterClosing, storyChecker} from '../case-studies/storyRules';
import {missingImports} from '../case-studies/ownImports';
import {BUILT_FILES} from '../case-studies/builtFiles';
import {
  anotherStudysMedia,
  offBucket,
  pictureElsewhere,
  unsizedImageMessage,
} from '../case-studies/elsewhere';
import {fileLinkProblem} from '../case-studies/fileLinks';
import {bucketFilesOf, bucketWarnings, type BucketFile} from '../case-studies/bucket';
import {resolveSite} from '../../site';
import {isRemoteBucket} from '../../lib/media';
import {
  coverRequest,
  imageRequest,
  inlinePictureMessage,
  isInlinePicture,
  isLocal,
  isRemote,
  localImageProblem,
  looksLikeImage,
  notPictureProblem,
  shareRequest,
  staticImageProblem,
} from './localImage';
import {resolveReferences} from './references';
import {computerPathProblem} from './computerPath';

/**
 * Remark plugin for case-study MDX: every local image goes through the image pipeline.
 *
 * - `<MediaFigure src="./flyer.jpg">`, `<Video poster="./poster.jpg">` (any `src` or `poster`
 *   attribute naming an image file) and Markdown `![alt](./photo.jpg)` become
 *   `require("!!<images loader>!./flyer.jpg").default`, a ResponsiveImage.
 * - The front matter's `cover.src`, when local, is exported as `coverImage` (cut to its frame),
 *   which Docusaurus hands to the page component as `content.coverImage`; its `image` (the
 *   sharing picture), likewise, as `shareImage`.
 * - A missing, broken or oversized image stops the build with one line per problem, naming the
 *   file, line and column: `case-studies/acme/index.mdx:12:3  <MediaFigure src>: file ...`.
 * - An https image is kept as it is, with a warning that it cannot be optimised (under
 *   `npm start`, shown above the study too: `storyWarnings`).
 * - Under `npm start`, the study's page shows, in place of its story (`storyProblems`), those
 *   problems, any `<Block>` the site does not have or attribute it does not take, and what the
 *   story rules find (a `#` heading, a picture with no description: ../case-studies/storyRules.ts);
 *   the rest of the preview goes on working. Its links within the site are exported too
 *   (`storyLinks`: where, address), which the page checks against the preview's routes: they
 *   change without this study being compiled again.
 */

interface Point {
  line: number;
  column: number;
}
interface Node {
  type: string;
  name?: string | null;
  url?: string;
  alt?: string | null;
  title?: string | null;
  value?: unknown;
  attributes?: Attribute[];
  children?: Node[];
  position?: {start: Point};
  data?: unknown;
}
interface Attribute {
  type: string;
  name?: string;
  value?: unknown;
  position?: {start: Point};
}
interface VFileLike {
  path: string;
  value: unknown;
  cwd: string;
  data: {frontMatter?: Record<string, unknown>; compilerName?: string; sourceText?: string};
}

const IMAGE_ATTRIBUTES = new Set(['src', 'poster']);
/** A `<Video>`'s attributes that name a file in the media bucket. */
const VIDEO_ATTRIBUTES = new Set(['src', 'captions']);

/** `require("<request>").default` as an ESTree expression. */
function requireDefault(request: string) {
  return {
    type: 'MemberExpression',
    object: {
      type: 'CallExpression',
      callee: {type: 'Identifier', name: 'require'},
      arguments: [{type: 'Literal', value: request, raw: JSON.stringify(request)}],
      optional: false,
    },
    property: {type: 'Identifier', name: 'default'},
    computed: false,
    optional: false,
  };
}

function expressionAttributeValue(request: string) {
  return {
    type: 'mdxJsxAttributeValueExpression',
    value: `require(${JSON.stringify(request)}).default`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{type: 'ExpressionStatement', expression: requireDefault(request)}],
      },
    },
  };
}

/** `export const <name> = <init>;`, `code` being `<init>`'s source. */
function exportConst(name: string, init: unknown, code: string): Node {
  return {
    type: 'mdxjsEsm',
    value: `export const ${name} = ${code};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ExportNamedDeclaration',
            specifiers: [],
            source: null,
            declaration: {
              type: 'VariableDeclaration',
              kind: 'const',
              declarations: [{type: 'VariableDeclarator', id: {type: 'Identifier', name}, init}],
            },
          },
        ],
      },
    },
  };
}

/** `export const <name> = require("<request>").default;` */
const exportRequire = (name: string, request: string) =>
  exportConst(name, requireDefault(request), `require(${JSON.stringify(request)}).default`);

type Strings = string | Strings[];

/** A string, or an array of them (nested), as an ESTree expression. */
const literal = (value: Strings): unknown =>
  typeof value === 'string'
    ? {type: 'Literal', value, raw: JSON.stringify(value)}
    : {type: 'ArrayExpression', elements: value.map(literal)};

/** `export const <name> = ["...", ...];` (or arrays of them). */
const exportStrings = (name: string, values: Strings[]) =>
  exportConst(name, literal(values), JSON.stringify(values));

/** `export {default as <name>} from "<source>";` */
function reExportDefault(name: string, source: string): Node {
  return {
    type: 'mdxjsEsm',
    value: `export {default as ${name}} from ${JSON.stringify(source)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ExportNamedDeclaration',
            declaration: null,
            specifiers: [
              {
                type: 'ExportSpecifier',
                local: {type: 'Identifier', name: 'default'},
                exported: {type: 'Identifier', name},
              },
            ],
            source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
          },
        ],
      },
    },
  };
}

function walk(node: Node, visit: (node: Node, parent?: Node) => void, parent?: Node) {
  visit(node, parent);
  node.children?.forEach((child) => walk(child, visit, node));
}

/** Line and column of `key: value` under `parent:` in a file's front matter (1-based). */
export function frontMatterPosition(text: string, keyPath: string[]): Point {
  const lines = text.split('\n');
  let from = 0;
  let found: Point = {line: 1, column: 1};
  for (const key of keyPath) {
    const index = lines.findIndex((l, i) => i >= from && new RegExp(`^\\s*${key}\\s*:`).test(l));
    if (index < 0) break;
    found = {line: index + 1, column: lines[index].search(/\S/) + 1};
    from = index + 1;
  }
  return found;
}

/** Said once per process: the client and server builds both run this plugin. */
const warned = new Set<string>();

/**
 * `quiet`: report problems only by throwing, and warnings only to `warn` (npm run check prints
 * both itself).
 */
export default function caseStudyImages({
  quiet = false,
  warn,
}: {quiet?: boolean; warn?: (at: Point | undefined, field: string, message: string) => void} = {}) {
  return async (root: Node, vfile: VFileLike) => {
    resolveReferences(root);
    const file = vfile.path;
    const where = path
      .relative(vfile.cwd || process.cwd(), file)
      .split(path.sep)
      .join('/');
    const checks: Promise<string | null>[] = [];
    /** `file:line:col`, where a problem is. */
    const place = (at: Point | undefined) => `${where}:${at?.line ?? 1}:${at?.column ?? 1}`;
    const dev = !quiet && process.env.NODE_ENV === 'development';
    // Under `npm start`, a misspelt block: React's "Expected component `HighlightTile` to be
    // defined ... forgot to import, pass, or provide it" replaced the page, in words staff do not
    // use. (`npm run check`, which the build runs first, names it for a build.)
    const blocks = knownBlocks();
    /** The block an element was meant to be (`<Vidoe>`'s clip is a <Video>'s: meantBlock). */
    const meant = (name: string | null | undefined) =>
      name && /^[A-Z]/.test(name) ? meantBlock(name, blocks) : name;
    const links: [string, string][] = [];
    /** Under `npm start`, what the page shows above the study (the check's warnings). */
    const warnings: string[] = [];
    /** A warning: above the study under `npm start`, and once in the terminal. */
    const warnOf = (line: string) => {
      if (dev) warnings.push(line);
      if (warned.has(line)) return;
      warned.add(line);
      console.warn(`[WARNING] ${line}`);
    };
    /** A warning of the story's: to the check's `warn` when it runs this, else warnOf(). */
    const warning = (at: Point | undefined, field: string, message: string) => {
      if (warn) warn(at, field, message);
      else if (!quiet) warnOf(`${place(at)}  ${field}: ${message}`);
    };
    /** Under `npm start`, the media bucket's files the story names (clips, captions, logos). */
    const inBucket: BucketFile[] = [];
    const check = (value: string, field: string, at: Point | undefined) =>
      checks.push(
        localImageProblem(file, value).then((problem) =>
          problem ? `${place(at)}  ${field}: ${problem}` : null,
        ),
      );
    // `/img/logo.png`: a file of static/, which Docusaurus (a Markdown picture) or the browser
    // (a block's) fetches as it is; one not there stopped the build in Docusaurus's words
    // ("onBrokenMarkdownImages"), or showed as a broken picture, after the check had passed.
    const checkStatic = (value: string, field: string, at: Point | undefined) => {
      const problem = staticImageProblem(vfile.cwd || process.cwd(), value);
      if (problem) checks.push(Promise.resolve(`${place(at)}  ${field}: ${problem}`));
    };
    const isSitePath = (value: string) => value.startsWith('/') && !value.startsWith('//');
    /**
     * A picture at an https address: one on another website is named (the published site's
     * policy blocks it); one in the media bucket shows as it is, with a warning.
     */
    const remote = (value: string, field: string, at: Point | undefined) => {
      if (offBucket(value))
        checks.push(Promise.resolve(`${place(at)}  ${field}: ${pictureElsewhere(value, file)}`));
      else warning(at, field, unsizedImageMessage(value));
    };

    /** A picture on the author's computer (`C:\\Users\\…`, `file:///…`): named. True for one. */
    const onComputer = (value: string, field: string, at: Point | undefined) => {
      const problem = computerPathProblem(value);
      if (problem) checks.push(Promise.resolve(`${place(at)}  ${field}: ${problem}`));
      return problem !== null;
    };
    /** A picture written into the text itself (`data:image/png;base64,…`): named, to be a file. */
    const inline = (value: string, alt: unknown, field: string, at: Point | undefined) =>
      checks.push(
        Promise.resolve(
          `${place(at)}  ${field}: ${inlinePictureMessage(value, typeof alt === 'string' ? alt : null)}`,
        ),
      );

    // The exports the file had: they stay if its story is replaced below (a story the MDX
    // compiler could not read is compiled as its front matter and `mdxProblems`, from
    // src/plugins/case-studies/mdxMistakes.cjs).
    const written = root.children?.filter((node) => node.type === 'mdxjsEsm') ?? [];
    // Tags, reading time, related studies: written per study by src/plugins/case-studies.
    const studyMeta = reExportDefault(
      'studyMeta',
      `@generated/case-studies/default/study-${studyId(file)}.json`,
    );
    root.children?.unshift(studyMeta);

    const cover = vfile.data.frontMatter?.cover as {src?: unknown; position?: unknown} | undefined;
    // (A sharing picture on another website is fine: the networks fetch it, not the page.)
    if (typeof cover?.src === 'string' && offBucket(cover.src))
      remote(
        cover.src,
        'cover.src',
        frontMatterPosition(vfile.data.sourceText ?? String(vfile.value), ['cover', 'src']),
      );
    // One on the author's computer (`~/Desktop/cover.jpg`): the front matter's rule names it.
    if (typeof cover?.src === 'string' && isLocal(cover.src) && !computerPathProblem(cover.src)) {
      check(
        cover.src,
        'cover.src',
        frontMatterPosition(vfile.data.sourceText ?? String(vfile.value), ['cover', 'src']),
      );
      root.children?.unshift(exportRequire('coverImage', coverRequest(cover.src, cover.position)));
    }
    // The sharing picture: Docusaurus requires it (a missing one stopped the build with the
    // bundler's "Can't resolve './share.jpg'", no line or field named).
    // Processed like the cover (`shareImage`): Docusaurus's own `assets.image` is the file as it
    // is, and a camera's 4 MB original went to the networks as the preview, over what WhatsApp
    // (about 300 KB) or LinkedIn and X (5 MB) show, with no size for them to draw it at first.
    const share = vfile.data.frontMatter?.image;
    if (typeof share === 'string' && isLocal(share) && !computerPathProblem(share)) {
      check(
        share,
        'image',
        frontMatterPosition(vfile.data.sourceText ?? String(vfile.value), ['image']),
      );
      root.children?.unshift(exportRequire('shareImage', shareRequest(share)));
      // And Docusaurus's own copy of it left out: its loader makes `assets.image` from this very
      // front matter once the story is compiled, and put the file as it is in the build (4 MB
      // for a camera's original, 30 for a designer's PNG, over what some hosts take for a file),
      // for no page to use. The page reads the study's validated front matter, not this one.
      // Not in `npm run check` (quiet), whose front matter this is too, read again after.
      if (!quiet && vfile.data.frontMatter) delete vfile.data.frontMatter.image;
    }

    // The story going on below its closing link: said by the check, above the study under
    // `npm start`, and once in a build's output.
    const closing = afterClosing(root.children ?? [], String(vfile.value));
    if (closing) warning(closing.at, closing.field, closing.message);
    const checkNode = dev ? storyChecker(blocks) : null;
    /** The story's own import lines of files that are not there: left out of the page below. */
    const unresolved = new Set<Node>();
    walk(root, (node) => {
      if (checkNode) {
        // Before the pictures' paths below become code: the blocks' attributes as written.
        const {problems, links: made} = checkNode(node);
        for (const {at, field, message} of problems)
          checks.push(Promise.resolve(`${place(at)}  ${field}: ${message}`));
        for (const {at, field, message} of missingImports(node, file, vfile.cwd || process.cwd())) {
          checks.push(Promise.resolve(`${place(at)}  ${field}: ${message}`));
          unresolved.add(node);
        }
        // A path the block's rules refused is theirs to name, not also missing from the bucket.
        const refused = new Set(problems.map(({field}) => field));
        inBucket.push(...bucketFilesOf(node, where).filter(({field}) => !refused.has(field)));
        // Those within the site, checked on the page against the preview's routes (and an
        // address without https:// or mailto:, which the browser would take for one).
        for (const {url, at} of made) {
          if (!isRemote(url)) links.push([place(at), url]);
          // A file by its path from the story (`./brochure.pdf`), which this compiler can look for.
          const missing = fileLinkProblem(file, url);
          if (missing) checks.push(Promise.resolve(`${place(at)}  link: ${missing}`));
        }
      }
      // A link to a file the build writes (a feed, the sitemap): a plain link to it, which the
      // router does not take for a page and Docusaurus's link check, knowing only pages and
      // static/, does not call broken.
      if (
        node.type === 'link' &&
        typeof node.url === 'string' &&
        BUILT_FILES.includes(node.url.split(/[?#]/)[0])
      ) {
        node.url = `pathname://${node.url}`;
        return;
      }
      if (node.type === 'image' && typeof node.url === 'string') {
        if (onComputer(node.url, `![${node.alt ?? ''}]`, node.position?.start)) return;
        if (isInlinePicture(node.url))
          inline(node.url, node.alt, `![${node.alt ?? ''}]`, node.position?.start);
        if (isRemote(node.url)) remote(node.url, `![${node.alt ?? ''}]`, node.position?.start);
        if (isSitePath(node.url))
          checkStatic(node.url, `![${node.alt ?? ''}]`, node.position?.start);
        if (!isLocal(node.url)) return;
        if (!looksLikeImage(node.url)) {
          const problem = notPictureProblem(file, node.url, node.alt);
          checks.push(
            Promise.resolve(`${place(node.position?.start)}  ![${node.alt ?? ''}]: ${problem}`),
          );
          return;
        }
        check(node.url, `![${node.alt ?? ''}]`, node.position?.start);
        const attributes: Attribute[] = [
          {
            type: 'mdxJsxAttribute',
            name: 'src',
            value: expressionAttributeValue(imageRequest(node.url)),
          },
          {type: 'mdxJsxAttribute', name: 'alt', value: node.alt ?? ''},
        ];
        if (node.title)
          attributes.push({type: 'mdxJsxAttribute', name: 'title', value: node.title});
        const replacement: Node = {
          type: 'mdxJsxTextElement',
          name: 'img',
          attributes,
          children: [],
        };
        for (const key of Object.keys(node))
          delete (node as unknown as Record<string, unknown>)[key];
        Object.assign(node, replacement);
        return;
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const block = meant(node.name);
      for (const attribute of node.attributes ?? []) {
        const {name, value} = attribute;
        // A clip in another study's folder of the bucket: a study copied to start another.
        const other =
          block === 'Video' && typeof value === 'string' && name && VIDEO_ATTRIBUTES.has(name)
            ? anotherStudysMedia(file, value)
            : null;
        if (other)
          checks.push(
            Promise.resolve(
              `${place(attribute.position?.start ?? node.position?.start)}  <Video ${name}>: ${other}`,
            ),
          );
        if (attribute.type !== 'mdxJsxAttribute' || !name || !IMAGE_ATTRIBUTES.has(name)) continue;
        const field = `<${node.name ?? ''} ${name}>`;
        // A <Video>'s clip is not a picture: its own rule names where it goes.
        const clip = block === 'Video' && VIDEO_ATTRIBUTES.has(name);
        if (!clip && typeof value === 'string' && isInlinePicture(value)) {
          const alt = node.attributes?.find((a) => a.name === 'alt')?.value;
          inline(value, typeof alt === 'string' ? alt : null, field, attribute.position?.start);
        }
        if (
          !clip &&
          typeof value === 'string' &&
          onComputer(value, field, attribute.position?.start)
        )
          continue;
        if (typeof value !== 'string') continue;
        if (!looksLikeImage(value)) {
          // `<MediaFigure src="./plan.pdf">`: not a picture (a <Video>'s clip is named above).
          if (!clip && isLocal(value) && value.trim())
            checks.push(
              Promise.resolve(
                `${place(attribute.position?.start ?? node.position?.start)}  ${field}: ${notPictureProblem(file, value)}`,
              ),
            );
          continue;
        }
        if (isRemote(value))
          remote(value, field, attribute.position?.start ?? node.position?.start);
        if (isSitePath(value))
          checkStatic(value, field, attribute.position?.start ?? node.position?.start);
        if (!isLocal(value)) continue;
        check(value, field, attribute.position?.start ?? node.position?.start);
        attribute.value = expressionAttributeValue(imageRequest(value));
      }
    });

    // Under `npm start`, a clip, captions or logo missing from a bucket on disk (static/media,
    // the preview's), named above the study on each save, as `npm run check` names it: until
    // then only pressing play showed "This video cannot play right now", and nothing said why.
    // Another website's bucket is asked by the check (at start, and before each build), not on
    // each save: a preview offline would wait on it.
    const bucket = inBucket.length > 0 ? resolveSite().mediaBaseUrl : undefined;
    if (bucket !== undefined && !isRemoteBucket(bucket)) {
      const {warnings} = await bucketWarnings(inBucket, bucket, vfile.cwd || process.cwd());
      for (const {file: named, message} of warnings)
        warnOf(`${place(named.at)}  ${named.field}: ${message}`);
    }
    const problems = (await Promise.all(checks)).filter((p): p is string => p !== null);
    if (problems.length > 0) {
      // Printed first (once, though the client and server builds both get here), before the
      // bundler wraps the error in its own report.
      const fresh = problems.filter((p) => !warned.has(p));
      fresh.forEach((p) => warned.add(p));
      if (fresh.length > 0 && !quiet) console.error(fresh.join('\n'));
      if (dev) {
        // Under `npm start` the study's page shows them, as it shows its other mistakes, and
        // nothing refers to the missing files (pictures, or what an import line names): a failed
        // compilation would cover every page of the preview with the bundler's report until the
        // file is there.
        const kept = written.filter((node) => !unresolved.has(node));
        root.children = [...kept, studyMeta, exportStrings('storyProblems', problems)];
        // Its links too: the page names those that lead nowhere with the rest, not after them.
        if (links.length > 0) root.children.push(exportStrings('storyLinks', links));
        return;
      }
      throw new Error(`Case-study images (see case-studies/README.md):\n${problems.join('\n')}`);
    }
    if (links.length > 0) root.children?.push(exportStrings('storyLinks', links));
    if (warnings.length > 0) root.children?.push(exportStrings('storyWarnings', warnings));
  };
}
