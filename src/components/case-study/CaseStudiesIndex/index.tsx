import React from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import CaseStudyCard from '@site/src/components/case-study/CaseStudyCard';
import CaseStudyGrid from '@site/src/components/case-study/CaseStudyCard/Grid';
import JsonLd from '@site/src/components/seo/JsonLd';
import KeptHtml from '@site/src/components/layout/KeptHtml';
import type {Deferred} from '@site/src/plugins/lean/client/deferred';
import {collectionPage} from '@site/src/components/seo/structuredData';
import {useSite} from '@site/src/hooks/useSite';
import type {CaseStudyCardData, TagSummary} from '@site/src/plugins/case-studies/types';
import type {ListPage} from '@site/src/plugins/case-studies/lists';
import Search from '@site/src/components/search';
import Pagination from './Pagination';
import {countStudies} from '../countStudies';
import styles from './styles.module.css';

const INDEX = {
  title: 'Success stories',
  description:
    'Client success stories: brand development, partner activations and multi-location financial consulting.',
  intro:
    'Brands, retailers and operators we have worked with, what we did together and what changed.',
};

/**
 * A list of case studies (SPEC §2 "/case-studies"): the index, newest first with the featured
 * studies pinned first, or every study with one tag. 24 cards a page. Its routes, cards and
 * place among the pages are route data from src/plugins/case-studies; the cards (with the
 * JSON-LD that lists them) are deferred data, kept as the static render wrote them on a page
 * opened from its address (KeptHtml).
 */
export default function CaseStudiesIndex({
  studies,
  list,
}: {
  studies: Deferred<CaseStudyCardData<'list'>[]>;
  list: ListPage & {tag: TagSummary | null; pinned: boolean};
}) {
  const site = useSite();
  const {tag} = list;
  const title = tag ? tag.label : INDEX.title;
  const description = tag ? tag.description : INDEX.description;
  const pageTitle = `${tag ? `${tag.label}: case studies` : 'Case Studies'}${
    list.page > 1 ? ` (page ${list.page} of ${list.totalPages})` : ''
  }`;
  const here = useBaseUrl(list.permalink);
  const prev = useBaseUrl(list.prev ?? '/');
  const next = useBaseUrl(list.next ?? '/');
  return (
    <Layout title={pageTitle} description={description}>
      <Head>
        {list.prev && <link rel="prev" href={prev} />}
        {list.next && <link rel="next" href={next} />}
      </Head>
      <main className={`container-site ${styles.main}`}>
        <p className={styles.back}>
          {tag ? (
            <Link to="/case-studies">← All case studies</Link>
          ) : (
            <Link to="/">← Back to Home</Link>
          )}
        </p>
        <p className="eyebrow">{tag ? 'Case studies tagged' : 'Case studies'}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{tag ? tag.description : INDEX.intro}</p>
        <p className={styles.meta}>
          {[
            countStudies(list.total),
            list.totalPages > 1 && ` · page ${list.page} of ${list.totalPages}`,
            list.pinned && ' · featured studies are pinned first, then the newest',
            ' · ',
          ]
            .filter(Boolean)
            .join('')}
          <Link to="/case-studies/tags" className={styles.inlineLink}>
            Browse by tag
          </Link>
        </p>
        <div className={styles.search}>
          <Search wide tag={tag ?? undefined} />
        </div>
        <KeptHtml data={studies}>
          {(cards) => (
            <>
              <JsonLd
                inline
                data={collectionPage(site, {
                  title: pageTitle,
                  description,
                  path: here,
                  items: cards.map((study) => ({name: study.title, path: study.permalink})),
                })}
              />
              <CaseStudyGrid long>
                {cards.map((study, index) => (
                  <li key={study.permalink}>
                    {/* The first cover is the largest paint above the fold on a wide screen. */}
                    <CaseStudyCard study={study} priority={index === 0} />
                  </li>
                ))}
              </CaseStudyGrid>
            </>
          )}
        </KeptHtml>
        <Pagination list={list} />
      </main>
    </Layout>
  );
}
