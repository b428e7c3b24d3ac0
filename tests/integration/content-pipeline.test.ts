/**
 * The staff's workflow, end to end: `npm run new:case-study -- <slug>` in a copy of the site,
 * then a real production build. A valid file becomes a route and an index card; a broken one
 * stops the build with the file, the field and what was expected.
 */
import {execFileSync} from 'child_process';
import {chromium} from '@playwright/test';
import fs from 'fs';
import path from 'path';
import sharp from 'sharp';
import {MAX_FEATURED} from '../../src/plugins/case-studies/lists';
import {featuredStudies, listedStudies, studiesOf} from '../content';
import {build as buildCopy, serve, setFeatured, writeOwnWords, ownCover} from './siteCopy';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {ROOT, testCopy} = require('../../scripts/lib/site-copy.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {testLaunchOptions} = require('../../scripts/lib/tools.cjs');

let site: string;

const build = (outDir: string) => buildCopy(site, outDir);

function read(file: string) {
  return fs.readFileSync(file, 'utf8');
}

/** Line and column of the cover's `src:` in a study generated from the template. */
const coverAt = () => {
  const lines = read(path.join(ROOT, 'case-studies/_template.mdx'))
    .replace(/^# Files whose name[\s\S]*?README\.md\.\n/m, '')
    .split('\n');
  return `${lines.findIndex((l) => l.startsWith('  src: ./cover.jpg')) + 1}:3`;
};

/** Everything before the first stack-trace line: where a staff member reads. */
function headOf(output: string) {
  const trace = output.search(/^\s+at /m);
  return trace < 0 ? output : output.slice(0, trace);
}

/**
 * A tag renamed as staff rename one: its key in tags.yml, with the old key in its `formerly`, and
 * in every study that has it and the template (which new studies start from). The new study's
 * first tag (the template's).
 */
const renamedTag = {old: '', now: ''};
function renameTag(old: string, now: string) {
  const tagsFile = path.join(site, 'case-studies/tags.yml');
  const entry = new RegExp(`^${old}:\\n((?: {2}.*\\n)+)`, 'm');
  expect(read(tagsFile)).toMatch(entry);
  fs.writeFileSync(tagsFile, read(tagsFile).replace(entry, `${now}:\n$1  formerly: [${old}]\n`));
  const files = [
    path.join(site, 'case-studies/_template.mdx'),
    ...studiesOf(site).map((study) => study.file),
  ];
  for (const file of files)
    fs.writeFileSync(
      file,
      read(file).replace(
        /^tags: \[(.*)\]$/m,
        (_, list: string) =>
          `tags: [${list
            .split(',')
            .map((tag) => (tag.trim() === old ? now : tag.trim()))
            .join(', ')}]`,
      ),
    );
  Object.assign(renamedTag, {old, now});
}

beforeAll(async () => {
  site = testCopy();
  execFileSync(process.execPath, ['scripts/new-case-study.mjs', 'acme-rebrand'], {cwd: site});
  // The staff member's cover: a real photo, but exported too narrow (a warning, not an error).
  await sharp(path.join(ROOT, 'case-studies/stockboy/cover.jpg'))
    .resize(800)
    .toFile(path.join(site, 'case-studies/acme-rebrand/cover.jpg'));
  const file = path.join(site, 'case-studies/acme-rebrand/index.mdx');
  writeOwnWords(file, 'Acme');
  // The home page shows MAX_FEATURED featured studies: when they are all there, the author
  // makes room for the new one (the last by order is no longer featured).
  featuredStudies(site)
    .slice(MAX_FEATURED - 1)
    .forEach((study) => setFeatured(study.file, false));
  // What an author does next: fill in the title and feature it on the home page.
  fs.writeFileSync(
    file,
    read(file)
      .replace(/^title: .*$/m, 'title: Acme rebrand in ninety days')
      // A link to a file of the site's static/ folder: the check lets it through. And one to a
      // feed, which the build writes (the check called it "not a file in static/", and
      // Docusaurus's link check a broken link).
      .replace(
        '## The challenge\n',
        '## The challenge\n\nOur [social card](/img/social-card.png). Follow [new studies](/case-studies/rss.xml).\n',
      )
      // A note, a code block and a <details>, which the story imports itself
      // (src/plugins/case-studies/storyImports.ts).
      .replace(
        '## The challenge\n',
        `## The challenge\n\n:::tip[Why it worked]\n\nThe launch came first.\n\n:::\n\n\`\`\`js title="launch.js"\nconst launch = 'in ninety days';\n\`\`\`\n\n<details>\n<summary>The timeline</summary>\n\nBrief, then launch.\n\n</details>\n`,
      )
      .replace(/^featured: false$/m, 'featured: true'),
  );
  // A draft and an unlisted study, each with a word no other file has.
  for (const [slug, flag, word] of [
    ['acme-draft', 'draft: true', 'zanzibarian'],
    ['acme-hidden', 'unlisted: true', 'quillwort'],
  ]) {
    execFileSync(process.execPath, ['scripts/new-case-study.mjs', slug], {cwd: site});
    const dir = path.join(site, 'case-studies', slug);
    writeOwnWords(path.join(dir, 'index.mdx'), 'Acme');
    fs.copyFileSync(
      path.join(ROOT, 'case-studies/stockboy/cover.jpg'),
      path.join(dir, 'cover.jpg'),
    );
    ownCover(dir, slug);
    const text = read(path.join(dir, 'index.mdx'))
      .replace(/^title: .*$/m, `title: The ${slug} study`)
      // A draft's former address is no page either: it would lead to no page.
      .replace(/^featured: false$/m, `featured: false\n${flag}\nformerly: [${slug}-old]`)
      .replace('## The challenge\n', `## The challenge\n\nThe ${word} moment.\n`);
    fs.writeFileSync(path.join(dir, 'index.mdx'), text);
  }
  const [tag] = studiesOf(site).find((study) => study.permalink === '/acme-rebrand')!.tags;
  renameTag(tag, `${tag}-renamed`);
});

afterAll(() => {
  if (site) fs.rmSync(site, {recursive: true, force: true});
});

test('a new MDX file from the template becomes a page, an index card and a home card', () => {
  const out = path.join(site, 'build');
  const result = build(out);
  expect(result.stderr + result.stdout).toContain('[SUCCESS]');
  expect(result.status).toBe(0);
  expect(result.stderr + result.stdout).toContain(
    `case-studies/acme-rebrand/index.mdx:${coverAt()}  cover.src: "./cover.jpg" is 800 px wide but shows up to 960 px wide`,
  );

  const page = read(path.join(out, 'acme-rebrand.html'));
  expect(page).toContain('<h1');
  expect(page).toMatch(/href="?\/assets\/[^"\s>]*social-card[^"\s>]*\.png/);
  expect(page).toMatch(/href="?\/case-studies\/rss\.xml"?[\s>]/);
  expect(page).toContain('Acme rebrand in ninety days');
  expect(page).toContain('The challenge');
  // Drawn by the theme's components, as when every story was given them.
  expect(page).toMatch(/class="?[^">]*theme-admonition-tip[^>]*>[\s\S]*Why it worked/);
  expect(page).toMatch(/class="?[^">]*theme-code-block[^>]*>[\s\S]*launch\.js[\s\S]*ninety days/);
  expect(page).toMatch(/class="?[^">]*language-js/);
  expect(page).toMatch(
    /<details[^>]*>[\s\S]*<summary>The timeline<\/summary>[\s\S]*Brief, then launch\./,
  );

  const index = read(path.join(out, 'case-studies.html'));
  expect(index).toContain('Acme rebrand in ninety days');
  // The production HTML is minified: attribute quotes are optional.
  const linkToStudy = /href="?\/acme-rebrand"?[\s>]/;
  expect(index).toMatch(linkToStudy);

  const home = read(path.join(out, 'index.html'));
  expect(home).toMatch(linkToStudy);

  // The renamed tag's page, and its former one sending visitors on (a page, and a 301 for hosts
  // that read _redirects).
  const {old, now} = renamedTag;
  expect(read(path.join(out, `case-studies/tags/${now}.html`))).toContain(
    'Acme rebrand in ninety days',
  );
  expect(read(path.join(out, `case-studies/tags/${old}.html`))).toContain(
    `<meta http-equiv="refresh" content="0; url=/case-studies/tags/${now}">`,
  );
  expect(read(path.join(out, '_redirects'))).toContain(
    `\n/case-studies/tags/${old} /case-studies/tags/${now} 301\n`,
  );

  // The template itself is never published.
  expect(fs.existsSync(path.join(out, '_template.html'))).toBe(false);

  // The copy's bundler cache went into the copy, and goes with it (in the site's node_modules,
  // every test run left tens of MB no build reads again); its encoded images are the site's.
  const cache = (dir: string, name: string) =>
    fs.realpathSync(path.join(dir, 'node_modules/.cache', name));
  expect(cache(site, 'rspack')).toBe(
    path.join(fs.realpathSync(site), 'node_modules/.cache/rspack'),
  );
  expect(fs.readdirSync(cache(site, 'rspack')).length).toBeGreaterThan(0);
  expect(cache(site, 'site-images')).toBe(cache(ROOT, 'site-images'));
});

