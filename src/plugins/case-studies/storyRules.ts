/**
 * Rules on a story's Markdown that a visitor meets, for `npm run check` (./check.ts) and, under
 * `npm start`, the study's page (src/plugins/images/remark.ts):
 * - headings: the page's title is its one top-level heading (the hero's h1); the story's start
 *   at `##` and go down one level at a time, so a screen reader's list of headings reads as the
 *   story's outline;
 * - a picture has a description (its alt text), and a link has words, which are what a screen
 *   reader says for them;
 * - what is written as a picture, a link, a heading or bold text is read as one: Markdown shows
 *   `![Team](./team photo.jpg)`, `[brochure](https://x.com/a b.pdf)`, `##The story` and
 *   `** bold**` to visitors as written, characters and all, and no build notices.
 */

import {
  blockAttributeProblems,
  blockProblem,
  embedCodeProblem,
  htmlProblems,
  type BlockNode,
} from './blocks';
import {altProblem} from './frontMatter';
import {linksOf} from './links';
import {BRACES_HINT} from './mdxMistakes.cjs';
import {closestName} from '../../lib/closest';
import {isInlinePicture, shownUrl} from '../images/localImage';
import {computerPathProblem} from '../images/computerPath';
import {fixedName} from './names.cjs';

interface Point {
  line: number;
  column: number;
  offset?: number;
}

interface StoryNode {
  type: string;
  name?: string | null;
  /** A footnote's name, as written and as matched (lower case). */
  label?: string | null;
  identifier?: string;
  position?: {start: Point; end?: Point};
  depth?: number;
  value?: unknown;
  url?: string;
  alt?: string | null;
  children?: StoryNode[];
}

type Found = {field: string; message: string; at?: Point};

/** Where the `index`th character of a text node's value is, from where the node starts. */
function pointIn(node: StoryNode, index: number): Point | undefined {
  const start = node.position?.start;
  if (!start || typeof node.value !== 'string') return start;
  const before = node.value.slice(0, index).split('\n');
  return before.length === 1
    ? {line: start.line, column: start.column + index}
    : {line: start.line + before.length - 1, column: before[before.length - 1].length + 1};
}

/**
 * A path with each file's and folder's name as the check tells staff to rename it (fixedName):
 * `./Screen Shot 2026-11-30 at 10.14.22.png` is ./screen-shot-2026-11-30-at-10-14-22.png, the
 * name the rule of names then accepts.
 */
const renamedPath = (address: string) =>
  address
    .split('/')
    .map((part) => (part === '' || part === '.' || part === '..' ? part : fixedName(part)))
    .join('/');

/** Starts an address of a link: another website, an e-mail, a page of the site or a section. */
const ADDRESS = /^(https?:|mailto:|tel:|\/|\.{1,2}\/|#)/;

/**
 * Markup in a text node which Markdown did not read as what it looks like, each with why and
 * what to write. Only markup with a known reason is named, so text meant as written (a
 * `[sic] (…)`) is left alone.
 */
function unreadMarkup(node: StoryNode): Found[] {
  const text = typeof node.value === 'string' ? node.value : '';
  const found: Found[] = [];
  for (const m of text.matchAll(/(!?)\[([^\]\n]*)\](\s*)\(([^()\n]*)\)/g)) {
    const [written, bang, words, gap, inside] = m;
    const picture = bang === '!';
    const address = inside.trim();
    // A file on the author's computer (`C:\Users\sam\Plan 2025.pdf`): where it is, first.
    const onComputer = computerPathProblem(address, picture ? 'picture' : 'file');
    if (!picture && !ADDRESS.test(address) && !onComputer) continue;
    let fix: string | null = null;
    if (gap) fix = `nothing goes between ] and ( (write ${bang}[${words}](${address}))`;
    else if (onComputer && /\s/.test(address)) fix = onComputer;
    else if (/\s/.test(address) && !/^<.*>$/.test(address)) {
      const write = (to: string) => `${bang}[${words}](${to})`;
      if (/^[a-z]+:/i.test(address))
        fix = `an address has no spaces (write each as %20: ${write(address.replace(/\s/g, '%20'))})`;
      else if (/\.[a-z0-9]+$/i.test(address))
        fix = `an address has no spaces (name the file with hyphens, then write ${write(renamedPath(address))})`;
      else fix = `an address has no spaces`;
    }
    if (fix)
      found.push({
        field: picture ? 'picture' : 'link',
        message: `"${written}" shows as written, not as ${picture ? 'a picture' : 'a link'}: ${fix}`,
        at: pointIn(node, m.index),
      });
  }
  for (const m of text.matchAll(/\*\*(\s+[^*\n]*?|[^*\n]*?\s+)\*\*/g)) {
    if (m[1].trim())
      found.push({
        field: 'bold',
        message: `"${m[0]}" shows its stars: no space just inside them (write **${m[1].trim()}**)`,
        at: pointIn(node, m.index),
      });
  }
  return found;
}

