// What `npm start` does when many studies arrive at once (a `git pull`, a branch switch), without
// its file watcher, so that the timing is the test's: for each new study file, Docusaurus's own
// reloadable site (the one `docusaurus start` builds) reloads the `case-studies` pages instance,
// as its watcher's callback does, without waiting for the last reload. After each round, checks
// that the generated files the reloads write parse and list every study.
//   node tests/integration/reloadStorm.mjs <site copy> [--rounds 20] [--studies 10] [--gap 5]
// Prints one JSON line: {"rounds": [{"garbled": ["routes.js"], "missing": ["/storm-0-3"]}, ...]}.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import vm from 'node:vm';
import {createRequire} from 'node:module';

const [site, ...args] = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : Number(args[i + 1]);
};
const ROUNDS = option('--rounds', 20);
const STUDIES = option('--studies', 10);
const GAP_MS = option('--gap', 5);

process.env.NODE_ENV = 'development'; // as `docusaurus start` sets it
const require = createRequire(path.join(site, 'package.json'));
const {createReloadableSite} = require('@docusaurus/core/lib/commands/start/utils.js');

// The dev server's own sockets keep its process alive; here, this does.
const alive = setInterval(() => {}, 1000);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// A free port: Docusaurus checks the one it would serve on (none is served here), and exits when
// it is taken.
const port = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const {port: free} = probe.address();
    probe.close(() => resolve(free));
  });
});
const reloadable = await createReloadableSite({
  siteDirParam: site,
  cliOptions: {port: String(port), host: '127.0.0.1'},
});
const studies = path.join(site, 'case-studies');
const generated = path.join(site, '.docusaurus');
const pages = () =>
  reloadable
    .get()
    .props.plugins.find(
      (plugin) =>
        plugin.name === 'docusaurus-plugin-content-pages' && plugin.options.id === 'case-studies',
    );

/** Whether a generated file parses: JSON, or a module's code once its imports are set aside. */
function parses(file) {
  const text = fs.readFileSync(path.join(generated, file), 'utf8');
  try {
    if (file.endsWith('.json')) JSON.parse(text);
    else new vm.Script(text.replace(/^import .*$/gm, '').replace(/^export default/m, 'void'));
    return true;
  } catch {
    return false;
  }
}

const rounds = [];
for (let round = 0; round < ROUNDS; round++) {
  const reloads = [];
  const names = [];
  for (let i = 0; i < STUDIES; i++) {
    const name = `storm-${round}-${i}`;
    names.push(name);
    fs.cpSync(path.join(studies, 'stockboy'), path.join(studies, name), {recursive: true});
    const file = path.join(studies, name, 'index.mdx');
    fs.writeFileSync(
      file,
      fs
        .readFileSync(file, 'utf8')
        .replace(/^title: .*$/m, `title: Storm ${round}.${i}`)
        .replace(/^featured: true$/m, 'featured: false')
        .replace(/^order: \d+$/m, `order: ${100 + round * STUDIES + i}`),
    );
    reloads.push(reloadable.reloadPlugin(pages()));
    await sleep(Math.random() * GAP_MS);
  }
  await Promise.all(reloads);
  await sleep(500); // anything still writing
  const routes = fs.readFileSync(path.join(generated, 'routes.js'), 'utf8');
  rounds.push({
    garbled: ['routes.js', 'routesChunkNames.json', 'registry.js'].filter((file) => !parses(file)),
    missing: names.map((name) => `/${name}`).filter((route) => !routes.includes(`'${route}'`)),
  });
  for (const name of names) fs.rmSync(path.join(studies, name), {recursive: true});
  await reloadable.reloadPlugin(pages());
}
clearInterval(alive);
console.log(JSON.stringify({rounds}));
process.exit(0);
