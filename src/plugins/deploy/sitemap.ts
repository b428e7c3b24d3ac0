import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import pluginSitemap, {validateOptions, type PluginOptions} from '@docusaurus/plugin-sitemap';

/** A promise and the function that fulfils it. */
function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return {promise, resolve};
}

/**
 * Docusaurus's sitemap plugin, which also says when it has written `sitemap.xml`. Every plugin's
 * postBuild runs at the same time, and the deploy plugin compresses the build's files once they
 * are final: without this, the sitemap could be written after the deploy plugin looked.
 */
export function sitemapPlugin() {
  let written = signal();
  function plugin(context: LoadContext, options: PluginOptions): Plugin<void> | null {
    const build = (written = signal());
    const sitemap = pluginSitemap(context, options);
    if (!sitemap) {
      build.resolve();
      return null;
    }
    return {
      ...sitemap,
      async postBuild(props) {
        try {
          await sitemap.postBuild?.(props);
        } finally {
          build.resolve();
        }
      },
    };
  }
  // Docusaurus validates a plugin's options with the function it carries.
  plugin.validateOptions = validateOptions as PluginModule['validateOptions'];
  return {plugin: plugin as PluginModule, written: () => written.promise};
}
