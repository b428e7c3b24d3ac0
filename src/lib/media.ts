/**
 * Whether the bucket is another website (`https://media.example.com`), not a folder of the site's
 * static/ (`/media`, the preview's).
 */
export const isRemoteBucket = (bucket: string) => /^https?:\/\//.test(bucket);

/**
 * Joins a media path with the configured bucket. Absolute https URLs pass through; a bucket
 * that is a path ("/media") is served from static/ and so gets the site's base URL.
 */
export function mediaUrl(path: string, bucket: string, baseUrl = '/'): string {
  if (/^https?:\/\//.test(path)) return path;
  const cleanPath = path.replace(/^\/+/, '');
  if (isRemoteBucket(bucket)) return `${bucket.replace(/\/+$/, '')}/${cleanPath}`;
  const base = baseUrl.replace(/\/+$/, '');
  const localBucket = bucket.replace(/^\/+|\/+$/g, '');
  return `${base}/${localBucket ? `${localBucket}/` : ''}${cleanPath}`;
}

/**
 * The origin of a bucket that is another website (`https://media.example.com`), the one the
 * published site's security policy loads pictures and videos from besides its own; none for a
 * bucket served from the site's static/ (`/media`).
 */
export const bucketOrigin = (bucket: string) =>
  isRemoteBucket(bucket) ? new URL(bucket).origin : undefined;
