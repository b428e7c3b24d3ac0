/**
 * @jest-environment node
 */
import storyImports, {
  blockModule,
  storyPartsChunks,
} from '../../../src/plugins/case-studies/storyImports';

interface Node {
  type: string;
  name?: string;
  value?: unknown;
  lang?: string | null;
  meta?: string | null;
  attributes?: {type: string; name: string; value: unknown}[];
  children?: Node[];
  data?: Record<string, unknown>;
}

const element = (name: string, children: Node[] = []): Node => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: [],
  children,
});
const paragraph = (...children: Node[]): Node => ({type: 'paragraph', children});
const text = (value: string): Node => ({type: 'text', value});
/** What Docusaurus's admonitions make of `:::tip`, before remark-rehype. */
const note = (): Node => ({
  type: 'containerDirective',
  name: 'tip',
  data: {hName: 'admonition', hProperties: {type: 'tip'}},
  children: [paragraph(text('Why it worked.'))],
});

function run(...children: Node[]): Node {
  const root: Node = {type: 'root', children};
  storyImports()(root as Parameters<ReturnType<typeof storyImports>>[0]);
  return root;
}

/** Each `import` the plugin added (the story's own are not written so): its code, and that its
 * ESTree says the same. */
function importsOf(root: Node): string[] {
  return (root.children ?? [])
    .filter((node) => node.type === 'mdxjsEsm' && /^import [\w$]+ from "/.test(String(node.value)))
    .map((node) => {
      const [declaration] = (
        node.data?.estree as {
          body: {
            type: string;
            specifiers: {type: string; local: {name: string}}[];
            source: {value: string};
          }[];
        }
      ).body;
      expect(declaration.type).toBe('ImportDeclaration');
      expect(node.value).toBe(
        `import ${declaration.specifiers[0].local.name} from ${JSON.stringify(declaration.source.value)};`,
      );
      return node.value as string;
    });
}

test('each block the story uses is imported once, from its folder; no other is', () => {
  const root = run(
    element('HighlightTiles'),
    paragraph(text('A clip: '), {...element('Video'), type: 'mdxJsxTextElement'}),
    element('HighlightTiles'),
    element('div', [element('CallToAction')]),
    // Not a block of the site: left for the check to name (and React to refuse).
    element('Carousell'),
  );
  expect(importsOf(root)).toEqual([
    `import HighlightTiles from "@site/src/components/case-study/HighlightTiles";`,
    `import Video from "@site/src/components/case-study/Video";`,
    `import CallToAction from "@site/src/components/case-study/CallToAction";`,
  ]);
  expect(blockModule('Video')).toBe('@site/src/components/case-study/Video');
  // The imports come first; the story is left as it was.
  expect(root.children?.slice(3).map((node) => node.name ?? node.type)).toEqual([
    'HighlightTiles',
    'paragraph',
    'HighlightTiles',
    'div',
    'Carousell',
  ]);
});

test('a story with none of them imports nothing', () => {
  const root = run(paragraph(text('Plain words.')), element('figure'));
  expect(importsOf(root)).toEqual([]);
  expect(root.children).toHaveLength(2);
});

test("a note is drawn by the theme's, under a name no story writes", () => {
  const root = run(note());
  expect(importsOf(root)).toEqual([`import _Admonition from "@theme/Admonition";`]);
  expect(root.children?.[1].data?.hName).toBe('_Admonition');
  // Its kind and title, as the admonitions plugin set them, are left alone.
  expect(root.children?.[1].data?.hProperties).toEqual({type: 'tip'});
});

test("a fenced code block becomes the theme's, with the props Markdown's code gave it", () => {
  const root = run(
    {type: 'code', lang: 'js', meta: 'title="launch.js" showLineNumbers', value: 'const a = 1;'},
    paragraph(text('And bare:')),
    {type: 'code', lang: null, meta: null, value: ''},
  );
  expect(importsOf(root)).toEqual([`import _CodeBlock from "@theme/CodeBlock";`]);
  expect(root.children?.[1]).toMatchObject({
    type: 'mdxJsxFlowElement',
    name: '_CodeBlock',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'className', value: 'language-js'},
      {type: 'mdxJsxAttribute', name: 'metastring', value: 'title="launch.js" showLineNumbers'},
    ],
    // With the line end Markdown's <code> has (the code block drops it).
    children: [{type: 'text', value: 'const a = 1;\n'}],
  });
  expect(root.children?.[3]).toMatchObject({name: '_CodeBlock', attributes: [], children: []});
});

