import {
  allDrawn,
  DRAW_AT_ONCE,
  DRAWN_ATTRIBUTE,
  drawFarSections,
  FAR_SECTION_ATTRIBUTE,
  SECTION_DRAWN_ATTRIBUTE,
} from '@site/src/lib/farSections';

/** Turns queued by drawFarSections(), run one by one by the test. */
let turns: (() => void)[] = [];
const nextTurn = (then: () => void) => turns.push(then);
const runTurn = () => turns.shift()!();

const sections = () => [...document.querySelectorAll(`[${FAR_SECTION_ATTRIBUTE}]`)];
const drawnCount = () => sections().filter((s) => s.hasAttribute(SECTION_DRAWN_ATTRIBUTE)).length;

beforeEach(() => {
  turns = [];
  document.documentElement.removeAttribute(DRAWN_ATTRIBUTE);
  document.body.innerHTML = [1, 2, 3]
    .map((i) => `<section id="s${i}" ${FAR_SECTION_ATTRIBUTE}=""></section>`)
    .join('');
});

test('draws one section a turn after the first, then the page for good', () => {
  drawFarSections(nextTurn);
  expect(drawnCount()).toBe(0);
  runTurn();
  expect(drawnCount()).toBe(1);
  expect(sections()[0].hasAttribute(SECTION_DRAWN_ATTRIBUTE)).toBe(false);
  runTurn();
  expect(drawnCount()).toBe(2);
  expect(allDrawn()).toBe(false);
  runTurn();
  expect(allDrawn()).toBe(true);
  expect(turns).toHaveLength(0);
});

test.each(['pointerdown', 'keydown', 'wheel', 'touchstart', 'click', 'focusin'])(
  'a %s draws the whole page at once, and the turns left do nothing',
  (type) => {
    drawFarSections(nextTurn);
    runTurn();
    window.dispatchEvent(new Event(type));
    expect(allDrawn()).toBe(true);
    runTurn();
    expect(drawnCount()).toBe(1);
    expect(turns).toHaveLength(0);
  },
);

test('a page drawn already (reloaded, or opened at a #section) is left as it is', () => {
  document.documentElement.setAttribute(DRAWN_ATTRIBUTE, '');
  drawFarSections(nextTurn);
  expect(turns).toHaveLength(0);
  expect(drawnCount()).toBe(0);
});

describe('the head script', () => {
  const run = (hash: string, type: string | undefined) => {
    window.location.hash = hash;
    // jsdom has no navigation timing: the entry a browser would give.
    Object.defineProperty(performance, 'getEntriesByType', {
      configurable: true,
      value: (kind: string) => (kind === 'navigation' && type ? [{type}] : []),
    });
    try {
      new Function(DRAW_AT_ONCE)();
    } finally {
      delete (performance as {getEntriesByType?: unknown}).getEntriesByType;
    }
    return allDrawn();
  };

  test('leaves a page opened afresh at its top to be drawn after its first paint', () => {
    expect(run('', 'navigate')).toBe(false);
    expect(run('#', 'navigate')).toBe(false);
  });

  test.each([
    ['opened at a #section', '#contact', 'navigate'],
    ['reloaded', '', 'reload'],
    ['gone back or forward to', '', 'back_forward'],
  ])('draws a page %s at once', (_, hash, type) => {
    expect(run(hash, type)).toBe(true);
  });
});
