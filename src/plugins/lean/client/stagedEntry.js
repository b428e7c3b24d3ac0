/**
 * The browser bundle's entry in production: Docusaurus's own (`clientEntry.js`), after the
 * largest start-up modules have run, each in a task of its own.
 *
 * The start-up scripts are compiled in three tasks (STARTUP_CHUNKS), but everything in them ran
 * in one: the entry imports React DOM, the app, every component of the site and the theme, and
 * the browser ran all of it before it could do anything else. On a phone (Lighthouse's 4x CPU)
 * that task was the longest after the first paint, about 130 ms on the case-study index, and
 * Total Blocking Time counts each task's time beyond 50 ms. Run in steps, with the browser free
 * between them, the same work is in shorter tasks; what runs, and in what order, is the same.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- each module runs when its step calls
   require(), not when this one is loaded, as an import would */
const STEPS = [
  () => require('react-dom/client'),
  () => require('@docusaurus/core/lib/client/App'),
  () => require('@docusaurus/core/lib/client/clientEntry'),
];
/* eslint-enable @typescript-eslint/no-require-imports */

/** Resolves in a task of its own: `scheduler.yield()` where there is one (it goes first). */
function nextTask() {
  const scheduler = globalThis.scheduler;
  if (scheduler && typeof scheduler.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function run() {
  for (const step of STEPS) {
    step();
    await nextTask();
  }
}

// A step that throws (a browser without something the app uses) is thrown again from a timer, as
// an error of this script: the page's loader then shows the page as with JavaScript off
// (ssrTemplate.ts), which it does on a start-up script's errors, not on a promise's rejection.
run().catch((error) =>
  setTimeout(() => {
    throw error;
  }, 0),
);
