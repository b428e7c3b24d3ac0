import fs from 'fs';
import path from 'path';
import {Feed} from 'feed';
import type {CaseStudyCard} from './types';
import {framePosition, processFile, variantPath} from '../images/pipeline.cjs';
import {localImageFile} from '../images/localImage';
import {FEEDS} from './builtFiles';
import {authorOf} from './authors';
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

/** A study's cover as a feed shows it: the file its page's og:image names. */
export interface FeedPicture {
  /** Under the site's base URL (`assets/images/cover-…-1280.jpg`), or absolute (a remote cover). */
  src: string;
  alt: string;
  width?: number;
  height?: number;
  /** The file's size and type, for RSS's enclosure (a remote cover's are not known). */
  bytes?: number;
  type?: string;
}

/**
 * `card`'s cover as the build published it, in the 16:10 frame its card shows (its 1280 px
 * fallback, as the page's og:image): from the image cache, which the build has just filled.
 * A cover on another website, as it is.
 */
export async function feedPicture(card: CaseStudyCard, siteDir: string): Promise<FeedPicture> {
  const {src, alt, width, height, position} = card.cover;
  if (/^https:/.test(src)) return {src, alt, width, height};
  const file = localImageFile(path.join(siteDir, card.source), src);
  // As a sharing picture is asked for: its one fallback variant, from the cover's cache entry.
  const image = await processFile(file, {cover: framePosition(position), share: true});
  const [variant] = image.variants;
  return {
    src: variantPath(file, image, variant),
    alt,
    width: variant.width,
    height: Math.round((image.height * variant.width) / image.width),
    bytes: (await fs.promises.stat(variant.file)).size,
    type: image.fallback === 'png' ? 'image/png' : 'image/jpeg',
  };
}

/**
 * RSS 2.0, Atom and JSON Feed of the FEED_LIMIT newest listed studies (`cards` come newest
 * first), built with `feed` (the package the Docusaurus blog uses). Unlisted and draft studies
 * never appear. `firstAddress`: by study id, the name of the address a renamed study was first
 * published at (the first of its `formerly`). `tagLabels`: each tag's label by key, as the pages
 * show it (readers list an item's categories). `pictures`: each study's cover, by id (a build's;
 * the preview's feeds have none): an enclosure in RSS, `image` in JSON Feed, and in every
 * format's content, where readers that show no enclosure (Atom's) show it. Without it, a reader's
 * list of the firm's studies was titles and text, with no picture of any.
 */
export function writeFeeds(
  outDir: string,
  cards: CaseStudyCard[],
  site: SiteInfo,
  {
    firstAddress = new Map(),
    tagLabels = new Map(),
    pictures = new Map(),
  }: {
    firstAddress?: ReadonlyMap<string, string>;
    tagLabels?: ReadonlyMap<string, string>;
    pictures?: ReadonlyMap<string, FeedPicture>;
  } = {},
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
    const picture = pictures.get(card.id);
    const pictureUrl =
      picture && (/^https:/.test(picture.src) ? picture.src : `${home}${picture.src}`);
    const size =
      picture?.width && picture.height
        ? ` width="${picture.width}" height="${picture.height}"`
        : '';
    feed.addItem({
      title: card.title,
      id: first ? `${home}${first}` : absolute(card.permalink),
      link: absolute(card.permalink),
      description: card.description,
      content: `${picture ? `<p><img src="${escapeHtml(pictureUrl!)}" alt="${escapeHtml(picture.alt)}"${size}></p>` : ''}<p>${escapeHtml(card.subtitle)}</p><p>${escapeHtml(card.description)}</p>`,
      ...(picture?.bytes !== undefined
        ? {enclosure: {url: pictureUrl!, length: picture.bytes, type: picture.type}}
        : {}),
      // JSON Feed's `image` (feed writes `image` into RSS as well, as an enclosure of no size
      // and the type image/jpg, which is none: the enclosure above says both).
      ...(pictureUrl ? {extensions: [{name: 'image', objects: pictureUrl}]} : {}),
      date: new Date(`${card.updated ?? card.date}T00:00:00Z`),
      published: new Date(`${card.date}T00:00:00Z`),
      // Its label as the page shows it (Atom's term is the key, which names the tag's page).
      category: card.tags.map((key) => ({name: tagLabels.get(key) ?? key, term: key})),
      // The feed's own author (the firm) stands for a study with none; a member of the team
      // with their profile (Atom's uri, JSON Feed's url).
      ...(card.author ? {author: [{name: card.author, link: authorOf(card.author)?.url}]} : {}),
    });
  }
  for (const {file, format} of FEEDS) {
    const target = path.join(outDir, file);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    const text = feed[format]();
    fs.writeFileSync(
      target,
      format === 'rss2'
        ? withCreators(
            text,
            listed.map((card) => card.author),
          )
        : text,
    );
  }
}

const DUBLIN_CORE = 'http://purl.org/dc/elements/1.1/';

/**
 * RSS 2.0 with each item's author named as feed readers read a name: Dublin Core's `dc:creator`
 * (as WordPress's feeds do). RSS's own `author` is an e-mail address, which `feed` writes only
 * with one (a member of the team has a profile, not a public address), so readers showed no
 * author for any study while Atom and JSON Feed named theirs. `authors`: each item's, in order.
 */
export function withCreators(rss: string, authors: (string | undefined)[]) {
  // Each item's end, on a line of its own (a description that says `</item>` is in its text).
  const ends = [...rss.matchAll(/\n([ \t]*)<\/item>/g)];
  if (ends.length !== authors.length)
    throw new Error(`the RSS feed has ${ends.length} items, not ${authors.length}`);
  if (authors.every((author) => !author)) return rss;
  let text = '';
  let from = 0;
  ends.forEach((end, i) => {
    text += rss.slice(from, end.index);
    if (authors[i]) text += `\n${end[1]}    <dc:creator>${escapeHtml(authors[i])}</dc:creator>`;
    from = end.index;
  });
  text += rss.slice(from);
  return text.includes(`xmlns:dc="${DUBLIN_CORE}"`)
    ? text
    : text.replace(/<rss\b/, `<rss xmlns:dc="${DUBLIN_CORE}"`);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c]!);
