import fs from 'fs';
import path from 'path';
import {coverCrop, hashFile, hashStart, inspectImage} from '../images/pipeline.cjs';
import {
  coverRequest,
  isLocal,
  isRemote,
  localImageFile,
  localImageProblem,
} from '../images/localImage';
import {frontMatterPosition} from '../images/remark';
import {byStudyName} from './content';
import {offBucket, unsizedImageMessage} from './elsewhere';
import {CARD_FIELDS, type CardVariant, type CaseStudyCard} from './types';

/**
 * The widest a cover shows, in CSS pixels: the case-study hero just below its two-column
 * breakpoint (960 px) spans the page. A narrower cover is upscaled there and looks soft.
 */
const COVER_DISPLAY_WIDTH = 960;

/**
 * The least of a photo's height (or width) its frame may crop away unasked: a frame that keeps
 * less than two thirds of it (a square photo, a portrait, a panorama) is said, so that staff
 * say which part to keep (`position`). A 4:3 landscape keeps 83 % of its height and is not.
 */
const KEPT_UNASKED = 2 / 3;

/**
 * What the frame keeps of a photo `width` × `height` px (the part the build publishes,
 * coverCrop()), when that is less than KEPT_UNASKED: the share of its height (`top`/`bottom`
 * would choose) or of its width (`left`/`right`).
 */
function cropped(width: number, height: number) {
  const crop = coverCrop(width, height);
  if (!crop) return null;
  const tall = crop.height < height;
  const share = tall ? crop.height / height : crop.width / width;
  if (share >= KEPT_UNASKED) return null;
  return tall
    ? {share, of: 'height', choices: 'top (or bottom)'}
    : {share, of: 'width', choices: 'left (or right)'};
}

/**
 * Checks every card's cover before anything is bundled. Returns the problems (one line each,
 * `file:line:col  cover.src: ...`, which stop the build) and warnings (narrow or external covers).
 */
export async function checkCovers(
  cards: CaseStudyCard[],
  siteDir: string,
): Promise<{problems: string[]; warnings: string[]}> {
  const problems: string[] = [];
  const warnings: string[] = [];
  const at = (card: CaseStudyCard) => {
    const text = fs.readFileSync(path.join(siteDir, card.source), 'utf8');
    const {line, column} = frontMatterPosition(text, ['cover', 'src']);
    return `${card.source}:${line}:${column}  cover.src`;
  };
  await Promise.all(
    cards.map(async (card) => {
      const file = path.join(siteDir, card.source);
      // One on another website is named with the story's pictures (../images/remark.ts).
      const problem = isLocal(card.cover.src)
        ? await localImageProblem(file, card.cover.src)
        : null;
      if (problem) {
        problems.push(`${at(card)}: ${problem}`);
        return;
      }
      const warning = await coverWarning(file, card.cover.src, card.cover.position);
      if (warning) warnings.push(`${at(card)}: ${warning}`);
    }),
  );
  // In the order the check reads them, which names the later of two.
  const local = cards
    .filter((card) => isLocal(card.cover.src))
    .sort((a, b) => byStudyName(a.source, b.source));
  const repeated = await repeatedCovers(
    local.map((card) => ({
      source: card.source,
      picture: localImageFile(path.join(siteDir, card.source), card.cover.src),
    })),
  );
  for (const card of local) {
    const other = repeated.get(card.source);
    if (other) problems.push(`${at(card)}: ${repeatedCoverMessage(card.cover.src, other)}`);
  }
  return {problems: problems.sort(), warnings: warnings.sort()};
}

/**
 * What a cover will look wrong for, though the build goes on (`npm run check` and the build say
 * it): one narrower than it shows, upscaled and soft; one whose frame crops most of it away
 * (a portrait, a panorama) with no `position` said, where a face could be cut off; one in the
 * media bucket, which the build cannot make phone-sized versions of. `file`: the study's MDX
 * file. Null for a cover that is fine, or one not there (a rule of its own names it).
 */
