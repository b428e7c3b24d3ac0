import type {
  LoadContext,
  OnBrokenMarkdownLinksFunction,
  ParseFrontMatter,
  Plugin,
} from '@docusaurus/types';
import fs from 'fs';
import path from 'path';
import {buildCaseStudies, splitFrontMatter, studyEntries, studyId} from './content';
import {
  formatProblem,
  frontMatterFileProblems,
  studiesSoFar,
  studyLayout,
  textRuleProblems,
} from './check';
import {cardsModule, checkCovers} from './covers';
import {deferredModule} from '../lean/client/deferred';
import {
  featuredOf,
  MAX_FEATURED,
  overFeatured,
  paginate,
  perPage,
  pinFeatured,
  relatedStudies,
} from './lists';
import {loadTags, tagMoves, tagPath, TAGS_FILE, TagsFileError, type Tag} from './tags';
import {FEED_LIMIT, feedPicture, writeFeeds} from './feeds';
import {pageAddresses, writeAddresses} from './addresses';
import {formerAddresses, formerPath, writeMovedPages, type Move} from './moved';
import RESERVED from './reserved.json';
import {FEEDS, type PageAddress} from './builtFiles';
import {reloadQueue} from './reloads';
import {compileOnFirstVisit} from './firstVisit';
import {storyPartsChunks} from './storyImports';
import {isLocal, PICTURE_EXTENSIONS} from '../images/localImage';
import {pictureFolderModule, picturesIn} from '../images/pictureFolder';
import {TEAM, TEAM_PHOTOS} from '../../data/team';
import {teamPhotoProblem} from '../../lib/teamPhotos';
import {authorOf} from './authors';
import {keptTreesRead} from './keptStoryTrees';
import type {SiteIdentity} from '../../site';
import type {
  CardVariant,
  CaseStudiesDevData,
  CaseStudyCard,
  PagesEntry,
  StudyMeta,
  TagSummary,
} from './types';

const PLUGIN_NAME = 'case-studies';
const PAGES_PLUGIN = 'docusaurus-plugin-content-pages';
const PAGES_INSTANCE = 'case-studies';

/** Where the per-study data lands: `@generated/case-studies/default/study-<id>.json`. */

const studyMetaName = (id: string) => `study-${id}.json`;

/**
 * Reads the MDX files the `case-studies` pages instance loaded, validates their front matter,
 * tags and covers, and adds the pages that list them: home (featured cards), the paginated
 * index, a page per tag and the tags overview. Cards reach those pages as route data, the way
 * the Docusaurus blog's list pages get theirs, so no other page downloads them. Each study gets
 * its tags, reading time, related studies and neighbours as a data file its page imports
 * (src/plugins/images/remark.ts adds the import). A bad file stops the build.
 */
/**
 * Each listed study's last change (2025-03-18), by its absolute URL: the sitemap's `lastmod`
 * (docusaurus.config.ts reads it once the content is loaded).
 */
export const studyLastModified = new Map<string, string>();

/**
 * `markdown.parseFrontMatter` (docusaurus.config.ts). Under `npm start` only, two mistakes that
 * would stop Docusaurus from reloading the study, so that the browser kept showing the old page
 * with nothing said, get through to our checks, which read the file as written and show the
 * mistake on the study's page instead:
 * - a front matter that is not YAML (an unclosed quote, a missing colon) is read as empty;
 * - a `title` or `description` that is not text (`title: 2024`) is handed on as text;
 * - a sharing picture (`image: ./share.jpg`) that is not beside the study is left out: Docusaurus
 *   requires it, and the bundler's "Can't resolve './share.jpg'" covered every page of the
 *   preview. `npm run check` (in the terminal at the start, and before a build) names it.
 */
