/**
 * "Did you mean" for staff's words: the known name closest to one written (a file, a field, a
 * tag, a block, a heading's address).
 */

/** Edit distance: the letters to add, remove or change to turn `a` into `b`. */
function distance(a: string, b: string): number {
  const row = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const next = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = next;
    }
  }
  return row[b.length];
}

/** The closest of `names` to `name` (the same in another case first), if any is close. */
export function closestName(files: string[], name: string): string | undefined {
  const lower = name.toLowerCase();
  const sameCase = files.find((f) => f.toLowerCase() === lower);
  if (sameCase) return sameCase;
  const ranked = files
    .map((f) => ({f, d: distance(f.toLowerCase(), lower)}))
    .sort((a, b) => a.d - b.d);
  return ranked[0] && ranked[0].d <= Math.max(2, Math.floor(name.length / 4))
    ? ranked[0].f
    : undefined;
}
