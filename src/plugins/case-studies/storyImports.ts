import {knownBlocks} from './blocks';
import {escapeRegExp} from '../../lib/regExp';

/**
 * Remark plugin for case-study MDX: a story imports each component it uses, so that a study's
 * page loads the blocks, notes and code blocks its story has, and no others.
 *
 * Authors write `<Video …>`, `:::note` or a fenced code block with no import
 * (case-studies/README.md). Given to every story by the MDX provider (src/theme/MDXComponents.tsx),
 * every block and the theme's note, code block and details sat in one chunk each study's page
 * loaded: the theme's alone were 8.5 KB gz of a study page's 139 KB, and no study has a code
 * block. The provider keeps what stands for Markdown's own elements (links, headings, lists,
 * pictures, tables, inline code); the rest is imported here, where the story uses it:
 *
 * - a block (`<Carousel>`, any of `knownBlocks()`): `src/components/case-study/<name>`;
 * - a note (`:::note`, which Docusaurus makes an `admonition` element): `@theme/Admonition`;
 * - a fenced code block: `@theme/CodeBlock`, given what Docusaurus's MDX code component gave it
 *   (its language as `className`, its first line's words as `metastring`, the code);
 * - `<details>` (which Docusaurus makes `<Details>`): the theme's MDX details.
 *
 * A block's name that the story's own `import`/`export` lines define is left to them.
 * Runs after Docusaurus's own remark plugins (the config's `remarkPlugins`): it sees their notes.
 */

/** Where a case-study block's component is: its folder under src/components/case-study. */
export const blockModule = (name: string) => `@site/src/components/case-study/${name}`;

/**
 * The theme's components for Markdown's notes, code blocks and `<details>`, by the local name the
 * story imports each under: a name no story writes, nor MDX (its own are `_jsx`, `_Fragment`,
 * `_components` and the like), so that no import or export of the story's own can take it.
 */
const THEME = {
  _Admonition: '@theme/Admonition',
  _CodeBlock: '@theme/CodeBlock',
  _Details: '@theme/MDXComponents/Details',
};

/**
 * Where each part a story imports goes in the browser's scripts: a part several studies use is in
 * a chunk they share (one chunk for the parts used by the same studies), not copied into each
 * study's chunk. Docusaurus only splits off modules of 20 KB or more, so every study carried its
 * own copy of its blocks: 1.2 MB more script to minify and write with 300 studies (0.35 s of
 * the build), and each study a visitor went on to fetched them again. Not the blocks' styles,
 * which stay in the site's one stylesheet.
 *
 * Nor the site's own modules that a part imports. The one copied into study chunks is the wide
 * table's scroll-edges hook (src/hooks/useScrollEdges, 0.6 KB): ComparisonTable's, and also
 * Markdown's tables', which come with every study page's own chunk (the MDX provider). A study
 * with a comparison table carries a second copy (0.3 KB gz). Split off, the hook became a chunk of
 * its own that every study page fetched: 175 B gz more and one script more for a study with no
 * comparison table, which is most of them (the template has none), measured on a copy grown to
 * 300 studies. Taking every helper a part imports was worse: the route chunks' shared group
 * (src/plugins/lean) fell under its 10 KB, and @mdx-js/react and the picture helper were copied
 * into every study's chunk (tests/integration/many-studies.test.ts now fails on that).
 */
export function storyPartsChunks() {
  // Each part's file or folder, from the modules the stories import: a block's under the site,
  // the theme's parts under the classic theme (what `@theme/<name>` is when not swizzled).
  const folders = [
    ...knownBlocks().map((name) => blockModule(name).replace(/^@site\//, '')),
    ...Object.values(THEME).map((request) =>
      request.replace(/^@theme\//, 'theme-classic/lib/theme/'),
    ),
  ];
  const sep = String.raw`[\\/]`;
  const paths = folders.map((folder) => folder.split('/').map(escapeRegExp).join(sep));
  const parts = new RegExp(`${sep}(?:${paths.join('|')})(?:${sep}|\\.js$)`);
  return {
    test: (module: {resource?: string; type?: string}) =>
      module.type !== 'css/mini-extract' && parts.test(module.resource ?? ''),
    chunks: 'async',
    minChunks: 2,
    minSize: 0,
    // Above Docusaurus's own `common` (40); below its one stylesheet (50).
    priority: 45,
    reuseExistingChunk: true,
  } as const;
}

interface Node {
  type: string;
  name?: string | null;
  value?: unknown;
  lang?: string | null;
  meta?: string | null;
  attributes?: unknown[];
  children?: Node[];
  position?: unknown;
  data?: {hName?: string; estree?: unknown} & Record<string, unknown>;
}

/** `import <name> from "<source>";` as MDX wants it, with its ESTree. */
function importDefault(name: string, source: string): Node {
  const literal = {type: 'Literal', value: source, raw: JSON.stringify(source)};
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from ${literal.raw};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
            source: literal,
          },
        ],
      },
    },
  };
}

