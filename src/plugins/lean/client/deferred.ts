/**
 * Deferred route data: a route module whose data is a chunk of its own, which the browser loads
 * when the visitor navigates to the route inside the app, and never for a page opened from its
 * address. Such a page hydrates around the static render's HTML of that data instead
 * (src/components/layout/DeferredHtml.tsx), so its start-up scripts do not carry it.
 *
 * The route module (written by `deferredModule()`) holds only the chunk's loader and its module
 * id. The static render's server bundle has every chunk in one file (../index.ts), so there the
 * data is always at hand, synchronously; in the browser it is at hand once its chunk has loaded,
 * which this layer's preload (./preload.js) does before each navigation renders.
 */

/** What a deferred route module exports: a loader for its data, and the data module's id. */
export interface Deferred<T> {
  __deferred: () => Promise<{default: T}>;
  module: string | number;
}

/**
 * The text of a route module deferring `request` (a module path the bundler resolves, e.g.
 * "./index-1.cards.js" beside it). `require.resolveWeak` names the module without making it a
 * dependency of this one, so it stays out of the route's own chunk.
 */
export function deferredModule(request: string): string {
  const path = JSON.stringify(request);
  return `// Deferred route data (src/plugins/lean/client/deferred.ts).
export default {__deferred: () => import(${path}), module: require.resolveWeak(${path})};
`;
}

function isDeferred(value: unknown): value is Deferred<unknown> {
  return typeof (value as Deferred<unknown> | null)?.__deferred === 'function';
}

/** The bundler's module table (`__webpack_modules__` in the bundle; absent under Jest). */
declare const __webpack_modules__: Record<string | number, unknown> | undefined;
declare const __webpack_require__: ((id: string | number) => {default: unknown}) | undefined;

/**
 * The data, if its module is loaded: always in the static render, in the browser once its chunk
 * has come (a navigation inside the app); undefined for a page opened from its address.
 */
export function loadedNow<T>(deferred: Deferred<T>): T | undefined {
  if (typeof __webpack_modules__ === 'undefined' || typeof __webpack_require__ === 'undefined') {
    return undefined;
  }
  if (!__webpack_modules__[deferred.module]) return undefined;
  return __webpack_require__(deferred.module).default as T;
}

/** Loads the data's chunk (once; the bundler keeps it) and gives the data. */
export const loadDeferred = <T>(deferred: Deferred<T>): Promise<T> =>
  deferred.__deferred().then((module) => module.default);

/**
 * Every deferred module among what a route's preload loaded (Docusaurus's route preload gives the
 * loaded modules, as an array; nested for routes within routes), each loaded.
 */
export function loadDeferredIn(loaded: unknown): Promise<unknown> {
  const found: Deferred<unknown>[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isDeferred((value as {default?: unknown} | null)?.default)) {
      found.push((value as {default: Deferred<unknown>}).default);
    }
  };
  visit(loaded);
  return Promise.all(found.map(loadDeferred));
}