/** The marks a word processor's or a web page's list items start with, copied as text. */
const BULLET = /(^|\n)([ \t]*)([•●○◦▪▫■‣∙➢►▸✓✔\uF0B7])[ \t]+([^\n]*)/;

/**
 * A list copied from a document or an e-mail: its items start with "•", which Markdown does not
 * read as a list, so they run on as one line of text. Named at the first, in a paragraph (a line
 * start is a paragraph's start or follows a line break).
 */
function pastedBullet(paragraph: StoryNode): Found | null {
  for (const [i, child] of (paragraph.children ?? []).entries()) {
    if (child.type !== 'text' || typeof child.value !== 'string') continue;
    const m = BULLET.exec(child.value);
    if (!m || (!m[1] && i > 0)) continue;
    const item = m[4].trim();
    return {
      field: 'list',
      message: `"${m[3]} ${item}" is not a list item to Markdown, so the lines run on as one: start each item with "- " (write "- ${item}")`,
      at: pointIn(child, m.index + m[1].length + m[2].length),
    };
  }
  return null;
}

/**
 * A table copied from a spreadsheet: its cells are apart by tabs, which Markdown reads as spaces,
 * so the rows ran on as one line of text. Named at its first row: two lines, each with cells.
 */
function pastedTable(paragraph: StoryNode): Found | null {
  for (const child of paragraph.children ?? []) {
    if (child.type !== 'text' || typeof child.value !== 'string') continue;
    const lines = child.value.split('\n');
    const row = (line: string) => /\S\t+\S/.test(line);
    const first = lines.findIndex((line, i) => row(line) && row(lines[i + 1] ?? ''));
    if (first < 0) continue;
    const cells = lines[first].trim().split(/\t+/);
    return {
      field: 'table',
      message: `a table copied from a spreadsheet ("${cells.join(', ')}") runs on as one line of text: write it with | between the cells and a row of --- under the first, | ${cells.join(' | ')} | then |${' --- |'.repeat(cells.length)}`,
      at: pointIn(child, lines.slice(0, first).join('\n').length + (first > 0 ? 1 : 0)),
    };
  }
  return null;
}

/**
 * `[Acme] (https://acme.com)`, the one unreadMarkup() cannot see: the address, a link by itself
 * (GFM), splits the text into three nodes, "… [Acme] (", the link, ")". Named on their parent.
 */
function splitByAutolink(node: StoryNode, named: WeakSet<StoryNode>): Found[] {
  const found: Found[] = [];
  const children = node.children ?? [];
  children.forEach((before, i) => {
    const link = children[i + 1];
    const after = children[i + 2];
    if (before.type !== 'text' || link?.type !== 'link' || after?.type !== 'text') return;
    const m = /(!?)\[([^\]\n]*)\](\s+)\($/.exec(String(before.value));
    const address = textOf(link);
    if (!m || !String(after.value).startsWith(')') || !link.url?.endsWith(address)) return;
    const [opening, bang, words] = m;
    const picture = bang === '!';
    // What to write it as: `www.acme.com` with https://, an e-mail address with mailto:.
    const url = link.url.startsWith('http://') ? `https://${address}` : link.url;
    // What to write says https:// too: the address is not named again (the rule on www.).
    named.add(link);
    found.push({
      field: picture ? 'picture' : 'link',
      message: `"${opening}${address})" shows as written, not as ${picture ? 'a picture' : 'a link'}: nothing goes between ] and ( (write ${bang}[${words}](${url}))`,
      at: pointIn(before, m.index),
    });
  });
  return found;
}

/** The words of a node, as written. */
export function textOf(node: StoryNode): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

/**
 * The kinds of note (`:::note`) Docusaurus draws (its DefaultAdmonitionOptions' keywords, which
 * a unit test compares with these). Another name (`:::warn`) it leaves as a plain box, with a
 * warning in the build's output that staff do not see.
 */
export const NOTE_KINDS = [
  'note',
  'tip',
  'info',
  'warning',
  'danger',
  'caution',
  'important',
  'success',
  'secondary',
];

/** The kind of note meant by `name`: one it starts (`warn`), or one a letter or two from it. */
function noteMeant(name: string) {
  const lower = name.toLowerCase();
  return (
    NOTE_KINDS.find((kind) => kind.startsWith(lower) || lower.startsWith(kind)) ??
    closestName(NOTE_KINDS, lower)
  );
}

