import fs from 'fs';
import {promisify} from 'util';
import zlib from 'zlib';
import {writeSearchIndex} from './searchIndex';
import path from 'path';
import type {Plugin} from '@docusaurus/types';
import type {BuildInfo} from './buildInfo';
import {embedsIn} from '../../lib/embeds';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  renderHeadersFile,
  renderNginxConf,
  type RouteHeaders,
} from './headers';
import {purgeStylesheets} from './purgeCss';

interface Options {
  /** Canonical origin, e.g. https://www.example.com (for robots.txt's sitemap line). */
  siteUrl: string;
  build: BuildInfo;
  /** The configured media bucket (absolute URL or a local path). */
  mediaBaseUrl: string;
  baseUrl: string;
}

/** Text files worth compressing ahead of time (served by nginx's gzip_static). */
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt)$/;
const gzip = promisify(zlib.gzip);

/**
 * Pre-compressed copies: nginx serves them with gzip_static instead of compressing each response
 * again (deploy/nginx.conf), and CDNs that look for .gz files can use them too. On libuv's
 * threads, several files at a time.
 */
async function compress(files: string[]): Promise<void> {
  await Promise.all(
    files
      .filter((file) => COMPRESSIBLE.test(file))
      .map(async (file) => {
        const data = await fs.promises.readFile(file);
        if (data.length < 512) return;
        await fs.promises.writeFile(`${file}.gz`, await gzip(data, {level: 9}));
      }),
  );
}

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
 * files and records the version.
 */
export default function deployPlugin(options: Options): () => Plugin {
  return () => ({
    name: 'deploy',
    async postBuild({outDir}) {
      const mediaOrigin = /^https?:\/\//.test(options.mediaBaseUrl)
        ? new URL(options.mediaBaseUrl).origin
        : undefined;
      // Pagefind indexes the pages in its own process. Meanwhile: each page's policy (its inline
      // scripts and embeds, which the stylesheet purge does not touch) and the compression of
      // the files that are final already (scripts, data, images). Then the purge, which reads
      // every script (Pagefind's too) and rewrites the pages' stylesheet link, and the rest.
      const search = writeSearchIndex(outDir);
      const pagefindDir = `${path.join(outDir, 'pagefind')}${path.sep}`;
      const built = allFiles(outDir).filter((f) => !f.startsWith(pagefindDir));
      const assetsDir = `${path.join(outDir, 'assets')}${path.sep}`;
      const isPage = (f: string) => f.endsWith('.html') && !f.startsWith(assetsDir);
      const routes: RouteHeaders[] = [];
      const allHashes = new Set<string>();
      for (const file of built.filter(isPage)) {
        const html = fs.readFileSync(file, 'utf8');
        const scriptHashes = inlineScriptHashes(html);
        scriptHashes.forEach((hash) => allHashes.add(hash));
        routes.push({
          paths: pathsFor(path.relative(outDir, file), options.baseUrl),
          csp: contentSecurityPolicy({scriptHashes, embeds: embedsIn(html), mediaOrigin}),
        });
      }
      const final = (f: string) => !f.endsWith('.html') && !f.endsWith('.css');
      const early = new Set(built.filter(final));
      const compressed = compress([...early]);
      await search;
      const files = await purgeStylesheets(allFiles(outDir));
      await compressed;
      await compress(files.filter((f) => !early.has(f)));
      routes.sort((a, b) => a.paths[0].localeCompare(b.paths[0]));
      const fallback = contentSecurityPolicy({
        scriptHashes: [...allHashes].sort(),
        embeds: [],
        mediaOrigin,
      });
      const nginx = renderNginxConf(routes, fallback);
      fs.writeFileSync(path.join(outDir, '_headers'), renderHeadersFile(routes, fallback));
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
    },
  });
}
