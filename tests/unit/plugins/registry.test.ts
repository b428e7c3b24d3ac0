import {registryEntries} from '../../../src/plugins/lean/registry';
import {registrySource} from './registryFixture';

test("registry.js is read as chunk name → the module it loads, the last entry's line too", () => {
  const source = registrySource({
    '0010504f': '@site/case-studies/acme/index.mdx',
    '01815950': '@generated/case-studies/default/tag-apparel-1.json',
  });
  const {entries, expected} = registryEntries(source);
  expect(expected).toBe(2);
  expect([...entries].map(([name, {module}]) => [name, module])).toEqual([
    ['0010504f', '@site/case-studies/acme/index.mdx'],
    ['01815950', '@generated/case-studies/default/tag-apparel-1.json'],
  ]);
  // Each line as written, without its comma and the closing brace: the trimmed table lists it again.
  expect(entries.get('01815950')!.line).toBe(source.split('\n')[2].replace(/,(\};)?$/, ''));
});

test('an entry in another format is counted but not read, so its readers can tell', () => {
  const source = `${registrySource({a: '@site/a.mdx'})}// "b": [() => import("@site/b.mdx"), require.resolveWeak("@site/b.mdx")]\n`;
  const {entries, expected} = registryEntries(source);
  expect(entries.size).toBe(1);
  expect(expected).toBe(2);
});
