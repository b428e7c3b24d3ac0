/**
 * What is wrong with a YAML text js-yaml cannot read, at the line and column to fix, in words a
 * member of staff can act on: a study's front matter, or case-studies/tags.yml.
 */

/** Where a quoted value can start: after `key: `, a list's `- `, or `[` / `,` in a [list]. */
const quoteStart = (quote: string) =>
  new RegExp(`(?:^\\s*(?:-\\s+)*(?:[^\\s#:'"][^#:]*:\\s+)?|[[,]\\s*)${quote}`, 'g');

/** The rest of a quoted value on its line, up to and with its closing quote. */
const quoteBody = (quote: string) => (quote === '"' ? /^(?:[^"\\]|\\.)*"/ : /^(?:[^']|'')*'(?!')/);

/**
 * The first value of `lines` that opens with `quote` and does not close it on its line: its
 * line's index and the quote's column (from 1).
 */
function unclosedQuote(lines: string[], quote: '"' | "'") {
  for (const [index, line] of lines.entries()) {
    for (const match of line.matchAll(quoteStart(quote))) {
      const column = match.index + match[0].length; // from 1, the opening quote's
      if (!quoteBody(quote).test(line.slice(column))) return {index, column, quote};
    }
  }
  return null;
}

/**
 * A value in quotes on `line` whose quote closes before the line ends
 * (`title: "The "best" label"`): the closing quote's column (from 1).
 */
function quoteEndsEarly(line: string) {
  for (const quote of ['"', "'"] as const) {
    const match = new RegExp(quoteStart(quote).source).exec(line);
    if (!match || match.index !== 0) continue;
    const open = match[0].length;
    const body = quoteBody(quote).exec(line.slice(open));
    const rest = body && line.slice(open + body[0].length).trim();
    if (rest && !rest.startsWith('#')) return {column: open + body[0].length, quote};
  }
  return null;
}

/**
 * The mistake js-yaml's `error` (a YAMLException) found in `text`, whose first line is the file's
 * line `firstLine`. js-yaml finds an unclosed quote only at the end of the text, and a quote
 * inside a quoted value as "bad indentation" further on: for those, this points at the quote and
 * says what to write; otherwise it gives js-yaml's place and reason.
 */
export function yamlMistake(text: string, error: unknown, firstLine: number) {
  const {mark, reason = 'syntax error'} = error as {
    mark?: {line: number; column: number};
    reason?: string;
  };
  const lines = text.split(/\r?\n/);
  const unclosed = /end of the stream within a (double|single) quoted scalar/.exec(reason);
  const opened = unclosed && unclosedQuote(lines, unclosed[1] === 'double' ? '"' : "'");
  if (opened) {
    return {
      line: opened.index + firstLine,
      column: opened.column,
      message: `the quote (${opened.quote}) that starts this value is never closed (end the value with ${opened.quote} too)`,
    };
  }
  const early = !unclosed && mark ? quoteEndsEarly(lines[mark.line] ?? '') : null;
  if (early && mark) {
    const [inside, other] = early.quote === '"' ? ['\\"', "'...'"] : ["''", '"..."'];
    return {
      line: mark.line + firstLine,
      column: early.column,
      message: `this ${early.quote} ends the value, but the line goes on (write ${inside} for a quote inside ${early.quote}...${early.quote}, or put the value in ${other})`,
    };
  }
  if (mark) {
    // `title: 'Acme` never closed, where a quote further on closed it: YAML stops there, later.
    const before = lines.slice(0, mark.line + 1);
    const open = [unclosedQuote(before, '"'), unclosedQuote(before, "'")]
      .filter((q) => q !== null)
      .sort((a, b) => a.index - b.index)[0];
    if (open)
      return {
        line: open.index + firstLine,
        column: open.column,
        message: `the quote (${open.quote}) that starts this value is never closed (end the value with ${open.quote} too)`,
      };
    // `title: Stockboy: a Chicago brand`: YAML reads a ": " as the start of a field.
    const line = lines[mark.line] ?? '';
    const colon = /^(\s*(?:-\s+)?)([A-Za-z_][\w-]*):[ \t]+([^'"\s[{|>#][^#]*?: .*)$/.exec(line);
    if (colon && reason.startsWith('bad indentation of a mapping entry'))
      return {
        line: mark.line + firstLine,
        column: line.indexOf(colon[3], colon[1].length + colon[2].length + 1) + 1,
        message: `a value with ": " in it goes in quotes (write ${colon[2]}: ${quoted(colon[3].trim())})`,
      };
  }
  // `title:Acme`: YAML reads the line as one word, and stops a line or two on.
  for (const [index, line] of lines.slice(0, (mark?.line ?? lines.length) + 1).entries()) {
    const glued = /^(\s*(?:-\s+)?)([A-Za-z][\w-]*):(?![\s/]|$)/.exec(line);
    if (glued)
      return {
        line: index + firstLine,
        column: glued[0].length + 1,
        message: `a space goes after the colon (write "${glued[2]}: ${line.slice(glued[0].length).trim()}")`,
      };
  }
  const at = {line: (mark?.line ?? 0) + firstLine, column: (mark?.column ?? 0) + 1};
  const key = mark && /^\s*(?:-\s+)?([^:#\s][^:#]*):/.exec(lines[mark.line] ?? '');
  if (reason.startsWith('duplicated mapping key') && key)
    return {...at, message: `"${key[1].trim()}" is written twice (keep one)`};
  if (reason.startsWith('tab characters must not be used in indentation'))
    return {...at, column: 1, message: 'this line is indented with a tab: indent with spaces'};
  return {...at, message: `${reason} (check the indentation and the quotes)`};
}

/** `value` in quotes, as YAML reads it back: "...", or '...' when it holds a ". */
const quoted = (value: string) =>
  value.includes('"') ? `'${value.replace(/'/g, "''")}'` : `"${value}"`;

/** Fields that are not text, where a note after the value (`order: 3 # first`) loses nothing. */
const NOT_TEXT = new Set(['order', 'featured', 'draft', 'unlisted', 'date', 'updated', 'tags']);

/**
 * Text YAML reads as a note and drops without a word: what follows " #" in a value not in quotes
 * (`title: Chicago's #1 brand` is "Chicago's"), or a whole value starting with "#"
 * (`value: #1` is empty). Each with its line's index (from 0), the column of the value (from 1),
 * the field on the line (or the list's, for an item), what was written and what YAML keeps.
 */
export function droppedNotes(text: string) {
  const found: {
    index: number;
    column: number;
    field: string;
    written: string;
    kept: string;
    fix: string;
  }[] = [];
  let block: number | null = null; // the indent of a `key: |` or `key: >` whose text follows
  let field = '';
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    const indent = line.search(/\S/);
    if (indent < 0) continue;
    if (block !== null && indent > block) continue; // a block's text keeps its "#"
    block = null;
    if (line[indent] === '#') continue; // a note on its own line
    const m = /^(\s*(?:-\s+)*)(?:([A-Za-z_][\w-]*):(?:[ \t]+|$))?(.*)$/.exec(line)!;
    const [, lead, key, value] = m;
    if (key) field = key;
    if (/^[|>][-+\d]*\s*(#.*)?$/.test(value)) {
      block = indent;
      continue;
    }
    if (!value || /^['"[{|>]/.test(value) || NOT_TEXT.has(field)) continue;
    const note = value.startsWith('#') ? 0 : value.search(/[ \t]#/);
    if (note < 0) continue;
    found.push({
      index,
      column: lead.length + (key ? line.slice(lead.length).indexOf(value) : 0) + 1,
      field,
      written: value.trim(),
      kept: value.slice(0, note).trim(),
      fix: `${key ? `${key}: ` : '- '}${quoted(value.trim())}`,
    });
  }
  return found;
}

/** What is said of a note droppedNotes() found: what YAML keeps, and the value in quotes. */
export const droppedNoteMessage = ({written, kept, fix}: ReturnType<typeof droppedNotes>[number]) =>
  `"${written}": YAML takes what follows "#" for a note to yourself and drops it, so this reads ${kept ? `"${kept}"` : 'as empty'} (put the whole value in quotes: ${fix})`;
