/**
 * Checks the production build in build/ (npm test builds it first): SEO and sharing metadata on
 * every route, structured data, sitemap and robots, version, and the byte budget.
 */
import {execFileSync} from 'child_process';
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import {JSDOM} from 'jsdom';
import {resolveSite} from '../../src/site';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {routeBytes} = require('../../scripts/lib/route-bytes.cjs');
import budgets from '../../perf/budgets.json';
import {COMPILE_HINT, STARTUP_CHUNKS} from '../../src/plugins/lean';
import {routeFolderName} from '../../src/plugins/lean/routeFolder';
import {inlineScriptHashes} from '../../src/plugins/deploy/headers';
import {serializeJsonLd} from '../../src/components/seo/structuredData';
import {movedStudy, storiesToOpen} from '../content';
import sharp from 'sharp';
import {FAVICONS} from '../../src/plugins/favicons/files';
import {IMAGE_SIZES} from '../../src/lib/imageSizes';

const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.join(ROOT, 'build');
const site = resolveSite();

const PAGES: Record<string, string> = {
  '/': 'index.html',
  '/test': 'test.html',
  '/case-studies': 'case-studies.html',
  '/stockboy': 'stockboy.html',
  '/budbilliken': 'budbilliken.html',
  '/case-study': 'case-study.html',
  '/privacy': 'privacy.html',
  '/terms': 'terms.html',
};
const CASE_STUDIES = ['/stockboy', '/budbilliken', '/case-study'];
const FOLLOWING = 4; // Node.DOCUMENT_POSITION_FOLLOWING

/**
 * The parsed page (the production HTML is minified: attributes may be unquoted): one of PAGES, or
 * a study's, `<address>.html`.
 */
function head(route: string): Document {
  const file = PAGES[route] ?? `${route.slice(1)}.html`;
  return new JSDOM(fs.readFileSync(path.join(BUILD, file), 'utf8')).window.document;
}

function meta(doc: Document, key: 'name' | 'property', value: string): string | undefined {
  return doc.querySelector(`meta[${key}="${value}"]`)?.getAttribute('content') ?? undefined;
}

function jsonLd(doc: Document): Record<string, unknown>[] {
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
    JSON.parse(s.textContent ?? ''),
  );
}

/** Every file under `dir`, in its folders too. */
const walk = (dir: string): string[] =>
  fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full) : [full];
  });
/** The build's text files (what a browser or a crawler reads), relative to build/. */
const textFiles = () =>
  walk(BUILD).filter((f) => /\.(html|js|css|svg|json|xml|txt|conf)$|_headers$|_redirects$/.test(f));

beforeAll(() => {
  if (!fs.existsSync(path.join(BUILD, 'index.html'))) {
    throw new Error('build/ is missing: run npm run build first (npm test does)');
  }
});

