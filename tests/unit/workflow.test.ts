/**
 * @jest-environment node
 */
import fs from 'fs';
import path from 'path';
import yaml from 'js-yaml';

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
  jobs: Record<string, {'runs-on': string; needs?: string; steps: Step[]}>;
}

test('the pull-request workflow: check first, then .ci/run, then the package uploaded by commit', () => {
  const workflow = yaml.load(fs.readFileSync(file, 'utf8')) as Workflow;
  expect(Object.keys(workflow.on)).toContain('pull_request');
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
