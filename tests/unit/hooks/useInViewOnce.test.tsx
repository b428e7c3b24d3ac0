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
