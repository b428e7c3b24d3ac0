/**
 * Line number (from 1) of the first line of `text` that starts with `start`, leading spaces
 * aside: where a test expects a mistake to be reported, read from the sample it edits so that it
 * stays right when the samples change.
 */
export function lineOf(text: string, start: string): number {
  const index = text.split('\n').findIndex((line) => line.trimStart().startsWith(start));
  if (index < 0) throw new Error(`no line starts with "${start}"`);
  return index + 1;
}
