/**
 * The stories' syntax trees kept from one `npm run check` to the next (scripts/lib/story-trees.cjs):
 * a story whose text has not changed is not parsed again, and nothing else is ever given for it.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import v8 from 'v8';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {openStoryTrees} = require('../../../scripts/lib/story-trees.cjs');

let dir: string;
let file: string;
let lockfile: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'story-trees-'));
  file = path.join(dir, 'cache/story-trees.bin');
  lockfile = path.join(dir, 'package-lock.json');
  fs.writeFileSync(lockfile, '{"packages": {"micromark": "4.0.0"}}');
});
afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

const open = () => openStoryTrees({file, dependsOn: [lockfile]});
/** A stand-in parser that counts its calls; its tree says which text it read. */
const counting = () => {
  const calls: string[] = [];
  const parser = (text: string) => () => {
    calls.push(text);
    return {type: 'root', children: [{type: 'text', value: text, position: {start: {line: 1}}}]};
  };
  return {calls, parser};
};

test('a text parsed by one check is not parsed by the next, which gets the same tree', () => {
  const first = counting();
  const trees = open();
  const tree = trees.parse('# Stockboy', first.parser('# Stockboy'));
  trees.save();
  expect(first.calls).toEqual(['# Stockboy']);

  const next = counting();
  const again = open();
  expect(again.parse('# Stockboy', next.parser('# Stockboy'))).toEqual(tree);
  expect(next.calls).toEqual([]);
  expect(again.parsed).toBe(0);
});

test('a changed text is parsed again', () => {
  const trees = open();
  trees.parse('# Stockboy', counting().parser('# Stockboy'));
  trees.save();
  const next = counting();
  const again = open();
  expect(again.parse('# Stockboy!', next.parser('# Stockboy!'))).toMatchObject({
    children: [{value: '# Stockboy!'}],
  });
  expect(next.calls).toEqual(['# Stockboy!']);
  expect(again.parsed).toBe(1);
});

test('each tree given is a copy: a change to one (as the plugins make) is not in the next', () => {
  const trees = open();
  const tree = trees.parse('# A', counting().parser('# A'));
  tree.children.push({type: 'added'});
  const again = trees.parse('# A', counting().parser('# A'));
  expect(again.children).toHaveLength(1);
  again.children[0].value = 'changed';
  trees.save();
  expect(open().parse('# A', counting().parser('# A')).children).toEqual([
    {type: 'text', value: '# A', position: {start: {line: 1}}},
  ]);
});

test('after a change to the installed packages or the reader, every text is parsed again', () => {
  const trees = open();
  trees.parse('# A', counting().parser('# A'));
  trees.save();
  fs.writeFileSync(lockfile, '{"packages": {"micromark": "4.0.1"}}');
  const next = counting();
  open().parse('# A', next.parser('# A'));
  expect(next.calls).toEqual(['# A']);
});

test("a save keeps only the trees given since the last: a deleted or edited study's goes", () => {
  const trees = open();
  trees.parse('# A', counting().parser('# A'));
  trees.parse('# B', counting().parser('# B'));
  trees.save();
  // The next check reads only A (B deleted); the one after that parses B again.
  trees.parse('# A', counting().parser('# A'));
  trees.save();
  const next = counting();
  const later = open();
  later.parse('# A', next.parser('# A'));
  later.parse('# B', next.parser('# B'));
  expect(next.calls).toEqual(['# B']);
});

test('a check that reads what the file holds leaves it as it is', () => {
  const trees = open();
  trees.parse('# A', counting().parser('# A'));
  trees.save();
  const written = fs.statSync(file);
  const again = open();
  again.parse('# A', counting().parser('# A'));
  fs.rmSync(file);
  again.save();
  expect(fs.existsSync(file)).toBe(false);
  expect(written.size).toBeGreaterThan(0);
});

test('a damaged file counts as none: every text is parsed, and the next save replaces it', () => {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, 'not what a save writes');
  const first = counting();
  const trees = open();
  trees.parse('# A', first.parser('# A'));
  expect(first.calls).toEqual(['# A']);
  trees.save();
  const next = counting();
  open().parse('# A', next.parser('# A'));
  expect(next.calls).toEqual([]);
});

test('a tree that cannot be kept is given all the same, and a folder that cannot be written is no error', () => {
  const trees = openStoryTrees({file: path.join(lockfile, 'inside-a-file.bin'), dependsOn: []});
  const tree = trees.parse('x', () => ({type: 'root', make: () => 1}));
  expect(typeof tree.make).toBe('function');
  trees.parse('# A', counting().parser('# A'));
  expect(() => trees.save()).not.toThrow();
  expect(fs.readdirSync(dir).sort()).toEqual(['package-lock.json']);
});

test('a damaged tree in a sound file is parsed again, and replaced', () => {
  const trees = open();
  trees.parse('# A', counting().parser('# A'));
  trees.save();
  // The entry's bytes cut short, the file around them as a save writes it.
  const v8 = jest.requireActual('v8');
  const held = v8.deserialize(fs.readFileSync(file));
  held.trees[0][1] = held.trees[0][1].subarray(0, 5);
  fs.writeFileSync(file, v8.serialize(held));
  const next = counting();
  const again = open();
  expect(again.parse('# A', next.parser('# A'))).toMatchObject({children: [{value: '# A'}]});
  expect(next.calls).toEqual(['# A']);
  again.save();
  const last = counting();
  open().parse('# A', last.parser('# A'));
  expect(last.calls).toEqual([]);
});

test('find() gives the build a kept tree, parsing nothing', () => {
  const trees = open();
  const tree = trees.parse('# A', counting().parser('# A'));
  trees.save();
  const reader = open();
  const found = reader.find('# A');
  expect(found).toEqual(tree);
  // A copy, as parse() gives.
  found.children.push({type: 'added'});
  expect(reader.find('# A')).toEqual(tree);
  expect(reader.find('# B')).toBeUndefined();
  expect(reader.parsed).toBe(0);
  // A damaged entry is none.
  const kept = v8.deserialize(fs.readFileSync(file));
  kept.trees[0][1] = Buffer.from('not a tree');
  fs.writeFileSync(file, v8.serialize(kept));
  expect(open().find('# A')).toBeUndefined();
});
