/*
 * react-dom/server for the static build (aliased in src/plugins/lean, server bundle only).
 *
 * React 19.2 "outlines" every complete Suspense boundary that would take the HTML past
 * `progressiveChunkSize` (12,800 bytes by default): the boundary's HTML goes to the end of the
 * page in a hidden <div>, and an inline script moves it into place up to 300 ms after the first
 * paint. That is for streaming a page while data arrives; a static build renders each page whole
 * (Docusaurus waits for onAllReady), so it only costs a second layout of the page, leaves the
 * footer out of place until then, and adds inline scripts. With no chunk limit, every boundary is
 * written where it belongs, and hydration still splits at the boundaries (HydrateApart).
 */
import {renderToPipeableStream as reactRenderToPipeableStream} from 'react-dom/server.node';

export * from 'react-dom/server.node';

type Options = Parameters<typeof reactRenderToPipeableStream>[1];

export function renderToPipeableStream(
  children: Parameters<typeof reactRenderToPipeableStream>[0],
  options?: Options,
): ReturnType<typeof reactRenderToPipeableStream> {
  return reactRenderToPipeableStream(children, {
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    ...options,
  });
}
