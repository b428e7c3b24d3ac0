/**
 * Joins a media path with the configured bucket. Absolute https URLs pass through; a bucket
 * that is a path ("/media") is served from static/ and so gets the site's base URL.
 */
export function mediaUrl(path: string, bucket: string, baseUrl = '/'): string {
  if (/^https?:\/\//.test(path)) return path;
  const cleanPath = path.replace(/^\/+/, '');
  if (/^https?:\/\//.test(bucket)) return `${bucket.replace(/\/+$/, '')}/${cleanPath}`;
  const base = baseUrl.replace(/\/+$/, '');
  const localBucket = bucket.replace(/^\/+|\/+$/g, '');
  return `${base}/${localBucket ? `${localBucket}/` : ''}${cleanPath}`;
}
