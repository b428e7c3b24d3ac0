/**
 * @jest-environment node
 */
import {studyAddresses} from '../../../src/plugins/case-studies/addresses';
import type {CaseStudyCard} from '../../../src/plugins/case-studies/types';

const card = (id: string, permalink: string, unlisted = false) =>
  ({id, title: `The ${id} story`, permalink, unlisted}) as CaseStudyCard;

const INDEX = {address: '/case-studies', title: 'All case studies'};

test("the 404 page's list: the index, then each listed study's address without the base URL", () => {
  const cards = [card('stockboy', '/v42/stockboy'), card('acme', '/v42/acme')];
  expect(studyAddresses(cards, '/v42/')).toEqual([
    INDEX,
    {address: '/stockboy', title: 'The stockboy story'},
    {address: '/acme', title: 'The acme story'},
  ]);
  expect(studyAddresses([card('stockboy', '/stockboy')], '/')).toEqual([
    INDEX,
    {address: '/stockboy', title: 'The stockboy story'},
  ]);
});

test('an unlisted study is never offered: it is reachable only by those given its address', () => {
  const cards = [card('stockboy', '/stockboy'), card('secret', '/secret', true)];
  expect(studyAddresses(cards, '/').map((study) => study.address)).toEqual([
    '/case-studies',
    '/stockboy',
  ]);
});
