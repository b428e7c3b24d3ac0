// webpack-bundle-analyzer ships without types; the analyze plugin only constructs its plugin.
declare module 'webpack-bundle-analyzer' {
  export class BundleAnalyzerPlugin {
    constructor(options?: Record<string, unknown>);
    apply(compiler: unknown): void;
  }
}
