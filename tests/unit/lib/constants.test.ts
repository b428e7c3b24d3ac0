import fs from 'fs';
import path from 'path';
import {DESKTOP_BREAKPOINT_PX} from '../../../src/constants';

test('the stylesheet shows the page backdrop from the same breakpoint as src/constants.ts', () => {
  const css = fs.readFileSync(path.join(__dirname, '../../../src/css/custom.css'), 'utf8');
  const queries = [...css.matchAll(/@media \(min-width: (\d+)px\)\s*{\s*\.site-backdrop/g)];
  expect(queries.map((match) => Number(match[1]))).toEqual([DESKTOP_BREAKPOINT_PX]);
});
