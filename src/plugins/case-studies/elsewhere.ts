import fs from 'fs';
import path from 'path';
import {bucketOrigin} from '../../lib/media';
import {resolveSite} from '../../site';
import {nameOf} from '../images/computerPath';
import {studiesFolderOf, studyId} from './content';

/**
 * Pictures and videos on another website. The published site's security policy
 * (src/plugins/deploy/headers.ts) loads them only from the site itself and the media bucket, so
 * one from anywhere else showed under `npm start`, which sends no policy, and was blocked for
 * every visitor of the published site: a broken picture, an empty player.
 */

/** An https address on a website other than the media bucket's (`SITE_MEDIA_URL`). */
export function offBucket(url: string, env: NodeJS.ProcessEnv = process.env): boolean {
  if (!/^https:\/\//i.test(url)) return false;
  try {
    return new URL(url).origin !== bucketOrigin(resolveSite(env).mediaBaseUrl);
  } catch {
    return true; // not an address any browser loads
  }
}

/**
 * The words for a picture at `url` in the media bucket: it shows as it is, whatever the screen
 * (a warning; one on another website is `pictureElsewhere`).
 */
export const unsizedImageMessage = (url: string) =>
  `"${url}" is an external image, so the build cannot make phone-sized versions of it. Put the file beside the MDX file and use a relative path.`;

/** The words for a picture at `url` on another website, shown by `mdxFile`. */
export function pictureElsewhere(url: string, mdxFile: string): string {
  return `"${url}" is another website's picture, which the published site does not show: it loads pictures only from itself and the media bucket (save the picture beside ${path.basename(mdxFile)} and write ./${nameOf(url, true)})`;
}

/** The words for a video or a logo (`what`) at `url`, another website's; `like`, a path. */
export function mediaElsewhere(what: string, like: string, url: string) {
  let host = 'another website';
  try {
    host = new URL(url).host;
  } catch {
    // Named as another website.
  }
  return `is on ${host}, which the published site does not load ${what} from (it loads them only from itself and the media bucket): upload the file to the media bucket and write its path there, like "${like}"`;
}

/**
 * For a clip in the media bucket under another study's folder (`case-studies/stockboy/recap.mp4`
 * in acme-launch's story), what to do; null for its own folder, or a folder no study has (one
 * renamed since: the bucket keeps the old path). A study copied to start another kept the
 * other's video, which its page then showed.
 */
export function anotherStudysMedia(mdxFile: string, src: string): string | null {
  const folder = /^case-studies\/([^/]+)\//.exec(src.trim())?.[1];
  if (!folder) return null;
  const own = studyId(mdxFile);
  const studies = studiesFolderOf(mdxFile);
  if (folder === own) return null;
  const isStudy =
    fs.existsSync(path.join(studies, folder, 'index.mdx')) ||
    fs.existsSync(path.join(studies, `${folder}.mdx`));
  if (!isStudy) return null;
  return `"${src.trim()}" is in another study's folder of the media bucket, ${folder}'s: a study copied from another keeps its clips (upload this study's own to case-studies/${own}/ and write that path)`;
}
