/**
 * @jest-environment node
 */
import {spawnSync} from 'child_process';
import path from 'path';

const ROOT = path.join(__dirname, '../..');
/** Whether git leaves `file` (under the site, there or not) out of a commit. */
const ignored = (file: string) =>
  spawnSync('git', ['check-ignore', '--quiet', file], {cwd: ROOT}).status === 0;

test('a clip put in static/media to preview a study stays out of git; the sample clips stay in', () => {
  // The guide says to put a study's clip there for npm start: a pull request carried it (tens of
  // MB each, kept by git for good), and every build deployed it beside the bucket's copy.
  expect(ignored('static/media/case-studies/acme-rebrand/launch.mp4')).toBe(true);
  expect(ignored('static/media/case-studies/acme-rebrand/clips/launch.mov')).toBe(true);
  const samples = spawnSync('git', ['ls-files', 'static/media/case-studies'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .stdout.split('\n')
    .filter(Boolean);
  expect(samples.length).toBeGreaterThan(0);
  for (const sample of samples) expect(ignored(sample)).toBe(false);
  // The other placeholders of the media bucket are the site's own, in git.
  expect(ignored('static/media/partners/acme.svg')).toBe(false);
  expect(ignored('static/media/backgrounds/dusk.svg')).toBe(false);
});
