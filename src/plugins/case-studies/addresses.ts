import fs from 'fs';
import path from 'path';
import {ADDRESSES_FILE, type StudyAddress} from './builtFiles';
import type {CaseStudyCard} from './types';

/**
 * The index's address, first: "/case-studie" meant the list, not the study at /case-study (the
 * 404 page offers the first of the closest).
 */
const INDEX: StudyAddress = {address: '/case-studies', title: 'All case studies'};

/**
 * The listed studies' addresses and titles (ADDRESSES_FILE), after the index's, for the 404
 * page's "were you looking for". An unlisted study is reachable only by those given its address:
 * never offered. `cards` carry the base URL in their permalinks; the file does not (the page
 * adds it).
 */
export function studyAddresses(cards: CaseStudyCard[], baseUrl: string): StudyAddress[] {
  return [
    INDEX,
    ...cards
      .filter((card) => !card.unlisted)
      .map((card) => ({address: card.permalink.slice(baseUrl.length - 1), title: card.title})),
  ];
}

export function writeAddresses(outDir: string, cards: CaseStudyCard[], baseUrl: string) {
  const target = path.join(outDir, ADDRESSES_FILE);
  fs.mkdirSync(path.dirname(target), {recursive: true});
  fs.writeFileSync(target, JSON.stringify(studyAddresses(cards, baseUrl)));
}
