import {meantPage} from '../../../src/lib/closest';

const PAGES = [
  {address: '/case-studies', title: 'All case studies'},
  {address: '/budbilliken', title: 'Bud Billiken'},
  {address: '/case-study', title: 'Finance'},
  {address: '/case-studies/tags', title: 'By tag'},
  {address: '/case-studies/tags/events', title: 'Events'},
];
const meant = (pathname: string) => meantPage(PAGES, pathname)?.address;

test("the 404 page's offer: the page whose address's last part is closest to the one asked", () => {
  expect(meant('/budbiliken')).toBe('/budbilliken');
  // Under another folder, the base URL, with a slash or .html after it, escaped, in capitals.
  expect(meant('/case-studies/budbilliken/')).toBe('/budbilliken');
  expect(meant('/v42/budbiliken.html')).toBe('/budbilliken');
  expect(meant('/Bud%20billiken')).toBe('/budbilliken');
  expect(meant('/BUDBILLIKEN')).toBe('/budbilliken');
  expect(meant('/case-studies/tags/event')).toBe('/case-studies/tags/events');
  expect(meant('/tag')).toBe('/case-studies/tags');
  // Nearest to two, the first listed: the index comes before the study at /case-study.
  expect(meant('/case-studie')).toBe('/case-studies');
});

test('no offer for an address near none, for one or two letters, or a malformed escape', () => {
  expect(meant('/pricing')).toBeUndefined();
  expect(meant('/')).toBeUndefined();
  expect(meant('/ta')).toBeUndefined();
  expect(meant('/%E0%A4')).toBeUndefined();
  expect(meantPage([], '/budbiliken')).toBeUndefined();
});
