/**
 * @jest-environment node
 */
import {pageAddresses} from '../../../src/plugins/case-studies/addresses';
import type {CaseStudyCard} from '../../../src/plugins/case-studies/types';

const card = (id: string, permalink: string, unlisted = false) =>
  ({id, title: `The ${id} story`, permalink, unlisted}) as CaseStudyCard;
const INDEX = {address: '/case-studies', title: 'All case studies'};
const TAGS = {address: '/case-studies/tags', title: 'Case studies by tag'};

test("the 404 page's list: the index, each listed study without the base URL, then the tags", () => {
  const cards = [card('stockboy', '/v42/stockboy'), card('acme', '/v42/acme')];
  const chicago = {label: 'Chicago', permalink: '/case-studies/tags/chicago'};
  expect(pageAddresses(cards, [chicago], '/v42/')).toEqual([
    INDEX,
    {address: '/stockboy', title: 'The stockboy story'},
    {address: '/acme', title: 'The acme story'},
    TAGS,
    {address: '/case-studies/tags/chicago', title: 'Case studies tagged Chicago'},
  ]);
  expect(pageAddresses([card('stockboy', '/stockboy')], [], '/')).toEqual([
    INDEX,
    {address: '/stockboy', title: 'The stockboy story'},
    TAGS,
  ]);
});

test('an unlisted study is never offered: it is reachable only by those given its address', () => {
  const cards = [card('stockboy', '/stockboy'), card('secret', '/secret', true)];
  expect(pageAddresses(cards, [], '/').map((study) => study.address)).toEqual([
    '/case-studies',
    '/stockboy',
    '/case-studies/tags',
  ]);
});
