/**
 * @jest-environment node
 */
import {pageWindow, SLOTS} from '../../../src/components/case-study/CaseStudiesIndex/pageWindow';

const shown = (current: number, total: number) =>
  pageWindow(current, total)
    .map((slot) => (slot === 'gap' ? '…' : String(slot)))
    .join(' ');

test('up to seven pages, every number is shown', () => {
  expect(shown(1, 1)).toBe('1');
  expect(shown(2, 2)).toBe('1 2');
  expect(shown(4, 7)).toBe('1 2 3 4 5 6 7');
});

test('more pages: the first, the last, the current one with a neighbour each side, and gaps', () => {
  expect(shown(1, 13)).toBe('1 2 3 4 5 … 13');
  expect(shown(4, 13)).toBe('1 2 3 4 5 … 13');
  expect(shown(5, 13)).toBe('1 … 4 5 6 … 13');
  expect(shown(6, 13)).toBe('1 … 5 6 7 … 13');
  expect(shown(9, 13)).toBe('1 … 8 9 10 … 13');
  expect(shown(10, 13)).toBe('1 … 9 10 11 12 13');
  expect(shown(13, 13)).toBe('1 … 9 10 11 12 13');
  expect(shown(21, 42)).toBe('1 … 20 21 22 … 42');
});

test('on every page of every length: same slot count, current page shown, no gap for one page', () => {
  for (let total = 1; total <= 60; total++) {
    for (let current = 1; current <= total; current++) {
      const slots = pageWindow(current, total);
      expect(slots).toHaveLength(Math.min(total, SLOTS));
      expect(slots).toContain(current);
      expect(slots[0]).toBe(1);
      expect(slots.at(-1)).toBe(total);
      const numbers = slots.filter((s): s is number => s !== 'gap');
      // Ascending, neighbours of the current page included, and each gap hides two pages or more.
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      if (current > 1) expect(numbers).toContain(current - 1);
      if (current < total) expect(numbers).toContain(current + 1);
      slots.forEach((slot, i) => {
        if (slot !== 'gap') return;
        expect((slots[i + 1] as number) - (slots[i - 1] as number)).toBeGreaterThan(2);
      });
    }
  }
});
