import type {Plugin} from '@docusaurus/types';
import {BundleAnalyzerPlugin} from 'webpack-bundle-analyzer';

/** ANALYZE=1 npm run build: writes build/bundle-report.html (what each kilobyte of JS is). */
export default function analyzePlugin(): Plugin {
  return {
    name: 'analyze',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          new BundleAnalyzerPlugin({
            analyzerMode: 'static',
            reportFilename: 'bundle-report.html',
            openAnalyzer: false,
            generateStatsFile: true,
            statsFilename: 'bundle-stats.json',
            logLevel: 'warn',
          }),
        ],
      };
    },
  };
}
