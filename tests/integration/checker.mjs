// A checker that stays (authoring-mistakes.test.ts): run in a copy of the site, it loads the
// copy's own check (scripts/lib/check.mjs, what `npm run check` runs) once, then checks the copy
// each time it is asked ("check" over IPC), answering what `npm run check` would have exited with
// and printed (its standard output, then its errors). A check is a fifth of a second once loaded;
// a new process for each of the test's ninety mistakes spent a second and more loading it again.
import path from 'node:path';
import {pathToFileURL} from 'node:url';

const {check} = await import(pathToFileURL(path.resolve('scripts/lib/check.mjs')).href);

process.on('message', async (message) => {
  if (message !== 'check') return;
  try {
    const {status, said} = await check();
    const lines = (to) =>
      said
        .filter((line) => line.to === to)
        .map((line) => `${line.text}\n`)
        .join('');
    process.send({status, output: lines('out') + lines('err')});
  } catch (error) {
    // As the script would have died of it: its trace on the errors, status 1.
    process.send({status: 1, output: `${error?.stack ?? error}\n`});
  }
});
process.send('ready');
