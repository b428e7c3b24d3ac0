/** One entry of Docusaurus's generated registry.js: its line as written, and the module it loads. */
export interface RegistryEntry {
  line: string;
  /** The module's request, e.g. `@site/case-studies/stockboy/index.mdx`. */
  module: string;
}

const ENTRY =
  /^\s*"([^"]+)": (\[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ ("[^"]+")\), "[^"]+", require\.resolveWeak\("[^"]+"\)\]),?(?:\};)?$/;

/**
 * The one reader of Docusaurus's generated registry.js (chunk name → the module it loads, one a
 * line; the last one may carry the closing `};`), for the routes loaded on demand
 * (onDemandRoutes.ts) and for `npm start`'s reloads (src/plugins/case-studies/reloads.ts).
 * `expected` counts the entries the file has; fewer read means its format changed.
 */
export function registryEntries(source: string): {
  entries: Map<string, RegistryEntry>;
  expected: number;
} {
  const entries = new Map<string, RegistryEntry>();
  for (const text of source.split('\n')) {
    const match = text.match(ENTRY);
    if (match) {
      entries.set(match[1], {line: `  "${match[1]}": ${match[2]}`, module: JSON.parse(match[3])});
    }
  }
  return {entries, expected: source.match(/require\.resolveWeak\(/g)?.length ?? 0};
}
