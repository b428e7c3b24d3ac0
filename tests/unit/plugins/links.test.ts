/**
 * @jest-environment node
 */
import {linkProblem, linksOf} from '../../../src/plugins/case-studies/links';

const routes = new Set(['/', '/case-studies', '/stockboy', '/budbilliken']);
const site = {routes};

test('a link within the site must lead to one of its pages', () => {
  expect(linkProblem('/stockboy', site)).toBeNull();
  expect(linkProblem('/stockboy/', site)).toBeNull();
  expect(linkProblem('/case-studies?utm_source=story', site)).toBeNull();
  // A file in static/ becomes the file itself (the MDX loader); one that is not there is named.
  const isStaticFile = (file: string) => file === '/files/brochure.pdf';
  expect(linkProblem('/files/brochure.pdf', {routes, isStaticFile})).toBeNull();
  expect(linkProblem('/files/brochur.pdf', {routes, isStaticFile})).toBe(
    '"/files/brochur.pdf" is not a file in static/ (check its name, or add the file there)',
  );
  // Files the build writes: the feeds and the sitemap.
  expect(linkProblem('/case-studies/rss.xml', {routes, isStaticFile})).toBeNull();
  expect(linkProblem('/sitemap.xml', {routes, isStaticFile})).toBeNull();
  expect(linkProblem('/case-studies/rss2.xml', {routes, isStaticFile})).toMatch(/not a file/);
  // With the page meant, where one is close.
  expect(linkProblem('/stockboi', site)).toBe(
    '"/stockboi" leads to no page of the site (did you mean /stockboy?)',
  );
  expect(linkProblem('/case-studies/budbilliken', site)).toBe(
    '"/case-studies/budbilliken" leads to no page of the site (a study\'s address is its folder\'s name: write /budbilliken)',
  );
  expect(linkProblem('/services', site)).toBe(
    '"/services" leads to no page of the site (a section of the home page: write /#services)',
  );
  // A tag's page by its label, or not under /case-studies/.
  const withTags = {routes: new Set([...routes, '/case-studies/tags/brand-development'])};
  for (const written of [
    '/case-studies/tags/Brand-Development',
    '/case-studies/tags/brand%20development',
    '/tags/brand-development',
  ])
    expect(linkProblem(written, withTags)).toBe(
      `"${written}" leads to no page of the site (did you mean /case-studies/tags/brand-development?)`,
    );
  expect(linkProblem('/nothing-like-it', site)).toBe(
    '"/nothing-like-it" leads to no page of the site (check the address)',
  );
  // Other websites are not the site's to check (the http rule is another).
  expect(linkProblem('https://example.com/nope', site)).toBeNull();
});

test("a home-page anchor must be one of the home page's sections", () => {
  expect(linkProblem('/#contact', site)).toBeNull();
  expect(linkProblem('/#contacts', site)).toBe(
    '"/#contacts": the home page has no section "#contacts" (one of services, statistics, process, team, case-study, contact)',
  );
});

test("a link to a study's heading must name one it has, on that page or another", () => {
  // The build stopped on "Docusaurus found broken anchors", naming the page, not the line.
  const anchors = new Map([
    ['/stockboy', new Set(['the-story', 'partnership-highlights'])],
    ['/budbilliken', new Set(['overview', 'why-it-worked'])],
  ]);
  const withAnchors = {routes, anchors};
  expect(linkProblem('#the-story', withAnchors, '/stockboy')).toBeNull();
  expect(linkProblem('/budbilliken#why-it-worked', withAnchors, '/stockboy')).toBeNull();
  expect(linkProblem('budbilliken#overview', withAnchors, '/stockboy')).toBeNull();
  expect(linkProblem('#the-storyy', withAnchors, '/stockboy')).toBe(
    '"#the-storyy": this page has no heading "#the-storyy" (did you mean "#the-story"?)',
  );
  expect(linkProblem('/budbilliken#results', withAnchors, '/stockboy')).toBe(
    '"/budbilliken#results": /budbilliken has no heading "#results" (its headings are #overview, #why-it-worked)',
  );
  // Pages whose headings are not known (the index, a study that did not compile): not checked.
  expect(linkProblem('/case-studies#top', withAnchors, '/stockboy')).toBeNull();
  expect(linkProblem('#anything', site, '/stockboy')).toBeNull();
});

