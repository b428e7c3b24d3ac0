import fs from 'fs';
import path from 'path';
import {Feed} from 'feed';
import type {CaseStudyCard} from './types';
import {FEEDS} from './builtFiles';
import {FAVICONS} from '../favicons/files';

interface SiteInfo {
  name: string;
  description: string;
  /** Origin, no trailing slash: https://www.example.com */
  url: string;
  baseUrl: string;
  email: string;
}

/**
 * Studies a feed holds: the newest. A reader polls the feed to learn what is new; with every
 * study in it, each poll would fetch hundreds of them (Docusaurus's blog also keeps 20).
 */
export const FEED_LIMIT = 20;

/**
 * RSS 2.0, Atom and JSON Feed of the FEED_LIMIT newest listed studies (`cards` come newest
 * first), built with `feed` (the package the Docusaurus blog uses). Unlisted and draft studies
 * never appear. `firstAddress`: by study id, the name of the address a renamed study was first
 * published at (the first of its `formerly`).
 */
export function writeFeeds(
  outDir: string,
  cards: CaseStudyCard[],
  site: SiteInfo,
  firstAddress: ReadonlyMap<string, string> = new Map(),
) {
  const home = `${site.url}${site.baseUrl}`;
  const absolute = (p: string) => `${site.url}${p}`;
  const listed = cards.filter((card) => !card.unlisted).slice(0, FEED_LIMIT);
  const newest = listed
    .map((card) => card.updated ?? card.date)
    .sort()
    .at(-1);
  const feed = new Feed({
    title: `${site.name}: case studies`,
    description: site.description,
    id: `${home}case-studies`,
    link: `${home}case-studies`,
    language: 'en',
    favicon: `${home}${FAVICONS.icon.file}`,
    copyright: `© ${site.name}`,
    updated: newest ? new Date(`${newest}T00:00:00Z`) : undefined,
    author: {name: site.name, email: site.email, link: home},
    feedLinks: Object.fromEntries(
      FEEDS.map(({file, format}) => [
        format === 'json1' ? 'json' : format === 'atom1' ? 'atom' : 'rss',
        `${home}${file}`,
      ]),
    ),
  });
  for (const card of listed) {
    // A study renamed keeps the id it was first published with (its first former address): a
    // new id makes a reader, or a newsletter sent from the feed, announce it again as new.
    const first = firstAddress.get(card.id);
    feed.addItem({
      title: card.title,
      id: first ? `${home}${first}` : absolute(card.permalink),
      link: absolute(card.permalink),
      description: card.description,
      content: `<p>${escapeHtml(card.subtitle)}</p><p>${escapeHtml(card.description)}</p>`,
      date: new Date(`${card.updated ?? card.date}T00:00:00Z`),
      published: new Date(`${card.date}T00:00:00Z`),
      category: card.tags.map((name) => ({name})),
      // The feed's own author (the firm) stands for a study with none.
      ...(card.author ? {author: [{name: card.author}]} : {}),
    });
  }
  for (const {file, format} of FEEDS) {
    const target = path.join(outDir, file);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, feed[format]());
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c]!);
