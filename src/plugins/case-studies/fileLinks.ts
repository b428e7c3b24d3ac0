import fs from 'fs';
import path from 'path';
import {caseProblem, closestFile} from '../images/localImage';
import {computerPathProblem} from '../images/computerPath';
import {isBareAddress} from './links';

/**
 * A link to a file by its path from the story (`./brochure.pdf`, `../budbilliken/index.mdx`) that
 * is not there: the build stopped on "Docusaurus found broken links" (a file) or "Markdown link
 * ... couldn't be resolved" (a study's file), after the check had passed. Or one on the author's
 * computer, which the page showed, leading nowhere. Null for any other link.
 */
export function fileLinkProblem(file: string, url: string): string | null {
  // `C:\Users\sam\brochure.pdf`, `file:///…`: a file on the author's computer.
  const onComputer = computerPathProblem(url, 'file');
  if (onComputer) return onComputer;
  // Not a path: an address, a page of the site, a heading; or `hello@acme.com`, `www.acme.com`,
  // whose ".com" is no file's (the link rules name those).
  if (/^([a-z][a-z\d+.-]*:|\/|#)/i.test(url) || isBareAddress(url)) return null;
  const pathname = decodeURI(url.split(/[?#]/)[0]);
  if (!/\.\w+$/.test(pathname)) return null;
  const capitals = caseProblem(path.dirname(file), pathname, url, {named: true});
  if (capitals) return capitals;
  const target = path.resolve(path.dirname(file), pathname);
  if (fs.existsSync(target)) return null;
  if (/\.mdx?$/.test(pathname)) {
    // Another study's story, by its file: its address is its folder's (or file's) name.
    const named = path.basename(pathname) === 'index.mdx' ? path.dirname(target) : target;
    const studies = path.dirname(named);
    const meant = closestFile(studies, path.basename(named));
    const address = meant && `/${meant.replace(/\.mdx$/, '')}`;
    return `"${url}" is no study's story (${address ? `did you mean ${address}? ` : ''}a link to a study is its address: a slash and its folder's name)`;
  }
  const close = closestFile(path.dirname(target), path.basename(target));
  return `"${url}" is not in the study's folder (${close ? `did you mean "${close}"?` : 'put the file beside index.mdx, or fix its name'})`;
}

/**
 * A link to a file of static/ (`/files/Brochure.pdf`) written in other capitals than the file's
 * name: it opened on a Mac or a PC, and was broken on the published site. Null for any other link.
 */
export function staticCaseProblem(siteDir: string, url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  const pathname = decodeURI(url.split(/[?#]/)[0]);
  if (!/\.\w+$/.test(pathname)) return null;
  return caseProblem(path.join(siteDir, 'static'), pathname, url);
}
