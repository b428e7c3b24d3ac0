import React, {act, useState} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import * as original from 'react-helmet-async';
import * as started from '../../../src/plugins/lean/helmetClient';

type Helmet = typeof original;

// React's act() outside Testing Library, which sets this for its own renders.
(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

/** Frames asked for (react-helmet-async writes the head at the next frame), and run on demand. */
let frames: FrameRequestCallback[] = [];
beforeEach(() => {
  frames = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
    frames[id - 1] = () => {};
  });
  document.head.innerHTML = '';
  document.title = '';
});
afterEach(() => jest.restoreAllMocks());

function runFrames() {
  const due = frames;
  frames = [];
  due.forEach((callback) => callback(0));
}

/** The site's <Head> and, below it, the page's, as the theme and a study page render them. */
function Page({impl, title}: {impl: Helmet; title: string}) {
  const {Helmet} = impl;
  return (
    <>
      <Helmet titleTemplate="%s | Firm">
        <meta property="og:image" content="https://www.example.com/social-card.png" />
      </Helmet>
      <main>
        <Helmet>
          <title>{title}</title>
          <meta name="description" content="A study's own description" />
          <meta property="og:image" content="https://www.example.com/cover.jpg" />
        </Helmet>
        <Helmet>
          <script type="application/ld+json">{'{"@type":"Article"}'}</script>
        </Helmet>
      </main>
    </>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

function mount(impl: Helmet, title = 'A study') {
  const container = document.createElement('div');
  root = createRoot(container);
  act(() =>
    root!.render(
      <impl.HelmetProvider>
        <Page impl={impl} title={title} />
      </impl.HelmetProvider>,
    ),
  );
}

const ogImage = () =>
  [...document.head.querySelectorAll('meta[property="og:image"]')].map((m) =>
    m.getAttribute('content'),
  );

test('the head is worked out once, when the page has started, not once per <Head> as each renders', () => {
  mount(original);
  // Each <Helmet> scheduled a write, each cancelling the one before: what a frame between two
  // slices of a hydration wrote was the head of the <Helmet>s rendered so far.
  expect(frames.length).toBe(3);
  act(() => root!.unmount());
  root = undefined;
  frames = [];
  document.head.innerHTML = '';

  mount(started);
  expect(frames.length).toBe(1);
  runFrames();
  expect(document.title).toBe('A study | Firm');
  expect(ogImage()).toEqual(['https://www.example.com/cover.jpg']);
  expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
    "A study's own description",
  );
  expect(document.head.querySelector('script[type="application/ld+json"]')?.textContent).toBe(
    '{"@type":"Article"}',
  );
});

test('once started, a <Head> that changes or goes writes the head as before', () => {
  function Switch() {
    const [title, setTitle] = useState('First');
    const [shown, setShown] = useState(true);
    (window as unknown as {change: () => void}).change = () => setTitle('Second');
    (window as unknown as {hide: () => void}).hide = () => setShown(false);
    return (
      <started.HelmetProvider>
        <started.Helmet>
          <title>{title}</title>
        </started.Helmet>
        {shown && (
          <started.Helmet>
            <meta name="robots" content="noindex" />
          </started.Helmet>
        )}
      </started.HelmetProvider>
    );
  }
  root = createRoot(document.createElement('div'));
  act(() => root!.render(<Switch />));
  runFrames();
  expect(document.title).toBe('First');
  expect(document.head.querySelector('meta[name="robots"]')).not.toBeNull();

  act(() => (window as unknown as {change: () => void}).change());
  runFrames();
  expect(document.title).toBe('Second');

  act(() => (window as unknown as {hide: () => void}).hide());
  runFrames();
  expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
});
