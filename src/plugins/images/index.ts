import type {Plugin} from '@docusaurus/types';
import {CopyImagesPlugin} from './copyImages.cjs';

/**
 * Photos in production builds: the browser build copies each photo's variants from the image
 * cache into the output (copyImages.cjs). Under `npm start` the loader serves them itself.
 */
export default function imagesPlugin(): Plugin {
  return {
    name: 'images',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {plugins: [new CopyImagesPlugin()]};
    },
  };
}
