import type {Config} from '@docusaurus/types';
import os from 'os';

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
    rspackPersistentCache: true,
    gitEagerVcs: true,
    // The static render runs in worker threads only where there are more than two cores. Each
    // worker first loads Docusaurus's bundler and the server bundle, about a second of work;
    // on two cores (CI's machine) two workers never won it back: 300 studies rendered in 3.3 s
    // instead of 2.3 s on the main thread, 1,000 in 7.4-8.4 s instead of 7.2-7.3 s.
    ssgWorkerThreads: os.availableParallelism() > 2,
  },
};
