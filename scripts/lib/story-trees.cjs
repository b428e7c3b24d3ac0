// @ts-check
/**
 * The stories' syntax trees as `npm run check` last read them, kept by their text in
 * node_modules/.cache/site-check, so that a check of studies that did not change since the last
 * one does not parse them again. Parsing (micromark, MDX's expressions) was most of a check's
 * time: with 300 studies, 2.3 s of its 3.1 to 3.5, before every `npm start` and `npm run build`.
 *
 * Only the parse is kept: every rule of the check still runs on each tree, as it is read from
 * here, against the site as it is now (its pictures, links, other studies). A tree is a function
 * of the story's text and of the parser, so an entry is found by the text's hash, and the whole
 * file is dropped when the parser may have changed: the installed packages (npm's record of
 * node_modules) or the check's own code (lib/check.mjs, which says how stories are read, and
 * the plugins check.ts adds).
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const v8 = require('node:v8');

const ROOT = path.resolve(__dirname, '../..');

/** Where the trees are kept: beside the image cache, thrown away with node_modules. */
const DEFAULT_FILE = path.join(ROOT, 'node_modules/.cache/site-check/story-trees.bin');

/** Said in the file, so that a later format is never read as this one. */
const FORMAT = 1;

/** @param {string | Buffer} data */
const sha256 = (data) => crypto.createHash('sha256').update(data).digest('hex');

/**
 * What the trees depend on besides their text: npm's record of the installed packages (written
 * by every install, so any update of a parser's package) and the check's reader.
 * @param {string[]} files
 */
function fingerprintOf(files) {
  const hash = crypto.createHash('sha256').update(`format ${FORMAT}\0`);
  for (const file of files) {
    hash.update(`${path.relative(ROOT, file)}\0`);
    try {
      hash.update(fs.readFileSync(file));
    } catch {
      hash.update('(none)');
    }
  }
  return hash.digest('hex');
}

/** @type {string[]} */
const DEPENDS_ON = [
  path.join(ROOT, 'node_modules/.package-lock.json'),
  path.join(ROOT, 'package-lock.json'),
  // The reader's syntax plugins, and the check's own remark plugins (should one add syntax).
  path.join(__dirname, 'check.mjs'),
  path.join(ROOT, 'src/plugins/case-studies/check.ts'),
];

/**
 * Opens the kept trees. `parse(text, parseText)` gives the tree of a story's text (with whatever
 * else decides its parse, such as its file's extension): the kept one when there is one, else
 * `parseText()`'s (then kept). Each tree given is a fresh copy, the caller's to change, as the
 * check's plugins do. `save()` writes the trees given since the last save, and no others (an
 * edited or deleted study's old tree goes then), when they are not what the file holds already.
 * A file that cannot be read (missing, damaged, another format or fingerprint) is as good as
 * none: every story is parsed.
 * @template T
 * @param {{file?: string, dependsOn?: string[]}} [options]
 */
function openStoryTrees({file = DEFAULT_FILE, dependsOn = DEPENDS_ON} = {}) {
  const fingerprint = fingerprintOf(dependsOn);
  /** @type {Map<string, Uint8Array>} what the file holds, by the text's hash */
  let kept = new Map();
  try {
    const read = v8.deserialize(fs.readFileSync(file));
    if (read?.fingerprint === fingerprint && Array.isArray(read.trees)) kept = new Map(read.trees);
  } catch {
    // None yet, or unreadable: parsed anew, and written whole by save().
  }
  /** @type {Map<string, Uint8Array>} the trees given since the last save */
  let used = new Map();
  let parsed = 0;
  return {
    /**
     * @param {string} text
     * @param {() => T} parseText
     * @returns {T}
     */
    parse(text, parseText) {
      const key = sha256(text);
      const found = used.get(key) ?? kept.get(key);
      if (found) {
        try {
          const tree = v8.deserialize(found);
          used.set(key, found);
          return tree;
        } catch {
          // A damaged entry: parsed again, and replaced.
        }
      }
      const tree = parseText();
      parsed++;
      try {
        // Kept as parsed, before the caller's plugins change it.
        used.set(key, v8.serialize(tree));
      } catch {
        // A tree holding what cannot be kept (a function): parsed again next time.
      }
      return tree;
    },
    /**
     * The kept tree of a text (a fresh copy), or undefined, changing nothing: how the build reads
     * the trees the check it runs first (`npm run build`, `npm start`) left, keeping none.
     * @param {string} text
     * @returns {T | undefined}
     */
    find(text) {
      const key = sha256(text);
      const bytes = used.get(key) ?? kept.get(key);
      if (!bytes) return undefined;
      try {
        return v8.deserialize(bytes);
      } catch {
        return undefined;
      }
    },
    /** How many texts were parsed, not found, since the last save. */
    get parsed() {
      return parsed;
    },
    /** Writes the trees given since the last save, unless the file holds just those. */
    save() {
      // Nothing parsed (a damaged entry is), and the same texts: the file holds just these.
      const same =
        parsed === 0 && used.size === kept.size && [...used.keys()].every((key) => kept.has(key));
      // Written whole, then renamed: two checks at once (npm start beside npm run build) never
      // leave half a file for the next.
      const partial = `${file}.${process.pid}.partial`;
      if (!same) {
        try {
          fs.mkdirSync(path.dirname(file), {recursive: true});
          fs.writeFileSync(partial, v8.serialize({fingerprint, trees: [...used]}));
          fs.renameSync(partial, file);
        } catch {
          // Not writable (a read-only node_modules): the check is as good, only slower next time.
          try {
            fs.rmSync(partial, {force: true});
          } catch {
            // Never made.
          }
        }
      }
      kept = used;
      used = new Map();
      parsed = 0;
    },
  };
}

/**
 * What a story's tree is kept under: its text as the MDX compiler is handed it, and its file's
 * extension (`.md` is read without MDX's syntax). The check keeps by it and the build finds by
 * it (src/plugins/case-studies/keptStoryTrees.ts): one key, or the build would find nothing.
 * @param {string | undefined} file
 * @param {string} text
 */
const storyKey = (file, text) => `${path.extname(file ?? '')}\0${text}`;

module.exports = {openStoryTrees, storyKey};
