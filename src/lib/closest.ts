/**
 * "Did you mean" for staff's words: the known name closest to one written (a file, a field, a
 * tag, a block, a heading's address); and for a visitor's mistyped address, on the 404 page.
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

/**
 * The closest of `names` to `name` (the same in another case first), if any is close: at most
 * `most` edits away (by default 2, or a quarter of the name's letters if more).
 */
export function closestName(
  files: string[],
  name: string,
  most = Math.max(2, Math.floor(name.length / 4)),
): string | undefined {
  const lower = name.toLowerCase();
  const sameCase = files.find((f) => f.toLowerCase() === lower);
  if (sameCase) return sameCase;
  const ranked = files
    .map((f) => ({f, d: distance(f.toLowerCase(), lower)}))
    .sort((a, b) => a.d - b.d);
  return ranked[0] && ranked[0].d <= most ? ranked[0].f : undefined;
}

/** The last part of a page's path: "stockboi" for /v42/case-studies/stockboi/ or stockboi.html. */
function lastPart(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape ("/%E0%A4"): read as written.
  }
  return (
    path
      .replace(/\.html$/, '')
      .split('/')
      .filter(Boolean)
      .at(-1) ?? ''
  );
}

/**
 * The page a mistyped address (`pathname`) meant: of `pages`, the first whose address's last
 * part is closest to its last part ("/case-studies/budbiliken" meant "/budbilliken"). Not for
 * one or two letters, which are two edits from too many pages to mean one.
 */
export function meantPage<T extends {address: string}>(pages: T[], pathname: string) {
  const asked = lastPart(pathname);
  if (asked.length < 3) return undefined;
  const close = closestName(
    pages.map((page) => lastPart(page.address)),
    asked,
  );
  return close === undefined ? undefined : pages.find((page) => lastPart(page.address) === close);
}
