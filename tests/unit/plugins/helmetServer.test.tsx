/**
 * @jest-environment node
 */
import React from 'react';
import {renderToString} from 'react-dom/server';
import * as original from 'react-helmet-async';
import * as lazy from '../../../src/plugins/lean/helmetServer';

type Helmet = typeof original;
const PARTS = [
  'htmlAttributes',
  'bodyAttributes',
  'title',
  'base',
  'meta',
  'link',
  'script',
  'noscript',
  'style',
] as const;

/** A page as the theme and the site head it: defaults, overrides, nesting and attributes. */
function page({Helmet}: Helmet, extra: number) {
  return (
    <>
      <Helmet htmlAttributes={{lang: 'en', dir: 'ltr'}} titleTemplate="%s | Firm" defer={false}>
        <title>Default</title>
        <meta name="description" content="The firm" />
        <meta property="og:type" content="website" />
        <link rel="canonical" href="https://www.example.com/" />
      </Helmet>
      <main>
        <Helmet>
          <title>A study</title>
          <meta name="description" content="A study's own description" />
          <meta property="og:title" content="A study" />
          <link rel="canonical" href="https://www.example.com/study" />
          <script type="application/ld+json">{'{"@type":"Article"}'}</script>
        </Helmet>
        {Array.from({length: extra}, (_, i) => (
          <Helmet key={i}>
            <meta name={`extra-${i}`} content={String(i)} />
          </Helmet>
        ))}
        <Helmet bodyAttributes={{class: 'study-page'}}>
          <meta name="robots" content="noindex" />
          <base href="/" />
          <noscript>{'<p>no js</p>'}</noscript>
          <style>{'body{color:red}'}</style>
        </Helmet>
      </main>
    </>
  );
}

/** Renders the page with one implementation; returns the head as the build reads it. */
function head(impl: Helmet, extra = 3) {
  const context: {helmet?: Record<(typeof PARTS)[number], {toString(): string}>} = {};
  const html = renderToString(
    <impl.HelmetProvider context={context}>{page(impl, extra)}</impl.HelmetProvider>,
  );
  const {helmet} = context;
  const parts = Object.fromEntries(PARTS.map((part) => [part, helmet![part].toString()]));
  return {html, ...(parts as Record<(typeof PARTS)[number], string>)};
}

test('the head of a page is the one react-helmet-async works out, part by part', () => {
  const expected = head(original);
  expect(expected.title).toContain('A study | Firm');
  expect(expected.meta).toContain('noindex');
  expect(head(lazy as unknown as Helmet)).toEqual(expected);
});

test('a page with no <Helmet> reads the empty head, as before', () => {
  const read = (impl: Helmet) => {
    const context: {helmet?: {title: object}} = {};
    renderToString(<impl.HelmetProvider context={context}>page</impl.HelmetProvider>);
    return context.helmet!.title.toString();
  };
  expect(read(lazy as unknown as Helmet)).toBe(read(original));
});

test('the head is worked out once per page, not once per <Helmet>', () => {
  // Working out the head merges every <Helmet>'s html attributes: count the merges of one's.
  const merges = (impl: Helmet) => {
    let reads = 0;
    const attributes = {
      get 'data-counted'() {
        reads += 1;
        return 'yes';
      },
    };
    const context: {helmet?: {htmlAttributes: object}} = {};
    renderToString(
      <impl.HelmetProvider context={context}>
        <impl.Helmet htmlAttributes={attributes as Record<string, string>} />
        {page(impl, 20)}
      </impl.HelmetProvider>,
    );
    expect(context.helmet!.htmlAttributes.toString()).toContain('data-counted="yes"');
    return reads;
  };
  expect(merges(original)).toBeGreaterThan(20); // once per <Helmet> after it: 24 of them
  expect(merges(lazy as unknown as Helmet)).toBe(1);
});
