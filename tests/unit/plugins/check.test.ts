/**
 * @jest-environment node
 */
import {formatProblem, frontMatterFileProblems} from '../../../src/plugins/case-studies/check';

const FILE = 'case-studies/acme/index.mdx';

/** A study whose front matter has `lines` (file line 2 onwards), checked without a vocabulary. */
function problems(...lines: string[]) {
  const text = ['---', ...lines, '---', '', 'The story.', ''].join('\n');
  return frontMatterFileProblems(FILE, text, null).problems.map(formatProblem);
}

describe('a front matter that is not YAML', () => {
  test('an unclosed quote is found where it opens, not at the end', () => {
    expect(problems('title: "Acme, a better brand', 'order: 4', 'featured: false')).toEqual([
      `${FILE}:2:8  front matter: is not valid YAML: the quote (") that starts this value is never closed (end the value with " too)`,
    ]);
  });

  test('a quote inside a quoted value: YAML says "bad indentation"; this says which quote', () => {
    expect(problems('title: "Acme, a "better" brand"', 'order: 4')).toEqual([
      `${FILE}:2:17  front matter: is not valid YAML: this " ends the value, but the line goes on (write \\" for a quote inside "...", or put the value in '...')`,
    ]);
    expect(problems('title: Acme', "subtitle: 'Acme's story'")).toEqual([
      `${FILE}:3:16  front matter: is not valid YAML: this ' ends the value, but the line goes on (write '' for a quote inside '...', or put the value in "...")`,
    ]);
  });

  test('in a list, and in single quotes', () => {
    expect(problems('title: Acme', 'highlights:', "  - 'Brand identity", '  - Two')).toEqual([
      `${FILE}:4:5  front matter: is not valid YAML: the quote (') that starts this value is never closed (end the value with ' too)`,
    ]);
    expect(problems('title: Acme', 'tags: ["apparel", "chicago]', 'order: 4')).toEqual([
      `${FILE}:3:19  front matter: is not valid YAML: the quote (") that starts this value is never closed (end the value with " too)`,
    ]);
  });

  test('quotes closed on their line, and apostrophes in plain text, are not taken for one', () => {
    expect(
      problems(
        'description: It\'s the city\'s "best" label',
        "subtitle: 'Acme''s story'",
        'title: "Acme',
      ),
    ).toEqual([
      `${FILE}:4:8  front matter: is not valid YAML: the quote (") that starts this value is never closed (end the value with " too)`,
    ]);
  });

  test('other YAML mistakes: one line at the place YAML names, and no line per field', () => {
    expect(problems('title: Acme', 'metrics:', '  - value: 35%', '      label: Cost')).toEqual([
      `${FILE}:5:12  front matter: is not valid YAML: bad indentation of a mapping entry (check the indentation and the quotes)`,
    ]);
    expect(problems('title: Acme', 'order 4', 'featured: false')).toHaveLength(1);
  });
});
