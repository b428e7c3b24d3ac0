// The package's entry file, which helmetServer.ts wraps by path (its name is aliased to it).
declare module 'react-helmet-async/lib/index.js' {
  export * from 'react-helmet-async';
}
