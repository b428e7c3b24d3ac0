/**
 * Which bucket of on-demand routes holds a path (onDemandRoutes.ts). The build and the browser
 * both run this, so the start-up code needs only the number of buckets, not the routes.
 */

/** Routes per bucket: a few dozen keeps each bucket at 1-2 KB gz. */
export const ROUTES_PER_BUCKET = 24;

/** The form of a path that picks its bucket: decoded, no `.html` or trailing slash, lower case. */
function normalizePath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed escape: hash it as it is.
  }
  const bare = decoded
    .replace(/(?:\/index)?\.html$/, '')
    .replace(/\/+$/, '')
    .toLowerCase();
  return bare || '/';
}

/** FNV-1a of the normalized path, modulo the number of buckets. */
export function bucketOf(pathname: string, buckets: number): number {
  const key = normalizePath(pathname);
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % buckets;
}
