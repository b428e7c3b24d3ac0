/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import {coverWarning} from '../../../src/plugins/case-studies/covers';

let dir = '';
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cover-warning-'));
});
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

/** A study's MDX file beside a cover `width` × `height` px, for coverWarning(). */
async function studyWithCover(width: number, height: number) {
  const folder = fs.mkdtempSync(path.join(dir, 'study-'));
  await sharp({create: {width, height, channels: 3, background: '#567'}})
    .jpeg()
    .toFile(path.join(folder, 'cover.jpg'));
  return path.join(folder, 'index.mdx');
}

test('a cover its 16:10 frame shows less than two thirds of is said, until position says', async () => {
  const said = async (width: number, height: number, position?: string) =>
    coverWarning(await studyWithCover(width, height), './cover.jpg', position);
  // As the frame, or a 4:3 landscape (83 % of its height kept): nothing to say.
  expect(await said(2400, 1500)).toBeNull();
  expect(await said(2400, 1800)).toBeNull();
  // A square photo keeps 63 % of its height; a panorama 53 % of its width.
  expect(await said(2000, 2000)).toMatch(
    /is 2000 × 2000 px, and its 16:10 frame .* shows the middle 63 % of its height: .* add position: top \(or bottom\) under cover/,
  );
  expect(await said(3000, 1000)).toMatch(
    /shows the middle 53 % of its width: .* add position: left \(or right\) under cover/,
  );
  // Said, it is kept, the centre on purpose too.
  expect(await said(2000, 2000, 'center')).toBeNull();
  expect(await said(3000, 1000, 'left')).toBeNull();
});
