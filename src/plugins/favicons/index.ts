import fs from 'fs';
import path from 'path';
import sharp from 'sharp';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {FAVICONS} from './files';

/** The firm's mark, the one file to replace: every icon below is drawn from it. */
export const FAVICON_SOURCE = 'static/img/favicon.svg';

/**
 * Where the drawn icons are written, relative to the site: docusaurus.config.ts serves it as a
 * second static folder (under `npm start` and in the build alike).
 */
export const FAVICONS_DIR = '.docusaurus/favicons';

/** Draws each icon from the SVG; a file is written only when its pixels change (`npm start` watches the folder). */
export async function drawFavicons(source: string, outDir: string): Promise<void> {
  let svg: Buffer;
  try {
    svg = fs.readFileSync(source);
  } catch {
    throw new Error(
      `${path.relative(process.cwd(), source)} is missing: it is the site's icon (the browser tab's, a home-screen shortcut's), a square SVG.`,
    );
  }
  const fail = (reason: string) =>
    new Error(
      `${path.relative(process.cwd(), source)} could not be drawn as the site's icon: ${reason}. Expected a square SVG image.`,
    );
  // An SVG's own size is its width and height at 72 dpi: each icon is drawn at the size it is shown.
  const {width, height} = await sharp(svg)
    .metadata()
    .catch((error: Error) => Promise.reject(fail(error.message)));
  const side = Math.min(width, height);
  for (const icon of Object.values(FAVICONS)) {
    const {file, size} = icon;
    let png: Buffer;
    try {
      const density = Math.min(2400, Math.max(1, (72 * size) / side));
      const drawn = sharp(svg, {density}).resize(size, size, {
        fit: 'contain',
        background: {r: 0, g: 0, b: 0, alpha: 0},
      });
      if ('opaque' in icon) {
        // iOS fills a home-screen icon's transparent corners with black before it rounds them
        // its own way: fill them with the colour at the middle of the mark's top edge instead.
        const {data, info} = await drawn.clone().raw().toBuffer({resolveWithObject: true});
        const at = Math.floor(size / 2) * info.channels;
        drawn.flatten({background: {r: data[at], g: data[at + 1], b: data[at + 2]}});
      }
      png = await drawn.png({compressionLevel: 9}).toBuffer();
    } catch (error) {
      throw fail((error as Error).message);
    }
    const target = path.join(outDir, file);
    if (fs.existsSync(target) && fs.readFileSync(target).equals(png)) continue;
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, png);
  }
}

/**
 * Draws the PNG icons before each build and after each change to the SVG under `npm start`. (The
 * context is read in the hooks: knip loads docusaurus.config.ts and calls each plugin without one.)
 */
export default function faviconsPlugin(context: LoadContext): Plugin {
  const source = () => path.join(context.siteDir, FAVICON_SOURCE);
  return {
    name: 'favicons',
    getPathsToWatch: () => [source()],
    loadContent: () => drawFavicons(source(), path.join(context.siteDir, FAVICONS_DIR)),
    injectHtmlTags: () => ({
      headTags: [
        {
          tagName: 'link',
          attributes: {rel: 'apple-touch-icon', href: `${context.baseUrl}${FAVICONS.touch.file}`},
        },
      ],
    }),
  };
}
