// @ts-check
/**
 * Names that become part of an address: a study's folder (its page, `/acme-rebrand`), a
 * picture's file, a tag's key (`/case-studies/tags/social-media`). One rule for the check, the
 * front-matter schema, the tags file and `npm run new:case-study`.
 */

/** Lower-case letters, digits and single hyphens. */
const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * `text` written as such a name: "Acme Spring Launch" is acme-spring-launch, "Café Olé's" is
 * cafe-oles, "IMG_2041" is img-2041 (empty when it has no letter or digit).
 * @param {string} text
 */
function nameFor(text) {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Whether a file's or folder's name in a study's folder is such a name, with its ending in
 * lower case: `team-at-work.jpg`, `photos`; not `Cover.JPG` or `IMG_2041.jpg`.
 * @param {string} name
 */
const isFileName = (name) => {
  const stem = name.replace(/\.[^.]+$/, '');
  const ext = name.slice(stem.length);
  return NAME.test(stem) && ext === ext.toLowerCase();
};

/**
 * The name a file's (or a folder's) name becomes: `IMG_2041.JPG` is img-2041.jpg, `Screen Shot
 * 2026-11-30 at 10.14.22.png` screen-shot-2026-11-30-at-10-14-22.png, `Photos` photos. One rule
 * for every message that says what to rename a file to: two that differed (the picture's rule
 * kept the dots, the name's rule did not) sent staff from one rename to another.
 * @param {string} name
 */
function fixedName(name) {
  const stem = name.replace(/\.[^.]+$/, '');
  return `${nameFor(stem)}${name.slice(stem.length).toLowerCase()}`;
}

/**
 * Whether a name in case-studies/ is set aside on purpose (`_old/`, `_template.mdx`) or hidden
 * (`.DS_Store`): no page reads it. The pages instance excludes the same (docusaurus.config.ts;
 * its file search skips hidden names).
 * @param {string} name
 */
const isSetAside = (name) => /^[_.]/.test(name);

/**
 * Whether an entry of case-studies/ is a study: a folder (`acme/`, whose story is its
 * `index.mdx`) or a story of its own (`acme.mdx`), not set aside.
 * @param {{name: string, isDirectory(): boolean}} entry
 */
const isStudyEntry = (entry) =>
  !isSetAside(entry.name) && (entry.isDirectory() || entry.name.endsWith('.mdx'));

module.exports = {NAME, fixedName, isFileName, isSetAside, isStudyEntry, nameFor};
