import React from 'react';
import {render, screen} from '@testing-library/react';
import ProblemLines from '../../../src/components/case-study/ProblemLines';

const LINES = [
  'case-studies/stockboy/index.mdx:39:36  link: "acme-launch" (that is /acme-launch) leads to no page of the site (check the address)',
  'case-studies/tags.yml: could not be read',
];

test("each mistake is an item, its place above what to fix, reading as the check's line", () => {
  render(<ProblemLines lines={LINES} />);
  const items = screen.getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual(LINES.map((line) => `${line}\n`));
  // The place: free to wrap after a "/", never inside ":39:36".
  const place = items[0].querySelector('code')!;
  expect(place.textContent).toBe('case-studies/stockboy/index.mdx:39:36');
  expect(place.querySelectorAll('wbr')).toHaveLength(2);
  expect(place.lastElementChild!.textContent).toBe(':39:36');
  // A line with no place is all words.
  expect(items[1].querySelector('code')).toBeNull();
});
