/** `text` as a regular expression that matches it literally (each special character escaped). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
