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
import SafeImage from '@site/src/components/ui/SafeImage';
import HydrateApart from '@site/src/components/layout/HydrateApart';
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
        <header className={styles.hero}>
          <div className={`container-site ${styles.heroGrid}`}>
            <div>
              <p className="eyebrow">{fm.category}</p>
              <h1 className={styles.title}>{fm.headline ?? fm.title}</h1>
              <p className={styles.subtitle}>{fm.subtitle}</p>
              {fm.metrics && fm.metrics.length > 0 && (
                <dl className={styles.metrics}>
                  {fm.metrics.map((metric) => (
                    <div key={metric.label}>
                      <dt>{metric.label}</dt>
                      <dd>{metric.value}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </div>
            <SafeImage
              className={styles.cover}
              src={fm.cover.src}
              alt={fm.cover.alt}
              width={fm.cover.width}
              height={fm.cover.height}
              priority
            />
          </div>
        </header>
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
