import type {Config, PluginModule} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import pluginSitemap, {
  validateOptions as validateSitemapOptions,
  type Options as SitemapOptions,
} from '@docusaurus/plugin-sitemap';
import fs from 'fs';
import path from 'path';
import {resolveSite} from './src/site';
import {future} from './src/future';
import {DRAW_AT_ONCE} from './src/lib/farSections';
import {readBuildInfo, type PageBuildInfo} from './src/plugins/deploy/buildInfo';
import pkg from './package.json';
import caseStudiesPlugin, {
  ALSO_WATCHED,
  onBrokenMarkdownLinksInPreview,
  parseFrontMatter,
  studyLastModified,
  studyReloads,
} from './src/plugins/case-studies';
import pagesPlugin, {
  validateOptions as validatePagesOptions,
} from '@docusaurus/plugin-content-pages';
import deployPlugin from './src/plugins/deploy';
import {buildWriters} from './src/plugins/deploy/buildWriters';
import leanPlugin from './src/plugins/lean';
import {afterFirstPaintTemplate, FALLBACK_STYLES_ATTRIBUTE} from './src/plugins/lean/ssrTemplate';
import * as ssgTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import caseStudyImages from './src/plugins/images/remark';
import caseStudyQuotes from './src/plugins/case-studies/quotes';
import keptStoryTrees from './src/plugins/case-studies/keptStoryTrees';
import caseStudyFootnotes from './src/plugins/case-studies/footnotes';
import storyImports from './src/plugins/case-studies/storyImports';
import imagesPlugin from './src/plugins/images';
import faviconsPlugin, {FAVICONS_DIR} from './src/plugins/favicons';
import {FAVICONS} from './src/plugins/favicons/files';

const site = resolveSite();
// Plugins that write into the build in postBuild; the deploy plugin waits for them.
const buildOutputs = buildWriters();

/** Comments and line breaks out: the <noscript> styles sit in every page's head. */
const minifyCss = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*([{};:,])\s*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
const build = readBuildInfo(pkg.version);
/** The site's stylesheet, where the palette is defined once. */
const CUSTOM_CSS = './src/css/custom.css';

/**
 * The page's background (`--c-bg` in custom.css, where the palette is defined once): phones tint
 * their browser's toolbar with the page's `theme-color`, which would otherwise stay light above
 * a dark page.
 */