describe('links', () => {
  /** Every URL a page asks for or links to, from src, srcset, poster and href attributes. */
  function urlsIn(doc: Document): string[] {
    const urls: string[] = [];
    for (const el of doc.querySelectorAll('[src], [srcset], [poster], [href]')) {
      for (const name of ['src', 'poster', 'href']) {
        const value = el.getAttribute(name);
        if (value) urls.push(value);
      }
      const srcset = el.getAttribute('srcset');
      if (srcset) srcset.split(',').forEach((part) => urls.push(part.trim().split(/\s+/)[0]));
    }
    return urls;
  }

  test.each(Object.keys(PAGES))('%s links to no missing file of the site or its media', (route) => {
    const missing = urlsIn(head(route))
      .filter((url) => url.startsWith('/') && !url.startsWith('//'))
      .map((url) => decodeURIComponent(url.split(/[?#]/)[0]))
      .filter((url) => url !== '/' && !url.startsWith('/assets/'))
      .filter((url) => {
        const file = path.join(BUILD, url);
        return ![file, `${file}.html`, path.join(file, 'index.html')].some((f) => fs.existsSync(f));
      });
    expect(missing).toEqual([]);
  });
});

describe('SEO and sharing', () => {
  test('every route has a unique title and description', () => {
    const titles = Object.keys(PAGES).map((r) => head(r).title);
    const descriptions = Object.keys(PAGES).map((r) => meta(head(r), 'name', 'description'));
    expect(titles.every(Boolean)).toBe(true);
    expect(descriptions.every((d) => d && d.length >= 40)).toBe(true);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  test.each(Object.keys(PAGES))('%s: canonical URL, Open Graph and Twitter card', (route) => {
    const h = head(route);
    const canonical = `${site.url}${route === '/' ? '/' : route}`;
    expect(h.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);
    expect(meta(h, 'property', 'og:url')).toBe(canonical);
    expect(meta(h, 'property', 'og:title')).toBeTruthy();
    expect(meta(h, 'property', 'og:description')).toBeTruthy();
    expect(meta(h, 'property', 'og:site_name')).toBe(site.name);
    expect(meta(h, 'property', 'og:image')).toMatch(/^https:\/\//);
    expect(meta(h, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(h, 'property', 'og:type')).toBe(
      CASE_STUDIES.includes(route) ? 'article' : 'website',
    );
  });

  test.each(CASE_STUDIES)('%s: its own social image and Article JSON-LD', (route) => {
    const h = head(route);
    // The cover's own JPEG variant (1280 px), not the 2400 px original.
    const image = meta(h, 'property', 'og:image') ?? '';
    expect(image).toMatch(/^https:\/\/[^/]+\/assets\/images\/cover-[0-9a-f]{10}-1280\.jpg$/);
    expect(fs.existsSync(path.join(BUILD, new URL(image).pathname))).toBe(true);
    const [article] = jsonLd(h);
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      url: `${site.url}${route}`,
      publisher: {'@type': 'Organization', name: site.name},
    });
    expect(String(article.headline).length).toBeGreaterThan(5);
  });

  // Told at the first share, a preview is drawn before the site sends the file (Open Graph's
  // advice); its words are read to those who cannot see it.
  // Each study, or past a dozen those the end-to-end tests open (tests/content.ts).
  test.each(
    storiesToOpen()
      .filter((study) => !study.image)
      .map((study) => [study.permalink, study] as const),
  )("%s: the preview's size is its file's, its words the cover's", async (route, study) => {
    const h = head(route);
    const file = path.join(BUILD, new URL(meta(h, 'property', 'og:image')!).pathname);
    const {width, height} = await sharp(file).metadata();
    expect(meta(h, 'property', 'og:image:width')).toBe(String(width));
    expect(meta(h, 'property', 'og:image:height')).toBe(String(height));
    expect(meta(h, 'property', 'og:image:alt')).toBe(study.coverAlt);
    expect(meta(h, 'name', 'twitter:image:alt')).toBe(study.coverAlt);
  });

  test('home: Organization JSON-LD', () => {
    expect(jsonLd(head('/'))).toEqual([
      expect.objectContaining({
        '@type': 'Organization',
        name: site.name,
        url: `${site.url}/`,
        email: site.contactEmail,
        // A raster logo of at least 112 px, as search engines ask: the home-screen icon.
        logo: `${site.url}/${FAVICONS.touch.file}`,
      }),
    ]);
    expect(fs.existsSync(path.join(BUILD, FAVICONS.touch.file))).toBe(true);
  });

  test("every page's structured data is served as the browser writes it, so it is kept when the page starts", () => {
    // The HTML minifier rewrites each JSON-LD block (keys in order, `<` escaped); the browser's
    // head manager compares the served block with its own and, when their text differs, removes
    // the served one and adds its own (src/plugins/lean/helmetClient.ts tells more).
    let blocks = 0;
    for (const route of Object.keys(PAGES)) {
      for (const script of head(route).querySelectorAll('script[type="application/ld+json"]')) {
        const served = script.textContent ?? '';
        const {'@context': context, ...data} = JSON.parse(served);
        expect(context).toBe('https://schema.org');
        expect([route, serializeJsonLd(data)]).toEqual([route, served]);
        blocks++;
      }
    }
    // Home (Organization), the index (CollectionPage) and each study (Article).
    expect(blocks).toBe(2 + CASE_STUDIES.length);
  });

  test('sitemap.xml lists every public route and robots.txt points at it', () => {
    const sitemap = fs.readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8');
    for (const route of Object.keys(PAGES).filter((r) => r !== '/test')) {
      expect(sitemap).toContain(`<loc>${site.url}${route}</loc>`);
    }
    expect(sitemap).not.toContain('/test<');
    const robots = fs.readFileSync(path.join(BUILD, 'robots.txt'), 'utf8');
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });
});

describe('versioned build', () => {
  test('version.json and the meta tag agree', () => {
    const version = JSON.parse(fs.readFileSync(path.join(BUILD, 'version.json'), 'utf8'));
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    expect(version.version).toBe(pkg.version);
    expect(meta(head('/'), 'name', 'version')).toBe(`${version.version}+${version.commit}`);
  });

  // The build machine's folders are nobody's business, and were in the scripts: a route's data
  // by its absolute path, as createData answers (src/plugins/case-studies).
  test('no file names the folder the site was built in', () => {
    const naming = textFiles().filter((f) => fs.readFileSync(f, 'utf8').includes(ROOT));
    expect(naming.map((f) => path.relative(BUILD, f))).toEqual([]);
  });

  // The time and commit are in version.json and the meta tag only: in the start-up script, they
  // made it new to every returning visitor after each build, its code unchanged.
  test("no script carries the build's time or commit", () => {
    const {builtAt, commit} = JSON.parse(fs.readFileSync(path.join(BUILD, 'version.json'), 'utf8'));
    expect(builtAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // As a string of its own: seven hex digits may stand inside some other hash by chance.
    const said = [builtAt, ...(/^[0-9a-f]{7,}$/.test(commit) ? [`"${commit}"`] : [])];
    const carrying = textFiles().filter((f) => {
      const text = f.endsWith('.js') ? fs.readFileSync(f, 'utf8') : '';
      return said.some((value) => text.includes(value));
    });
    expect(carrying.map((f) => path.relative(BUILD, f))).toEqual([]);
  });

  // Named after what is in it (src/plugins/lean/routeFolder.ts), not after the build's hash,
  // which also covers the folder the site was built in and the bundler's cache: the same commit
  // built anywhere has the same addresses, and returning visitors keep their cached route chunks.
  test('the route chunks are in a folder named after them, which the runtime loads from', () => {
    const scripts = path.join(BUILD, 'assets/js');
    const folders = fs
      .readdirSync(scripts, {withFileTypes: true})
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders).toHaveLength(1);
    const [folder] = folders;
    const chunks = fs.readdirSync(path.join(scripts, folder)).filter((f) => f.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(0);
    const bytes = (name: string) => fs.readFileSync(path.join(scripts, folder, name));
    expect(folder).toBe(routeFolderName(chunks.map((name) => ({name, bytes: bytes(name)}))));
    const runtime = fs.readdirSync(scripts).find((f) => /^runtime~main\.[0-9a-f]+\.js$/.test(f));
    expect(fs.readFileSync(path.join(scripts, runtime!), 'utf8')).toContain(
      `"assets/js/${folder}/"`,
    );
  });
});

describe("a study's former address (src/plugins/case-studies/moved.ts)", () => {
  const moved = movedStudy();
  (moved ? test : test.skip)(
    'is a 301 for hosts that read _redirects or run nginx, and elsewhere a page whose script the policy lets run',
    () => {
      const [from] = moved!.formerly;
      const read = (name: string) => fs.readFileSync(path.join(BUILD, name), 'utf8');
      expect(read('_redirects')).toMatch(new RegExp(`^${from} ${moved!.permalink} 301$`, 'm'));
      expect(read('nginx-csp.conf')).toContain(`"${from}" "${moved!.permalink}";`);
      expect(read('nginx-headers.conf')).toContain('return 301 $site_moved$is_args$args;');
      // Netlify serves a file at the path before its redirect: the page's script (which keeps the
      // #section a refresh drops) must be allowed by the policy every page without its own has.
      const page = read(`${from.slice(1)}.html`);
      const [hash] = inlineScriptHashes(page);
      const everyPage = /^\/\*\n(?: {2}.*\n)*/m.exec(read('_headers'))![0];
      expect(everyPage).toMatch(/Content-Security-Policy: .*script-src [^;]*/);
      expect(everyPage).toContain(hash);
    },
  );
});

describe('pre-compressed files (src/plugins/deploy)', () => {
  test('every text file over 512 bytes has a .gz twin holding exactly its final content', () => {
    const files = walk(BUILD).filter(
      (f) => /\.(html|js|css|svg|json|xml|txt)$/.test(f) && fs.statSync(f).size >= 512,
    );
    // Pages (rewritten by the stylesheet purge after the build), the stylesheet and the search
    // index (written while the rest is compressed) are the ones most at risk of a stale twin.
    for (const kind of [/\.html$/, /[\\/]assets[\\/]css[\\/]/, /[\\/]pagefind[\\/]/]) {
      expect(files.filter((f) => kind.test(f)).length).toBeGreaterThan(0);
    }
    const stale = files.filter((f) => {
      const twin = `${f}.gz`;
      return (
        !fs.existsSync(twin) || !zlib.gunzipSync(fs.readFileSync(twin)).equals(fs.readFileSync(f))
      );
    });
    expect(stale.map((f) => path.relative(BUILD, f))).toEqual([]);
  });
});

describe('npm run package', () => {
  test('writes dist/site-<version>-<commit>.tar.gz holding the build', () => {
    const version = JSON.parse(fs.readFileSync(path.join(BUILD, 'version.json'), 'utf8'));
    const name = `site-${version.version}-${version.commit}`;
    const archive = path.join(ROOT, 'dist', `${name}.tar.gz`);
    fs.rmSync(archive, {force: true});
    execFileSync(process.execPath, [path.join(ROOT, 'scripts/package.mjs')], {cwd: ROOT});
    const listing = execFileSync('tar', ['-tzf', archive], {encoding: 'utf8'}).split('\n');
    expect(listing).toEqual(
      expect.arrayContaining([`${name}/index.html`, `${name}/version.json`, `${name}/_headers`]),
    );
  });
});

interface RouteRow {
  route: string;
  html: number;
  js: number;
  css: number;
  scripts: string[];
}

/** Per route: its gzipped bytes and the script files it loads (scripts/lib/route-bytes.cjs). */
const routeRows = (): RouteRow[] =>
  routeBytes({buildDir: BUILD, generatedDir: path.join(ROOT, '.docusaurus')});

describe('byte budget (perf/budgets.json)', () => {
  const rows = routeRows();

  test('covers every route', () => {
    expect(rows.map((r) => r.route)).toEqual(
      expect.arrayContaining([...Object.keys(PAGES), '/404']),
    );
  });

  test.each(rows.map((r) => [r.route, r] as const))('%s within budget', (_route, row) => {
    expect(row.js).toBeLessThanOrEqual(budgets.bytes.jsGzip);
    expect(row.css).toBeLessThanOrEqual(budgets.bytes.cssGzip);
    expect(row.html).toBeLessThanOrEqual(budgets.bytes.htmlGzip);
  });
});

describe('start-up layer (src/plugins/lean, see its README)', () => {
  test.each(Object.keys(PAGES))(
    '%s links one stylesheet: the packages’ CSS comes before ours',
    (route) => {
      const links = head(route).querySelectorAll('link[rel="stylesheet"]');
      expect(links).toHaveLength(1);
    },
  );

  test.each(Object.keys(PAGES))(
    '%s fetches no script before its first paint: the loader adds them after it',
    (route) => {
      const doc = head(route);
      expect(doc.querySelectorAll('script[src], link[rel="preload"][as="script"]')).toHaveLength(0);
      const loader = doc.querySelector('head script[data-startup]');
      expect(loader?.textContent).toContain('first-contentful-paint');
      // In the order the page needs them: the runtime before the site code that it loads.
      const list = loader!
        .getAttribute('data-startup')!
        .split(' ')
        .map((s) => path.basename(s));
      expect(list.findIndex((s) => s.startsWith('runtime~main.'))).toBeLessThan(
        list.findIndex((s) => s.startsWith('main.')),
      );
    },
  );

  test('the page loads React DOM, the packages and the site code as three start-up scripts', () => {
    const scripts = head('/')
      .querySelector('script[data-startup]')!
      .getAttribute('data-startup')!
      .split(' ')
      .map((s) => path.basename(s));
    const names: string[] = Object.values(STARTUP_CHUNKS);
    const startup = scripts.filter((s) => names.includes(s.split('.')[0]));
    expect(startup.map((s) => s.split('.')[0]).sort()).toEqual([...names].sort());
    for (const file of startup) {
      const text = fs.readFileSync(path.join(BUILD, 'assets/js', file), 'utf8');
      expect(text.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    }
  });

  test.each(Object.keys(PAGES))(
    '%s sends every section in place, not as a boundary revealed by script after the first paint',
    (route) => {
      const doc = head(route);
      // React's outlined Suspense boundary (SWAPS.server in src/plugins/lean): a <template id="B:n">
      // placeholder, the content in a hidden <div id="S:n"> at the end, moved in by an inline
      // script after the first paint (a second layout of the page; the footer jumped).
      expect(doc.querySelector('template[id^="B:"]')).toBeNull();
      expect(doc.querySelector('div[hidden][id^="S:"]')).toBeNull();
      const inline = [...doc.querySelectorAll('script:not([src])')].map((s) => s.textContent);
      expect(inline.filter((text) => /\$R[CVBT]\b/.test(text ?? ''))).toEqual([]);
      // Every section of the page comes before the footer in the HTML.
      const footer = doc.querySelector('footer')!;
      for (const section of doc.querySelectorAll('section')) {
        expect(section.compareDocumentPosition(footer) & FOLLOWING).toBeTruthy();
      }
    },
  );

  test.each(CASE_STUDIES)('%s renders its body in the first HTML', (route) => {
    expect(head(route).querySelector('main article .prose h2')).not.toBeNull();
  });

  test('no page holds a Suspense boundary: the whole page hydrates in short tasks', () => {
    // Docusaurus hydrates in a transition, which React splits into short tasks by itself. A
    // boundary (<!--$-->…<!--/$-->) is hydrated later, and Docusaurus's providers change their
    // context as soon as the page has hydrated (in the browser, window size, colour mode): React
    // then hydrates every boundary still waiting at once, in one task (on /stockboy about 90 ms
    // of a fast machine's main thread, over 300 ms on Lighthouse's phone).
    const pages = walk(BUILD).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(10);
    const withBoundaries = pages.filter((f) => /<!--\$[?!]?-->/.test(fs.readFileSync(f, 'utf8')));
    expect(withBoundaries.map((f) => path.relative(BUILD, f))).toEqual([]);
  });

  test('the hydrated flag on <html> restyles only the animated elements, not the whole page', () => {
    const href = head('/').querySelector('link[rel="stylesheet"]')!.getAttribute('href')!;
    const css = fs.readFileSync(path.join(BUILD, 'assets/css', path.basename(href)), 'utf8');
    // A rule keyed on the flag whose last step is `*` makes the browser restyle every element
    // under <html> when Docusaurus sets it after hydration (a long task on phones).
    const selectors = [...css.matchAll(/([^{}]*data-has-hydrated[^{}]*)\{/g)].flatMap((m) =>
      m[1].split(','),
    );
    expect(selectors.length).toBeGreaterThan(0);
    for (const selector of selectors) {
      const last =
        selector
          .trim()
          .split(/[\s>+~]+/)
          .pop() ?? '';
      expect({selector, last}).toEqual({selector, last: expect.not.stringMatching(/^\*/)});
    }
  });

  test('the stylesheet holds only rules this build can match, and is named after its content', () => {
    const href = head('/').querySelector('link[rel="stylesheet"]')!.getAttribute('href')!;
    const css = fs.readFileSync(path.join(BUILD, 'assets/css', path.basename(href)), 'utf8');
    const hash = crypto.createHash('md5').update(css).digest('hex').slice(0, 8);
    expect(path.basename(href)).toBe(`styles.${hash}.css`);
    // Infima components the site never renders are gone; the focus ring and our own rules stay.
    expect(css).not.toContain('.pagination-nav');
    expect(css).not.toContain('.table-of-contents');
    expect(css).toContain(':focus-visible{');
    expect(css).toContain('--c-accent:');
  });

  test("the stylesheet carries the prefixes the browserslist's browsers need", () => {
    const href = head('/').querySelector('link[rel="stylesheet"]')!.getAttribute('href')!;
    const css = fs.readFileSync(path.join(BUILD, 'assets/css', path.basename(href)), 'utf8');
    // Lightning CSS adds them when it minifies (PostCSS runs without plugins: docusaurus.config.ts).
    // A wide table's fade at its edges is written as `mask-image` alone (custom.css, print.css);
    // Safari before 15.4, still among them, knows only `-webkit-mask-image`.
    const declarations = [...css.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]);
    const masked = declarations.filter((d) => /(^|;)mask-image:/.test(d));
    expect(masked.length).toBeGreaterThanOrEqual(3);
    for (const d of masked) expect(d).toContain('-webkit-mask-image:');
  });

  /** The build's script files whose text holds `marker`. */
  // Start-up scripts sit in assets/js, route chunks in a folder named after them.
  const scriptsWith = (marker: string) =>
    (fs.readdirSync(path.join(BUILD, 'assets/js'), {recursive: true}) as string[])
      .filter((f) => f.endsWith('.js'))
      .filter((f) => fs.readFileSync(path.join(BUILD, 'assets/js', f), 'utf8').includes(marker))
      .map((f) => `assets/js/${f.split(path.sep).join('/')}`);

  test.each(['TooltipProvider', 'ToastProvider'])(
    'Radix %s loads on demand, in a chunk of its own that no page loads at start-up',
    (name) => {
      // Radix names its context with the string; our code only reads the module's export.
      const chunk = scriptsWith(`"${name}"`);
      expect(chunk).toHaveLength(1);
      expect(routeRows().filter((row) => row.scripts.includes(chunk[0]))).toEqual([]);
    },
  );

  test('case-study routes load on demand: no start-up script names them, one bucket each', () => {
    const startup = head('/')
      .querySelector('script[data-startup]')!
      .getAttribute('data-startup')!
      .split(' ')
      .map((src) => fs.readFileSync(path.join(BUILD, src.replace(/^\//, '')), 'utf8'))
      .join('\n');
    // The site's own pages stay in the start-up route table (src/plugins/lean/onDemandRoutes.ts).
    expect(startup).toContain('path:"/test"');
    for (const route of [...CASE_STUDIES, '/case-studies/tags']) {
      const entry = `path:"${route}",exact:!0`;
      expect({route, atStartUp: startup.includes(entry)}).toEqual({route, atStartUp: false});
      expect(scriptsWith(entry)).toHaveLength(1);
    }
  });
});

describe('responsive images (src/plugins/images)', () => {
  const exists = (url: string) => fs.existsSync(path.join(BUILD, url));
  const candidates = (srcset: string | null) =>
    (srcset ?? '').split(', ').map((entry) => {
      const [url, w] = entry.split(' ');
      return {url, width: parseInt(w, 10)};
    });

  test.each(CASE_STUDIES)(
    '%s: the cover is a <picture> of AVIF, WebP and JPEG at 320-1600 px, eager and preloaded',
    (route) => {
      const doc = head(route);
      const cover = doc.querySelector('header picture');
      expect(cover).not.toBeNull();
      const types = [...cover!.querySelectorAll('source')].map((s) => s.getAttribute('type'));
      expect(types).toEqual(['image/avif', 'image/webp']);
      const img = cover!.querySelector('img')!;
      const formats = [
        ...[...cover!.querySelectorAll('source')].map((s) => s.getAttribute('srcset')),
        img.getAttribute('srcset'),
      ];
      formats.forEach((srcset, i) => {
        const list = candidates(srcset);
        expect(list.map((c) => c.width)).toEqual([320, 640, 960, 1280, 1600]);
        list.forEach((c) => {
          expect(c.url).toMatch(new RegExp(`\\.${['avif', 'webp', 'jpg'][i]}$`));
          expect(exists(c.url)).toBe(true);
        });
      });
      // Size from the file (the sample photos are 2400 × 1500); a placeholder until it loads.
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['2400', '1500']);
      expect(img.getAttribute('style')).toMatch(/background-image:url\("data:image\/webp;base64,/);
      expect(img.getAttribute('sizes')).toBe(IMAGE_SIZES.hero);
      expect(img.getAttribute('loading')).toBe('eager');
      expect(img.getAttribute('fetchpriority')).toBe('high');
      const preloads = [...doc.querySelectorAll('link[rel="preload"][as="image"]')];
      expect(preloads).toHaveLength(1);
      expect(preloads[0].getAttribute('imagesrcset')).toBe(formats[0]);
      expect(preloads[0].getAttribute('imagesizes')).toBe(img.getAttribute('sizes'));
      expect(preloads[0].getAttribute('type')).toBe('image/avif');
      // Every other image on the page waits until it is near the viewport.
      const others = [...doc.querySelectorAll('img')].filter((i) => i !== img);
      others.forEach((other) => expect(other.getAttribute('loading')).toBe('lazy'));
    },
  );

  test.each(['/stockboy', '/budbilliken'])(
    '%s: the video loads nothing until played: a lazy responsive poster and a play link to the file',
    (route) => {
      const doc = head(route);
      // No <video> until the visitor presses play: its controls alone cost a phone ~100 ms.
      expect(doc.querySelector('video')).toBeNull();
      const play = doc.querySelector('figure a[aria-label^="Play video: "]')!;
      expect(play.getAttribute('href')).toMatch(/^\/media\/case-studies\/[a-z-]+\/[a-z-]+\.mp4$/);
      expect(exists(play.getAttribute('href')!)).toBe(true);
      const poster = play.querySelector('picture img')!;
      expect(poster.getAttribute('loading')).toBe('lazy');
      expect(poster.getAttribute('src')).toMatch(/-poster-[0-9a-f]{10}-\d+\.jpg$/);
      const formats = [...play.querySelectorAll('picture source')].map((s) =>
        s.getAttribute('type'),
      );
      expect(formats).toEqual(['image/avif', 'image/webp']);
      expect(candidates(poster.getAttribute('srcset')).every((c) => exists(c.url))).toBe(true);
    },
  );

  test('/budbilliken: the flyer in the story is a lazy <picture> sized from its file', () => {
    const img = head('/budbilliken').querySelector('article picture img[alt^="Event flyer"]')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '2000']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(candidates(img.getAttribute('srcset')).every((c) => exists(c.url))).toBe(true);
  });

  test('cards: home covers are lazy; on /case-studies only the first is eager', () => {
    const home = [...head('/').querySelectorAll('#case-study picture img')];
    expect(home.length).toBeGreaterThanOrEqual(3);
    home.forEach((img) => {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('sizes')).toBe(IMAGE_SIZES.card);
    });
    const index = [...head('/case-studies').querySelectorAll('main picture img')];
    expect(index.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      ...index.slice(1).map(() => 'lazy'),
    ]);
  });
});
