/**
 * @jest-environment node
 */
import fs from 'fs';
import path from 'path';
import yaml from 'js-yaml';
import {EXTENSIONS} from '../../src/plugins/images/pipeline.cjs';

/**
 * The pull-request workflow (not run here: no hosted runner) is at least valid YAML with the
 * shape GitHub Actions needs, and runs what README promises, in that order.
 */
const file = path.join(__dirname, '../../.github/workflows/pull-request.yml');

interface Step {
  run?: string;
  uses?: string;
  with?: Record<string, string>;
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<
    string,
    {'runs-on': string; needs?: string; env?: Record<string, string>; steps: Step[]}
  >;
}

test('the pull-request workflow: check first, then .ci/run, then the package uploaded by commit', () => {
  const workflow = yaml.load(fs.readFileSync(file, 'utf8')) as Workflow;
  expect(Object.keys(workflow.on)).toContain('pull_request');
  // Merges into main too: main's commit shows what two pull requests broke together, and its
  // photo cache is the one a new pull request can restore (GitHub scopes caches by branch).
  expect(workflow.on.push).toEqual({branches: ['main']});
  // And GitHub's merge queue, where the repository turns it on: each pull request tested with
  // those ahead of it, before it lands.
  expect(Object.keys(workflow.on)).toContain('merge_group');
  const {check, test: suite} = workflow.jobs;
  expect(check.steps.map((s) => s.run).filter(Boolean)).toEqual([
    'npm ci --no-audit --no-fund',
    'npm run check',
  ]);
  expect(suite.needs).toBe('check');
  const runs = suite.steps.map((s) => s.run ?? s.uses);
  expect(runs.indexOf('bash .ci/run')).toBeLessThan(runs.indexOf('npm run package'));
  const upload = suite.steps.find((s) => s.uses?.startsWith('actions/upload-artifact'));
  expect(upload?.with?.name).toMatch(/sha/);
  expect(upload?.with?.path).toBe('dist/*.tar.gz');
  for (const job of Object.values(workflow.jobs)) {
    expect(job['runs-on']).toBeTruthy();
    for (const step of job.steps) expect(Boolean(step.run) !== Boolean(step.uses)).toBe(true);
  }
});

test('the suite keeps encoded photos between runs, keyed by every kind of photo the pipeline takes', () => {
  const workflow = yaml.load(fs.readFileSync(file, 'utf8')) as Workflow;
  const suite = workflow.jobs.test;
  // Outside the checkout (the site copies of the integration tests copy it) and outside
  // node_modules (an install may start it afresh).
  const dir = suite.env?.SITE_IMAGE_CACHE ?? '';
  expect(dir).toMatch(/^\$\{\{ github\.workspace \}\}\/\.\.\/[^/]+$/);
  const steps = suite.steps;
  const cache = steps.findIndex((s) => s.uses?.startsWith('actions/cache@'));
  expect(cache).toBeGreaterThan(-1);
  expect(cache).toBeLessThan(steps.findIndex((s) => s.run === 'bash .ci/run'));
  const {path: cached, key, 'restore-keys': restore} = steps[cache].with!;
  expect(cached).toBe('${{ env.SITE_IMAGE_CACHE }}');
  // A new photo, new encoder settings or a new sharp make a new key; the last run's cache is
  // restored all the same (restore-keys), so only what changed is encoded.
  const prefix = /^([\w-]+)\$\{\{ hashFiles\((.*)\) \}\}$/.exec(key);
  expect(prefix).not.toBeNull();
  expect(restore).toBe(prefix![1]);
  const hashed = prefix![2].split(/,\s*/).map((p) => p.replace(/^'|'$/g, ''));
  for (const ext of EXTENSIONS) expect(hashed).toContain(`case-studies/**/*${ext}`);
  expect(hashed).toEqual(
    expect.arrayContaining(['src/plugins/images/pipeline.cjs', 'package-lock.json']),
  );
  // After the suite (which builds with it) and before the job ends, when the cache is saved.
  const prune = steps.findIndex((s) => s.run === 'npm run prune:image-cache');
  expect(prune).toBeGreaterThan(steps.findIndex((s) => s.run === 'bash .ci/run'));
});
