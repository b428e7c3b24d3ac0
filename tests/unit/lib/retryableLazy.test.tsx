import React, {Suspense} from 'react';
import {act, render, screen} from '@testing-library/react';
import BlockBoundary from '../../../src/components/ui/BlockBoundary';
import {retryableLazy} from '../../../src/lib/retryableLazy';

const Loaded = () => <p>loaded</p>;

function view(Lazy: ReturnType<typeof retryableLazy>, key: number) {
  return (
    <BlockBoundary key={key} fallback={<p>failed</p>}>
      <Suspense fallback={<p>loading</p>}>
        <Lazy.Component />
      </Suspense>
    </BlockBoundary>
  );
}

describe('retryableLazy', () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    // BlockBoundary and React report the failed load; that is the case under test.
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    error = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    warn.mockRestore();
    error.mockRestore();
  });

  test('a failed load stays failed until retry(); then it loads again', async () => {
    const load = jest
      .fn<Promise<{default: typeof Loaded}>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({default: Loaded});
    const Lazy = retryableLazy(load);
    const {rerender} = render(view(Lazy, 0));
    expect(await screen.findByText('failed')).toBeTruthy();

    // A new boundary alone meets the same failed component: React kept its error.
    await act(async () => rerender(view(Lazy, 1)));
    expect(await screen.findByText('failed')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    Lazy.retry();
    await act(async () => rerender(view(Lazy, 2)));
    expect(await screen.findByText('loaded')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
