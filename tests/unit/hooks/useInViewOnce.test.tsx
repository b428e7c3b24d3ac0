import {act, renderHook} from '@testing-library/react';
import {useInViewOnce} from '../../../src/hooks/useInViewOnce';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
const observers: {callback: Callback; options: IntersectionObserverInit; disconnected: boolean}[] =
  [];

beforeEach(() => {
  observers.length = 0;
  (window as unknown as {IntersectionObserver: unknown}).IntersectionObserver = class {
    record: (typeof observers)[number];
    constructor(callback: Callback, options: IntersectionObserverInit) {
      this.record = {callback, options, disconnected: false};
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  };
});

it('observes with the given ratio and margin, and turns true once for good', () => {
  const ref = {current: document.createElement('section')};
  const {result} = renderHook(() =>
    useInViewOnce(ref, {ratio: 0.1, rootMargin: '0px 0px -100px 0px'}),
  );
  expect(result.current).toBe(false);
  expect(observers[0].options).toEqual({threshold: 0.1, rootMargin: '0px 0px -100px 0px'});

  act(() => observers[0].callback([{isIntersecting: true, intersectionRatio: 0.05}]));
  expect(result.current).toBe(false);

  act(() => observers[0].callback([{isIntersecting: true, intersectionRatio: 0.1}]));
  expect(result.current).toBe(true);
  expect(observers[0].disconnected).toBe(true);
  expect(observers).toHaveLength(1); // no new observer once visible
});

it('counts as visible at once where IntersectionObserver is missing', () => {
  delete (window as unknown as {IntersectionObserver?: unknown}).IntersectionObserver;
  const ref = {current: document.createElement('section')};
  const {result} = renderHook(() => useInViewOnce(ref, {ratio: 0.1}));
  expect(result.current).toBe(true);
});

/** A section whose box is `top` to `top + height` px from the top of a 1280 x 800 window. */
function sectionAt(top: number, height: number) {
  const section = document.createElement('section');
  section.getBoundingClientRect = () =>
    ({top, bottom: top + height, left: 0, right: 1280, width: 1280, height}) as DOMRect;
  return section;
}

describe('an element already in view when it mounts', () => {
  beforeEach(() => {
    Object.defineProperty(document.documentElement, 'clientWidth', {
      value: 1280,
      configurable: true,
    });
    Object.defineProperty(document.documentElement, 'clientHeight', {
      value: 800,
      configurable: true,
    });
  });

  it('is in view at once, with no observer to wait for', () => {
    // 109 px of a 1068 px section: 10.2 %.
    const ref = {current: sectionAt(691, 1068)};
    const {result} = renderHook(() => useInViewOnce(ref, {ratio: 0.1}));
    expect(result.current).toBe(true);
    expect(observers).toHaveLength(0);
  });

  it('waits for the observer when too little of it is in view', () => {
    const ref = {current: sectionAt(700, 1068)}; // 100 px: 9.4 %
    const {result} = renderHook(() => useInViewOnce(ref, {ratio: 0.1}));
    expect(result.current).toBe(false);
    expect(observers).toHaveLength(1);
  });

  it('reads the margin as the observer does: a shrunk bottom edge', () => {
    // Its top 60 px above the bottom, where the margin takes 100 px off the window.
    const below = {current: sectionAt(740, 400)};
    expect(
      renderHook(() => useInViewOnce(below, {rootMargin: '0px 0px -100px 0px'})).result.current,
    ).toBe(false);
    const within = {current: sectionAt(660, 400)};
    expect(
      renderHook(() => useInViewOnce(within, {rootMargin: '0px 0px -100px 0px'})).result.current,
    ).toBe(true);
  });

  it('says what it cannot read in a margin', () => {
    const ref = {current: sectionAt(0, 100)};
    expect(() => renderHook(() => useInViewOnce(ref, {rootMargin: '10%'}))).toThrow(
      'rootMargin takes px, not "10%"',
    );
  });
});
