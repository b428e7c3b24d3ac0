/**
 * @jest-environment node
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {mdxProblem, MDX_HINT} = require('../../../src/plugins/case-studies/mdxMistakes.cjs');

/** An error as the MDX compiler throws it (a VFileMessage), wrapped as Docusaurus's loader does. */
const thrown = (reason: string, line?: number, column?: number) => ({
  message: 'MDX compilation failed',
  cause: {reason, source: 'micromark-extension-mdx-jsx', line, column},
});

test("the place is the one the compiler's words name, else its own", () => {
  expect(mdxProblem(thrown('Expected a closing tag for `<div>` (37:1-37:20)'))).toEqual({
    line: 37,
    column: 1,
    message: `Expected a closing tag for \`<div>\` (37:1-37:20) ${MDX_HINT}`,
  });
  // The tag's place, not its paragraph's.
  expect(
    mdxProblem(
      thrown(
        'Expected a closing tag for `<span>` (37:8-37:14) before the end of `paragraph`',
        37,
        1,
      ),
    ),
  ).toMatchObject({line: 37, column: 8});
  expect(
    mdxProblem(
      thrown(
        'Unexpected end of file in expression, expected a corresponding closing brace for `{`',
        5,
        33,
      ),
    ),
  ).toMatchObject({line: 5, column: 33});
  expect(mdxProblem(new Error('not the compiler'))).toBeNull();
});

test('<br> and <hr>, as HTML writes them, are named with the way MDX closes them', () => {
  expect(
    mdxProblem(
      thrown('Expected a closing tag for `<br>` (37:8-37:12) before the end of `paragraph`', 37, 1),
    ).message,
  ).toBe(
    'Expected a closing tag for `<br>` (37:8-37:12) before the end of `paragraph` (write <br />: in MDX a tag with nothing inside ends with />)',
  );
});

test('the mistakes staff make most are said with what to write', () => {
  // The compiler's words for each (@mdx-js/mdx 3), then what staff read.
  const said = (reason: string) => mdxProblem(thrown(reason, 37, 2)).message;
  expect(
    said(
      'Unexpected character `“` (U+201C) before attribute value, expected a character that can start an attribute value, such as `"`, `\'`, or `{`',
    ),
  ).toBe(
    'an attribute\'s value starts with a curly quote (“), as an editor or e-mail writes them: write it between straight quotes, "like this"',
  );
  expect(
    said(
      'Unexpected character `6` (U+0036) before name, expected a character that can start a name, such as a letter, `$`, or `_`',
    ),
  ).toBe('"<6" in the text starts a tag in MDX: write the "<" as &lt; (or in words: "under")');
  // `title='Acme's shop'`: the apostrophe ends the value (the double quote: authoring-mistakes).
  expect(
    said(
      "Unexpected character `'` (U+0027) in attribute name, expected an attribute name character such as letters, digits, `$`, or `_`; `=` to initialize a value; whitespace before attributes; or the end of the tag",
    ),
  ).toBe(
    "a ' inside an attribute's value ends the value there: put the whole value between double quotes, title=\"Acme's shop\", or write the apostrophe curly, Acme’s",
  );
  // `<hello@acme.com>`, `<https://acme.com>`, `<www.acme.com>`: Markdown's links by themselves.
  const address =
    'an address between < and > is read as a tag in MDX: write it as a link, [acme.com](https://acme.com), and an e-mail address as [hello@acme.com](mailto:hello@acme.com)';
  expect(
    said(
      'Unexpected character `@` (U+0040) in name, expected a name character such as letters, digits, `$`, or `_`; whitespace before attributes; or the end of the tag (note: to create a link in MDX, use `[text](url)`)',
    ),
  ).toBe(address);
  expect(
    said(
      'Unexpected character `/` (U+002F) before local name, expected a character that can start a name, such as a letter, `$`, or `_` (note: to create a link in MDX, use `[text](url)`)',
    ),
  ).toBe(address);
  expect(
    said('Expected a closing tag for `<www.acme.com>` (37:5-37:19) before the end of `paragraph`'),
  ).toBe(
    '"<www.acme.com>" is read as a tag in MDX: write the address as a link, [www.acme.com](https://www.acme.com)',
  );
  // A block's tag left open is not an address.
  expect(
    said('Expected a closing tag for `<Carousel>` (37:3-37:23) before the end of `paragraph`'),
  ).toContain(MDX_HINT);
  // `grew by {client name}`: was the compiler's words and "a tag not closed, or a { or <".
  expect(said('Could not parse expression with acorn')).toBe(
    'MDX reads what is between { and } as code, and this is not: write the words themselves, and braces meant as text as \\{ and \\}; a note to yourself goes in {/* … */}',
  );
});