function pageBackground(): string {
  const file = path.join(__dirname, CUSTOM_CSS);
  const colour = /--c-bg:\s*(#[0-9a-f]{3,8})\s*;/i.exec(fs.readFileSync(file, 'utf8'))?.[1];
  if (!colour) throw new Error(`${file}: --c-bg must be a hex colour, e.g. --c-bg: #0b0f1c;`);
  return colour;
}

const config: Config = {
  title: site.name,
  tagline: site.tagline,
  // PNG, drawn from static/img/favicon.svg by src/plugins/favicons (which says why not the SVG).
  favicon: FAVICONS.icon.file,
  staticDirectories: ['static', FAVICONS_DIR],
  url: site.url,
  baseUrl: site.baseUrl,
  trailingSlash: false,
  // Its inline script would need a CSP hash on every page; BASE_URL is validated at build time.
  baseUrlIssueBanner: false,

  future,

  // Start-up scripts load after the first paint (src/plugins/lean/ssrTemplate.ts).
  ssrTemplate: afterFirstPaintTemplate(ssgTemplate),

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  // Under `npm start`, a study at an address the site already has (a folder named `test`) would
  // fail every reload until renamed; there it is a warning, and the 404 page and the terminal
  // name it (src/plugins/case-studies). `npm run check` and the build stop on it.
  onDuplicateRoutes: process.env.NODE_ENV === 'development' ? 'warn' : 'throw',
  markdown: {
    hooks: {
      onBrokenMarkdownLinks:
        process.env.NODE_ENV === 'development' ? onBrokenMarkdownLinksInPreview : 'throw',
    },
    parseFrontMatter,
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  // Back and Forward return to where the page was read; a new page starts at its top at once.
  clientModules: [
    './src/clientModules/scrollRestoration.ts',
    './src/clientModules/routeAnnouncer.ts',
  ],

  customFields: {site, build: {year: build.year} satisfies PageBuildInfo},

  presets: [
    [
      'classic',
      {
        docs: false,
        blog: false,
        theme: {customCss: [CUSTOM_CSS, './src/css/print.css']},
        // Added below, wrapped so that the deploy plugin waits for its file (buildWriters.ts).
        sitemap: false,
        // Docusaurus's /__docusaurus/debug pages, under `npm start` only: nothing staff use, and
        // each save of a study wrote every plugin's content (every study's) again for them.
        debug: false,
      } satisfies Preset.Options,
    ],
  ],

  headTags: [
    // Before the page is parsed: a page opened at a #section, reloaded or gone back to is laid
    // out whole from the start (src/lib/farSections.ts).
    {tagName: 'script', attributes: {}, innerHTML: DRAW_AT_ONCE},
    {
      tagName: 'noscript',
      // Also applied by the page's loader when a start-up script cannot load (ssrTemplate.ts).
      attributes: {[FALLBACK_STYLES_ATTRIBUTE]: 'true'},
      innerHTML: `<style>${minifyCss(fs.readFileSync(path.join(__dirname, 'src/css/noscript.css'), 'utf8'))}</style>`,
    },
  ],

  plugins: [
    // Stylesheets go through PostCSS with no plugins and no config file. Lightning CSS, which
    // minifies the stylesheet, already adds the prefixes and rewrites the syntax the browsers in
    // package.json's browserslist need; postcss-preset-env (Docusaurus's default) did the same
    // work again, file by file on the main thread, and looked for a PostCSS config file under 26
    // names in every folder up to the root (12,000 failed opens). Without them the output differs
    // only in prefixes and fallbacks no listed browser needs; the build saves about 0.65 s.
    //
    // And the bundler looks an absolute path up where it says, before under its `roots`.
    // Docusaurus lists its static folders and the site's folder there, so that a stylesheet's
    // url("/fonts/x.woff2") resolves; but the bundler also tried every absolute request it met (a
    // study's MDX, its cover, its data file, through `@site` and `@generated`) under each root,
    // with each of eight extensions, before the path itself: about 250 failed file lookups a
    // study, and 0.7 s of a build with 300 studies (1.5 s of CPU). A root-relative url() that is
    // no file at the disk's root still resolves under the roots, as before; the build is the same.
    () => ({
      name: 'bundler-options',
      configurePostCss: (options) => ({...options, config: false, plugins: []}),
      configureWebpack: () => ({resolve: {preferAbsolute: true}}),
    }),
    [
      // Every case-studies/<name>/index.mdx (or <name>.mdx) becomes the route /<name> (names
      // starting with _ are skipped; another .mdx in a study's folder is no page, and the check
      // names it); its images sit beside it and go through the image pipeline (src/plugins/images).
      // Under `npm start` it reloads one change at a time (src/plugins/case-studies/reloads.ts).
      studyReloads.queued(
        pagesPlugin,
        validatePagesOptions as PluginModule['validateOptions'],
        ALSO_WATCHED,
      ),
      {
        id: 'case-studies',
        path: 'case-studies',
        routeBasePath: '/',
        include: ['*.mdx', '*/index.mdx'],
        exclude: ['**/_*', '**/_*/**', 'README.md'],
        mdxPageComponent: '@site/src/components/case-study/CaseStudyPage',
        beforeDefaultRemarkPlugins: [caseStudyImages, caseStudyQuotes],
        // After Docusaurus's own (its notes): each story imports the blocks it uses. And each
        // story's text is parsed once: the check's tree of it is the build's (keptStoryTrees).
        remarkPlugins: [storyImports, keptStoryTrees],
        rehypePlugins: [caseStudyFootnotes],
      },
    ],
    buildOutputs.writesIntoBuild(caseStudiesPlugin),
    imagesPlugin,
    faviconsPlugin,
    [
      buildOutputs.writesIntoBuild(
        pluginSitemap,
        validateSitemapOptions as PluginModule['validateOptions'],
      ),
      {
        changefreq: 'monthly',
        priority: 0.5,
        ignorePatterns: ['/test'],
        // A study's lastmod is its `updated` (or `date`) front matter. (The `lastmod` option
        // would ask git for every page's date: slow, and no git in a packaged source tree.)
        createSitemapItems: async ({defaultCreateSitemapItems, ...params}) =>
          (await defaultCreateSitemapItems(params)).map((item) => ({
            ...item,
            lastmod: studyLastModified.get(item.url) ?? item.lastmod,
          })),
      } satisfies SitemapOptions,
    ],
    // The case studies, their index and tag pages load their routes on demand: hundreds of
    // studies add nothing to the code every page starts with (src/plugins/lean).
    [
      // Its postBuild adds each route's own scripts to the route's page. Before the deploy
      // plugin: Docusaurus starts the plugins' postBuild in this order, and this one's runs to
      // its end at once, so the deploy plugin reads the pages as final. (After it, every page
      // changed once the deploy plugin had read it, which then read and checked each again:
      // about 0.4 s of a build with 300 studies.)
      buildOutputs.writesIntoBuild(leanPlugin),
      {
        onDemand: {
          plugins: ['docusaurus-plugin-content-pages/case-studies', 'case-studies/default'],
          except: ['/', '/case-studies'],
        },
      },
    ],
    deployPlugin({
      afterPlugins: buildOutputs.written,
      build,
      siteUrl: site.url,
      mediaBaseUrl: site.mediaBaseUrl,
      baseUrl: site.baseUrl,
    }),
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      {name: 'description', content: site.description},
      {property: 'og:type', content: 'website'},
      {property: 'og:site_name', content: site.name},
      {name: 'theme-color', content: pageBackground()},
    ],
    colorMode: {defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: false},
  } satisfies Preset.ThemeConfig,
};

export default config;
