/**
 * @jest-environment node
 */
import {linkProblem} from '../../../src/plugins/case-studies/links';

const routes = new Set(['/', '/case-studies', '/stockboy', '/budbilliken']);

test('a link within the site must lead to one of its pages', () => {
  expect(linkProblem('/stockboy', routes)).toBeNull();
  expect(linkProblem('/stockboy/', routes)).toBeNull();
  expect(linkProblem('/case-studies?utm_source=story', routes)).toBeNull();
  expect(linkProblem('/stockboi', routes)).toBe(
    '"/stockboi" leads to no page of the site (check the address)',
  );
  // Other websites are not the site's to check (the http rule is another).
  expect(linkProblem('https://example.com/nope', routes)).toBeNull();
});

test("a home-page anchor must be one of the home page's sections", () => {
  expect(linkProblem('/#contact', routes)).toBeNull();
  expect(linkProblem('/#contacts', routes)).toBe(
    '"/#contacts": the home page has no section "#contacts" (one of services, statistics, process, team, case-study, contact)',
  );
});

test('a link to a draft is named: the page exists in the preview, not in the build', () => {
  expect(linkProblem('/budbilliken', routes, new Set(['/budbilliken']))).toBe(
    '"/budbilliken" leads to a draft, which the build does not publish (link to it once it is published)',
  );
});
