import {lazy, type ComponentType} from 'react';

/**
 * A React.lazy component that can be made again after its code failed to load (offline, or a
 * newer deploy that no longer has the chunk). React keeps a failed lazy component's error for
 * good; the bundler fetches a failed chunk again on the next import(). Render `Component`
 * inside an error boundary, and call `retry()` before giving that boundary a new key.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
export function retryableLazy<T extends ComponentType<any>>(load: () => Promise<{default: T}>) {
  let current = lazy(load);
  return {
    get Component() {
      return current;
    },
    retry() {
      current = lazy(load);
    },
  };
}
