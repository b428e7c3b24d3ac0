/** A page number to link to, or a gap standing for the pages left out. */
export type PageSlot = number | 'gap';

/** Page numbers a list of `total` pages shows when on page `current`: at most SLOTS slots. */
export const SLOTS = 7;

const range = (from: number, to: number) =>
  Array.from({length: Math.max(0, to - from + 1)}, (_, i) => from + i);

/**
 * The page numbers to show: the first and the last, the current one and one either side, and a
 * gap for each run of pages left out. A gap never stands for a single page (that page is shown
 * instead), and the row always holds the same number of slots, SLOTS, once there are more pages
 * than that, so the row keeps its width from page to page:
 *   1 2 3 4 5 … 13,   1 … 5 6 7 … 13,   1 … 9 10 11 12 13.
 */
export function pageWindow(current: number, total: number): PageSlot[] {
  if (total <= SLOTS) return range(1, total);
  // Three pages around the current one, slid inwards so that they never touch the first or the
  // last page's neighbours: 1, gap-or-page, three, gap-or-page, total.
  const start = Math.min(Math.max(current - 1, 3), total - 4);
  const end = start + 2;
  return [
    1,
    start > 3 ? 'gap' : 2,
    ...range(start, end),
    end < total - 2 ? 'gap' : total - 1,
    total,
  ];
}