test('a draft is never built; an unlisted study is reachable but listed nowhere; a feed link opens the feed', async () => {
  const out = path.join(site, 'build');
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, {withFileTypes: true})
      .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  const text = files(out)
    .filter((f) => /\.(html|xml|json)$/.test(f) && !/acme-hidden(-old)?\.html$/.test(f))
    .map((f) => read(f))
    .join('\n');
  // Draft: no page, no mention anywhere, not at its former address either.
  expect(fs.existsSync(path.join(out, 'acme-draft.html'))).toBe(false);
  expect(fs.existsSync(path.join(out, 'acme-draft-old.html'))).toBe(false);
  expect(text).not.toContain('acme-draft');
  // Unlisted: its own page, marked noindex; no other page, feed or the sitemap names it.
  const hidden = read(path.join(out, 'acme-hidden.html'));
  expect(hidden).toMatch(/<meta [^>]*name="?robots"? content="?noindex, nofollow"?/);
  expect(text).not.toContain('acme-hidden');
  // Its former address leads to it, and is marked noindex as well.
  const former = read(path.join(out, 'acme-hidden-old.html'));
  expect(former).toContain('<meta http-equiv="refresh" content="0; url=/acme-hidden">');
  expect(former).toContain('<meta name="robots" content="noindex">');
  // Search knows the listed studies only: the site's own and acme-rebrand.
  expect(listedStudies(site).map((study) => study.permalink)).toContain('/acme-rebrand');
  expect(
    JSON.parse(read(path.join(out, 'pagefind/pagefind-entry.json'))).languages.en.page_count,
  ).toBe(listedStudies(site).length);

  // In a browser: the unlisted page opens by its address; search finds neither study.
  const server = await serve(site, out);
  const browser = await chromium.launch(testLaunchOptions());
  try {
    const page = await browser.newPage();
    // A story's link to a feed opens the feed, with this study in it.
    await page.goto(`${server.url}/acme-rebrand`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const [feed] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', {name: /new studies/}).click(),
    ]);
    await feed.waitForLoadState();
    expect(feed.url()).toBe(`${server.url}/case-studies/rss.xml`);
    const xml = await (await page.request.get(feed.url())).text();
    expect(xml).toContain('<rss');
    expect(xml).toContain('/acme-rebrand</link>');
    await feed.close();
    // A link to the renamed tag's former page, shared before the rename, arrives at its page.
    // On a phone and on a laptop.
    const {old, now} = renamedTag;
    for (const viewport of [
      {width: 375, height: 667},
      {width: 1280, height: 800},
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(`${server.url}/case-studies/tags/${old}#top`);
      await page.waitForURL(`${server.url}/case-studies/tags/${now}#top`);
      await page.getByRole('heading', {level: 2, name: 'Acme rebrand in ninety days'}).waitFor();
    }
    await page.goto(`${server.url}/acme-hidden`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(page.getByRole('heading', {level: 1}).textContent()).resolves.toContain(
      'acme-hidden',
    );
    await page.keyboard.press('Control+k');
    const field = page.getByRole('searchbox', {name: 'Search the case studies'});
    for (const word of ['quillwort', 'zanzibarian']) {
      await field.fill(word);
      await page.getByText(`No case study mentions “${word}”.`).waitFor();
    }
    await field.fill('ninety');
    await page
      .getByRole('dialog')
      .getByRole('link', {name: /Acme rebrand in ninety days/})
      .waitFor();
  } finally {
    await browser.close();
    await server.stop();
  }
});

