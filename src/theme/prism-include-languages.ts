/**
 * The classic theme's loader for extra Prism languages, replaced by nothing.
 *
 * The theme's own version calls `require(`prismjs/components/prism-${lang}`)`, which makes the
 * bundler put Prism's language index (about 10 KB gzipped) into the main bundle of every page
 * even when no language is added. This site colours no code (see src/plugins/lean/plainHighlight.tsx),
 * so there is nothing to load.
 */
export default function prismIncludeLanguages(): void {}
