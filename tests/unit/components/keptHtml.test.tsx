import React, {act} from 'react';
import {renderToString} from 'react-dom/server';
import {hydrateRoot, type Root} from 'react-dom/client';
import {fireEvent, render, screen} from '@testing-library/react';
import {loadDeferredIn, type Deferred} from '../../../src/plugins/lean/client/deferred';
import KeptHtml, {PAGE_LOAD_ATTRIBUTE} from '../../../src/components/layout/KeptHtml';

// (Jest lifts jest.mock above the imports; a factory may read only `mock…` variables.)
const mockPush = jest.fn();
jest.mock('@docusaurus/router', () => ({useHistory: () => ({push: mockPush})}), {virtual: true});
const push = mockPush;

interface Card {
  title: string;
  href: string;
  pageLoad?: boolean;
}
const CARDS: Card[] = [
  {title: 'Acme', href: '/acme'},
  {title: 'Embed', href: '/embed', pageLoad: true},
];

/**
 * The bundler's module table, as the static render (every module present) or a page opened
 * from its address (the data's module absent until its chunk loads) has it.
 */
const modules: Record<string, {default: unknown}> = {};
const g = globalThis as unknown as Record<string, unknown>;
beforeAll(() => {
  g.__webpack_modules__ = modules;
  g.__webpack_require__ = (id: string) => modules[id];
});
afterAll(() => {
  delete g.__webpack_modules__;
  delete g.__webpack_require__;
});

/** Deferred data whose chunk "loads" by putting its module in the table. */
function deferred(cards = CARDS) {
  const load = jest.fn(async () => {
    modules.cards = {default: cards};
    return modules.cards as {default: Card[]};
  });
  return {data: {__deferred: load, module: 'cards'} satisfies Deferred<Card[]>, load};
}

function List({data}: {data: Deferred<Card[]>}) {
  return (
    <main>
      <h1>Stories</h1>
      <KeptHtml data={data} className="box">
        {(cards) => (
          <ul>
            {cards.map((card) => (
              <li key={card.href}>
                <a href={card.href} {...(card.pageLoad ? {[PAGE_LOAD_ATTRIBUTE]: ''} : {})}>
                  {card.title}
                </a>
                <img src={`${card.href}.jpg`} alt="" />
              </li>
            ))}
          </ul>
        )}
      </KeptHtml>
    </main>
  );
}

/** The static render's HTML (data present), then hydrated as the browser does (data absent). */
async function hydrated(data: Deferred<Card[]>) {
  modules.cards = {default: CARDS};
  const html = renderToString(<List data={data} />);
  delete modules.cards;
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  let root: Root;
  await act(async () => {
    root = hydrateRoot(container, <List data={data} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  return {container, errors, unmount: () => act(() => root.unmount())};
}

beforeEach(() => {
  push.mockClear();
  delete modules.cards;
  window.docusaurus = {prefetch: jest.fn(() => false), preload: jest.fn(() => false)};
  document.body.innerHTML = '';
});

test('a page opened from its address keeps the static HTML of its data, and loads none', async () => {
  const {data, load} = deferred();
  const {container, errors, unmount} = await hydrated(data);
  expect(errors).toEqual([]);
  expect([...container.querySelectorAll('li a')].map((a) => a.textContent)).toEqual([
    'Acme',
    'Embed',
  ]);
  expect(container.querySelector('.box > ul')).not.toBeNull();
  expect(load).not.toHaveBeenCalled();
  await unmount();
});

test("its links navigate inside the app and preload on hover, as Docusaurus's Link does", async () => {
  const {data} = deferred();
  const {container, unmount} = await hydrated(data);
  const acme = container.querySelector<HTMLAnchorElement>('a[href="/acme"]')!;
  fireEvent.mouseOver(acme);
  expect(window.docusaurus.preload).toHaveBeenCalledWith('/acme');
  expect(fireEvent.click(acme)).toBe(false); // default prevented: no page load
  expect(push).toHaveBeenCalledWith('/acme');
  await unmount();
});

test('a modified click, or a link to a page with its own CSP, loads the page as a browser does', async () => {
  const {data} = deferred();
  const {container, unmount} = await hydrated(data);
  // Whether the click reached the document still to be done by the browser (then stopped
  // there: jsdom does not load pages).
  const leftToBrowser: boolean[] = [];
  const seen = (event: MouseEvent) => {
    leftToBrowser.push(!event.defaultPrevented);
    event.preventDefault();
  };
  document.addEventListener('click', seen);
  fireEvent.click(container.querySelector('a[href="/acme"]')!, {ctrlKey: true});
  fireEvent.click(container.querySelector('a[href="/embed"]')!);
  document.removeEventListener('click', seen);
  expect(leftToBrowser).toEqual([true, true]);
  expect(push).not.toHaveBeenCalled();
  await unmount();
});

test('a picture that fails loads the data and renders it, so that its fallback can show', async () => {
  const {data, load} = deferred();
  const {container, unmount} = await hydrated(data);
  const kept = container.querySelector('.box');
  await act(async () => {
    fireEvent.error(container.querySelector('img')!);
  });
  expect(load).toHaveBeenCalledTimes(1);
  // Rendered by React now: a new element, with the same content.
  expect(container.querySelector('.box')).not.toBe(kept);
  expect([...container.querySelectorAll('li a')].map((a) => a.textContent)).toEqual([
    'Acme',
    'Embed',
  ]);
  await unmount();
});

test('the keyboard focus stays on its link when a failed picture makes React take over', async () => {
  const {data} = deferred();
  const {container, unmount} = await hydrated(data);
  container.querySelector<HTMLAnchorElement>('a[href="/embed"]')!.focus();
  await act(async () => {
    fireEvent.error(container.querySelector('img')!);
  });
  expect(document.activeElement).toBe(container.querySelector('a[href="/embed"]'));
  expect(document.activeElement).not.toBe(document.body);
  await unmount();
});

test('rendered in the browser with no static HTML (the dev server), it loads the data', async () => {
  const {data, load} = deferred();
  render(<List data={data} />);
  expect(await screen.findByText('Acme')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('after a navigation inside the app the data is loaded already: rendered at once', () => {
  const {data, load} = deferred();
  modules.cards = {default: CARDS};
  render(<List data={data} />);
  expect(screen.getByText('Embed')).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});

test("a route's preload loads the deferred modules among those it loaded, nested or not", async () => {
  const a = deferred([{title: 'A', href: '/a'}]);
  const loaded = await loadDeferredIn([[{default: a.data}], {default: {title: 'not deferred'}}]);
  expect(a.load).toHaveBeenCalledTimes(1);
  expect(loaded).toEqual([[{title: 'A', href: '/a'}]]);
});
