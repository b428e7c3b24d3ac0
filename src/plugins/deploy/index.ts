import fs from 'fs';
import zlib from 'zlib';
import {writeSearchIndex} from './searchIndex';
import path from 'path';
import type {Plugin} from '@docusaurus/types';
import type {BuildInfo} from './buildInfo';
import {embedsIn} from '../../lib/embeds';
import {bucketOrigin} from '../../lib/media';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  permanentRedirects,
  renderHeadersFile,
  renderNginxConf,
  type RouteHeaders,
} from './headers';
import {addNames, purgeStylesheets, relink, STYLESHEET} from './purgeCss';
import {exitWhenDone} from './exitWhenDone';

interface Options {
  /** Canonical origin, e.g. https://www.example.com (for robots.txt's sitemap line). */
  siteUrl: string;
  build: BuildInfo;
  /** The configured media bucket (absolute URL or a local path). */
  mediaBaseUrl: string;
  baseUrl: string;
  /** Resolves once the other plugins that write into the build are done (buildWriters.ts). */
  afterPlugins?: () => Promise<void>;
}

/** Text files worth compressing ahead of time (served by nginx's gzip_static). */
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt)$/;

/**
 * A pre-compressed copy of `file`, whose content is `data`: nginx serves it with gzip_static
 * instead of compressing each response again (deploy/nginx.conf), and CDNs that look for .gz
 * files can use it too. Compressed on this thread, one file after another: for a few hundred
 * pages that took half the CPU time of libuv's threads (each call there sets up its own
 * compressor), and the build's other core is busy with Pagefind meanwhile. Written by `write`.
 */
function compress(file: string, data: Buffer | string, write: Write): void {
  if (!COMPRESSIBLE.test(file) || Buffer.byteLength(data) < 512) return;
  write(`${file}.gz`, zlib.gzipSync(data, {level: 9}));
}

/** Writes a file of the build (see `writes` in postBuild). */
type Write = (file: string, data: Buffer | string) => void;

function allFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? allFiles(full) : [full];
  });
}

/** "stockboy.html" → ["/stockboy", "/stockboy.html"]; "index.html" → ["/", "/index.html"]. */
function pathsFor(relativeFile: string, baseUrl: string): string[] {
  const file = `${baseUrl}${relativeFile.split(path.sep).join('/')}`;
  if (file.endsWith('/index.html')) return [file.slice(0, -'index.html'.length), file];
  return [file.slice(0, -'.html'.length), file];
}

/**
 * After the build: writes the search index (searchIndex.ts), drops the stylesheet's unused rules
 * (purgeCss.ts), hashes every page's inline scripts into its Content-Security-Policy (so the
 * policy follows the build), writes `_headers` and the nginx includes, pre-compresses the text
 * files and records the version. The process then exits without tearing itself down
 * (exitWhenDone.ts).
 */