test('a missing, broken or oversized cover stops the build naming the file, line and limit', async () => {
  const study = (slug: string) => {
    execFileSync(process.execPath, ['scripts/new-case-study.mjs', slug], {cwd: site});
    return path.join(site, 'case-studies', slug);
  };
  // Missing on Linux: the file was saved with another case (a Mac or a PC finds it).
  fs.renameSync(
    path.join(site, 'case-studies/acme-rebrand/cover.jpg'),
    path.join(site, 'case-studies/acme-rebrand/Cover.jpg'),
  );
  // Broken: a text file saved with an image's name.
  fs.writeFileSync(path.join(study('acme-broken'), 'cover.jpg'), 'not a picture');
  // Oversized: 9000 px wide.
  await sharp({create: {width: 9000, height: 20, channels: 3, background: '#888'}})
    .jpeg()
    .toFile(path.join(study('acme-huge'), 'cover.jpg'));

  const result = build(path.join(site, 'build-broken'));
  expect(result.status).not.toBe(0);
  const head = headOf(result.stderr + result.stdout);
  expect(head).toContain(
    `case-studies/acme-rebrand/index.mdx:${coverAt()}  cover.src: file "./cover.jpg" is written in other capitals than its file's name, which must be lower-case: rename "Cover.jpg" to "cover.jpg" (a Mac or a PC opens it either way; the server that builds the site does not, and stops)`,
  );
  expect(head).toContain(
    `case-studies/acme-broken/index.mdx:${coverAt()}  cover.src: file "./cover.jpg" is not a readable image`,
  );
  expect(head).toContain(
    `case-studies/acme-huge/index.mdx:${coverAt()}  cover.src: file "./cover.jpg" is 9000×20 px; the limit is 8000 px on a side`,
  );
  expect(fs.existsSync(path.join(site, 'build-broken/index.html'))).toBe(false);
  fs.rmSync(path.join(site, 'case-studies/acme-broken'), {recursive: true});
  fs.rmSync(path.join(site, 'case-studies/acme-huge'), {recursive: true});
  fs.renameSync(
    path.join(site, 'case-studies/acme-rebrand/Cover.jpg'),
    path.join(site, 'case-studies/acme-rebrand/cover.jpg'),
  );
});

