/**
 * The browser entry in production (src/plugins/lean/client/stagedEntry.js) runs React DOM, the
 * app and Docusaurus's entry in that order, each in a task of its own; the browser's end-to-end
 * test sees it on a built page (chrome.spec.ts, "start-up").
 */
const ran: string[] = [];
jest.mock('react-dom/client', () => (ran.push('react-dom'), {}));
jest.mock('@docusaurus/core/lib/client/App', () => (ran.push('app'), {}));
jest.mock('@docusaurus/core/lib/client/clientEntry', () => (ran.push('entry'), {}));

/** Resolves after the tasks queued so far (a timer queued after them). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  ran.length = 0;
  jest.resetModules();
});

afterEach(() => {
  delete (globalThis as {scheduler?: unknown}).scheduler;
});

test('each step in a task of its own, in order, where there is no scheduler.yield()', async () => {
  await import('../../../src/plugins/lean/client/stagedEntry');
  // Right after the import, in the same task: only the first step has run.
  expect(ran).toEqual(['react-dom']);
  await nextTask();
  expect(ran).toEqual(['react-dom', 'app']);
  await nextTask();
  expect(ran).toEqual(['react-dom', 'app', 'entry']);
});

test('between steps it yields with scheduler.yield() where there is one', async () => {
  const yields: (() => void)[] = [];
  (globalThis as {scheduler?: unknown}).scheduler = {
    yield: () => new Promise<void>((resolve) => yields.push(resolve)),
  };
  await import('../../../src/plugins/lean/client/stagedEntry');
  await nextTask();
  // Waiting for the browser to give the turn back, whatever else has run.
  expect(ran).toEqual(['react-dom']);
  yields.shift()!();
  await nextTask();
  expect(ran).toEqual(['react-dom', 'app']);
  yields.shift()!();
  await nextTask();
  expect(ran).toEqual(['react-dom', 'app', 'entry']);
});
