/**
 * The template's texts a new study must replace (`npm run check`, so the build): a study made with
 * `npm run new:case-study` starts as a copy of case-studies/_template.mdx, and "First highlight"
 * or "What the client faced when they came to us…" left in would be published as they are.
 *
 * What counts is read from the template itself, so editing it needs no change here: the text of
 * its front matter (not its category, tags, date or the cover's file name, which a study may
 * share), its story's paragraphs, and the words in its blocks' lists (a tile's label and text,
 * not its figure). Headings and a block's own label or button are not counted: "The challenge"
 * and "Start the conversation" are fine in any study.
 */
import {literalAttributes, type BlockNode} from './blocks';
import {textOf} from './storyRules';

/** The template a new study is copied from. */
export const TEMPLATE_FILE = 'case-studies/_template.mdx';

/** Front-matter fields whose template value a study may keep. */
const SHARED_FIELDS = new Set(['category', 'tags', 'date', 'order', 'featured', 'cover.src']);

type StoryNode = BlockNode & {type: string; value?: unknown; children?: StoryNode[]};

const words = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The texts of a front matter, with the field each is in (`highlights[0]`, `cover.alt`). */
export function frontMatterTexts(value: unknown, field = ''): {field: string; text: string}[] {
  if (SHARED_FIELDS.has(field)) return [];
  if (typeof value === 'string') return words(value) ? [{field, text: words(value)}] : [];
  if (Array.isArray(value))
    return value.flatMap((item, i) => frontMatterTexts(item, `${field}[${i}]`));
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.entries(value).flatMap(([key, item]) =>
      frontMatterTexts(item, field ? `${field}.${key}` : key),
    );
  return [];
}

/** The strings in a list of objects (`tiles`), but their `value`s, with where each is. */
function listTexts(list: unknown, field: string): {field: string; text: string}[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item, i) =>
    item && typeof item === 'object'
      ? Object.entries(item).flatMap(([key, text]) =>
          key !== 'value' && typeof text === 'string' && words(text)
            ? [{field: `${field}[${i}].${key}`, text: words(text)}]
            : [],
        )
      : [],
  );
}

/**
 * The texts one node of a story holds that could be the template's, in the order written: a
 * paragraph's (field `text`), a block's lists' (`<HighlightTiles tiles[0].label>`).
 */
export function storyTexts(node: StoryNode): {field: string; text: string}[] {
  if (node.type === 'paragraph') {
    const text = words(textOf(node));
    return text ? [{field: 'text', text}] : [];
  }
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement')
    return Object.entries(literalAttributes(node)).flatMap(([key, value]) =>
      listTexts(value, `<${node.name} ${key}`).map(({field, text}) => ({field: `${field}>`, text})),
    );
  return [];
}

/** What is said of a text a study kept from the template. */
export const placeholderMessage = (text: string) =>
  `"${text.length > 60 ? `${text.slice(0, 57)}...` : text}" is the template's text: write this study's own`;