test('a link to a draft is named: the page exists in the preview, not in the build', () => {
  expect(linkProblem('/budbilliken', {routes, drafts: new Set(['/budbilliken'])})).toBe(
    '"/budbilliken" leads to a draft, which the build does not publish (link to it once it is published)',
  );
});

test('a link to the page of a tag no published study has is named: the build does not make it', () => {
  const unusedTags = new Set(['/case-studies/tags/retail']);
  expect(linkProblem('/case-studies/tags/retail', {routes, unusedTags})).toBe(
    '"/case-studies/tags/retail" is the page of a tag no published study has yet, so the build does not make it (link to it once a published study has the tag)',
  );
  expect(linkProblem('/case-studies/tags/retail/', {routes, unusedTags})).toMatch(/no published/);
});

test('an address written without https:// or mailto: is named: the browser took it for a page', () => {
  expect(linkProblem('www.acme.com', site, '/stockboy')).toBe(
    '"www.acme.com" is another website\'s address: write https://www.acme.com',
  );
  expect(linkProblem('acme.com/about', site, '/stockboy')).toBe(
    '"acme.com/about" is another website\'s address: write https://acme.com/about',
  );
  expect(linkProblem('hello@acme.com', site, '/stockboy')).toBe(
    '"hello@acme.com" is an e-mail address: write mailto:hello@acme.com',
  );
  expect(linkProblem('mailto:hello@acme.com', site, '/stockboy')).toBeNull();
  expect(linkProblem('tel:+13125550100', site, '/stockboy')).toBeNull();
});

test('an address in quotes, straight or curled by an editor, is named with the address alone', () => {
  // It was "leads to no page of the site", of /%E2%80%9Chttps://acme.com%E2%80%9D.
  expect(linkProblem('“https://acme.com”', site, '/stockboy')).toBe(
    '"“https://acme.com”" has quotes around it, which make it no address: write the address alone between the brackets, (https://acme.com)',
  );
  expect(linkProblem('"/budbilliken"', site, '/stockboy')).toContain('(/budbilliken)');
  expect(linkProblem('‘mailto:hello@acme.com’', site, '/stockboy')).toContain(
    '(mailto:hello@acme.com)',
  );
  // An apostrophe inside an address is the address's.
  expect(linkProblem("https://acme.com/o'hare", site, '/stockboy')).toBeNull();
});

test('a link written from the page (no leading /) is checked where it leads', () => {
  expect(linkProblem('budbilliken', site, '/stockboy')).toBeNull();
  expect(linkProblem('../budbilliken#the-story', site, '/stockboy')).toBeNull();
  expect(linkProblem('acme-launch', site, '/stockboy')).toBe(
    '"acme-launch" (that is /acme-launch) leads to no page of the site (check the address)',
  );
  // The story's own headings, and files beside it (the MDX loader's), are not pages.
  expect(linkProblem('#the-story', site, '/stockboy')).toBeNull();
  expect(linkProblem('./brochure.pdf', site, '/stockboy')).toBeNull();
});

test('a link whose address was left to paste later, () or (#), is named', () => {
  expect(linkProblem('', site, '/stockboy')).toBe(
    'has no address: write the address it should open, or leave the words unlinked',
  );
  expect(linkProblem('#', site, '/stockboy')).toBe(
    'leads to "#" alone, the top of its own page: write the address it should open, or leave the words unlinked',
  );
  // `[the press release]()` makes a link with an empty address, which is one of the node's links.
  const at = {line: 4, column: 6};
  expect(linksOf({type: 'link', url: '', position: {start: at}})).toEqual([{url: '', at}]);
});

test("the links a node makes: a block's href or to, not a :::note directive's attributes", () => {
  const at = {line: 3, column: 1};
  expect(
    linksOf({
      type: 'mdxJsxFlowElement',
      attributes: [{name: 'href', value: '/stockboy', position: {start: at}}],
    }),
  ).toEqual([{url: '/stockboy', at}]);
  // A directive's attributes are an object: reading them as a block's stopped npm start.
  expect(linksOf({type: 'containerDirective', attributes: {}} as never)).toEqual([]);
});
