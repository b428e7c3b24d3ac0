import type {Config} from '@docusaurus/types';
import os from 'os';

/**
 * Under `npm start` (NODE_ENV is `development` when the config is read) Rspack keeps its cache in
 * memory. Its persistent cache can abort the dev server while it saves between quick rebuilds
 * ("should have bucket pack metas": Rspack issues 11949 and 14708; it ended 2 of 28 runs of the
 * dev-server tests with both cores busy); it saved about a second of a warm start (2.9-3.1 s with
 * it, 3.5-4.2 s without, this site, 2 cores). Docusaurus turns it off only through this variable:
 * `rspackPersistentCache: false` leaves it on in development, where Rspack caches by default.
 */
if (process.env.NODE_ENV === 'development') process.env.DOCUSAURUS_NO_PERSISTENT_CACHE ??= 'true';

/**
 * Docusaurus's build options (`future` in docusaurus.config.ts), in their own module so that
 * `npm run bench:build` builds its reference site, a bare Docusaurus blog, with the same ones.
 *
 * Rspack, SWC and Lightning CSS (@docusaurus/faster): the cold build in a third of the time.
 */
export const future: Config['future'] = {
  v4: {removeLegacyPostBuildHeadAttribute: true},
  faster: {
    swcJsLoader: true,
    swcJsMinimizer: true,
    swcHtmlMinimizer: true,
    lightningCssMinimizer: true,
    mdxCrossCompilerCache: true,
    rspackBundler: true,
    // Production builds only (see above).
    rspackPersistentCache: true,
    gitEagerVcs: true,
    // The static render runs in worker threads only where there are more than two cores. Each
    // worker first loads Docusaurus's bundler and the server bundle, about a second of work;
    // on two cores (CI's machine) two workers never won it back: 300 studies rendered in 3.3 s
    // instead of 2.3 s on the main thread, 1,000 in 7.4-8.4 s instead of 7.2-7.3 s.
    ssgWorkerThreads: os.availableParallelism() > 2,
  },
};
