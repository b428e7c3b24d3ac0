import React from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useLocation} from '@docusaurus/router';
import routes from '@generated/routes';
import MDXContent from '@theme/MDXContent';
import {PageMetadata} from '@docusaurus/theme-common';
import type {Props} from '@theme/MDXPage';
import type {ResponsiveImage} from '@site/src/plugins/images/types';
import {useSite} from '@site/src/hooks/useSite';
import JsonLd from '@site/src/components/seo/JsonLd';
import {article} from '@site/src/components/seo/structuredData';
import {
  studyPath,
  type CaseStudiesDevData,
  type StudyMeta,
} from '@site/src/plugins/case-studies/types';
import {linkProblem} from '@site/src/plugins/case-studies/links';
import {AtAGlance, Byline, MoreStudies} from './StudyDetails';
import Hero from './Hero';
import ContentProblems, {ContentWarnings} from './ContentProblems';
import styles from './styles.module.css';

/**
 * The shell of every case-study page (the `mdxPageComponent` of the case-studies pages
 * instance): a hero built from the validated front matter, then the MDX body.
 */
/**
 * Exports the MDX module adds (src/plugins/images/remark.ts): the processed cover, and the
 * study's tags, reading time and related studies (written by src/plugins/case-studies).
 */
type CaseStudyContent = Props['content'] & {
  coverImage?: ResponsiveImage;
  /** The front matter's `image` (the sharing picture), when it is a file beside the story. */
  shareImage?: ResponsiveImage;
  studyMeta: StudyMeta | {problems: string[]};
  /**
   * Under `npm start`, what src/plugins/images/remark.ts found in the story (pictures not there,
   * blocks or attributes the site does not have, the story rules), in place of its story.
   */
  storyProblems?: string[];
  /** Under `npm start`, what the MDX compiler could not read (src/plugins/case-studies/mdxMistakes.cjs). */
  mdxProblems?: string[];
  /** Under `npm start`, the story's links within the site: [where, address]. */
  storyLinks?: [string, string][];
  /** Under `npm start`, what the check warns of in the story (a picture in the media bucket). */
  storyWarnings?: string[];
};

/**
 * Under `npm start`, the lines `npm run check` prints for the story's links to addresses the
 * preview has no page at. Checked here, against the preview's routes, rather than when the study
 * is compiled: a study added or renamed later changes them without compiling this one again.
 */
function linkProblems(
  links: [string, string][],
  baseUrl: string,
  drafts: ReadonlySet<string>,
  pathname: string,
  headings: readonly {id: string}[],
): string[] {
  const paths = new Set<string>();
  const add = (list: typeof routes) =>
    list.forEach((route) => {
      if (route.path.startsWith(baseUrl))
        paths.add(`/${route.path.slice(baseUrl.length)}`.replace(/(.)\/$/, '$1'));
      if (route.routes) add(route.routes as typeof routes);
    });
  add(routes);
  const page = `/${pathname.slice(baseUrl.length)}`;
  // This study's headings (its `#the-story`); another study's are the check's to know. None when
  // its story was set aside for its other mistakes (src/plugins/images/remark.ts): unchecked then.
  const anchors = new Map(
    headings.length > 0 ? [[page, new Set(headings.map((heading) => heading.id))]] : [],
  );
  return links.flatMap(([at, url]) => {
    const problem = linkProblem(url, {routes: paths, drafts, anchors}, page);
    return problem ? [`${at}  link: ${problem}`] : [];
  });
}

export default function CaseStudyPage({content}: Props) {
  const {
    studyMeta,
    mdxProblems = [],
    storyProblems = [],
    storyLinks = [],
  } = content as CaseStudyContent;
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const {pathname} = useLocation();
  const devData = usePluginData('case-studies') as CaseStudiesDevData | undefined;
  // Under `npm start`, a study with mistakes shows them instead (src/plugins/case-studies, and
  // src/plugins/images/remark.ts for its pictures, blocks and links, mdxMistakes.cjs for what
  // the MDX compiler could not read); a missing cover is named by both.
  const links =
    process.env.NODE_ENV === 'development'
      ? linkProblems(storyLinks, baseUrl, new Set(devData?.drafts), pathname, content.toc ?? [])
      : [];
  const lines = [
    ...('problems' in studyMeta ? studyMeta.problems : []),
    ...mdxProblems,
    ...storyProblems,
    ...links,
  ];
  if ('problems' in studyMeta || lines.length > 0) return <ContentProblems lines={lines} />;
  return <Study content={content as CaseStudyContent} studyMeta={studyMeta} />;
}

