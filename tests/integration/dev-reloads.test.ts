/**
 * `npm start` while many studies arrive at once (a `git pull`, a branch switch): the dev server
 * reloads the studies once per file it hears of, and those reloads must not leave the files it
 * generates garbled or missing a study (src/plugins/case-studies/reloads.ts). reloadStorm.mjs
 * drives Docusaurus's own reloadable site with a timing of its choosing; the file watcher's is
 * too rare a race to catch in a test run (1 run in 4 of the dev-server test, both cores busy).
 */
import {spawnSync} from 'child_process';
import fs from 'fs';
import path from 'path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {testCopy} = require('../../scripts/lib/site-copy.cjs');

test('studies arriving together under npm start leave every generated file whole, listing each', () => {
  const site = testCopy('reload-storm-');
  try {
    const ROUNDS = 20;
    const run = spawnSync(
      process.execPath,
      [path.join(__dirname, 'reloadStorm.mjs'), site, '--rounds', String(ROUNDS)],
      {encoding: 'utf8', env: {...process.env, FORCE_COLOR: '0'}, timeout: 200_000},
    );
    const last = run.stdout.trim().split('\n').at(-1) ?? '';
    if (run.status !== 0 || !last.startsWith('{')) {
      throw new Error(`reloadStorm.mjs exited with ${run.status}:\n${run.stdout}\n${run.stderr}`);
    }
    const {rounds} = JSON.parse(last) as {rounds: {garbled: string[]; missing: string[]}[]};
    expect(rounds).toHaveLength(ROUNDS);
    // Without the queue, about one round in four ended with routes.js garbled or listing too few
    // studies (a reload that read the files before the last one arrived wrote last).
    const broken = rounds
      .map((round, i) => ({round: i, ...round}))
      .filter((round) => round.garbled.length > 0 || round.missing.length > 0);
    expect(broken).toEqual([]);
  } finally {
    fs.rmSync(site, {recursive: true, force: true});
  }
});
