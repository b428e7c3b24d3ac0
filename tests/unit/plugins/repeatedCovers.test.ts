/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';

// hashFile() counted: a picture is read whole only when its size and its first bytes match another's.
jest.mock('../../../src/plugins/images/pipeline.cjs', () => {
  const actual = jest.requireActual('../../../src/plugins/images/pipeline.cjs');
  return {...actual, hashFile: jest.fn(actual.hashFile)};
});
import {hashFile} from '../../../src/plugins/images/pipeline.cjs';
import {repeatedCovers} from '../../../src/plugins/case-studies/covers';

const hashed = hashFile as jest.MockedFunction<typeof hashFile>;

let dir = '';
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repeated-covers-'));
});
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));
beforeEach(() => hashed.mockClear());

/** Study `name`'s cover, with these bytes. */
function cover(name: string, bytes: Buffer) {
  const picture = path.join(dir, `${name}.jpg`);
  fs.writeFileSync(picture, bytes);
  return {source: `case-studies/${name}/index.mdx`, picture};
}

/** `size` bytes, each `fill`, with `changes` (offset → byte) written over them. */
function bytes(size: number, fill: number, changes: Record<number, number> = {}) {
  const buffer = Buffer.alloc(size, fill);
  for (const [at, value] of Object.entries(changes)) buffer[Number(at)] = value;
  return buffer;
}

const PHOTO = 300 * 1024;

test("the very same picture as an earlier study's cover is named, with that study", async () => {
  const photo = bytes(PHOTO, 7, {0: 0xff, 1: 0xd8});
  const repeated = await repeatedCovers([
    cover('first', photo),
    cover('other', bytes(PHOTO - 1, 7)),
    cover('copy', photo),
  ]);
  expect(repeated).toEqual(
    new Map([['case-studies/copy/index.mdx', 'case-studies/first/index.mdx']]),
  );
});

test('pictures of one size whose first bytes differ are told apart without reading them whole', async () => {
  // Copies of one photo, each with its own comment near its start (as the grown benchmark's).
  const repeated = await repeatedCovers(
    ['a', 'b', 'c', 'd'].map((name, i) => cover(`start-${name}`, bytes(PHOTO, 7, {20: i}))),
  );
  expect(repeated.size).toBe(0);
  expect(hashed).not.toHaveBeenCalled();
});

test('pictures alike in size and start but not at their end are read whole, and told apart', async () => {
  const repeated = await repeatedCovers([
    cover('end-a', bytes(PHOTO, 7, {[PHOTO - 1]: 1})),
    cover('end-b', bytes(PHOTO, 7, {[PHOTO - 1]: 2})),
  ]);
  expect(repeated.size).toBe(0);
  expect(hashed).toHaveBeenCalledTimes(2);
});

test('a picture is not read again while it stays the same (npm start checks the covers at each save)', async () => {
  const covers = ['a', 'b'].map((name, i) => cover(`kept-${name}`, bytes(PHOTO, 7, {20: i})));
  const spy = jest.spyOn(fs, 'openSync');
  // The opens of the covers (the test clears them after its own write below).
  const opened = () =>
    spy.mock.calls.filter(([file]) => covers.some(({picture}) => picture === file)).length;
  try {
    await repeatedCovers(covers);
    expect(opened()).toBe(2);
    await repeatedCovers(covers);
    expect(opened()).toBe(2);
    // Saved over with the other's bytes: read again, and named.
    fs.writeFileSync(covers[1].picture, fs.readFileSync(covers[0].picture));
    fs.utimesSync(covers[1].picture, new Date(), new Date(Date.now() + 5_000));
    spy.mockClear();
    expect(await repeatedCovers(covers)).toEqual(
      new Map([['case-studies/kept-b/index.mdx', 'case-studies/kept-a/index.mdx']]),
    );
    expect(opened()).toBe(1);
  } finally {
    spy.mockRestore();
  }
});