/** An ESTree node, as far as ownNames() reads one. */
interface EstreeNode {
  type: string;
  name?: string;
  body?: EstreeNode[];
  specifiers?: {local: EstreeNode}[];
  declaration?: EstreeNode | null;
  declarations?: {id: EstreeNode}[];
  id?: EstreeNode | null;
  properties?: {value?: EstreeNode; argument?: EstreeNode}[];
  elements?: (EstreeNode | null)[];
  left?: EstreeNode;
  argument?: EstreeNode;
}

/** The names a binding pattern (`x`, `{a, b: c}`, `[d, ...e]`, `f = 1`) declares. */
function patternNames(pattern: EstreeNode | null | undefined): string[] {
  if (!pattern) return [];
  if (pattern.type === 'Identifier') return [pattern.name ?? ''];
  if (pattern.type === 'ObjectPattern')
    return (pattern.properties ?? []).flatMap((p) => patternNames(p.value ?? p.argument));
  if (pattern.type === 'ArrayPattern') return (pattern.elements ?? []).flatMap(patternNames);
  if (pattern.type === 'AssignmentPattern') return patternNames(pattern.left);
  if (pattern.type === 'RestElement') return patternNames(pattern.argument);
  return [];
}

/**
 * The names the story's own `import`/`export` lines define (and the exports the pipeline wrote
 * before this plugin: the words of a warning about a `<Video>` are not a definition of it).
 */
function ownNames(root: Node): Set<string> {
  const names = new Set<string>();
  for (const node of root.children ?? []) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of (node.data?.estree as EstreeNode | undefined)?.body ?? []) {
      const declared =
        statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
      for (const specifier of statement.specifiers ?? [])
        if (statement.type === 'ImportDeclaration') names.add(specifier.local.name ?? '');
      if (!declared) continue;
      for (const {id} of declared.declarations ?? []) patternNames(id).forEach((n) => names.add(n));
      if (declared.id) patternNames(declared.id).forEach((n) => names.add(n));
    }
  }
  return names;
}

/**
 * A fenced code block as `<CodeBlock>`, with the props Docusaurus's MDX `pre`/`code` components
 * passed it: the language's class, the words after it (`title="…" showLineNumbers`), and the
 * code with the line end Markdown's `<code>` has.
 */
function codeBlock(code: Node): Node {
  const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});
  const text = typeof code.value === 'string' ? code.value : '';
  return {
    type: 'mdxJsxFlowElement',
    name: '_CodeBlock',
    attributes: [
      ...(code.lang ? [attribute('className', `language-${code.lang}`)] : []),
      ...(code.meta ? [attribute('metastring', code.meta)] : []),
    ],
    children: text ? [{type: 'text', value: `${text}\n`}] : [],
    position: code.position,
  };
}

export default function storyImports() {
  const blocks = new Set(knownBlocks());
  return (root: Node) => {
    const own = ownNames(root);
    /** Local name → module, in the order the story first uses each. */
    const imports = new Map<string, string>();
    /** A block, unless the story defines its name itself. */
    const block = (name: string) => {
      if (!own.has(name)) imports.set(name, blockModule(name));
    };
    /** A theme component: its local name. */
    const theme = (name: keyof typeof THEME) => {
      imports.set(name, THEME[name]);
      return name;
    };
    const visit = (node: Node) => {
      const children = node.children ?? [];
      children.forEach((child, index) => {
        if (child.type === 'code') {
          theme('_CodeBlock');
          children[index] = codeBlock(child);
          return;
        }
        if (child.data?.hName === 'admonition') child.data.hName = theme('_Admonition');
        else if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') {
          if (child.name === 'Details') child.name = theme('_Details');
          else if (child.name && blocks.has(child.name)) block(child.name);
        }
        visit(child);
      });
    };
    visit(root);
    root.children = [
      ...[...imports].map(([name, source]) => importDefault(name, source)),
      ...(root.children ?? []),
    ];
  };
}
