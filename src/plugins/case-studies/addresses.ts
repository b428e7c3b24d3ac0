import fs from 'fs';
import path from 'path';
import {ADDRESSES_FILE, type PageAddress} from './builtFiles';
import {tagPageTitle, type Tag} from './tags';
import type {CaseStudyCard} from './types';

/**
 * The lists' addresses. The index's first: "/case-studie" meant the list, not the study at
 * /case-study (the 404 page offers the first of the closest).
 */
const INDEX: PageAddress = {address: '/case-studies', title: 'All case studies'};
const TAGS: PageAddress = {address: '/case-studies/tags', title: 'Case studies by tag'};

/**
 * The addresses a mistyped one may have meant (ADDRESSES_FILE), with their titles, for the 404
 * page's "Were you looking for": the index, each listed study, the tags overview and each tag's
 * page (`tags`: those with a page). An unlisted study is reachable only by those given its
 * address: never offered. `cards` carry the base URL in their permalinks; the file does not (the
 * page adds it).
 */
export function pageAddresses(
  cards: CaseStudyCard[],
  tags: Pick<Tag, 'label' | 'permalink'>[],
  baseUrl: string,
): PageAddress[] {
  return [
    INDEX,
    ...cards
      .filter((card) => !card.unlisted)
      .map((card) => ({address: card.permalink.slice(baseUrl.length - 1), title: card.title})),
    TAGS,
    ...tags.map((tag) => ({address: tag.permalink, title: tagPageTitle(tag.label)})),
  ];
}

export function writeAddresses(outDir: string, addresses: PageAddress[]) {
  const target = path.join(outDir, ADDRESSES_FILE);
  fs.mkdirSync(path.dirname(target), {recursive: true});
  fs.writeFileSync(target, JSON.stringify(addresses));
}
