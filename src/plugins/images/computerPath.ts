import path from 'path';
import {nameFor} from '../case-studies/names.cjs';

/**
 * A picture's address that is a file on the author's own computer, as an editor writes one when a
 * picture is pasted or dropped into it: `C:\Users\sam\Desktop\shop.jpg`, `\\server\share\shop.jpg`,
 * `file:///Users/sam/shop.jpg`, `/Users/sam/Desktop/shop.jpg`, `~/Desktop/shop.jpg`; or a `blob:`
 * address, which a browser makes for a picture while it is copied. (Not `/media/`: the site's
 * static/media/ is at that path.)
 */
const ON_COMPUTER =
  /^(?:[a-z]:[\\/]|\\\\|file:|blob:|~[\\/]|\/(?:Users|home|Volumes|mnt|private|var\/folders)\/)/i;

/**
 * The name to give a file at `value` (a path on a computer, a web address) in the study's folder:
 * its own, as an address (`Shop Front.JPG` is shop-front.jpg); for a picture of another kind, or
 * none, photo.jpg.
 */
export function nameOf(value: string, picture: boolean): string {
  let file =
    value
      .replace(/[?#].*$/, '')
      .split(/[\\/]/)
      .pop() ?? '';
  try {
    file = decodeURIComponent(file);
  } catch {
    // Kept as written.
  }
  const ext = path.extname(file).toLowerCase();
  const stem = nameFor(path.basename(file, path.extname(file)));
  if (!picture) return stem && /^\.\w+$/.test(ext) ? `${stem}${ext}` : 'the-file';
  return /^\.(jpe?g|png|webp|avif)$/.test(ext) && stem ? `${stem}${ext}` : 'photo.jpg';
}

/**
 * What a picture, or with `what: 'file'` a link, at such an address, or at a path written with
 * backslashes, is told (null for any other address). Unmet, the page was published with it,
 * broken for every visitor: the checks knew only files beside the study, the site's own and https
 * addresses.
 */
export function computerPathProblem(value: string, what: 'picture' | 'file' = 'picture') {
  // `.\cover.jpg`, `photos\shop.jpg`: a path in the study's folder, as Windows writes one. It
  // was "not found", and as the cover also "must be the name of an image file".
  if (!ON_COMPUTER.test(value.trim()))
    return value.includes('\\') && !/^[a-z][a-z\d+.-]*:/i.test(value)
      ? `"${value}" is written with \\, as Windows writes a path: a path here takes / (write ${value.trim().replace(/\\/g, '/')})`
      : null;
  const where = /^blob:/i.test(value.trim())
    ? `an address your browser made while the ${what} was copied`
    : 'a file on your computer';
  return `"${value}" is ${where}, which no visitor can open: copy the ${what} into this study's folder and write ./${nameOf(value, what === 'picture')}`;
}