export async function coverWarning(
  file: string,
  src: string,
  position?: unknown,
): Promise<string | null> {
  // An address neither local nor https (`C:\\Users\\…`): the front matter's rule names it.
  if (!isLocal(src)) return offBucket(src) || !isRemote(src) ? null : unsizedImageMessage(src);
  const image = await inspectImage(localImageFile(file, src)).catch(() => null);
  if (!image) return null;
  const {width, height} = image;
  if (width < COVER_DISPLAY_WIDTH)
    return `"${src}" is ${width} px wide but shows up to ${COVER_DISPLAY_WIDTH} px wide, so it will look soft. Export it at least ${COVER_DISPLAY_WIDTH * 2} px wide (a picture saved from a web page or an email is often a small copy of it: ask for the original)`;
  const crop = position === undefined ? cropped(width, height) : null;
  return crop
    ? `"${src}" is ${width} × ${height} px, and its 16:10 frame (its card, the top of its page) shows the middle ${Math.round(crop.share * 100)} % of its ${crop.of}: if what matters is elsewhere (a face high in a portrait), add position: ${crop.choices} under cover; position: center says the middle is right`
    : null;
}

/**
 * The studies whose cover is the very picture (the same bytes) of a study before them in
 * `covers`, each with that study's source: a study copied to start another keeps the other's
 * cover, and the index showed two cards alike, one with another client's photo. `picture`: the
 * file (localImageFile); one not there is left to the rule that names it.
 */
export async function repeatedCovers(
  covers: {source: string; picture: string}[],
): Promise<Map<string, string>> {
  // Only pictures of one size can be the same: most are never read.
  const bySize = await stillAlike(
    [covers],
    async (cover) => fs.statSync(cover.picture, {throwIfNoEntry: false})?.size,
  );
  // Nor can two whose first bytes differ: only those alike there too are read whole. Copies made
  // from one photo share sizes (a copy of the site grown to 300 studies has 12 sizes of cover):
  // hashing every one of them whole took 0.2 s of that build's start, before anything bundles.
  const alike = await stillAlike(bySize, (cover) => hashStart(cover.picture));
  // The very same bytes: each later one repeats the first.
  const same = await stillAlike(alike, (cover) => hashFile(cover.picture));
  return new Map(
    same.flatMap(([first, ...copies]) => copies.map((copy) => [copy.source, first.source])),
  );
}

/**
 * Each of `groups` split by `key` (in their order), keeping the parts of two or more: what may
 * still be alike. An item whose key is undefined (a picture not there) is alike nothing.
 */
async function stillAlike<T>(
  groups: T[][],
  key: (item: T) => Promise<string | number | undefined>,
): Promise<T[][]> {
  const parts: T[][] = [];
  for (const group of groups) {
    const keys = await Promise.all(group.map(key));
    const byKey = new Map<string | number, T[]>();
    group.forEach((item, i) => {
      const at = keys[i];
      if (at !== undefined) byKey.set(at, [...(byKey.get(at) ?? []), item]);
    });
    parts.push(...[...byKey.values()].filter((part) => part.length > 1));
  }
  return parts;
}

/**
 * What `cover.src` is told when it repeats the cover of the study `other`. Which of the two was
 * copied, the files do not tell (a copy by hand keeps the date too): the words name both, and say
 * which to change.
 */
export const repeatedCoverMessage = (src: string, other: string) =>
  `"${src}" is the very picture that ${other} has as its cover, so the two studies look alike (if one study was copied from the other to start it, give the copy its own cover: it shows the other client's photo)`;

/**
 * A JavaScript module of cards for a page's route data: the fields the `variant` of card reads
 * (CARD_FIELDS) as JSON, and the cover as a `require()` of the image, so the image loader
 * processes it like any image in an MDX file.
 */
export function cardsModule(cards: CaseStudyCard[], variant: CardVariant, siteDir: string): string {
  const items = cards.map((card) => {
    const {src: written, ...cover} = card.cover;
    const fields = Object.fromEntries(CARD_FIELDS[variant].map((key) => [key, card[key]]));
    const file = path.resolve(siteDir, path.dirname(card.source), written);
    const src = isLocal(written)
      ? `require(${JSON.stringify(coverRequest(file.split(path.sep).join('/'), cover.position))}).default`
      : JSON.stringify(written);
    return `  {...${JSON.stringify(fields)}, cover: {...${JSON.stringify(cover)}, src: ${src}}}`;
  });
  return `// Generated by src/plugins/case-studies: the cards of one page.\nexport default [\n${items.join(',\n')}\n];\n`;
}