export default function deployPlugin(options: Options): () => Plugin {
  return () => ({
    name: 'deploy',
    // The build's version, also in /version.json (README: versioned deploys). From here, not the
    // config's headTags: the whole config is in the start-up script, which the commit in it
    // made new to every returning visitor after each build, though its code had not changed.
    injectHtmlTags: () => ({
      headTags: [
        {
          tagName: 'meta',
          attributes: {
            name: 'version',
            content: `${options.build.version}+${options.build.commit}`,
          },
        },
      ],
    }),
    async postBuild({outDir}) {
      exitWhenDone();
      // The .gz twins and the relinked pages are written by libuv's threads, while this one
      // compresses the next file: creating a file cost about 0.25 ms of this thread (ext4), and
      // with 300 studies the build writes about 1,100 of them here.
      const writes: Promise<void>[] = [];
      const write: Write = (file, data) => writes.push(fs.promises.writeFile(file, data));
      const mediaOrigin = bucketOrigin(options.mediaBaseUrl);
      // Pagefind indexes the pages in its own process, started first; meanwhile each page's
      // policy is worked out (its inline scripts and embeds, which the stylesheet purge does not
      // touch) and the files that are final already (scripts, data) are compressed. Then the
      // purge, which needs the names in every script (Pagefind's too), and the pages with their
      // new stylesheet link.
      const pagefindDir = `${path.join(outDir, 'pagefind')}${path.sep}`;
      const built = allFiles(outDir).filter((f) => !f.startsWith(pagefindDir));
      const assetsDir = `${path.join(outDir, 'assets')}${path.sep}`;
      const isPage = (f: string) => f.endsWith('.html') && !f.startsWith(assetsDir);
      // Each file is read once. The names the stylesheet purge keeps come from every page and
      // script; the pages stay in memory until the purge has renamed the stylesheet.
      const names = new Set<string>();
      const pages = new Map<string, string>();
      /** Each page's headers, by its file. */
      const routes = new Map<string, RouteHeaders>();
      const allHashes = new Set<string>();
      /** A page (or an HTML file of assets/) as read: its names, its policy; written back below. */
      const checkPage = (file: string, html: string) => {
        addNames(names, html);
        if (!isPage(file)) return;
        const scriptHashes = inlineScriptHashes(html);
        scriptHashes.forEach((hash) => allHashes.add(hash));
        routes.set(file, {
          paths: pathsFor(path.relative(outDir, file), options.baseUrl),
          csp: contentSecurityPolicy({scriptHashes, embeds: embedsIn(html), mediaOrigin}),
        });
      };
      const readPage = (file: string) => {
        const html = fs.readFileSync(file, 'utf8');
        pages.set(file, html);
        return html;
      };
      const htmlFiles = built.filter((f) => f.endsWith('.html'));
      htmlFiles.forEach(readPage);
      // Pagefind first: it runs in its own process while this one does everything else it can.
      const search = writeSearchIndex(outDir, pages);
      for (const file of htmlFiles) checkPage(file, pages.get(file)!);
      /** Scripts, data and images: final already (only pages and stylesheets change below). */
      const settle = (file: string) => {
        if (!COMPRESSIBLE.test(file)) return;
        const data = fs.readFileSync(file);
        if (file.endsWith('.js')) addNames(names, data.toString('utf8'));
        compress(file, data, write);
      };
      const sheets = built.filter((f) => STYLESHEET.test(f));
      built.filter((f) => !f.endsWith('.html') && !sheets.includes(f)).forEach(settle);
      await Promise.all([search, options.afterPlugins?.()]);
      // Pages another plugin rewrote meanwhile are read again (the start-up layer adds each
      // route's own scripts to its page's start-up list: src/plugins/lean/onDemandRoutes.ts).
      for (const file of htmlFiles) {
        if (fs.readFileSync(file, 'utf8') !== pages.get(file)) checkPage(file, readPage(file));
      }
      // Pagefind's files, and what the other plugins wrote meanwhile (the sitemap, the feeds, the
      // pages at studies' former addresses, which are pages like any other, wherever they were
      // when the build was first listed). Pagefind's script is on every page that opens the
      // search: its names count too.
      const listed = new Set(built);
      for (const file of allFiles(outDir).filter((f) => !listed.has(f))) {
        if (file.endsWith('.html') && !file.startsWith(pagefindDir))
          checkPage(file, readPage(file));
        else settle(file);
      }
      const renamed = await purgeStylesheets(sheets, names);
      for (const sheet of sheets) {
        const next = renamed.get(path.basename(sheet)) ?? sheet;
        compress(next, fs.readFileSync(next), write);
      }
      for (const [file, html] of pages) {
        const next = relink(html, renamed);
        if (next !== html) write(file, next);
        compress(file, next, write);
      }
      const headers = [...routes.values()].sort((a, b) => a.paths[0].localeCompare(b.paths[0]));
      const fallback = contentSecurityPolicy({
        scriptHashes: [...allHashes].sort(),
        embeds: [],
        mediaOrigin,
      });
      const redirectsFile = path.join(outDir, '_redirects');
      const redirects = fs.existsSync(redirectsFile)
        ? permanentRedirects(fs.readFileSync(redirectsFile, 'utf8'))
        : [];
      const nginx = renderNginxConf(headers, fallback, redirects);
      fs.writeFileSync(path.join(outDir, '_headers'), renderHeadersFile(headers, fallback));
      fs.writeFileSync(path.join(outDir, 'nginx-csp.conf'), nginx.http);
      fs.writeFileSync(path.join(outDir, 'nginx-headers.conf'), nginx.headers);
      fs.writeFileSync(
        path.join(outDir, 'robots.txt'),
        `User-agent: *\nAllow: /\n\nSitemap: ${options.siteUrl}${options.baseUrl}sitemap.xml\n`,
      );
      fs.writeFileSync(
        path.join(outDir, 'version.json'),
        `${JSON.stringify({version: options.build.version, commit: options.build.commit, builtAt: options.build.time, baseUrl: options.baseUrl}, null, 2)}\n`,
      );
      await Promise.all(writes);
    },
  });
}
