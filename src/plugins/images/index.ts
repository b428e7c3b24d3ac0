import type {LoadContext, Plugin} from '@docusaurus/types';
import {CopyImagesPlugin} from './copyImages.cjs';
import {DEFAULT_CACHE_DIR, SERVED_CACHE} from './pipeline.cjs';

/**
 * Photos in production builds: the browser build copies each photo's variants from the image
 * cache into the output (copyImages.cjs). Under `npm start` the server serves the cache itself,
 * each file as it is, at the addresses the loader writes (servedStem()): a study's edit reloads
 * nothing of its photos, however many the site has.
 */
export default function imagesPlugin(context: LoadContext): Plugin {
  return {
    name: 'images',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      if (config.mode === 'production') return {plugins: [new CopyImagesPlugin()]};
      if (config.mode !== 'development') return {};
      return {
        devServer: {
          static: [
            {
              directory: DEFAULT_CACHE_DIR,
              publicPath: `${context.baseUrl}${SERVED_CACHE}`,
              // The build and the preview write into the cache: no page reloads for that.
              watch: false,
              serveIndex: false,
              // An entry is named after its photo's content: a photo replaced is another folder.
              staticOptions: {
                immutable: true,
                maxAge: '1y',
                // The server's list of types predates AVIF (it said application/octet-stream).
                setHeaders(response: {setHeader(name: string, value: string): void}, file: string) {
                  if (file.endsWith('.avif')) response.setHeader('Content-Type', 'image/avif');
                },
              },
            },
          ],
        },
      };
    },
  };
}
