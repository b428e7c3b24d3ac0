/** Docusaurus's generated registry.js, for tests of the code that reads it. */

/** registry.js as Docusaurus writes it: one entry a line, the closing brace on the last one's. */
export function registrySource(modules: Record<string, string>): string {
  const line = ([name, module]: [string, string]) =>
    `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;
  return `export default {\n${Object.entries(modules).map(line).join('\n')}};\n`;
}
