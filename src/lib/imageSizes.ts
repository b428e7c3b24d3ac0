/**
 * The `sizes` attribute of each image slot: how wide it shows at each breakpoint, so a phone
 * downloads a phone-sized variant. Keep in step with the CSS of the slot named. In em, as the
 * stylesheets' breakpoints and the slots' widths are: a visitor who set a larger default font
 * gets the layout, and the variant, of a narrower screen (1em = 16 px by default).
 */
export const IMAGE_SIZES = {
  /** CaseStudyPage/Hero: full width below 60em, then the right column of a 72rem container. */
  hero: '(min-width: 72em) 32.5em, (min-width: 60em) 46vw, calc(100vw - 2rem)',
  /** CaseStudyCard and the home cards: grids of columns at least 19–20rem wide. */
  card: '(min-width: 72em) 22.5em, (min-width: 43.75em) 50vw, calc(100vw - 2rem)',
  /** MediaFigure, Video posters and Markdown images: the 46rem prose column. */
  prose: '(min-width: 50em) 46em, calc(100vw - 2rem)',
} as const;

/**
 * How tall a `fit` image (SafeImage) or a video's frame may show: this share of the screen's
 * height, in vh. The stylesheets say it too: SafeImage's `.fit`, Video's `.frame`.
 */
const FIT_HEIGHT_VH = 80;

/** Splits a `sizes` attribute into its entries, at the commas outside parentheses. */
function entriesOf(sizes: string): string[] {
  const entries: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < sizes.length; i++) {
    if (sizes[i] === '(') depth++;
    else if (sizes[i] === ')') depth--;
    else if (sizes[i] === ',' && depth === 0) {
      entries.push(sizes.slice(start, i).trim());
      start = i + 1;
    }
  }
  entries.push(sizes.slice(start).trim());
  return entries.filter(Boolean);
}

/**
 * An entry's media condition ('' when none) and its width, the entry's last component: a length
 * (`736px`) or a function (`calc(100vw - 2rem)`).
 */
function splitEntry(entry: string): [string, string] {
  let start = entry.length;
  if (entry.endsWith(')')) {
    let depth = 0;
    do {
      start--;
      if (entry[start] === ')') depth++;
      else if (entry[start] === '(') depth--;
    } while (depth > 0 && start > 0);
    while (start > 0 && /[a-z-]/i.test(entry[start - 1])) start--;
  } else {
    start = entry.lastIndexOf(' ') + 1;
  }
  return [entry.slice(0, start).trim(), entry.slice(start).trim()];
}

/**
 * The `sizes` of an image capped at FIT_HEIGHT_VH of the screen's height: each entry's width,
 * or the width that height gives the image's shape if less (`min()`), so a tall photo downloads
 * the variant it shows at, not the column's. The original entries follow, for a browser that
 * cannot read `min()` there: it skips those entries.
 */
export function fitSizes(sizes: string, width: number, height: number): string {
  const cap = `${+((FIT_HEIGHT_VH * width) / height).toFixed(2)}vh`;
  const entries = entriesOf(sizes);
  const capped = entries.map((entry) => {
    const [condition, value] = splitEntry(entry);
    return `${condition}${condition ? ' ' : ''}min(${value}, ${cap})`;
  });
  return [...capped, ...entries].join(', ');
}
