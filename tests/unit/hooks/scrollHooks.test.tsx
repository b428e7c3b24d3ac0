import {act, renderHook} from '@testing-library/react';
import {useScrolledPast} from '../../../src/hooks/useScrolledPast';
import {useScrollProgress} from '../../../src/hooks/useScrollProgress';
import {useTopAbove} from '../../../src/hooks/useTopAbove';
import {NAV_SCROLL_THRESHOLD_PX} from '../../../src/constants';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', {value: y, configurable: true});
  window.dispatchEvent(new Event('scroll'));
  act(() => jest.advanceTimersByTime(20));
}

beforeEach(() => {
  jest.useFakeTimers();
  Object.defineProperty(window, 'innerHeight', {value: 800, configurable: true});
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    value: 2800,
    configurable: true,
  });
  Object.defineProperty(window, 'scrollY', {value: 0, configurable: true});
});
afterEach(() => jest.useRealTimers());

describe('useScrolledPast', () => {
  it('turns true only past the threshold (the navbar rule: 50 px)', () => {
    const {result} = renderHook(() => useScrolledPast(NAV_SCROLL_THRESHOLD_PX));
    expect(result.current).toBe(false);
    scrollTo(50);
    expect(result.current).toBe(false);
    scrollTo(51);
    expect(result.current).toBe(true);
    scrollTo(0);
    expect(result.current).toBe(false);
  });

  it('reads a function threshold on every check (back-to-top: one viewport height)', () => {
    const {result} = renderHook(() => useScrolledPast(() => window.innerHeight));
    scrollTo(799);
    expect(result.current).toBe(false);
    scrollTo(801);
    expect(result.current).toBe(true);
    Object.defineProperty(window, 'innerHeight', {value: 1000, configurable: true});
    scrollTo(900);
    expect(result.current).toBe(false);
  });

  it('stops listening when unmounted', () => {
    const spy = jest.spyOn(window, 'removeEventListener');
    const {unmount} = renderHook(() => useScrolledPast(10));
    unmount();
    expect(spy).toHaveBeenCalledWith('scroll', expect.any(Function));
    spy.mockRestore();
  });
});

describe('useScrollProgress', () => {
  it('goes from 0 at the top to 1 at the bottom', () => {
    const {result} = renderHook(() => useScrollProgress());
    expect(result.current).toBe(0);
    scrollTo(1000);
    expect(result.current).toBeCloseTo(0.5);
    scrollTo(2000);
    expect(result.current).toBe(1);
  });

  it('is 0 on a page that does not scroll', () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      value: 800,
      configurable: true,
    });
    const {result} = renderHook(() => useScrollProgress());
    scrollTo(0);
    expect(result.current).toBe(0);
  });
});

describe('useTopAbove', () => {
  function elementAt(top: number) {
    const element = document.createElement('div');
    element.getBoundingClientRect = () => ({top}) as DOMRect;
    return element;
  }

  it('is true while the top is above the line (contact glow: 75% of the viewport)', () => {
    const element = elementAt(700);
    const {result} = renderHook(() =>
      useTopAbove(
        () => element,
        (vh) => vh * 0.75,
      ),
    );
    expect(result.current).toBe(false); // 700 > 600
    element.getBoundingClientRect = () => ({top: 599}) as DOMRect;
    scrollTo(100);
    expect(result.current).toBe(true);
    element.getBoundingClientRect = () => ({top: 650}) as DOMRect;
    scrollTo(50);
    expect(result.current).toBe(false);
  });
});
