/**
 * @jest-environment node
 */
import React, {Suspense, use, useId} from 'react';
import {PassThrough, Writable} from 'stream';
import {text} from 'stream/consumers';
import * as react from 'react-dom/server';
import {renderToPipeableStream} from '../../../src/plugins/lean/reactDomServer';

type Render = typeof react.renderToPipeableStream;

/** What Docusaurus does with the stream (@docusaurus/core/lib/client/renderToHtml.js). */
function renderToHtml(render: Render, app: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const passThrough = new PassThrough();
    const {pipe} = render(app, {
      onError: reject,
      onAllReady() {
        pipe(passThrough);
        text(passThrough).then(resolve, reject);
      },
    });
  });
}

/** The stream as React's own, but with no outlining (what the build used before). */
const stream: Render = (app, options) =>
  react.renderToPipeableStream(app, {progressiveChunkSize: Number.MAX_SAFE_INTEGER, ...options});

function Field({label}: {label: string}) {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} />
    </p>
  );
}

/** A page with nested boundaries, ids, text to escape and enough HTML to be outlined by React. */
function Page() {
  return (
    <main>
      <h1>Tom &amp; Jerry&apos;s &lt;case&gt; — “études”</h1>
      <Suspense fallback={<p>Loading</p>}>
        <Field label="Name" />
        <section>
          {Array.from({length: 400}, (_, i) => (
            <p key={i}>Paragraph {i} of a long study.</p>
          ))}
        </section>
        <Suspense fallback={null}>
          <Field label="Email" />
        </Suspense>
      </Suspense>
    </main>
  );
}

describe('static render (reactDomServer)', () => {
  test('writes the same HTML as the stream, in one piece', async () => {
    const expected = await renderToHtml(stream, <Page />);
    expect(await renderToHtml(renderToPipeableStream, <Page />)).toBe(expected);
    // One write of the whole page: a stream would call write(), on() and more on its destination.
    const written: string[] = [];
    const {pipe} = renderToPipeableStream(<Page />);
    pipe({end: (html: string) => written.push(html)} as unknown as Writable);
    expect(written).toEqual([expected]);
  });

  test('waits, as the stream does, for a component that suspends', async () => {
    let resolve!: (value: string) => void;
    const data = new Promise<string>((done) => (resolve = done));
    function Late() {
      return <p>{use(data)}</p>;
    }
    const html = renderToHtml(
      renderToPipeableStream,
      <Suspense fallback={<p>Loading</p>}>
        <Late />
      </Suspense>,
    );
    setTimeout(() => resolve('Arrived'), 10);
    expect(await html).toContain('<p>Arrived</p>');
    expect(await html).not.toContain('Loading');
  });

  test('reports an error inside a boundary, as the stream does', async () => {
    function Broken(): React.ReactNode {
      throw new Error('bad front matter');
    }
    await expect(
      renderToHtml(
        renderToPipeableStream,
        <Suspense fallback={<p>Loading</p>}>
          <Broken />
        </Suspense>,
      ),
    ).rejects.toThrow('bad front matter');
  });
});
