/**
 * Third-party embeds, described once. Read by the MDX block that shows one (SocialEmbed), by the
 * case-study plugin (a page that uses the block is linked with a full page load, so its own
 * Content-Security-Policy applies) and by the deploy plugin (only the pages whose HTML holds the
 * block's markup allow the host in their policy). Today: Instagram posts on /stockboy.
 */
export const EMBEDS = {
  instagram: {
    /** The MDX block that shows it. */
    block: 'SocialEmbed',
    /** The host its script, data and frames come from. */
    origin: 'https://www.instagram.com',
    script: 'https://www.instagram.com/embed.js',
    /** Class of the element the block pre-renders; the script turns it into the post. */
    markerClass: 'instagram-media',
  },
} as const;

export type Embed = (typeof EMBEDS)[keyof typeof EMBEDS];

const ALL: readonly Embed[] = Object.values(EMBEDS);

/** Whether an MDX file's text uses a block that embeds a third-party script. */
export function usesEmbed(mdxSource: string): boolean {
  return ALL.some((embed) => new RegExp(`<${embed.block}\\b`).test(mdxSource));
}

/** The embeds a pre-rendered HTML page holds (its markup minified or not). */
export function embedsIn(html: string): Embed[] {
  return ALL.filter((embed) =>
    new RegExp(`<[a-z]+\\b[^>]*\\bclass=["']?${embed.markerClass}\\b`).test(html),
  );
}