test("<details> (Docusaurus's <Details>) is the theme's", () => {
  const root = run(element('Details', [element('summary'), paragraph(text('More.'))]));
  expect(importsOf(root)).toEqual([`import _Details from "@theme/MDXComponents/Details";`]);
  expect(root.children?.[1].name).toBe('_Details');
});

/** An `import`/`export` line as MDX gives it: its code and its ESTree. */
const esm = (value: string, statement: unknown): Node => ({
  type: 'mdxjsEsm',
  value,
  data: {estree: {type: 'Program', sourceType: 'module', body: [statement]}},
});
const id = (name: string) => ({type: 'Identifier', name});

test("a block the story imports or defines itself is left to the story's own line", () => {
  const root = run(
    esm(`import Video from './MyVideo';`, {
      type: 'ImportDeclaration',
      specifiers: [{type: 'ImportDefaultSpecifier', local: id('Video')}],
      source: {type: 'Literal', value: './MyVideo'},
    }),
    esm(`export const {Carousel, list: [HighlightTiles]} = blocks;`, {
      type: 'ExportNamedDeclaration',
      specifiers: [],
      declaration: {
        type: 'VariableDeclaration',
        declarations: [
          {
            id: {
              type: 'ObjectPattern',
              properties: [
                {type: 'Property', value: id('Carousel')},
                {type: 'Property', value: {type: 'ArrayPattern', elements: [id('HighlightTiles')]}},
              ],
            },
          },
        ],
      },
    }),
    element('Video'),
    element('Carousel'),
    element('HighlightTiles'),
    element('CallToAction'),
  );
  expect(importsOf(root)).toEqual([
    `import CallToAction from "@site/src/components/case-study/CallToAction";`,
  ]);
});

test("a block named in the words of an export (a preview's warning about it) is still imported", () => {
  // What the image pipeline exports under `npm start` when a <Video>'s clip is not in the bucket.
  const warning = '<Video src>: "case-studies/acme/clip.mp4" is not in the media bucket';
  const root = run(
    esm(`export const storyWarnings = [${JSON.stringify(warning)}];`, {
      type: 'ExportNamedDeclaration',
      specifiers: [],
      declaration: {
        type: 'VariableDeclaration',
        declarations: [
          {
            id: id('storyWarnings'),
            init: {type: 'ArrayExpression', elements: [{type: 'Literal', value: warning}]},
          },
        ],
      },
    }),
    element('Video'),
  );
  expect(importsOf(root)).toEqual([`import Video from "@site/src/components/case-study/Video";`]);
});

test("each part goes in a chunk the studies that use it share; its styles stay in the site's stylesheet", () => {
  const {test: isPart, ...group} = storyPartsChunks();
  const theme = '/site/node_modules/@docusaurus/theme-classic/lib/theme';
  expect(isPart({resource: '/site/src/components/case-study/Carousel/index.tsx'})).toBe(true);
  // Its class names (a module of the script); the rules go in the one stylesheet.
  const styles = '/site/src/components/case-study/Carousel/styles.module.css';
  expect(isPart({resource: styles, type: 'javascript/auto'})).toBe(true);
  expect(isPart({resource: styles, type: 'css/mini-extract'})).toBe(false);
  expect(isPart({resource: `${theme}/CodeBlock/Content/String.js`})).toBe(true);
  expect(isPart({resource: `${theme}/MDXComponents/Details.js`})).toBe(true);
  expect(
    isPart({
      resource:
        'C:\\site\\node_modules\\@docusaurus\\theme-classic\\lib\\theme\\Admonition\\index.js',
    }),
  ).toBe(true);
  // Not parts of a story: the page around it, the cards, Markdown's own elements.
  expect(isPart({resource: '/site/src/components/case-study/CaseStudyPage/index.tsx'})).toBe(false);
  expect(isPart({resource: '/site/src/components/case-study/CaseStudyCard/index.tsx'})).toBe(false);
  expect(isPart({resource: `${theme}/MDXComponents/A.js`})).toBe(false);
  expect(isPart({})).toBe(false);
  expect(group).toMatchObject({chunks: 'async', minChunks: 2, minSize: 0});
});
