import React from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import MDXContent from '@theme/MDXContent';
import {PageMetadata} from '@docusaurus/theme-common';
import type {Props} from '@theme/MDXPage';
import type {ResponsiveImage} from '@site/src/plugins/images/types';
import {useSite} from '@site/src/hooks/useSite';
import JsonLd from '@site/src/components/seo/JsonLd';
import {article} from '@site/src/components/seo/structuredData';
import {studyPath, type CaseStudyFrontMatter} from '@site/src/plugins/case-studies/types';
import HydrateApart from '@site/src/components/layout/HydrateApart';
import Hero from './Hero';
import styles from './styles.module.css';

/**
 * The shell of every case-study page (the `mdxPageComponent` of the case-studies pages
 * instance): a hero built from the validated front matter, then the MDX body.
 */
/** Exports the MDX module adds: the processed cover (src/plugins/images/remark.ts). */
type CaseStudyContent = Props['content'] & {coverImage?: ResponsiveImage};

export default function CaseStudyPage({content}: Props) {
  const Content = content as CaseStudyContent;
  const {metadata, assets, coverImage} = Content;
  // Validated by src/plugins/case-studies at build time.
  const fm = metadata.frontMatter as unknown as CaseStudyFrontMatter;
  const site = useSite();
  const cover = coverImage ?? fm.cover.src;
  // Social previews want a plain JPEG: the image field, else the cover's fallback variant.
  const image = assets.image ?? fm.image ?? coverImage?.src ?? fm.cover.src;
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
      </Head>
      <JsonLd
        data={article(site, {
          title: fm.title,
          description: fm.description,
          path: studyPath(metadata.permalink),
          image,
          keywords: fm.keywords,
        })}
      />
      <main>
        <Hero fm={fm} cover={cover} />
        {/* The body hydrates apart from the hero above it (see HydrateApart). */}
        <HydrateApart>
          <article className={`container-site ${styles.body}`}>
            <div className="prose">
              <MDXContent>
                <Content />
              </MDXContent>
            </div>
          </article>
        </HydrateApart>
      </main>
    </Layout>
  );
}
