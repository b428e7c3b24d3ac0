// @ts-check
/**
 * Under `npm start`, the loader of case-study MDX, in place of Docusaurus's MDX loader (which it
 * runs). A story the MDX compiler cannot read (a `{` or `<` that should be written `\{` or
 * `&lt;`, a tag not closed) failed the bundler's compilation, and its report covered every page
 * of the preview, as a JSON dump, until the file was fixed. Now the study compiles as its front
 * matter alone with the line `npm run check` prints (`mdxProblems`), which its page shows as it
 * shows its other mistakes; the rest of the preview goes on working. (src/plugins/case-studies
 * puts it in place; a production build keeps Docusaurus's loader, behind `npm run check`.)
 */
const path = require('path');
const {FRONT_MATTER} = require('./frontMatterBlock.cjs');

/** What `npm run check` adds to the compiler's words: what staff most often have to do. */
const MDX_HINT = '(a tag not closed, or a { or < that should be written \\{ or &lt;)';

/** What to write for braces meant as text, which MDX reads as code (`{client name}`). */
const BRACES_HINT =
  'write the words themselves, and braces meant as text as \\{ and \\}; a note to yourself goes in {/* … */}';

/**
 * The compiler's `reason`, with what to write for the mistakes staff make most: HTML's tags with
 * nothing inside (`<br>`), a curly quote an editor put in, a "<" in text; otherwise MDX_HINT.
 * (An HTML comment is not one: Docusaurus reads `<!-- a note -->`, as MDX 1 did.)
 * @param {string} reason
 */
function mdxMessage(reason) {
  // MDX wants `<br>`, `<hr>` closed at once.
  const empty = /^Expected a closing tag for `<(br|hr|img|wbr)>`/.exec(reason);
  if (empty)
    return `${reason} (write <${empty[1]} />: in MDX a tag with nothing inside ends with />)`;
  // `title=“Talk to us”`: quotes a word processor or an e-mail curled.
  const curly =
    /^Unexpected character `([\u2018\u2019\u201c\u201d])` .* before attribute value/.exec(reason);
  if (curly)
    return `an attribute's value starts with a curly quote (${curly[1]}), as an editor or e-mail writes them: write it between straight quotes, "like this"`;
  // `title="The "best" shop"`, `title='Acme's shop'`: a quote inside the value ends it there,
  // and MDX reads the words after it as attributes' names.
  const inner = /^Unexpected character `(["'])` \(U\+[\dA-F]+\) in attribute name/.exec(reason);
  if (inner)
    return inner[1] === '"'
      ? `a " inside an attribute's value ends the value there: put the whole value between single quotes, title='The "best" shop', or write the quotes inside it curly, “best”`
      : `a ' inside an attribute's value ends the value there: put the whole value between double quotes, title="Acme's shop", or write the apostrophe curly, Acme’s`;
  // `<https://acme.com>`, `<hello@acme.com>`, `<www.acme.com>`: Markdown's links by themselves,
  // which MDX reads as tags (it says so, in words of its own, only of the first two).
  const site = /^Expected a closing tag for `<((?:[\w-]+\.)+[a-z]{2,})>`/i.exec(reason);
  if (site)
    return `"<${site[1]}>" is read as a tag in MDX: write the address as a link, [${site[1]}](https://${site[1]})`;
  if (reason.includes('(note: to create a link in MDX, use `[text](url)`)'))
    return 'an address between < and > is read as a tag in MDX: write it as a link, [acme.com](https://acme.com), and an e-mail address as [hello@acme.com](mailto:hello@acme.com)';
  // `grew in <6 months`: a "<" before anything that cannot start a tag.
  const angle = /^Unexpected character `(.+?)` \(U\+[\dA-F]+\) before name/.exec(reason);
  if (angle)
    return `"<${angle[1]}" in the text starts a tag in MDX: write the "<" as &lt; (or in words: "under")`;
  // `grew by {client name}`: braces around words, which MDX reads as code, and cannot.
  if (/^Could not parse expression with acorn/.test(reason))
    return `MDX reads what is between { and } as code, and this is not: ${BRACES_HINT}`;
  return `${reason} ${MDX_HINT}`;
}

/**
 * Where and what the MDX compiler could not read, from the error it threw (Docusaurus's loader
 * wraps it, as `cause`), or null for any other error.
 * @param {unknown} error
 * @returns {{line: number, column: number, message: string} | null}
 */
function mdxProblem(error) {
  /** @type {any} */
  const wrapper = error;
  // The compiler's messages (VFileMessage) have a reason and a source (`micromark-...`).
  const at = [wrapper, wrapper?.cause].find(
    (e) => typeof e?.reason === 'string' && typeof e?.source === 'string',
  );
  if (!at) return null;
  // Some give their place only in their words, "Expected a closing tag for `<div>` (37:1-37:20)",
  // or a closer one there than their own (the tag's, not its paragraph's).
  const inWords = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(at.reason);
  return {
    line: inWords ? Number(inWords[1]) : typeof at.line === 'number' ? at.line : 1,
    column: inWords ? Number(inWords[2]) : typeof at.column === 'number' ? at.column : 1,
    message: mdxMessage(at.reason),
  };
}

/** Per file, the line last printed, so each mistake is printed once (client and server run this). */
const printed = new Map();

/**
 * Runs Docusaurus's loader on `content` with `options`, in `context`.
 * @param {any} context
 * @param {string} loader
 * @param {string} content
 * @param {unknown} options
 * @returns {Promise<string>}
 */
function run(context, loader, content, options) {
  const mdxLoader = require(loader).default;
  return new Promise((resolve, reject) => {
    const inner = Object.create(context);
    inner.async = () => (/** @type {unknown} */ error, /** @type {string} */ code) =>
      error ? reject(error) : resolve(code);
    inner.getOptions = () => options;
    mdxLoader.call(inner, content);
  });
}

/**
 * @this {any}
 * @param {string} content
 */
function caseStudyMdxLoader(content) {
  const callback = this.async();
  /** @type {{loader: string, options: Record<string, unknown>}} */
  const {loader, options} = this.getOptions();
  const file = path.relative(this.rootContext, this.resourcePath).split(path.sep).join('/');
  // Compiled again when a file is added to the study's folder, or goes: a picture or a file the
  // story names and the folder did not have stayed named on the page once it was there, until
  // the study was saved (the bundler watches only the files the compilation read). Not for a
  // study written as case-studies/acme.mdx: its folder is every study's, and a change in any
  // would compile it again.
  if (path.basename(this.resourcePath) === 'index.mdx')
    this.addContextDependency(path.dirname(this.resourcePath));
  run(this, loader, content, options).then(
    (code) => {
      printed.delete(file);
      callback(null, code);
    },
    (error) => {
      const problem = mdxProblem(error);
      if (!problem) return callback(error);
      const line = `${file}:${problem.line}:${problem.column}  MDX: ${problem.message}`;
      if (printed.get(file) !== line) console.error(line);
      printed.set(file, line);
      // The front matter alone, and the line; compiled afresh (not shared between the client
      // and server compilations, whose shared result was the error).
      const frontMatter = FRONT_MATTER.exec(content)?.[0] ?? '';
      const standIn = `${frontMatter}\nexport const mdxProblems = ${JSON.stringify([line])};\n`;
      run(this, loader, standIn, {...options, crossCompilerCache: undefined}).then(
        (code) => callback(null, code),
        () => callback(error),
      );
    },
  );
}

module.exports = caseStudyMdxLoader;
module.exports.mdxProblem = mdxProblem;
module.exports.MDX_HINT = MDX_HINT;
module.exports.BRACES_HINT = BRACES_HINT;
