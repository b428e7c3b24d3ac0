/*
 * react-dom/server for the static build (aliased in src/plugins/lean, server bundle only).
 *
 * React 19.2 "outlines" every complete Suspense boundary that would take the HTML past
 * `progressiveChunkSize` (12,800 bytes by default): the boundary's HTML goes to the end of the
 * page in a hidden <div>, and an inline script moves it into place up to 300 ms after the first
 * paint. That is for streaming a page while data arrives; a static build renders each page whole
 * (Docusaurus waits for onAllReady), so it only costs a second layout of the page, leaves the
 * footer out of place until then, and adds inline scripts. With no chunk limit, every boundary is
 * written where it belongs. (No page has one today: each would hydrate in one long task, see the
 * built-site test.)
 *
 * A page is first rendered with `renderToString`, which writes the same HTML (it never outlines)
 * into one string. The stream encodes each piece to bytes, and Docusaurus decodes them all again
 * (`renderToHtml`): about a fifth of the static render's time. `renderToString` cannot wait for a
 * component that suspends: it writes that boundary's fallback, marked for the browser to render
 * (`<!--$!-->`), or throws when no boundary catches it. Such a page, or one whose render fails,
 * is rendered again by the stream, which waits for it or reports its error as before.
 */
import {
  renderToPipeableStream as reactRenderToPipeableStream,
  renderToString,
} from 'react-dom/server.node';

export * from 'react-dom/server.node';

type Children = Parameters<typeof reactRenderToPipeableStream>[0];
type Options = Parameters<typeof reactRenderToPipeableStream>[1];
type Stream = ReturnType<typeof reactRenderToPipeableStream>;

/** Fizz's mark for a Suspense boundary left for the browser to render. */
const CLIENT_RENDERED = '<!--$!-->';

/** The page's HTML, or undefined when only the stream can render it. */
function renderWhole(children: Children, options: Options): string | undefined {
  try {
    const html = renderToString(children, {identifierPrefix: options?.identifierPrefix});
    return html.includes(CLIENT_RENDERED) ? undefined : html;
  } catch {
    return undefined;
  }
}

export function renderToPipeableStream(children: Children, options?: Options): Stream {
  const html = renderWhole(children, options);
  if (html === undefined) {
    return reactRenderToPipeableStream(children, {
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      ...options,
    });
  }
  // As the stream does: the callbacks run after this returns, and `pipe` writes the page.
  queueMicrotask(() => {
    options?.onShellReady?.();
    options?.onAllReady?.();
  });
  return {
    pipe: (destination) => {
      destination.end(html);
      return destination;
    },
    abort: () => {},
  };
}
