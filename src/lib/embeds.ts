/** Third-party embed scripts. Only the blocks that need one load it (today: /stockboy). */
export const INSTAGRAM_EMBED_SCRIPT = 'https://www.instagram.com/embed.js';
