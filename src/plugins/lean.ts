import path from 'path';
import type {Plugin} from '@docusaurus/types';

/**
 * Keeps the browser bundle lean: replaces prism-react-renderer (syntax colouring the classic
 * theme loads on every page, unused by this site) with src/lib/plainHighlight.tsx.
 */
export default function leanPlugin(): Plugin {
  return {
    name: 'lean',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            'prism-react-renderer$': path.resolve(__dirname, '../lib/plainHighlight.tsx'),
          },
        },
      };
    },
  };
}
