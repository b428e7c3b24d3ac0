// @ts-check
/**
 * Where a study's front matter is, for each part that reads it: the build's own reading
 * (content.ts), the check (check.ts), the preview's stand-in for a story MDX cannot read
 * (mdxMistakes.cjs) and the generator's reading of the orders in use (scripts/new-case-study.mjs).
 * CommonJS, so that the bundler's loader and the generator's plain script can require it.
 */

/**
 * A line that opens or closes a front matter: three hyphens, and spaces an editor may leave after
 * them (Docusaurus reads those as a fence too).
 */
const FENCE = /^---[ \t]*$/;

/** The front matter block at the start of a file, its fields (the YAML) as group 1. */
const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

module.exports = {FENCE, FRONT_MATTER};