export const parseFrontMatter: ParseFrontMatter = async (params) => {
  if (process.env.NODE_ENV !== 'development') return params.defaultParseFrontMatter(params);
  let result: Awaited<ReturnType<ParseFrontMatter>>;
  try {
    result = await params.defaultParseFrontMatter(params);
  } catch (error) {
    if ((error as Error).name !== 'YAMLException') throw error;
    // The body keeps its line numbers, for the compiler's messages.
    return {frontMatter: {}, content: splitFrontMatter(params.fileContent).body};
  }
  const frontMatter = {...result.frontMatter};
  for (const key of ['title', 'description']) {
    if (frontMatter[key] !== undefined && typeof frontMatter[key] !== 'string') {
      frontMatter[key] = String(frontMatter[key]);
    }
  }
  const {image} = frontMatter;
  if (
    typeof image === 'string' &&
    isLocal(image) &&
    !fs.existsSync(path.resolve(path.dirname(params.filePath), image))
  )
    delete frontMatter.image;
  return {...result, frontMatter};
};

/**
 * `markdown.hooks.onBrokenMarkdownLinks` under `npm start` (docusaurus.config.ts; a build throws,
 * Docusaurus's own way). A link with no address, `[the press release]()`, is let through, so that
 * the study's page names it with its other mistakes (links.ts): Docusaurus's "Markdown link with
 * empty URL" stopped the compilation, and the bundler's report covered every page of the preview.
 * A link to a file that is not there still stops it, as in a build.
 */
export const onBrokenMarkdownLinksInPreview: OnBrokenMarkdownLinksFunction = ({
  url,
  sourceFilePath,
  node,
}) => {
  if (url === '') return undefined;
  const at = node.position ? ` (${node.position.start.line}:${node.position.start.column})` : '';
  throw new Error(`Markdown link with URL ${url} in ${sourceFilePath}${at} couldn't be resolved.`);
};

/**
 * The `case-studies` pages instance reloads through this queue under `npm start`, one reload at
 * a time (docusaurus.config.ts, ./reloads.ts); this plugin's allContentLoaded tells it when a
 * reload has used what it loaded.
 */
export const studyReloads = reloadQueue();

/**
 * What this plugin reads besides the studies, watched by the pages instance (so that a change
 * reloads through the queue, and this plugin's allContentLoaded runs again): the vocabulary;
 * Markdown files, which are not pages (only .mdx is) but, saved by mistake, are named in the
 * terminal and on the 404 page (see allContentLoaded); and the pictures, whose covers it checks
 * (a cover saved too small, then saved again full-size, stayed named until the study was saved).
 */
export const ALSO_WATCHED = [
  TAGS_FILE,
  // The team's photos, which the home page's route data lists (pictureFolderModule).
  `${TEAM_PHOTOS}/*`,
  'case-studies/**/*.md',
  // In either case: a glob's braces are case-sensitive.
  `case-studies/**/*.{${[...PICTURE_EXTENSIONS, ...PICTURE_EXTENSIONS.map((ext) => ext.toUpperCase())].join(',')}}`,
];

/** The loader of case-study MDX under `npm start` (see mdxMistakes.cjs). */
const MDX_MISTAKES_LOADER = path.join(__dirname, 'mdxMistakes.cjs');

/**
 * Puts MDX_MISTAKES_LOADER in place of Docusaurus's MDX loader in the rule of the pages instance
 * that reads `dir` (it hands the loader and its options on).
 */
function showMdxMistakesOnPage(rules: unknown[] | undefined, dir: string) {
  type Use = {loader?: string; options?: unknown};
  type Rule = {include?: unknown; use?: Use[]};
  const rule = (rules as Rule[] | undefined)?.find(
    (r) =>
      Array.isArray(r?.include) &&
      r.include.some((d) => path.resolve(String(d)) === dir) &&
      Array.isArray(r.use),
  );
  const index = rule?.use?.findIndex((use) => use.loader?.includes('mdx-loader')) ?? -1;
  if (!rule?.use || index < 0) throw new Error(`No MDX loader reads ${dir}`);
  const {loader, options} = rule.use[index];
  rule.use[index] = {loader: MDX_MISTAKES_LOADER, options: {loader, options}};
}