/**
 * Names a story may use in `{ }`: MDX's `props`, what Docusaurus's loader exports for the page,
 * and what the story itself imports or exports (added as they come).
 */
const KNOWN_NAMES = ['props', 'frontMatter', 'contentTitle', 'toc', 'assets', 'metadata'];

/**
 * Checks a story in reading order: call the function it returns with each node of the story's
 * syntax tree, in order; it returns what is wrong with that node (`field`, `message`, and `at`
 * where that is not where the node starts), none when nothing is.
 */
/**
 * `named`: nodes a line already covers (a link its paragraph's line names, what is inside a
 * network's embed code), of which nothing more is said.
 */
export function storyRules(named = new WeakSet<StoryNode>()): (node: StoryNode) => Found[] {
  let previous = 1; // the page's title
  const known = new Set(KNOWN_NAMES);
  /** A note's opening line shown as written: the lone `:::` closing it is not named again. */
  let openingShown = false;
  const rule = (node: StoryNode): Found | null => {
    if (node.type === 'paragraph') {
      const first = node.children?.[0];
      const line = first?.type === 'text' ? String(first.value).split('\n')[0].trimEnd() : '';
      if (line.startsWith(':::')) {
        const written = `"${line}" shows as written, not as a note`;
        const spaced = /^:::\s+([A-Za-z]+)(.*)$/.exec(line);
        const unclosed = /^:::([A-Za-z]+)\[([^\]]*)$/.exec(line);
        const lone = line === ':::' && !openingShown;
        // Closed in the same paragraph (no blank line before its ":::"), or by a ":::" to come.
        openingShown = Boolean(spaced || unclosed) && !/\n:::\s*$/.test(String(first!.value));
        if (spaced)
          return {
            field: 'note',
            message: `${written}: no space goes after the colons (write ":::${spaced[1]}${spaced[2]}")`,
          };
        if (unclosed)
          return {
            field: 'note',
            message: `${written}: its title in brackets is not closed (write ":::${unclosed[1]}[${unclosed[2].trim()}]")`,
          };
        if (lone)
          return {
            field: 'note',
            message: `":::" closes no note, so it shows as written: remove it, or open the note above it with a line ":::note"`,
          };
      }
    }
    // `import`/`export` lines: every name in them may be used in { } (more than they define, so
    // that no name they do define is ever named).
    if (node.type === 'mdxjsEsm' && typeof node.value === 'string')
      for (const [word] of node.value.matchAll(/[A-Za-z_$][\w$]*/g)) known.add(word);
    // `{fast}`: a name in braces, which MDX runs as code; a build stopped on "fast is not
    // defined", at the page, not the line.
    if (
      (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') &&
      typeof node.value === 'string'
    ) {
      const code = node.value.replace(/\/\*[\s\S]*?\*\//g, '').trim();
      const name = /^([A-Za-z_$][\w$]*)(\.[A-Za-z_$][\w$]*)*$/.exec(code)?.[1];
      // JavaScript's own (true, undefined, Math, Intl) are defined wherever the page runs.
      if (
        name &&
        !known.has(name) &&
        !['true', 'false', 'null'].includes(name) &&
        !(name in globalThis)
      )
        return {
          field: `{${code}}`,
          message: `MDX reads what is between { and } as code, and the page would stop ("${name} is not defined"): ${BRACES_HINT}`,
        };
    }
    // `:::warn`: not a kind of note Docusaurus draws.
    if (
      (node.type === 'containerDirective' || node.type === 'leafDirective') &&
      node.name &&
      !NOTE_KINDS.includes(node.name)
    ) {
      const meant = noteMeant(node.name);
      const colons = node.type === 'containerDirective' ? ':::' : '::';
      return {
        field: `${colons}${node.name}`,
        message: `is not a kind of note, so its text shows with no box around it: write :::note, :::tip, :::info, :::warning or :::danger${meant ? ` (did you mean ":::${meant}"?)` : ''}`,
      };
    }
    if (node.type === 'paragraph') {
      // `##The story`: a heading needs a space after its #s. One # is left alone: a hashtag.
      const first = node.children?.[0];
      const hashes = typeof first?.value === 'string' && /^(#{2,6})[^\s#]/.exec(first.value);
      if (first?.type === 'text' && hashes) {
        const title = textOf(node).slice(hashes[1].length).split('\n')[0].trim();
        return {
          field: 'heading',
          message: `"${hashes[1]}${title}" shows as written, not as a heading: a space goes after the #s (write "${hashes[1]} ${title}")`,
        };
      }
      const pasted = pastedBullet(node) ?? pastedTable(node);
      if (pasted) return pasted;
    }
    if (node.type === 'heading' && typeof node.depth === 'number') {
      const {depth} = node;
      const text = textOf(node).trim();
      const last = previous;
      previous = Math.max(depth, 2);
      // `Thanks to the whole team.` with `---` on the line under it: Markdown makes the words a
      // heading (underlined, the only heading that spans two lines), where a line across the
      // page under a paragraph was meant.
      const {start, end} = node.position ?? {};
      if (depth === 2 && start && end && end.line > start.line) {
        const words = text.replace(/\s+/g, ' ');
        return {
          field: 'heading',
          message: `"${words.length > 60 ? `${words.slice(0, 57)}...` : words}" shows as a heading, because of the --- on the line under it: for a line across the page, leave an empty line above the ---; for a heading, write "## ${words}"`,
        };
      }
      if (depth === 1)
        return {
          field: 'heading',
          message: `"# ${text}": the page's title is its only # heading; the story's start at ## (write "## ${text}")`,
        };
      if (depth > last + 1)
        return {
          field: 'heading',
          message: `"${'#'.repeat(depth)} ${text}" comes after a level-${last} heading: go down one level at a time (write "${'#'.repeat(last + 1)} ${text}")`,
        };
    }
    // (A picture written into the text is told to be a file, with a description: one line.)
    if (node.type === 'image' && !node.alt?.trim() && !isInlinePicture(node.url ?? ''))
      return {
        field: `![](${shownUrl(node.url ?? '')})`,
        message: `has no description: write what the picture shows between the brackets, like ![The team at work](${shownUrl(node.url ?? '')})`,
      };
    const described = node.type === 'image' && node.alt ? altProblem(node.alt) : null;
    if (described)
      return {field: `![${node.alt}](${shownUrl(node.url ?? '')})`, message: described};
    // `www.acme.com` in the text: Docusaurus's Markdown (GFM) makes it a link to http://.
    if (node.type === 'link' && node.url === `http://${textOf(node)}`)
      return {
        field: 'link',
        message: `"${textOf(node)}" becomes a link to ${node.url}, which is not secure: write https://${textOf(node)}`,
      };
    if (
      node.type === 'link' &&
      !textOf(node).trim() &&
      !node.children?.some((child) => child.type === 'image' && child.alt?.trim())
    )
      return {
        field: 'link',
        message: `"[](${node.url})" has no words: write what it leads to between the brackets`,
      };
    return null;
  };
  const notes = footnotes();
  return (node) => {
    if (named.has(node)) return [];
    if (node.type === 'root') notes.read(node);
    if (node.type === 'text') return [...unreadMarkup(node), ...notes.unread(node)];
    const found = rule(node) ?? notes.unshown(node);
    return [...(found ? [found] : []), ...splitByAutolink(node, named)];
  };
}

/** A footnote's mark in the text, `[^costs]`; Markdown reads it only where a note has its name. */
const FOOTNOTE_MARK = /\[\^([^\]\s]+)\]/g;

/**
 * A story's footnotes: a mark whose note is misnamed or missing shows as written, "[^costs]",
 * and a note no mark leads to is not shown at all; the check passed both. `read` the story's
 * root first: a note may come before or after its mark.
 */
function footnotes() {
  /** The notes' names (`[^cost]: ...`), as written; a mark finds its note whatever its case. */
  let written: string[] = [];
  /** The marks the text has whose note is not there. */
  let unread: string[] = [];
  /** The notes some mark leads to, by their identifiers (lower case). */
  let marked = new Set<string>();
  const walk = (node: StoryNode, visit: (node: StoryNode) => void) => {
    visit(node);
    node.children?.forEach((child) => walk(child, visit));
  };
  return {
    read(root: StoryNode) {
      written = [];
      unread = [];
      marked = new Set();
      walk(root, (node) => {
        if (node.type === 'footnoteDefinition') written.push(node.label ?? node.identifier ?? '');
        if (node.type === 'footnoteReference') marked.add(node.identifier ?? '');
        if (node.type === 'text' && typeof node.value === 'string')
          for (const [, name] of node.value.matchAll(FOOTNOTE_MARK)) unread.push(name);
      });
    },
    /** A text node's marks with no note. */
    unread(node: StoryNode): Found[] {
      const text = typeof node.value === 'string' ? node.value : '';
      return [...text.matchAll(FOOTNOTE_MARK)].map((m) => {
        const meant = closestName(written, m[1]);
        return {
          field: `[^${m[1]}]`,
          message:
            written.length === 0
              ? `shows as written: it is a footnote's mark, and the story has no note for it (write the note on a line of its own, [^${m[1]}]: Where the figure comes from.)`
              : `shows as written: no footnote is named ${m[1]}${meant ? ` (did you mean [^${meant}]? a mark and its note are named alike)` : ''}`,
          at: pointIn(node, m.index),
        };
      });
    },
    /** A note no mark leads to (unless a mark misnamed is named for it already). */
    unshown(node: StoryNode): Found | null {
      if (node.type !== 'footnoteDefinition') return null;
      const name = node.label ?? node.identifier ?? '';
      if (marked.has(node.identifier ?? name.toLowerCase())) return null;
      if (unread.some((mark) => closestName(written, mark) === name)) return null;
      return {
        field: `[^${name}]`,
        message: `is a note that no mark in the text leads to, so the page does not show it: put [^${name}] after the words it is about`,
      };
    },
  };
}

/**
 * What shows nothing at a story's top level: an import or export, a note to oneself (a comment
 * in braces), a link's definition, a footnote (footnotes.ts puts the notes above the closing
 * blocks).
 */
const SHOWS_NOTHING = new Set([
  'mdxjsEsm',
  'mdxFlowExpression',
  'definition',
  'footnoteDefinition',
]);

const isBlock = (node: StoryNode, name: string) =>
  node.type === 'mdxJsxFlowElement' && node.name === name;

/**
 * The story going on below `<BackToStories />`, the link that closes a study's page (the
 * template ends with the <CallToAction> and it): a section added at the end of the file, as
 * photos often are, showed under "Back to Success Stories", after the call to get in touch.
 * Named at its first line, with where to move it; a warning, as the page shows all of it.
 * `children`: the story's top level; `source`: its file's text.
 */
export function afterClosing(children: StoryNode[], source: string): Found | null {
  let back = children.length - 1;
  while (back >= 0 && !isBlock(children[back], 'BackToStories')) back--;
  if (back < 0) return null;
  const shown = children.slice(back + 1).filter((node) => !SHOWS_NOTHING.has(node.type));
  if (shown.length === 0) return null;
  const [first] = shown;
  const {start, end} = first.position ?? {};
  const written =
    start?.offset !== undefined && end?.offset !== undefined
      ? source.slice(start.offset, end.offset).split('\n')[0].trim()
      : textOf(first);
  const quoted =
    written.length > 60 ? `${written.slice(0, 58).replace(/\s+\S*$/, '')}...` : written;
  // The call to action just above the link: the story ends above both.
  let above = back - 1;
  while (above >= 0 && SHOWS_NOTHING.has(children[above].type)) above--;
  const action = above >= 0 && isBlock(children[above], 'CallToAction') ? children[above] : null;
  const line = (node: StoryNode) => node.position?.start.line ?? 1;
  const to = action
    ? `above the <CallToAction> on line ${line(action)}`
    : `above <BackToStories /> on line ${line(children[back])}`;
  return {
    field: 'story',
    message: `"${quoted}"${shown.length > 1 ? ' and what follows it' : ''} show${shown.length > 1 ? '' : 's'} below the link back to the stories (<BackToStories />, line ${line(children[back])}), which closes the page: move ${shown.length > 1 ? 'them' : 'it'} ${to}, where the story ends`,
    at: start,
  };
}

/**
 * Every rule on a story, for `npm run check` and (under `npm start`) the images remark plugin:
 * call the function it returns with each node of the story's syntax tree in reading order, the
 * blocks' attributes as written. It returns the node's problems (where, field, message), by the
 * story rules above and the blocks' (./blocks.ts: `blocks` are the site's), and the links it makes.
 */
export function storyChecker(blocks: string[]) {
  const named = new WeakSet<StoryNode>();
  const rules = storyRules(named);
  /** What is inside a network's embed code, which is named once, at its start. */
  const explain = (node: StoryNode) =>
    node.children?.forEach((child) => {
      named.add(child);
      explain(child);
    });
  return (node: StoryNode & BlockNode) => {
    if (named.has(node)) return {problems: [], links: []};
    if (embedCodeProblem(node)) explain(node);
    const at = node.position?.start;
    const problems = rules(node).map(({at: where = at, field, message}) => ({
      at: where,
      field,
      message,
    }));
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
      const block = blockProblem(node.name, blocks);
      if (block) problems.push({at, field: `<${node.name}>`, message: block});
      else problems.push(...blockAttributeProblems(node), ...htmlProblems(node));
    }
    return {problems, links: linksOf(node)};
  };
}
