/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import postcss, {type Rule} from 'postcss';

/**
 * Rules every stylesheet of ours keeps, read from the files: the design's constraints, which a
 * new component would otherwise break without a test in a browser noticing at once.
 */
const SRC = path.resolve(__dirname, '../../src');

function stylesheets(dir = SRC): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(file);
    return entry.name.endsWith('.css') ? [file] : [];
  });
}

const name = (file: string) => path.relative(SRC, file);

function rules(file: string): Rule[] {
  const found: Rule[] = [];
  postcss.parse(fs.readFileSync(file, 'utf8'), {from: file}).walkRules((rule) => {
    found.push(rule);
  });
  return found;
}

/** The at-rules a rule is written in, innermost first (`media (hover: hover)`). */
function within(rule: Rule): string[] {
  const found: string[] = [];
  for (let parent = rule.parent; parent && parent.type !== 'root'; parent = parent.parent) {
    if (parent.type === 'atrule') found.push(`${parent.name} ${parent.params}`);
  }
  return found;
}

const line = (rule: Rule) => rule.source?.start?.line;

test('there are stylesheets to read', () => {
  expect(stylesheets().length).toBeGreaterThan(10);
});

// A phone applies :hover to what was tapped and keeps it until the next tap elsewhere: a hover
// effect outside (hover: hover) leaves the control lit, as if still pressed. What a hover rule
// keeps off (Infima's link colour and underline) may stay outside.
const KEPT_OFF = new Set(['color', 'text-decoration']);

test.each(stylesheets().map((file) => [name(file), file]))(
  '%s: every hover effect is for a pointer that hovers',
  (_, file) => {
    const outside = rules(file)
      .filter((rule) => rule.selector.includes(':hover'))
      .filter((rule) => !within(rule).some((at) => /^media .*\(hover: hover\)/.test(at)))
      .flatMap((rule) =>
        rule.nodes
          .filter((node) => node.type === 'decl' && !KEPT_OFF.has(node.prop))
          .map((node) => `line ${line(rule)}: ${rule.selector} { ${node.toString()} }`),
      );
    expect(outside).toEqual([]);
  },
);

// One palette (custom.css): a component's colours are its tokens, so changing one changes them
// all. White and black veils (rgb(255 255 255 / 3%)) are numbers, as the border tokens are; a
// dialog's ::backdrop inherits no custom property in the browsers the site supports.
const COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|oklch|lab|lch)\((?!\s*(?:255 255 255|0 0 0)\b)/i;

test.each(
  stylesheets()
    .filter((file) => file.endsWith('.module.css'))
    .map((file) => [name(file), file]),
)('%s: colours come from the palette', (_, file) => {
  const written = rules(file)
    .filter((rule) => !rule.selector.includes('::backdrop'))
    .flatMap((rule) =>
      rule.nodes
        .filter((node) => node.type === 'decl' && COLOUR.test(node.value))
        .map((node) => `line ${line(rule)}: ${rule.selector} { ${node.toString()} }`),
    );
  expect(written).toEqual([]);
});

// A blur of what lies behind a box (backdrop-filter) is drawn again with every frame of anything
// above it: the search dialog's full-screen one, redrawn at each blink of its field's caret, kept
// a fifth of a core busy at 1280 px (a tenth at 375) while the search stood open with nothing
// moving, and doubled what typing cost. A scrim dims the page for nothing.
test.each(stylesheets().map((file) => [name(file), file]))(
  '%s: nothing blurs what lies behind it',
  (_, file) => {
    const blurs = rules(file).flatMap((rule) =>
      rule.nodes
        .filter(
          (node) =>
            node.type === 'decl' &&
            /^(-webkit-)?backdrop-filter$/.test(node.prop) &&
            node.value !== 'none',
        )
        .map((node) => `line ${line(rule)}: ${rule.selector} { ${node.toString()} }`),
    );
    expect(blurs).toEqual([]);
  },
);

// A width breakpoint in px ignores the visitor's default font size: at a larger one (24 px), a
// 1280 px screen kept the wide navbar and "Get Started" went past its edge. In em, that visitor
// gets a narrower screen's layout. The page backdrop alone (DESKTOP_BREAKPOINT_PX, the spec's
// 768 px) is a question of the screen's pixels, not of the text's room.
test.each(stylesheets().map((file) => [name(file), file]))(
  '%s: width breakpoints are in em',
  (_, file) => {
    const found: string[] = [];
    postcss.parse(fs.readFileSync(file, 'utf8')).walkAtRules('media', (rule) => {
      const backdrop = rule.nodes?.some(
        (node) => node.type === 'rule' && node.selector.includes('.site-backdrop'),
      );
      if (/width:\s*[\d.]+px/.test(rule.params) && !backdrop)
        found.push(`line ${rule.source?.start?.line}: @media ${rule.params}`);
    });
    expect(found).toEqual([]);
  },
);
