import React from 'react';
import {render, screen} from '@testing-library/react';
import {AtAGlance} from '../../../src/components/case-study/CaseStudyPage/StudyDetails';
import type {CaseStudyFrontMatter, StudyMeta} from '../../../src/plugins/case-studies/types';

jest.mock(
  '@docusaurus/Link',
  () => ({
    __esModule: true,
    default: ({to, children, ...rest}: {to: string; children: React.ReactNode}) => (
      <a href={to} {...rest}>
        {children}
      </a>
    ),
  }),
  {virtual: true},
);

const fm = {
  title: 'A study',
  category: 'Brand Development',
  highlights: ['Identity', 'Partnerships', 'Content'],
  date: '2025-03-18',
} as CaseStudyFrontMatter;
const meta = {tags: [{key: 'chicago', label: 'Chicago', permalink: '/case-studies/tags/chicago'}]};

/** The aside's terms and their descriptions, in order. */
function facts() {
  return screen
    .getAllByRole('term')
    .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
}

test('names the client the front matter gives', () => {
  render(<AtAGlance fm={{...fm, client: 'Stockboy'}} meta={meta as StudyMeta} />);
  expect(facts()[0]).toBe('Client: Stockboy');
});

test('without a client, leaves the row out rather than showing the category as the client', () => {
  render(<AtAGlance fm={fm} meta={meta as StudyMeta} />);
  expect(facts().map((fact) => fact.split(':')[0])).toEqual(['Services', 'Published', 'Tags']);
  expect(screen.queryByText('Brand Development')).toBeNull();
});

/** The items of the list under the term `term`, as they read. */
function itemsOf(term: string) {
  const dd = screen.getByText(term, {selector: 'dt'}).nextElementSibling as HTMLElement;
  return [...dd.querySelectorAll('li')].map((li) => li.textContent);
}

test('each service is an item of its own, a highlight with a comma of its own too', () => {
  const highlights = ['Logo, type and voice', 'Partnerships', 'Content'];
  render(<AtAGlance fm={{...fm, highlights}} meta={meta as StudyMeta} />);
  expect(itemsOf('Services')).toEqual(highlights);
});

test('each result is its figure and its label as written: acronyms and names keep their capitals', () => {
  const metrics = [
    {value: '3.2×', label: 'ROI on paid social'},
    {value: '12k', label: 'Instagram followers'},
    {value: '35%', label: 'Cost reduction'},
  ];
  render(<AtAGlance fm={{...fm, metrics}} meta={meta as StudyMeta} />);
  expect(itemsOf('Results')).toEqual([
    '3.2× ROI on paid social',
    '12k Instagram followers',
    '35% Cost reduction',
  ]);
});
