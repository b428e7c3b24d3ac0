import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';

/** A promise and the function that fulfils it. */
function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return {promise, resolve};
}

type Module<Options, Content> = (context: LoadContext, options: Options) => Plugin<Content> | null;

/**
 * The plugins whose postBuild writes files into the build (the sitemap, the feeds), and a promise
 * that they are done. Docusaurus runs every plugin's postBuild at the same time, and the deploy
 * plugin lists, purges and compresses the build's files: it waits for `written()` first, or a
 * file written after it looked would ship without its .gz (sitemap.xml once did).
 */
export function buildWriters() {
  /** Each wrapped plugin's postBuild in the current build, by the order it was wrapped. */
  const current: Promise<void>[] = [];

  function writesIntoBuild<Options, Content>(
    module: Module<Options, Content>,
    validateOptions?: PluginModule['validateOptions'],
  ): PluginModule {
    const index = current.length;
    current.push(Promise.resolve());
    function plugin(context: LoadContext, options: Options): Plugin<Content> | null {
      const done = signal();
      current[index] = done.promise;
      const instance = module(context, options);
      const postBuild = instance?.postBuild;
      if (!instance || !postBuild) {
        done.resolve();
        return instance;
      }
      return {
        ...instance,
        async postBuild(props) {
          try {
            await postBuild.call(instance, props);
          } finally {
            done.resolve();
          }
        },
      };
    }
    // Docusaurus validates a plugin's options with the function it carries.
    if (validateOptions) plugin.validateOptions = validateOptions;
    return plugin as PluginModule;
  }

  return {
    writesIntoBuild,
    written: async (): Promise<void> => {
      await Promise.all(current);
    },
  };
}
