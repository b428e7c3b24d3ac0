/**
 * @jest-environment node
 */
import {cardsModule} from '../../../src/plugins/case-studies/covers';
import type {CaseStudyCard} from '../../../src/plugins/case-studies/types';

const study: CaseStudyCard = {
  id: 'acme',
  source: 'case-studies/acme/index.mdx',
  permalink: '/acme',
  category: 'Retail',
  title: 'Acme',
  subtitle: 'A subtitle',
  description: 'A description',
  highlights: ['One', 'Two', 'Three'],
  cover: {src: 'https://cdn.example.com/acme.jpg', alt: 'A shop front', width: 2400, height: 1500},
  metrics: [{value: '35%', label: 'Cost reduction'}],
  featured: true,
  order: 1,
  date: '2025-03-18',
  updated: '2025-04-01',
  tags: ['retail'],
  readingMinutes: 3,
  unlisted: false,
  hasThirdPartyEmbed: false,
};

/** The cards a module exports (an external cover: no image to require). */
function cardsOf(code: string): Record<string, unknown>[] {
  return new Function(code.replace('export default', 'return'))();
}

const base = ['permalink', 'hasThirdPartyEmbed', 'category', 'title', 'description'];

test("a list page's cards carry what a list card shows, and no metrics", () => {
  const [card] = cardsOf(cardsModule([study], 'list', '/site'));
  expect(Object.keys(card).sort()).toEqual(
    [...base, 'subtitle', 'highlights', 'date', 'cover'].sort(),
  );
  expect(card).toMatchObject({date: '2025-03-18', highlights: ['One', 'Two', 'Three']});
  expect(card.cover).toEqual({
    src: 'https://cdn.example.com/acme.jpg',
    alt: 'A shop front',
    width: 2400,
    height: 1500,
  });
});

test("the home page's featured cards carry their metrics, and no subtitle, highlights or date", () => {
  const [card] = cardsOf(cardsModule([study], 'featured', '/site'));
  expect(Object.keys(card).sort()).toEqual([...base, 'metrics', 'cover'].sort());
  expect(card.metrics).toEqual([{value: '35%', label: 'Cost reduction'}]);
});

test('a local cover is required once, its written path not kept beside it', () => {
  const code = cardsModule([{...study, cover: {src: './cover.jpg', alt: 'A'}}], 'list', '/site');
  expect(code).toContain('require(');
  expect(code).toContain('/site/case-studies/acme/cover.jpg');
  expect(code).not.toContain('"./cover.jpg"');
});