test('a missing image in the story stops the build naming the file, line and column', () => {
  const file = path.join(site, 'case-studies/acme-rebrand/index.mdx');
  fs.writeFileSync(
    file,
    read(file).replace(
      '## The outcome',
      '## The outcome\n\n<MediaFigure src="./flyer.jpg" alt="The flyer" />\n\n![The team](./team.png)',
    ),
  );
  const line =
    read(file)
      .split('\n')
      .findIndex((l) => l.includes('<MediaFigure')) + 1;
  const result = build(path.join(site, 'build-broken'));
  expect(result.status).not.toBe(0);
  const head = headOf(result.stderr + result.stdout);
  expect(head).toContain(
    `case-studies/acme-rebrand/index.mdx:${line}:14  <MediaFigure src>: file "./flyer.jpg" not found next to index.mdx`,
  );
  expect(head).toContain(
    `case-studies/acme-rebrand/index.mdx:${line + 2}:1  ![The team]: file "./team.png" not found next to index.mdx`,
  );
  fs.writeFileSync(file, read(file).replace(/\n\n<MediaFigure src="\.\/flyer[^\n]*\n\n[^\n]*/, ''));
});

test('a broken front matter stops the build naming the file, the field and the rule', () => {
  const file = path.join(site, 'case-studies/acme-rebrand/index.mdx');
  fs.writeFileSync(file, read(file).replace(/^ {2}- Third highlight.*\n/m, ''));
  const result = build(path.join(site, 'build-broken'));
  expect(result.status).not.toBe(0);
  expect(result.stderr + result.stdout).toContain(
    'case-studies/acme-rebrand/index.mdx: "highlights" must contain 3 items (it has 2)',
  );
  expect(fs.existsSync(path.join(site, 'build-broken/index.html'))).toBe(false);
});
