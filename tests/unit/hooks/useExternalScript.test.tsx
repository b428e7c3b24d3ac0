import {act, renderHook} from '@testing-library/react';
import {useExternalScript} from '../../../src/hooks/useExternalScript';

const SRC = 'https://embeds.example.test/embed.js';
const scripts = () => document.querySelectorAll(`script[src="${SRC}"]`);

afterEach(() => document.querySelectorAll('script').forEach((s) => s.remove()));

it('adds one async script on mount and removes it on unmount', () => {
  const {unmount} = renderHook(() => useExternalScript(SRC));
  expect(scripts()).toHaveLength(1);
  expect((scripts()[0] as HTMLScriptElement).async).toBe(true);
  unmount();
  expect(scripts()).toHaveLength(0);
});

it('shares one element between users and removes it when the last one leaves', () => {
  const first = renderHook(() => useExternalScript(SRC));
  const second = renderHook(() => useExternalScript(SRC));
  expect(scripts()).toHaveLength(1);
  first.unmount();
  expect(scripts()).toHaveLength(1);
  second.unmount();
  expect(scripts()).toHaveLength(0);
});

it('reports ready and error', () => {
  const {result} = renderHook(() => useExternalScript(SRC));
  expect(result.current).toBe('loading');
  act(() => {
    scripts()[0].dispatchEvent(new Event('load'));
  });
  expect(result.current).toBe('ready');
  const other = renderHook(() => useExternalScript(`${SRC}?v=2`));
  act(() => {
    document.querySelector(`script[src="${SRC}?v=2"]`)!.dispatchEvent(new Event('error'));
  });
  expect(other.result.current).toBe('error');
});
