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