function Study({content: Content, studyMeta}: {content: CaseStudyContent; studyMeta: StudyMeta}) {
  const {metadata, coverImage, shareImage} = Content;
  // As validated by src/plugins/case-studies at build time.
  const fm = studyMeta.frontMatter;
  const site = useSite();
  const cover = coverImage ?? fm.cover.src;
  // Under `npm start` only: a build writes neither.
  const warnings = [...(studyMeta.warnings ?? []), ...(Content.storyWarnings ?? [])];
  // Social previews want a plain JPEG of a few hundred KB: the image field's fallback variant
  // (1280 px), else the cover's; one on another website as it is.
  const image = shareImage?.src ?? fm.image ?? coverImage?.src ?? fm.cover.src;
  // Its size (a preview drawn at the first share, before the site reads the file), and for the
  // cover its words (the sharing picture has none written).
  const shared: {width?: number; height?: number; alt?: string} | undefined =
    shareImage && image === shareImage.src
      ? {...shareImage.srcSize}
      : image === fm.cover.src || image === coverImage?.src
        ? {
            alt: fm.cover.alt,
            ...(coverImage?.srcSize ?? {width: fm.cover.width, height: fm.cover.height}),
          }
        : undefined;
  return (
    <Layout>
      <PageMetadata
        title={metadata.title}
        description={metadata.description}
        keywords={fm.keywords}
        image={image}
      />
      <Head>
        <meta property="og:type" content="article" />
        {shared?.width && <meta property="og:image:width" content={String(shared.width)} />}
        {shared?.height && <meta property="og:image:height" content={String(shared.height)} />}
        {shared?.alt && <meta property="og:image:alt" content={shared.alt} />}
        {shared?.alt && <meta name="twitter:image:alt" content={shared.alt} />}
        {/* Unlisted: reachable by its address, kept out of search engines (and the sitemap). */}
        {metadata.unlisted && <meta name="robots" content="noindex, nofollow" />}
      </Head>
      <JsonLd
        data={article(site, {
          title: fm.title,
          description: fm.description,
          path: studyPath(metadata.permalink),
          image,
          keywords: fm.keywords,
          datePublished: fm.date,
          dateModified: fm.updated,
          author: studyMeta.author ?? fm.author,
        })}
      />
      {/* Search indexes listed studies only (src/plugins/deploy/searchIndex.ts). */}
      <main
        {...(metadata.unlisted
          ? {}
          : {
              'data-pagefind-body': '',
              // What a result shows: its title; the description, and the author and tags the words
              // are in, when only the top of the page has them (src/components/search).
              'data-pagefind-meta': [
                'title[data-title], description[data-description], tags[data-tags]',
                ...(fm.author ? ['author[data-author]'] : []),
              ].join(', '),
              'data-title': fm.title,
              'data-description': fm.description,
              'data-tags': JSON.stringify(studyMeta.tags.map((tag) => tag.label)),
              ...(fm.author && {'data-author': fm.author}),
            })}>
        {warnings.length > 0 && <ContentWarnings lines={warnings} />}
        <Hero fm={fm} cover={cover} byline={<Byline fm={fm} meta={studyMeta} />} />
        <article className={`container-site ${styles.body} ${styles.layout}`}>
          <div className="prose">
            <MDXContent>
              <Content />
            </MDXContent>
          </div>
          <AtAGlance fm={fm} meta={studyMeta} />
        </article>
        <MoreStudies meta={studyMeta} />
      </main>
    </Layout>
  );
}