export default function caseStudiesPlugin(context: LoadContext): Plugin {
  // Tools that read the site's config without building it (knip) pass no context.
  if (!context) return {name: PLUGIN_NAME};
  const {siteDir, baseUrl, siteConfig} = context;
  const site = (siteConfig.customFields as {site: SiteIdentity}).site;
  let listedCards: CaseStudyCard[] = [];
  const feedSite = {
    name: site.name,
    description: site.description,
    url: siteConfig.url,
    baseUrl,
    email: site.contactEmail,
  };
  /**
   * Under `npm start`, where the feeds are written and served from (the build writes them into
   * its output): the pages' autodiscovery links lead to them in the preview too.
   */
  const previewFiles = path.join(context.generatedFilesDir, 'case-studies-preview');
  /** The studies' and renamed tags' former addresses, each with the title of the page it leads to. */
  let moves: (Move & {title: string})[] = [];
  /** By study id, the name of the address a renamed study was first published at. */
  let firstAddress = new Map<string, string>();
  /** Each tag's label, by key (the feeds' categories). */
  let tagLabels = new Map<string, string>();
  /** The addresses the 404 page may offer (./addresses.ts), written after the build. */
  let addresses: PageAddress[] = [];
  return studyReloads.reporting({
    name: PLUGIN_NAME,
    // Feed autodiscovery on every page, as the Docusaurus blog does.
    injectHtmlTags: () => ({
      headTags: FEEDS.map(({file, type}) => ({
        tagName: 'link',
        attributes: {
          rel: 'alternate',
          type,
          href: `${baseUrl}${file}`,
          title: `${site.name}: case studies`,
        },
      })),
    }),
    // A production build puts the parts the stories import each in a chunk the studies that use
    // it share (./storyImports.ts). Under `npm start`, a story the MDX compiler cannot read shows
    // on its page, not over every page (./mdxMistakes.cjs wraps Docusaurus's loader for the
    // studies).
    configureWebpack(config, isServer, utils) {
      if (process.env.NODE_ENV !== 'development') {
        return isServer
          ? {}
          : {optimization: {splitChunks: {cacheGroups: {storyParts: storyPartsChunks()}}}};
      }
      const studiesDir = path.join(siteDir, 'case-studies');
      showMdxMistakesOnPage(config.module?.rules, studiesDir);
      // A study saved or removed: compiled once, when its reload has written the generated files.
      const changes = studyReloads.afterStudyChanges(studiesDir, context.generatedFilesDir);
      // Merged with Docusaurus's dev server options: its static folders are an array, which
      // webpack-merge extends. Not watched: a feed written is no reason to reload a page.
      const devServer = {static: [{directory: previewFiles, publicPath: baseUrl, watch: false}]};
      // Each page compiled when first opened (./firstVisit.ts).
      const firstVisit = compileOnFirstVisit(
        {studiesDir, generatedDir: context.generatedFilesDir},
        // Tools that read the config without bundling (knip) give no bundler.
        utils?.currentBundler?.instance ?? {},
      );
      return {
        ...firstVisit,
        plugins: [changes, ...(firstVisit.plugins ?? [])],
        devServer: {...devServer, ...firstVisit.devServer},
      };
    },
    async postBuild({outDir}) {
      // Whether the build parsed its stories again (a `docusaurus build` run without the check);
      // none read (the bundler's cache had every page) is not said.
      const {found, parsed} = keptTreesRead();
      if (found + parsed > 0)
        console.log(
          `[INFO] Case studies: ${found} of ${found + parsed} stories read as npm run check parsed them`,
        );
      // Each feed item's cover; one that cannot be read leaves its item without a picture, said.
      const pictures = new Map(
        (
          await Promise.all(
            listedCards.slice(0, FEED_LIMIT).map((card) =>
              feedPicture(card, siteDir).then(
                (picture) => [[card.id, picture] as const],
                (error: Error) => {
                  console.warn(
                    `[WARNING] ${card.source}: the feeds show no cover (${error.message})`,
                  );
                  return [];
                },
              ),
            ),
          )
        ).flat(),
      );
      writeFeeds(outDir, listedCards, feedSite, {firstAddress, tagLabels, pictures});
      writeMovedPages(outDir, moves, {url: siteConfig.url, baseUrl});
      writeAddresses(outDir, addresses);
    },
    async allContentLoaded({allContent, actions}) {
      const entries = (allContent[PAGES_PLUGIN]?.[PAGES_INSTANCE] ?? []) as PagesEntry[];
      // A route's data by the `@generated` alias, as the Docusaurus blog does with its own
      // (`~blog/…`): createData answers with the file's absolute path, which would be written
      // into the browser's scripts (the build machine's folders, public) and make their content
      // and names differ with the folder the site was built in.
      const generated = async (file: Promise<string>) =>
        `@generated/${path
          .relative(context.generatedFilesDir, await file)
          .split(path.sep)
          .join('/')}`;
      const json = (name: string, data: unknown) =>
        generated(actions.createData(name, JSON.stringify(data)));
      // Under `npm start` a bad study does not stop the server: it is left out of the lists and its
      // page shows the problems, the lines `npm run check` prints, until the file is fixed.
      const dev = process.env.NODE_ENV === 'development';
      // Nor does a bad tags.yml: with no vocabulary every study that has tags is left out, and
      // its page shows the vocabulary's problems (the reload no longer fails, keeping the old
      // pages in the browser with nothing said).
      let tags: Map<string, Tag>;
      let vocabularyProblems: string[] = [];
      try {
        tags = loadTags(siteDir);
      } catch (error) {
        if (!dev || !(error instanceof TagsFileError)) throw error;
        console.error(error.message);
        vocabularyProblems = error.message.split('\n');
        tags = new Map();
      }
      // Under `npm start`, what buildCaseStudies found wrong with each study it left out.
      const invalid = new Map<string, string>();
      let devData: Omit<CaseStudiesDevData, 'addresses'> | undefined;
      const studies = buildCaseStudies(
        entries,
        siteDir,
        undefined,
        tags,
        dev ? (source, message) => invalid.set(source, message) : undefined,
      );
      if (dev) {
        // Files that cannot become a page (a folder named with spaces, a .md file, an address
        // the site already has): named in the terminal and on the 404 page, where staff look.
        const misplaced = studyLayout(siteDir).problems.map(formatProblem);
        misplaced.forEach((line) => console.warn(`[WARNING] ${line}`));
        // And the drafts, which the preview shows and a build leaves out: a study's page names
        // a link to one, as the check does (src/components/case-study/CaseStudyPage).
        const drafts = studies
          .filter((study) => study.frontMatter.draft === true)
          .map((study) => study.card.permalink.slice(baseUrl.length - 1));
        devData = {misplaced, drafts};
      }
      const {problems, warnings} = await checkCovers(
        studies.map((study) => study.card),
        siteDir,
      );
      warnings.forEach((warning) => console.warn(`[WARNING] ${warning}`));
      /** Under `npm start`, the studies with mistakes: their pages show them, the lists leave them out. */
      const broken = new Set<string>();
      if (dev) {
        // The lines `npm run check` prints for each study, in its order, bar those that need the
        // story compiled (its pictures come from the images plugin; its syntax, from the MDX
        // loader). buildCaseStudies' own message only if none says what it found.
        const seen = studiesSoFar();
        for (const {source} of studyEntries(entries, siteDir)) {
          const text = fs.readFileSync(path.join(siteDir, source), 'utf8');
          const {frontMatter, problems: own} = frontMatterFileProblems(source, text, tags);
          let lines = [...own, ...textRuleProblems(source, text, frontMatter, seen)]
            .map(formatProblem)
            .concat(problems.filter((problem) => problem.startsWith(`${source}:`)));
          if (lines.length === 0 && invalid.has(source)) lines = invalid.get(source)!.split('\n');
          if (lines.length === 0) continue;
          // A broken vocabulary is the cause (printed once, above).
          if (vocabularyProblems.length > 0) lines = vocabularyProblems;
          else console.error(lines.join('\n'));
          broken.add(source);
          await json(studyMetaName(studyId(source)), {problems: lines});
        }
      } else if (problems.length > 0) {
        // Printed first, before Docusaurus wraps the error in its own message and stack trace.
        console.error(problems.join('\n'));
        throw new Error(`Case-study covers (see case-studies/README.md):\n${problems.join('\n')}`);
      }
      const valid = studies.filter((study) => !broken.has(study.card.source));
      const all = valid.map((study) => study.card);
      // A draft's former addresses are not published, as the draft is not.
      const formerlyOf = ({frontMatter}: (typeof valid)[number]) =>
        frontMatter.draft === true ? [] : (frontMatter.formerly ?? []);
      const former = formerAddresses(
        valid.map((study) => ({
          id: study.card.id,
          source: study.card.source,
          formerly: formerlyOf(study),
        })),
        RESERVED,
      );
      const moveProblems = former.problems.map(
        ({source, message}) => `${source}: formerly: ${message}`,
      );
      if (moveProblems.length > 0 && !dev) {
        console.error(moveProblems.join('\n'));
        throw new Error(
          `Former addresses (see case-studies/README.md):\n${moveProblems.join('\n')}`,
        );
      }
      moveProblems.forEach((line) => console.warn(`[WARNING] ${line}`));
      const titles = new Map(all.map((card) => [`/${card.id}`, card.title]));
      moves = former.moves.map((move) => ({...move, title: titles.get(move.to)!}));
      // The first of a study's former addresses, as written: the oldest (the guide says so).
      firstAddress = new Map(
        valid.flatMap((study) => {
          const [first] = formerlyOf(study);
          return first ? [[study.card.id, formerPath(first).slice(1)] as const] : [];
        }),
      );
      const listed = all.filter((card) => !card.unlisted);
      listedCards = listed;
      // The preview's feeds, as the build will write them (with the drafts the preview lists).
      tagLabels = new Map([...tags.values()].map((tag) => [tag.key, tag.label]));
      if (dev) writeFeeds(previewFiles, listed, feedSite, {firstAddress, tagLabels});
      studyLastModified.clear();
      for (const card of listed) {
        studyLastModified.set(`${siteConfig.url}${card.permalink}`, card.updated ?? card.date);
      }
      const cards = async (name: string, list: typeof all, variant: CardVariant) =>
        generated(actions.createData(name, cardsModule(list, variant, siteDir)));
      // A list page's cards (up to 24, most of what the page weighs) are deferred route data: a
      // chunk loaded when the visitor navigates to the page inside the app, not for a page opened
      // from its address, which keeps the static render's HTML of them (src/plugins/lean).
      const deferredCards = async (name: string, list: typeof all) => {
        const file = name.replace(/\.js$/, '.cards.js');
        await actions.createData(file, cardsModule(list, 'list', siteDir));
        return generated(actions.createData(name, deferredModule(`./${file}`)));
      };
      const route = (path: string, component: string, modules: Record<string, string>) =>
        actions.addRoute({
          path: `${baseUrl}${path.replace(/^\//, '')}`,
          exact: true,
          component,
          modules,
        });

      // More featured studies than the home page shows: `npm run check` names them at their
      // lines; this catches a `docusaurus build` run without it. The dev server shows the first.
      const over = overFeatured(listed, (card) => card.id).map(
        ({card, message}) => `${card.source}: featured: ${message}`,
      );
      if (over.length > 0 && !dev) {
        console.error(over.join('\n'));
        throw new Error(`Featured case studies (see case-studies/README.md):\n${over.join('\n')}`);
      }
      over.forEach((line) => console.warn(`[WARNING] ${line}`));
      // The team's photos (src/data/team.ts): one named but not there stops a build here, before
      // bundling, naming the member and the photos there are (the preview's console says it, and
      // the initials show).
      const teamPhotos = path.join(siteDir, TEAM_PHOTOS);
      const photoNames = picturesIn(teamPhotos);
      const photoProblems = dev
        ? []
        : TEAM.map((member) => teamPhotoProblem(member, photoNames)).filter(
            (problem) => problem !== null,
          );
      if (photoProblems.length > 0) throw new Error(photoProblems.join('\n'));
      route('/', '@site/src/components/home/HomePage', {
        studies: await cards('featured.js', featuredOf(listed).slice(0, MAX_FEATURED), 'featured'),
        team: await generated(
          actions.createData('team-photos.js', pictureFolderModule(teamPhotos, photoNames)),
        ),
      });

      const summaries: TagSummary[] = [...tags.values()].map(({key, label, description}) => ({
        key,
        label,
        description,
        permalink: tagPath(key),
        count: listed.filter((card) => card.tags.includes(key)).length,
      }));
      // A renamed tag's former pages send visitors on, as a renamed study's former address does.
      const studiesPerPage = perPage();
      moves.push(
        ...tagMoves(
          [...tags.values()].map((tag, i) => ({
            ...tag,
            pages: Math.ceil(summaries[i].count / studiesPerPage),
          })),
        ),
      );

      // Under `npm start` (which writes no build), each former address is a route that sends the
      // visitor on, keeping its query and #section, as the page the build writes there does: a
      // member of staff who renames a study's folder sees its old address work in the preview.
      if (dev) {
        for (const move of moves) {
          actions.addRoute({
            path: `${baseUrl}${move.from.slice(1)}`,
            exact: true,
            component: '@site/src/components/case-study/FormerAddress',
            props: {to: `${baseUrl}${move.to.slice(1)}`},
          });
        }
      }

      addresses = pageAddresses(
        listed,
        summaries.filter((tag) => tag.count > 0),
        baseUrl,
      );
      // The preview's 404 page offers the address meant from these, as the build's fetches them.
      if (devData) actions.setGlobalData({...devData, addresses} satisfies CaseStudiesDevData);

      // The index, then one list per tag, paginated the same way.
      const lists = [
        {base: '/case-studies', items: pinFeatured(listed), tag: null, name: 'index'},
        ...summaries
          .filter((tag) => tag.count > 0)
          .map((tag) => ({
            base: tagPath(tag.key),
            items: listed.filter((card) => card.tags.includes(tag.key)),
            tag,
            name: `tag-${tag.key}`,
          })),
      ];
      for (const {base, items, tag, name} of lists) {
        for (const {items: page, meta} of paginate(items, base, studiesPerPage)) {
          // The index's first page pins the featured studies first, and says so.
          const pinned = tag === null && meta.page === 1 && page.some((card) => card.featured);
          route(meta.permalink, '@site/src/components/case-study/CaseStudiesIndex', {
            studies: await deferredCards(`${name}-${meta.page}.js`, page),
            list: await json(`${name}-${meta.page}.json`, {...meta, tag, pinned}),
          });
        }
      }
      route('/case-studies/tags', '@site/src/components/case-study/TagsIndex', {
        tags: await json(
          'tags.json',
          summaries.filter((tag) => tag.count > 0),
        ),
      });

      // Written all at once: one after another, 300 studies' files took a fifth of a second.
      const relatedOf = relatedStudies(listed);
      const studyFiles = valid.map(({card, frontMatter}) => {
        const author = authorOf(card.author);
        const meta: StudyMeta = {
          frontMatter,
          readingMinutes: card.readingMinutes,
          ...(author && {author}),
          tags: card.tags.map((key) => {
            const {label, permalink} = tags.get(key)!;
            return {key, label, permalink};
          }),
          ...relatedOf(card),
        };
        const warned = dev ? warnings.filter((line) => line.startsWith(`${card.source}:`)) : [];
        if (warned.length > 0) meta.warnings = warned;
        return json(studyMetaName(card.id), meta);
      });
      await Promise.all(studyFiles);
    },
  });
}
