import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {CaseStudyFrontMatter, StudyMeta} from '@site/src/plugins/case-studies/types';
import type {StudyLink} from '@site/src/plugins/case-studies/lists';
import {formatDate} from '@site/src/lib/dates';
import {TAG_FILTER} from '@site/src/lib/searchTerms';
import styles from './styles.module.css';

/**
 * Date, reading time, author and tag links, under the hero's subtitle: the dates on one line and
 * the reading time and author on the next, each wrapping as text does. (Parts joined by dots on
 * one line wrapped on a phone with a dot starting a line; parts moved to the next line whole moved
 * what was drawn when the page came in pieces.)
 */
export function Byline({fm, meta}: {fm: CaseStudyFrontMatter; meta: StudyMeta}) {
  return (
    <div className={styles.byline}>
      {/* Not in search but the author's name: dates would fill the quoted text of every result
          that matches early. Divs and spans, not a p: the build's HTML leaves out the end tags
          HTML lets it (a p's among them), and Pagefind, which does not close a p where a
          browser does, took the tags after it as part of what it ignores: a study was not found
          by its tags. */}
      <div className={styles.dates}>
        <div data-pagefind-ignore="">
          <time dateTime={fm.date}>{formatDate(fm.date)}</time>
          {fm.updated && (
            <>
              {', updated '}
              <time dateTime={fm.updated}>{formatDate(fm.updated)}</time>
            </>
          )}
        </div>
        {/* One run of text, the dot bound to the words before it: a line may end with it, and
            none starts with it. */}
        <div>
          <span data-pagefind-ignore="">
            {meta.readingMinutes} min read{fm.author && '\u00a0· by '}
          </span>
          {fm.author && <AuthorName name={fm.author} author={meta.author} />}
        </div>
      </div>
      <TagLinks tags={meta.tags} searchFilter />
    </div>
  );
}

/**
 * A study's author: a member of the team links to their professional profile (a new tab, as the
 * team's section and the footer open it); a guest's name is text.
 */
function AuthorName({name, author}: {name: string; author?: StudyMeta['author']}) {
  if (!author) return <>{name}</>;
  return (
    <a href={author.url} target="_blank" rel="noopener noreferrer" className={styles.author}>
      {author.name}
      <span className="visually-hidden" data-pagefind-ignore="">
        {' '}
        on LinkedIn (opens in a new tab)
      </span>
    </a>
  );
}

/**
 * `searchFilter`: the links also mark the study's tags for the search, which a tag's page
 * narrows to its studies (once on the page: the byline's, not the aside's as well).
 */
function TagLinks({tags, searchFilter = false}: {tags: StudyMeta['tags']; searchFilter?: boolean}) {
  return (
    <ul className={styles.tags} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag.key}>
          <Link
            to={tag.permalink}
            className={styles.tag}
            {...(searchFilter && {'data-pagefind-filter': `${TAG_FILTER}:${tag.key}`})}>
            {tag.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The wide-screen aside beside the story: the study's facts in one place. */
export function AtAGlance({fm, meta}: {fm: CaseStudyFrontMatter; meta: StudyMeta}) {
  return (
    // data-pagefind-ignore: search indexes the story, not the facts repeated here.
    <aside className={styles.glance} aria-labelledby="at-a-glance" data-pagefind-ignore="">
      <h2 id="at-a-glance" className={styles.glanceTitle}>
        At a glance
      </h2>
      <dl>
        {fm.client && (
          <>
            <dt>Client</dt>
            <dd>{fm.client}</dd>
          </>
        )}
        {/* One line each, as written: joined into one line, a highlight with a comma of its own
            ("Logo, type and voice") read as two, and a label put in lower case lost its
            acronyms and names ("ROI", "Instagram followers"). */}
        <dt>Services</dt>
        <dd>
          <ul className={styles.glanceList}>
            {fm.highlights.map((highlight, i) => (
              <li key={i}>{highlight}</li>
            ))}
          </ul>
        </dd>
        {fm.metrics && fm.metrics.length > 0 && (
          <>
            <dt>Results</dt>
            <dd>
              <ul className={styles.glanceList}>
                {fm.metrics.map((metric, i) => (
                  <li key={i}>
                    <strong className={styles.glanceValue}>{metric.value}</strong> {metric.label}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {fm.author && (
          <>
            <dt>Written by</dt>
            <dd>
              <AuthorName name={fm.author} author={meta.author} />
              {meta.author && <span className={styles.glanceNote}>{meta.author.title}</span>}
            </dd>
          </>
        )}
        <dt>Published</dt>
        <dd>
          <time dateTime={fm.date}>{formatDate(fm.date)}</time>
        </dd>
        <dt>Tags</dt>
        <dd>
          <TagLinks tags={meta.tags} />
        </dd>
      </dl>
    </aside>
  );
}

function StudyCard({
  study,
  label,
  className,
}: {
  study: StudyLink;
  label?: string;
  className?: string;
}) {
  return (
    <Link to={study.permalink} className={clsx(styles.more, className)}>
      {label && <span className={styles.moreLabel}>{label}</span>}
      <span className={styles.moreCategory}>{study.category}</span>
      <span className={styles.moreTitle}>{study.title}</span>
      <time className={styles.moreDate} dateTime={study.date}>
        {formatDate(study.date)}
      </time>
    </Link>
  );
}

/** The end of a study: studies sharing its tags, then the newer and older ones. */
export function MoreStudies({meta}: {meta: StudyMeta}) {
  if (!meta.related.length && !meta.newer && !meta.older) return null;
  return (
    <nav
      className={`container-site ${styles.moreStudies}`}
      aria-label="More case studies"
      data-pagefind-ignore="">
      {meta.related.length > 0 && (
        <>
          <h2 className={styles.moreHeading}>Related case studies</h2>
          <ul className={styles.moreList}>
            {meta.related.map((study) => (
              <li key={study.permalink}>
                <StudyCard study={study} />
              </li>
            ))}
          </ul>
        </>
      )}
      <div className={styles.neighbours}>
        {meta.newer && <StudyCard study={meta.newer} label="← Newer" />}
        {meta.older && <StudyCard study={meta.older} label="Older →" className={styles.older} />}
      </div>
    </nav>
  );
}
