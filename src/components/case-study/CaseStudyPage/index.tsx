import React from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import MDXContent from '@theme/MDXContent';
import {PageMetadata} from '@docusaurus/theme-common';
import type {Props} from '@theme/MDXPage';
import {useMediaUrl, useSite} from '@site/src/hooks/useSite';
import JsonLd from '@site/src/components/seo/JsonLd';
import {article} from '@site/src/components/seo/structuredData';
import type {CaseStudyFrontMatter} from '@site/src/plugins/case-studies/types';
import HydrateApart from '@site/src/components/layout/HydrateApart';
import Hero from './Hero';
import styles from './styles.module.css';

/**
 * The shell of every case-study page (the `mdxPageComponent` of the case-studies pages
 * instance): a hero built from the validated front matter, then the MDX body.
 */
export default function CaseStudyPage({content: Content}: Props) {
  const {metadata} = Content;
  // Validated by src/plugins/case-studies at build time.
  const fm = metadata.frontMatter as unknown as CaseStudyFrontMatter;
  const toUrl = useMediaUrl();
  const site = useSite();
  const image = toUrl(fm.image ?? fm.cover.src);
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
          path: metadata.permalink,
          image,
          keywords: fm.keywords,
        })}
      />
      <main>
        <Hero fm={fm} />
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
