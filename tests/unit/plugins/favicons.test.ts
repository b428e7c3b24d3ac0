/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import {drawFavicons, FAVICON_SOURCE} from '../../../src/plugins/favicons';
import {FAVICONS} from '../../../src/plugins/favicons/files';

const SITE = path.resolve(__dirname, '../../..');
let out: string;
beforeEach(() => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'favicons-'));
});
afterEach(() => fs.rmSync(out, {recursive: true, force: true}));

test("each icon is a PNG of its size, drawn from the firm's SVG mark", async () => {
  await drawFavicons(path.join(SITE, FAVICON_SOURCE), out);
  for (const icon of Object.values(FAVICONS)) {
    const {file, size} = icon;
    const png = sharp(path.join(out, file));
    expect(await png.metadata()).toMatchObject({format: 'png', width: size, height: size});
    const {data, info} = await png.ensureAlpha().raw().toBuffer({resolveWithObject: true});
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 4).subarray(0, 4),
    ];
    // Drawn, not blank: the middle is opaque.
    expect(pixel(size / 2, size / 2)[3]).toBe(255);
    if ('opaque' in icon) {
      // The mark's rounded corner is filled with the colour of its edge.
      expect(pixel(0, 0)).toEqual(pixel(size / 2, 0));
      expect(pixel(0, 0)[3]).toBe(255);
    } else {
      expect(pixel(0, 0)[3]).toBe(0);
    }
  }
});

test('an SVG drawn at another size fills the icon all the same', async () => {
  const source = path.join(out, 'mark.svg');
  fs.writeFileSync(
    source,
    '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512" fill="#123456"/></svg>',
  );
  await drawFavicons(source, out);
  const {data, info} = await sharp(path.join(out, FAVICONS.icon.file))
    .raw()
    .toBuffer({resolveWithObject: true});
  expect(info.width).toBe(FAVICONS.icon.size);
  expect([...data.subarray(0, 3)]).toEqual([0x12, 0x34, 0x56]);
});

test('an icon whose pixels have not changed is not written again (npm start would reload)', async () => {
  const source = path.join(SITE, FAVICON_SOURCE);
  await drawFavicons(source, out);
  const file = path.join(out, FAVICONS.icon.file);
  const past = new Date('2020-01-01T00:00:00Z');
  fs.utimesSync(file, past, past);
  await drawFavicons(source, out);
  expect(fs.statSync(file).mtime).toEqual(past);
});

test('a missing or broken SVG fails the build, naming the file and what it should be', async () => {
  const source = path.join(out, 'favicon.svg');
  await expect(drawFavicons(source, out)).rejects.toThrow(
    /favicon\.svg is missing: it is the site's icon .*a square SVG/,
  );
  fs.writeFileSync(source, '<svg xmlns="http://www.w3.org/2000/svg"><rect</svg');
  await expect(drawFavicons(source, out)).rejects.toThrow(
    /favicon\.svg could not be drawn as the site's icon: .*Expected a square SVG image/,
  );
});
