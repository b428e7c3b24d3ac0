/**
 * Every mistake staff made in issue 16's table, applied one at a time to a copy of the site:
 * `npm run check` exits non-zero, and prints a line naming the file, the line or the field,
 * before any stack trace; `npm run build` runs the check first, and stops there.
 */
import {spawn, spawnSync} from 'child_process';
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import v8 from 'v8';
import {lineOf} from './lineOf';
import {MAX_FEATURED} from '../../src/plugins/case-studies/lists';
import {featuredStudies, listedStudies, studiesOf} from '../content';
import yaml from 'js-yaml';
import sharp from 'sharp';
import {addFeatured, featuredToAdd, ownCover, writeOwnWords} from './siteCopy';
import {splitFrontMatter} from '../../src/plugins/case-studies/content';
import {frontMatterTexts} from '../../src/plugins/case-studies/placeholders';
import {HEAVY_FILE_BYTES} from '../../src/plugins/images/localImage';
import {escapeRegExp} from '../../src/lib/regExp';
import {TEAM} from '../../src/data/team';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {ROOT, testCopy} = require('../../scripts/lib/site-copy.cjs');

let site: string;
const studies = () => path.join(site, 'case-studies');
const file = (name: string) => path.join(studies(), name);
const edit = (name: string, change: (text: string) => string) =>
  fs.writeFileSync(file(name), change(fs.readFileSync(file(name), 'utf8')));
/**
 * A new study folder copied from Stockboy's (its own order and title: only the mistake is wrong),
 * its clips in its own folder of the (copy's) media bucket.
 */
const newStudy = (folder: string, change: (text: string) => string = (t) => t) => {
  fs.cpSync(file('stockboy'), file(folder), {recursive: true});
  fs.cpSync(path.join(mediaOf(), 'stockboy'), path.join(mediaOf(), path.basename(folder)), {
    recursive: true,
  });
  ownCover(file(folder), folder);
  edit(`${folder}/index.mdx`, (t) =>
    change(
      t
        .replace(/^order: 1$/m, 'order: 41')
        .replace(/^title: .*$/m, `title: The ${folder} story`)
        // Its clips in its own folder of the media bucket.
        .replaceAll('case-studies/stockboy/', `case-studies/${path.basename(folder)}/`),
    ),
  );
};

/** lineOf() in a shipped study, `name` under case-studies/. */
const lineIn = (name: string, start: string) =>
  lineOf(fs.readFileSync(path.join(ROOT, 'case-studies', name), 'utf8'), start);

/** An `apply` that adds `line` to Stockboy's story, under "## The story" (a blank line between). */
const addToStory = (line: string) => () =>
  edit('stockboy/index.mdx', (t) => t.replace('## The story\n', `## The story\n\n${line}\n`));

/** The line `npm run check` prints for the line addToStory() adds, at `column`; `rest` a regexp. */
const atAddedLine = (column: number, rest: string) =>
  new RegExp(
    `^case-studies/stockboy/index\\.mdx:${lineIn('stockboy/index.mdx', '## The story') + 2}:${column} {2}${rest}`,
    'm',
  );

/** An `apply` that adds `line` to Stockboy's front matter, above its `cover:`. */
const aboveCover = (line: string) => () =>
  edit('stockboy/index.mdx', (t) => t.replace(/^cover:$/m, `${line}\ncover:`));

/** The line `npm run check` prints for the line aboveCover() adds; `rest` a regexp. */
const atAboveCover = (rest: string) =>
  new RegExp(
    `^case-studies/stockboy/index\\.mdx:${lineIn('stockboy/index.mdx', 'cover:')}:1 {2}${rest}`,
    'm',
  );

/** An `apply` that writes `src` as Stockboy's cover, in place of ./cover.jpg. */
const coverWritten = (src: string) => () =>
  edit('stockboy/index.mdx', (t) => t.replace('src: ./cover.jpg', `src: ${src}`));

/** The line `npm run check` prints for Stockboy's cover.src; `rest` a regexp. */
const atCover = (rest: string) =>
  new RegExp(
    `^case-studies/stockboy/index\\.mdx:${lineIn('stockboy/index.mdx', 'src: ./cover.jpg')}:3 {2}cover\\.src: ${rest}`,
    'm',
  );

interface Mistake {
  name: string;
  apply: () => void;
  /** What the first lines must say: file:line[:col] and the field. */
  expected: RegExp;
}

/** Instagram's "Embed" code for a post, as its menu gives it to copy (cut short inside). */
const INSTAGRAM_EMBED = [
  '<blockquote class="instagram-media" data-instgrm-captioned data-instgrm-permalink="https://www.instagram.com/p/C1a2B3c4D5e/?utm_source=ig_embed&amp;utm_campaign=loading" data-instgrm-version="14" style=" background:#FFF; border:0; border-radius:3px; margin: 1px; max-width:540px; min-width:326px; padding:0; width:99.375%;"><div style="padding:16px;"> <a href="https://www.instagram.com/p/C1a2B3c4D5e/?utm_source=ig_embed&amp;utm_campaign=loading" style=" background:#FFFFFF; line-height:0; padding:0 0; text-align:center; text-decoration:none; width:100%;" target="_blank"> <div style=" display: flex; flex-direction: row; align-items: center;"></div></a><p style=" color:#c9c8cd; font-family:Arial,sans-serif; font-size:14px; line-height:17px; margin-bottom:0; margin-top:8px; overflow:hidden; padding:8px 0 7px; text-align:center; text-overflow:ellipsis; white-space:nowrap;"><a href="https://www.instagram.com/p/C1a2B3c4D5e/?utm_source=ig_embed&amp;utm_campaign=loading" style=" color:#c9c8cd; font-family:Arial,sans-serif; font-size:14px; font-style:normal; font-weight:normal; line-height:17px; text-decoration:none;" target="_blank">A post shared by Stockboy (@stockboy)</a></p></div></blockquote>',
  '<script async src="//www.instagram.com/embed.js"></script>',
].join('\n');

const MISTAKES: Mistake[] = [
  {
    name: 'a cover image path that does not exist',
    apply: coverWritten('./covr.jpg'),
    expected: atCover(
      'file "\\./covr\\.jpg" not found next to index\\.mdx \\(did you mean "cover\\.jpg"\\?\\)$',
    ),
  },
  {
    // Each field was said to be "required", at the very line that has it: nine lines, and not
    // one of them about what was wrong.
    name: "a front matter's closing --- left out",
    apply: () => edit('stockboy/index.mdx', (t) => t.replace(/\n---\n/, '\n')),
    expected: new RegExp(
      `^case-studies/stockboy/index\\.mdx:${lineIn('stockboy/index.mdx', 'keywords:')}:1 {2}front matter: has no closing line: add a line of three hyphens, ---, after this one, before the story\n\ncheck: 1 problem`,
    ),
  },
  {
    // A word processor turns --- into an em dash: the same nine "required" lines.
    name: "a front matter's --- lines turned into dashes by a word processor",
    apply: () => edit('stockboy/index.mdx', (t) => t.replace(/^---$/gm, '\u2014')),
    expected: new RegExp(
      '^case-studies/stockboy/index\\.mdx:1:1 {2}front matter: starts with "\u2014", not three hyphens: write three hyphens, ---, alone on the line\n' +
        `case-studies/stockboy/index\\.mdx:${lineIn('stockboy/index.mdx', 'keywords:') + 1}:1 {2}front matter: ends with "\u2014", not three hyphens`,
    ),
  },
  {
    // Passed the check; the build then stopped on Docusaurus's "Markdown link with empty URL",
    // and under npm start its report covered every page. Written (#), it passed both.
    name: 'a link whose address was left to paste later',
    apply: addToStory('Read [the press release]() for the details.'),
    expected: atAddedLine(
      6,
      'link: has no address: write the address it should open, or leave the words unlinked$',
    ),
  },
  {
    // Passed the check; the build stopped on Rspack's "Module not found: Can't resolve
    // './chart'", which named the study's folder but no line of its story.
    name: 'an import of a file the study does not have',
    apply: addToStory('import Chart from "./chart";'),
    expected: atAddedLine(
      19,
      'import: file "\\./chart" not found next to index\\.mdx, so the build would stop on it \\(the blocks need no import: delete the line, or add the file\\)$',
    ),
  },
  {
    // Passed the check (once its <Tweet> was deleted, as the check asked); the build stopped on
    // Rspack's "Module not found: Can't resolve 'react-tweet'", at a line of the compiled story.
    name: 'an import of a package the site does not have',
    apply: addToStory('import {Tweet} from "react-tweet";'),
    expected: atAddedLine(
      21,
      'import: package "react-tweet" is not installed in the site, so the build would stop on it \\(the blocks need no import: delete the line; a new package is a developer\'s change, to package\\.json\\)$',
    ),
  },
  {
    // The check passed; the build stopped on the bundler's "Can't resolve './share.png'".
    name: 'a sharing picture that is not beside the study',
    apply: aboveCover('image: ./share.png'),
    expected: atAboveCover('image: file "\\./share\\.png" not found next to index\\.mdx'),
  },
  {
    // Passed, and the byline showed the name as typed, linked to no one's profile.
    name: 'a member of the team named as the author, misspelled',
    apply: aboveCover(`author: ${TEAM[0].name.slice(0, -1)}`),
    expected: atAboveCover(
      `author: is "${escapeRegExp(TEAM[0].name.slice(0, -1))}", which is not a name in src/data/team\\.ts \\(write "${escapeRegExp(TEAM[0].name)}", as the team lists them\\)\n\ncheck: 1 problem`,
    ),
  },
  {
    // Also said that cover.jpg was shown nowhere, sending its author to add it a second time.
    name: 'a cover written in other capitals than its file',
    apply: coverWritten('./Cover.JPG'),
    expected: new RegExp(
      `^case-studies/stockboy/index\\.mdx:${lineIn('stockboy/index.mdx', 'src: ./cover.jpg')}:3 {2}` +
        'cover\\.src: file "\\./Cover\\.JPG" is written in other capitals than its file\'s name: write \\./cover\\.jpg .*\n\ncheck: 1 problem ',
    ),
  },
  {
    // Only the story's mistake was told: the cover's came once it was fixed, a second round.
    name: 'a story the compiler cannot read, and a cover in other capitals',
    apply: () => {
      coverWritten('./Cover.JPG')();
      addToStory('<Note>')();
    },
    expected: new RegExp(
      `${atCover('file "\\./Cover\\.JPG" is written in other capitals[^\\n]*').source}\n` +
        atAddedLine(1, 'MDX: Expected a closing tag for `<Note>`').source,
      'm',
    ),
  },
  {
    // Passed: a pull request put the clip in git, and every clone of the site carried it.
    name: "a video put beside the study's file",
    apply: () =>
      fs.copyFileSync(
        path.join(site, 'static/media/case-studies/stockboy/highlights.mp4'),
        file('stockboy/recap.mp4'),
      ),
    expected:
      /^case-studies\/stockboy\/recap\.mp4:1:1 {2}file: "recap\.mp4" is a video: it goes to the media bucket \(as case-studies\/stockboy\/recap\.mp4\), not beside index\.mdx/m,
  },
  {
    // Passed: the photo was on no page, and nothing said so (the line showing it never written).
    name: 'a photo put in the folder that the story never shows',
    apply: () => fs.copyFileSync(file('stockboy/cover.jpg'), file('stockboy/team-at-work.jpg')),
    expected:
      /^case-studies\/stockboy\/team-at-work\.jpg:1:1 {2}picture: "team-at-work\.jpg" is in the study's folder, but index\.mdx never shows it, so no visitor sees it \(show it in the story with !\[what it shows\]\(\.\/team-at-work\.jpg\), or remove it from the folder\)$/m,
  },
  {
    // Told to show it as it is, staff would only have met the build's "must be a JPEG".
    name: "an iPhone's photo (.heic) put in the folder",
    apply: () => fs.copyFileSync(file('stockboy/cover.jpg'), file('stockboy/team-at-work.heic')),
    expected:
      /^case-studies\/stockboy\/team-at-work\.heic:1:1 {2}picture: "team-at-work\.heic" is in the study's folder, but index\.mdx never shows it, so no visitor sees it \(export it as a JPEG, team-at-work\.jpg, and show that in the story with !\[what it shows\]\(\.\/team-at-work\.jpg\); remove this one from the folder\)$/m,
  },
  {
    // "add the file beside the MDX file" sent staff to add a photo already there, under the
    // camera's name; and the photo was also said to be shown nowhere, and to be renamed. Then
    // told two renames: this one, and "img-2041.jpg" on a line of its own.
    name: "a cover photo under the camera's name",
    apply: () => fs.renameSync(file('stockboy/cover.jpg'), file('stockboy/IMG_2041.JPG')),
    expected: new RegExp(
      `^case-studies/stockboy/index\\.mdx:${lineIn('stockboy/index.mdx', 'src: ./cover.jpg')}:3 {2}` +
        'cover\\.src: file "\\./cover\\.jpg" not found next to index\\.mdx \\(the folder has "IMG_2041\\.JPG", which the study shows nowhere: if it is this picture, rename it "cover\\.jpg"\\)\n\ncheck: 1 problem',
      'm',
    ),
  },
  {
    // Renamed as told, the photo was "not found" at the next check: the story still named it
    // IMG_2041.JPG, and a pull request took two rounds.
    name: "a photo the story shows under the camera's name",
    apply: () => {
      fs.renameSync(file('stockboy/cover.jpg'), file('stockboy/IMG_2041.JPG'));
      edit('stockboy/index.mdx', (t) => t.replace('src: ./cover.jpg', 'src: ./IMG_2041.JPG'));
      addToStory('![The team at the pop-up](./IMG_2041.JPG)')();
    },
    expected: new RegExp(
      '^case-studies/stockboy/IMG_2041\\.JPG:1:1 {2}file name: "IMG_2041\\.JPG" must be lower-case letters, digits and hyphens \\(rename it "img-2041\\.jpg", and write \\./img-2041\\.jpg where index\\.mdx names it, ' +
        `lines ${lineIn('stockboy/index.mdx', 'src: ./cover.jpg')} and ${lineIn('stockboy/index.mdx', '## The story') + 2}\\)\n\ncheck: 1 problem`,
      'm',
    ),
  },
  {
    // Passed the check; the build read the copy as a second page, and stopped on "order must
    // be unique" between the study and its own copy.
    name: 'a copy of the story kept beside it',
    apply: () => fs.copyFileSync(file('stockboy/index.mdx'), file('stockboy/index-old.mdx')),
    expected:
      /^case-studies\/stockboy\/index-old\.mdx:1:1 {2}file name: "index-old\.mdx" is a second story in the study's folder: a study's story is its one index\.mdx \(remove this file, as git keeps every earlier version, or, to keep it here unpublished, start its name with _, "_index-old\.mdx"\)$/m,
  },
  {
    // Studies kept by year (case-studies/2025/acme/index.mdx) were on no page, and the check
    // told staff to remove the study's index.mdx, "a second story", and that 2025/ lacked one.
    name: "a study in a year's folder",
    apply: () => {
      fs.mkdirSync(file('2025'));
      newStudy('2025/acme-launch');
      // And one by quarter, two folders down: 2024/ is not also said to lack an index.mdx.
      fs.mkdirSync(file('2024/q1'), {recursive: true});
      newStudy('2024/q1/acme-relaunch');
    },
    expected:
      /^case-studies\/2024\/q1\/acme-relaunch\/index\.mdx:1:1 {2}folder: .* inside "2024\/", .* move its folder, "acme-relaunch\/", to case-studies\/ \(its address will be \/acme-relaunch\)\ncase-studies\/2025\/acme-launch\/index\.mdx:1:1 {2}folder: a study's folder goes directly in case-studies\/, and this one is inside "2025\/", where it is on no page: move its folder, "acme-launch\/", to case-studies\/ \(its address will be \/acme-launch\)\n\ncheck: 2 problems/m,
  },
  {
    // Each was told to be renamed index.mdx, which only one of them can be.
    name: 'two one-file studies in a folder of their own',
    apply: () => {
      fs.mkdirSync(file('2024'));
      for (const name of ['beta', 'gamma'])
        fs.copyFileSync(file('stockboy/index.mdx'), file(`2024/${name}.mdx`));
    },
    expected:
      /^case-studies\/2024\/beta\.mdx:1:1 {2}folder: a study's folder goes directly in case-studies\/, and this one is inside "2024\/", where it is on no page: move "beta\.mdx" to case-studies\/ \(its address will be \/beta\)\ncase-studies\/2024\/gamma\.mdx:1:1 {2}folder: .* move "gamma\.mdx" to case-studies\/ \(its address will be \/gamma\)\n\ncheck: 2 problems/m,
  },
  {
    // Passed: the photos/ folder was never looked in.
    name: 'a photo in a folder of the study that the story never shows',
    apply: () => {
      fs.mkdirSync(file('stockboy/photos'));
      fs.copyFileSync(file('stockboy/cover.jpg'), file('stockboy/photos/team-at-work.jpg'));
    },
    expected:
      /^case-studies\/stockboy\/photos\/team-at-work\.jpg:1:1 {2}picture: "photos\/team-at-work\.jpg" is in the study's folder, but index\.mdx never shows it, so no visitor sees it \(show it in the story with !\[what it shows\]\(\.\/photos\/team-at-work\.jpg\), or remove it from the folder\)$/m,
  },
  {
    name: "a photo in a folder of the study under the camera's name",
    apply: () => {
      fs.mkdirSync(file('stockboy/Photos'));
      fs.copyFileSync(file('stockboy/cover.jpg'), file('stockboy/Photos/IMG_2041.JPG'));
    },
    expected:
      /^case-studies\/stockboy\/Photos:1:1 {2}folder name: "Photos" must be lower-case letters, digits and hyphens \(rename it "photos"\)$/m,
  },
  {
    // The page at a former address would have replaced the index.
    name: 'a former address that is a page of the site',
    apply: aboveCover('formerly: [case-studies]'),
    expected: atAboveCover('formerly: "case-studies" is a page of the site'),
  },
  {
    // Docusaurus's link check knows no former address: the build stopped on a "broken link".
    name: "a link to a study's former address",
    apply: () => {
      aboveCover('formerly: [stock-boy]')();
      addToStory('See [the story](/stock-boy#the-story).')();
    },
    // The line addToStory adds, one further down for the line of formerly.
    expected: new RegExp(
      `^case-studies/stockboy/index\\.mdx:${lineIn('stockboy/index.mdx', '## The story') + 3}:5 {2}` +
        'link: "/stock-boy#the-story" is the former address of the study now at /stockboy: write /stockboy#the-story$',
      'm',
    ),
  },
  {
    // GitHub's editor renames a study by its file's path: index.mdx moved alone, its pictures
    // stayed, and each was "not found", with nothing said of where they were or of the old address.
    name: "a study's story moved to a new folder without its pictures",
    apply: () => {
      fs.mkdirSync(file('stockboy-chicago'));
      fs.renameSync(file('stockboy/index.mdx'), file('stockboy-chicago/index.mdx'));
    },
    expected:
      /^case-studies\/stockboy:1:1 {2}folder: has no index\.mdx, and holds the pictures case-studies\/stockboy-chicago\/index\.mdx shows: if the study moved to stockboy-chicago\/, move its pictures there too, and add formerly: \[stockboy\] to its front matter, so that links to \/stockboy still arrive$/m,
  },
  {
    // Passed the check; the build stopped in Docusaurus's words ("Image ./pop-up.mp4 used in
    // case-studies/stockboy/index.mdx not found"), or, the file there, published a broken picture.
    name: 'a video written as a picture',
    apply: addToStory('![The pop-up](./pop-up.mp4)'),
    expected: atAddedLine(
      1,
      '!\\[The pop-up\\]: "\\./pop-up\\.mp4" is a video, which a picture cannot show: upload it to the media bucket \\(as case-studies/stockboy/pop-up\\.mp4\\) and show it with <Video>',
    ),
  },
  {
    // The same: a Mac's Finder shows names without their ending, and `./team` was written.
    name: 'a picture written without its ending',
    apply: () => {
      fs.copyFileSync(file('stockboy/cover.jpg'), file('stockboy/team.jpg'));
      addToStory('![The team at work](./team)')();
    },
    expected: atAddedLine(
      1,
      '!\\[The team at work\\]: "\\./team" names no picture: .* \\(write \\./team\\.jpg\\)$',
    ),
  },
  {
    // Passed: the page showed a black box until played, with none of <Video>'s still or captions.
    name: 'a clip pasted as HTML',
    apply: addToStory(
      '<video src="https://media.example.com/case-studies/stockboy/highlights.mp4" controls></video>',
    ),
    expected: atAddedLine(
      1,
      '<video>: is HTML, so the clip would show as a black box, .*: upload the clip to the media bucket and show it with <Video>',
    ),
  },
  {
    // Passed the check; the build stopped on "fast is not defined" at /stockboy, with no line.
    name: 'a name in braces in the text',
    apply: addToStory('Sales grew {fast} in the first month.'),
    expected: atAddedLine(
      12,
      '\\{fast\\}: MDX reads what is between \\{ and \\} as code, and the page would stop \\("fast is not defined"\\)',
    ),
  },
  {
    // Passed; the build printed a warning nobody reads, and the text showed with no box.
    name: 'a note of a kind Docusaurus does not draw',
    apply: addToStory(':::warn\n\nCareful.\n\n:::'),
    expected: atAddedLine(
      1,
      ':::warn: is not a kind of note, so its text shows with no box around it: .* \\(did you mean ":::warning"\\?\\)$',
    ),
  },
  {
    // Passed; the page showed "::: info", the text and ":::" as written.
    name: 'a note opened with a space after the colons',
    apply: addToStory('::: info\n\nGood to know.\n\n:::'),
    expected: atAddedLine(
      1,
      'note: "::: info" shows as written, not as a note: no space goes after the colons \\(write ":::info"\\)$',
    ),
  },
  {
    // Was "not found next to index.mdx (add the file beside the MDX file, or fix the path)".
    name: 'a picture in a folder the study does not have',
    apply: addToStory('![The team at work](./photos/team.jpg)'),
    expected: atAddedLine(
      1,
      '!\\[The team at work\\]: file "\\./photos/team\\.jpg" not found: the study\'s folder has no folder "photos" \\(put the picture there, or fix the path\\)$',
    ),
  },
  {
    // Passed, and tied the two studies: renaming or removing Stockboy stopped this one's build.
    name: "a picture from another study's folder",
    apply: () =>
      edit('budbilliken/index.mdx', (t) =>
        t.replace(/\n## /, '\n![The studio](../stockboy/cover.jpg)\n\n## '),
      ),
    expected:
      /^case-studies\/budbilliken\/index\.mdx:\d+:1 {2}!\[The studio\]: file "\.\.\/stockboy\/cover\.jpg" is in another study's folder, stockboy\/: copy it into this study's folder and write \.\/cover\.jpg/m,
  },
  {
    // Passed the check; the build stopped in Docusaurus's words ("onBrokenMarkdownImages").
    name: "a picture named from the site's root",
    apply: addToStory('![Our logo](/img/logo.png)'),
    expected: atAddedLine(
      1,
      "!\\[Our logo\\]: file \"/img/logo\\.png\" is not in the site's static/ folder: a story's picture goes in the study's folder \\(put it beside index\\.mdx and write \\./logo\\.png\\)$",
    ),
  },
  {
    // Passed the check; the build stopped on "Docusaurus found broken anchors", naming the page.
    name: 'a link to a heading the story does not have',
    apply: addToStory('See [the story so far](#the-storyy).'),
    expected: atAddedLine(
      5,
      'link: "#the-storyy": this page has no heading "#the-storyy" \\(did you mean "#the-story"\\?\\)$',
    ),
  },
  {
    // Passed the check; the build stopped on "Docusaurus found broken links", naming the page.
    name: 'a link to a file the study does not have',
    apply: addToStory('Read [the brochure](./brochure.pdf).'),
    expected: atAddedLine(
      6,
      'link: "\\./brochure\\.pdf" is not in the study\'s folder \\(put the file beside index\\.mdx, or fix its name\\)$',
    ),
  },
  {
    // Passed the check; the build stopped on Docusaurus's "couldn't be resolved".
    name: "a link to a study's file that is not there",
    apply: () =>
      edit('stockboy/index.mdx', (t) =>
        t.replace('## The story\n', '## The story\n\nSee [the parade](../budbiliken/index.mdx).\n'),
      ),
    expected: atAddedLine(
      5,
      'link: "\\.\\./budbiliken/index\\.mdx" is no study\'s story \\(did you mean /budbilliken\\? a link to a study is its address: a slash and its folder\'s name\\)$',
    ),
  },
  {
    name: 'a folder named "Acme Spring Launch"',
    apply: () => newStudy('Acme Spring Launch'),
    expected:
      /^case-studies\/Acme Spring Launch:1:1 {2}folder name: "Acme Spring Launch" must be lower-case letters, digits and hyphens \(rename it "acme-spring-launch"\)$/m,
  },
  {
    name: 'a folder named "AcmeSpring"',
    apply: () => newStudy('AcmeSpring'),
    expected: /^case-studies\/AcmeSpring:1:1 {2}folder name: "AcmeSpring" must be lower-case/m,
  },
  {
    name: 'a study saved as .md',
    apply: () => fs.copyFileSync(file('stockboy/index.mdx'), file('acme.md')),
    expected:
      /^case-studies\/acme\.md:1:1 {2}file name: "acme\.md" is Markdown, which is not published here/m,
  },
  {
    name: 'a study named test, which is a page of the site',
    apply: () => newStudy('test'),
    expected:
      /^case-studies\/test\/index\.mdx:1:1 {2}address: \/test is already a page of the site/m,
  },
  {
    name: 'slug: stockboy',
    apply: () =>
      edit('budbilliken/index.mdx', (t) => t.replace('order: 2', 'order: 2\nslug: stockboy')),
    expected: new RegExp(
      `^case-studies/budbilliken/index\\.mdx:${lineIn('budbilliken/index.mdx', 'order: 2') + 1}:1 {2}` +
        'slug: is not allowed$',
      'm',
    ),
  },
  {
    name: 'a title whose opening quote is never closed',
    apply: () => edit('stockboy/index.mdx', (t) => t.replace(/^title: (.*)$/m, 'title: "$1')),
    expected: new RegExp(
      `^case-studies/stockboy/index\\.mdx:${lineIn('stockboy/index.mdx', 'title:')}:8 {2}` +
        'front matter: is not valid YAML: the quote \\("\\) that starts this value is never closed \\(end the value with " too\\)$',
      'm',
    ),
  },
  {
    name: 'a tag label in tags.yml whose opening quote is never closed',
    apply: () =>
      fs.writeFileSync(
        file('tags.yml'),
        fs.readFileSync(file('tags.yml'), 'utf8').replace(/^ {2}label: (.*)$/m, '  label: "$1'),
      ),
    expected: new RegExp(
      `^case-studies/tags\\.yml:${lineIn('tags.yml', 'label:')}:10 {2}` +
        'YAML: the quote \\("\\) that starts this value is never closed \\(end the value with " too\\)$',
      'm',
    ),
  },
  {
    name: 'title: 2024',
    apply: () => edit('budbilliken/index.mdx', (t) => t.replace(/^title: .*$/m, 'title: 2024')),
    expected:
      /^case-studies\/budbilliken\/index\.mdx:2:1 {2}title: is read as a number: write it in quotes, '2024'$/m,
  },
  {
    // YAML read it as 3 June 2026 and the page said so: no check noticed.
    name: 'a date with the day and the month swapped',
    apply: () =>
      edit('stockboy/index.mdx', (t) =>
        t.replace(/^date: (\d{4})-(\d{2})-(\d{2})$/m, 'date: $1-$3-$2'),
      ),
    expected: new RegExp(
      `^case-studies/stockboy/index\\.mdx:${lineIn('stockboy/index.mdx', 'date:')}:1 {2}` +
        'date: \\d{4}-\\d{2}-\\d{2} has no month \\d+: write the year, then the month \\(01 to 12\\), then the day',
      'm',
    ),
  },
  {
    // A study copied to start another: the copy kept its title, and two cards read the same.
    // Named on the study read second, by folder name, as a clash of order is.
    name: "a study copied from another, with the other's title",
    apply: () => {
      fs.cpSync(file('stockboy'), file('summer-launch'), {recursive: true});
      edit('summer-launch/index.mdx', (t) => t.replace(/^order: 1$/m, 'order: 41'));
    },
    expected: new RegExp(
      `^case-studies/summer-launch/index\\.mdx:${lineIn('stockboy/index.mdx', 'title:')}:1 {2}` +
        'title: "[^"]+" is also the title of case-studies/stockboy/index\\.mdx \\(give each study its own',
      'm',
    ),
  },
  {
    // A study copied to start another, its title and words made its own, its cover not: the
    // index showed two cards alike, one with the other client's photo. Named on the study read
    // second (acme-launch before stockboy), with the other, as the files do not tell which is the
    // copy.
    name: "a study copied from another, with the other's cover",
    apply: () => {
      newStudy('acme-launch');
      fs.copyFileSync(
        path.join(ROOT, 'case-studies/stockboy/cover.jpg'),
        file('acme-launch/cover.jpg'),
      );
    },
    expected: atCover(
      '"\\./cover\\.jpg" is the very picture that case-studies/acme-launch/index\\.mdx has as its cover, so the two studies look alike \\(if one study was copied from the other to start it, give the copy its own cover: it shows the other client\'s photo\\)\n\ncheck: 1 problem',
    ),
  },
  {
    // The copy's page played Stockboy's clip.
    name: "a study copied from another, with the other's video",
    apply: () =>
      newStudy('acme-launch', (t) =>
        t.replaceAll('case-studies/acme-launch/', 'case-studies/stockboy/'),
      ),
    expected: new RegExp(
      `^case-studies/acme-launch/index\\.mdx:${lineIn('stockboy/index.mdx', 'src="case-studies/stockboy/')}:3 {2}` +
        "<Video src>: \"case-studies/stockboy/highlights\\.mp4\" is in another study's folder of the media bucket, stockboy's: a study copied from another keeps its clips \\(upload this study's own to case-studies/acme-launch/ and write that path\\)\n" +
        // And its captions, likewise.
        `case-studies/acme-launch/index\\.mdx:${lineIn('stockboy/index.mdx', 'captions="case-studies/stockboy/')}:3 {2}` +
        "<Video captions>: \"case-studies/stockboy/highlights\\.en\\.vtt\" is in another study's folder of the media bucket, stockboy's: a study copied from another keeps its clips \\(upload this study's own to case-studies/acme-launch/ and write that path\\)\n\ncheck: 2 problems",
      'm',
    ),
  },
  {
    name: 'a misspelt block, <HighlightTile',
    apply: () => edit('stockboy/index.mdx', (t) => t.replace('<HighlightTiles', '<HighlightTile')),
    expected:
      /^case-studies\/stockboy\/index\.mdx:\d+:1 {2}<HighlightTile>: is not a block of this site \(did you mean <HighlightTiles>\?\)$/m,
  },
  {
    // Its clip was also told to be uploaded to the bucket "and shown with <Video>", where it was
    // already: a second line, on the right attribute, for the one mistake in the name.
    name: 'a misspelt block, <Vidoe',
    apply: () => edit('stockboy/index.mdx', (t) => t.replace(/^<Video$/m, '<Vidoe')),
    expected: new RegExp(
      `^case-studies/stockboy/index\\.mdx:${lineIn('stockboy/index.mdx', '<Video')}:1 {2}` +
        '<Vidoe>: is not a block of this site \\(did you mean <Video>\\?\\)\n\ncheck: 1 problem',
      'm',
    ),
  },
  {
    name: 'a misspelt attribute of a block, tile= for tiles=',
    apply: () => edit('stockboy/index.mdx', (t) => t.replace('  tiles={[', '  tile={[')),
    // The page crashed ("Cannot read properties of undefined (reading 'map')") with no line.
    expected: new RegExp(
      `^case-studies/stockboy/index\\.mdx:${lineIn('stockboy/index.mdx', 'tiles={[')}:3 {2}` +
        '<HighlightTiles tile>: is not an attribute of <HighlightTiles> \\(did you mean tiles\\?\\)$',
      'm',
    ),
  },
  {
    name: 'a broken internal link',
    apply: () =>
      edit('stockboy/index.mdx', (t) =>
        t.replace('## The story\n', '## The story\n\nSee [all of them](/case-studys).\n'),
      ),
    expected:
      /^case-studies\/stockboy\/index\.mdx:\d+:5 {2}link: "\/case-studys" leads to no page of the site/m,
  },
  {
    // It was "(check the address)": the study is at /stockboy, not under /case-studies/.
    name: 'a link to a study under /case-studies/',
    apply: addToStory('Read [the story again](/case-studies/stockboy).'),
    expected: atAddedLine(
      6,
      'link: "/case-studies/stockboy" leads to no page of the site \\(a study\'s address is its folder\'s name: write /stockboy\\)$',
    ),
  },
  {
    name: 'a # heading in the story, a second h1 on the page',
    apply: () => edit('stockboy/index.mdx', (t) => t.replace('## The story\n', '# The story\n')),
    expected: new RegExp(
      `^case-studies/stockboy/index\\.mdx:${lineIn('stockboy/index.mdx', '## The story')}:1 {2}` +
        `heading: "# The story": the page's title is its only # heading; the story's start at ## \\(write "## The story"\\)$`,
      'm',
    ),
  },
  {
    // A screen reader said "cover dot jpg" for the study's main picture.
    name: "a cover described by its file's name",
    apply: () => edit('stockboy/index.mdx', (t) => t.replace(/^( {2}alt: ).*$/m, '$1cover.jpg')),
    expected: new RegExp(
      `^case-studies/stockboy/index\\.mdx:${lineIn('stockboy/index.mdx', 'alt:')}:3 {2}` +
        `cover\\.alt: "cover\\.jpg" is a file's name, not a description: write what the picture shows`,
      'm',
    ),
  },
  {
    // The check passed and the page showed a broken picture (src="[object Object]").
    name: 'a picture written as an HTML <img> tag',
    apply: addToStory('<img src="./cover.jpg" alt="The studio table" />'),
    expected: atAddedLine(
      1,
      '<img>: is HTML, and its picture would not show: write !\\[What it shows\\]\\(\\./cover\\.jpg\\)',
    ),
  },
  {
    // The check passed; the build stopped on React's "The `style` prop expects a mapping from
    // style properties to values", naming the page but not the file.
    name: 'a style written as HTML',
    apply: addToStory('<p style="color: red">Sold out in a day.</p>'),
    expected: atAddedLine(4, '<p style>: style="\\.\\.\\." is HTML, and stops the page'),
  },
  {
    // Notion's callout, exported. Passed: it showed as plain text, not as a note.
    name: 'a callout exported from Notion, <aside>',
    apply: addToStory("<aside>\n💡 The cost figures are the client's own.\n\n</aside>"),
    expected: atAddedLine(
      1,
      '<aside>: is HTML, and shows as plain text, not as a note: for a note beside the story, write :::note on a line',
    ),
  },
  {
    name: 'a picture with no description',
    apply: addToStory('![](./cover.jpg)'),
    expected: atAddedLine(
      1,
      '!\\[\\]\\(\\./cover\\.jpg\\): has no description: write what the picture shows between the brackets',
    ),
  },
  {
    // A photo exported as "team photo.jpg", renamed when the check named the file, the story not
    // changed: the page showed the characters "![The team at work](./team photo.jpg)".
    name: 'a picture whose address has a space, which Markdown shows as written',
    apply: addToStory('![The team at work](./team photo.jpg)'),
    expected: atAddedLine(
      1,
      'picture: "!\\[The team at work\\]\\(\\./team photo\\.jpg\\)" shows as written, not as a picture: an address has no spaces \\(name the file with hyphens, then write !\\[The team at work\\]\\(\\./team-photo\\.jpg\\)\\)$',
    ),
  },
  {
    // A document exported to Markdown (Google Docs) writes its pictures as references, at the
    // end. Passed: the page showed <img src="./shop-front.jpg">, which leads nowhere.
    name: 'a picture written as a reference, to a file that is not there',
    apply: addToStory('![The shop front at opening time][shop]\n\n[shop]: ./shop-front.jpg'),
    expected: atAddedLine(
      1,
      '!\\[The shop front at opening time\\]: file "\\./shop-front\\.jpg" not found next to index\\.mdx',
    ),
  },
  {
    // Such a document's picture itself, as text, with no description, as Google Docs writes it.
    // Passed: the page carried it, full size.
    name: 'a picture written into the text itself, as a document exported to Markdown has it',
    apply: addToStory(
      '![][image1]\n\n[image1]: <data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/>',
    ),
    expected: atAddedLine(
      1,
      '!\\[\\]: "data:image/jpeg;base64,/9j/4AA…" is the picture itself, written out as 1 KB of text .* write !\\[what it shows\\]\\(\\./picture-1\\.jpg\\)',
    ),
  },
  {
    // An editor's paste or drop. Passed: the page showed a broken picture.
    name: "a picture on the author's computer",
    apply: addToStory('![The shop front](C:\\Users\\sam\\Desktop\\IMG_2041.JPG)'),
    expected: atAddedLine(
      1,
      '!\\[The shop front\\]: "C:\\\\Users\\\\sam\\\\Desktop\\\\IMG_2041\\.JPG" is a file on your computer, which no visitor can open: copy the picture into this study\'s folder and write \\./img-2041\\.jpg$',
    ),
  },
  {
    // A clip is not a picture: one line, the clip's own, not also "copy the picture … photo.jpg".
    name: "a video on the author's computer",
    apply: () =>
      edit('stockboy/index.mdx', (t) =>
        t.replace(
          'src="case-studies/stockboy/highlights.mp4"',
          'src="C:\\Users\\sam\\Videos\\clip.mp4"',
        ),
      ),
    expected: new RegExp(
      `^case-studies/stockboy/index\\.mdx:${lineIn('stockboy/index.mdx', 'src="case-studies/stockboy/highlights.mp4"')}:3 {2}` +
        '<Video src>: must be a path in the media bucket[^\\n]*\\n(?!\\S+ {2}<Video src>)',
      'm',
    ),
  },
  {
    // Was "an address has no spaces (… write [the plan](/users/sam/documents/plan-2025.pdf))";
    // without the space, "not a file in static/"; C:\\… and file:///… passed, and led nowhere.
    name: "a link to a file on the author's computer",
    apply: addToStory(
      'See [the plan](/Users/sam/Documents/Plan 2025.pdf).\n\nAnd [the deck](/Users/sam/deck.pdf).',
    ),
    expected: atAddedLine(
      5,
      'link: "\\[the plan\\]\\(/Users/sam/Documents/Plan 2025\\.pdf\\)" shows as written, not as a link: "/Users/sam/Documents/Plan 2025\\.pdf" is a file on your computer, which no visitor can open: copy the file into this study\'s folder and write \\./plan-2025\\.pdf\\n' +
        `case-studies/stockboy/index\\.mdx:${lineIn('stockboy/index.mdx', '## The story') + 4}:5 {2}` +
        'link: "/Users/sam/deck\\.pdf" is a file on your computer, which no visitor can open: copy the file into this study\'s folder and write \\./deck\\.pdf$',
    ),
  },
  {
    // Was two lines: "must be the name of an image file beside the MDX file" and "not found".
    name: 'a cover written with \\, as Windows writes a path',
    apply: coverWritten('.\\cover.jpg'),
    expected: atCover(
      '"\\.\\\\cover\\.jpg" is written with \\\\, as Windows writes a path: a path here takes / \\(write \\./cover\\.jpg\\)\n\ncheck: 1 problem',
    ),
  },
  {
    // Was two lines, neither saying what was wrong: "must be the name of an image file beside
    // the MDX file", and "the study's folder has no folder "~"".
    name: "a cover on the author's computer",
    apply: coverWritten('~/Desktop/cover.jpg'),
    expected: atCover(
      '"~/Desktop/cover\\.jpg" is a file on your computer, which no visitor can open: copy the picture into this study\'s folder and write \\./cover\\.jpg\n\ncheck: 1 problem',
    ),
  },
  {
    // Passed: the page showed "35%[^costs]" as written, and no note.
    name: "a footnote's mark and its note named apart",
    apply: addToStory(
      "Unit costs fell by 35%[^costs] in the first season.\n\n[^cost]: The client's own figures.",
    ),
    expected: atAddedLine(
      23,
      '\\[\\^costs\\]: shows as written: no footnote is named costs \\(did you mean \\[\\^cost\\]\\? a mark and its note are named alike\\)$',
    ),
  },
  {
    // Passed: the rows showed as one line, "Measure Before After Cost 17.5% 9.3% ...".
    name: 'a table copied from a spreadsheet',
    apply: addToStory(
      'Measure\tBefore\tAfter\nCost of goods\t17.5%\t9.3%\nGross profit\t$69,739\t$78,684',
    ),
    expected: atAddedLine(
      1,
      'table: a table copied from a spreadsheet \\("Measure, Before, After"\\) runs on as one line of text: write it with \\| between the cells and a row of --- under the first, \\| Measure \\| Before \\| After \\| then \\| --- \\| --- \\| --- \\|$',
    ),
  },
  {
    // It was "leads to no page of the site (check the address)", of /%E2%80%9Chttps://...
    name: "a link's address in quotes an editor curled",
    apply: addToStory('Visit [the shop](“https://stockboy.example.com”) today.'),
    expected: atAddedLine(
      7,
      'link: "“https://stockboy\\.example\\.com”" has quotes around it, which make it no address: write the address alone between the brackets, \\(https://stockboy\\.example\\.com\\)$',
    ),
  },
  {
    // It was the compiler's "Unexpected character `@` (U+0040) in name, expected a name ...".
    name: 'an e-mail address between < and >',
    apply: addToStory('Write to <hello@stockboy.example.com> for the lookbook.'),
    expected: atAddedLine(
      16,
      'MDX: an address between < and > is read as a tag in MDX: write it as a link, \\[acme\\.com\\]\\(https://acme\\.com\\), and an e-mail address as \\[hello@acme\\.com\\]\\(mailto:hello@acme\\.com\\)$',
    ),
  },
  {
    // Passed: the three items showed as one run-on line, "What we did: • A new identity • ...".
    name: 'a list copied from a document, its items starting with •',
    apply: addToStory('What we did:\n• A new identity\n• A partner programme\n• Weekly content'),
    expected: new RegExp(
      `^case-studies/stockboy/index\\.mdx:${lineIn('stockboy/index.mdx', '## The story') + 3}:1  list: "• A new identity" is not a list item to Markdown, so the lines run on as one: start each item with "- " \\(write "- A new identity"\\)$`,
      'm',
    ),
  },
  {
    // Passed: the closing words showed as a heading, and no line across the page.
    name: 'a line across the page (---) right under a paragraph',
    apply: addToStory('Thanks to the whole team at Stockboy.\n---'),
    expected: atAddedLine(
      1,
      'heading: "Thanks to the whole team at Stockboy\\." shows as a heading, because of the --- on the line under it: for a line across the page, leave an empty line above the ---; for a heading, write "## Thanks to the whole team at Stockboy\\."$',
    ),
  },
  {
    name: 'a heading with no space after its #s, which Markdown shows as written',
    apply: addToStory('##The results'),
    expected: atAddedLine(
      1,
      'heading: "##The results" shows as written, not as a heading: a space goes after the #s \\(write "## The results"\\)$',
    ),
  },
  {
    // The check passed; the build then stopped on Docusaurus's broken links, naming the page
    // (/stockboy) and "/www.acme.com" in a stack trace, not the file, the line or the fix.
    name: "another website's address without https://",
    apply: addToStory('Visit [Acme](www.acme.com).'),
    expected: atAddedLine(
      7,
      'link: "www\\.acme\\.com" is another website\'s address: write https://www\\.acme\\.com$',
    ),
  },
  {
    name: 'a link to a file that static/ does not have',
    apply: addToStory('Get [the brochure](/files/brochure.pdf).'),
    // The check said every study was fine; the build then failed on Docusaurus's broken links.
    expected: atAddedLine(5, 'link: "/files/brochure\\.pdf" is not a file in static/'),
  },
  {
    name: 'a link to a study that is a draft',
    apply: () => {
      edit('budbilliken/index.mdx', (t) =>
        t.replace(/^featured: (true|false)$/m, '$&\ndraft: true'),
      );
      addToStory('See [the parade](/budbilliken).')();
    },
    // The check said every study was fine; the build then failed on Docusaurus's broken links.
    expected: atAddedLine(
      5,
      'link: "/budbilliken" leads to a draft, which the build does not publish',
    ),
  },
  {
    name: 'an unclosed tag',
    apply: addToStory('<div>'),
    // At the tag (the compiler names its place only in its words; this said 1:1).
    expected: atAddedLine(1, 'MDX: Expected a closing tag for `<div>`'),
  },
  {
    // HTML's line break, as staff know it from e-mail editors.
    name: 'a line break written <br>',
    apply: addToStory('Chicago<br>Illinois'),
    expected: atAddedLine(
      8,
      'MDX: Expected a closing tag for `<br>` .* \\(write <br />: in MDX a tag with nothing inside ends with />\\)$',
    ),
  },
  {
    // Passed: a screen reader said the address of the picture, or nothing.
    name: "another website's picture in HTML, with no description",
    apply: addToStory('<img src="https://example.com/award-badge.png" />'),
    expected: atAddedLine(1, '<img alt>: has no description: write what the picture shows'),
  },
  {
    // Passed the check; the build stopped on Docusaurus's list of broken links, no line named.
    name: 'a link to the page of a tag only a draft has',
    apply: () => {
      fs.appendFileSync(
        file('tags.yml'),
        '\nretail:\n  label: Retail\n  description: Shops and the brands they carry.\n',
      );
      newStudy('acme-retail', (t) =>
        t.replace(/^tags: .*$/m, 'draft: true\ntags: [retail, chicago]'),
      );
      addToStory('More in [our retail work](/case-studies/tags/retail).')();
    },
    expected: atAddedLine(
      9,
      'link: "/case-studies/tags/retail" is the page of a tag no published study has yet, so the build does not make it',
    ),
  },
  {
    // "must be a date written like 2025-03-18", and staff worked out which day that was.
    name: 'a date written as in a letter',
    apply: () => edit('stockboy/index.mdx', (t) => t.replace(/^date: .*$/m, 'date: 18/03/2025')),
    expected: new RegExp(
      `^case-studies/stockboy/index\\.mdx:${lineIn('stockboy/index.mdx', 'date:')}:1 {2}` +
        'date: must be a date written like 2025-03-18 \\(for 18 March 2025, write 2025-03-18\\)$',
      'm',
    ),
  },
  {
    // Passed, and showed under npm start; the published page's security policy blocked it, and
    // visitors saw an empty frame.
    name: "YouTube's embed code pasted into the story",
    apply: addToStory(
      '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="YouTube video player" frameborder="0" allowfullscreen></iframe>',
    ),
    expected: atAddedLine(
      1,
      "<iframe>: is another website's page, which the published site blocks .*: link to it instead, \\[Watch the video\\]\\(https://www\\.youtube\\.com/watch\\?v=dQw4w9WgXcQ\\)",
    ),
  },
  {
    name: "Instagram's embed code pasted into the story",
    apply: addToStory(INSTAGRAM_EMBED),
    expected: atAddedLine(
      1,
      '<blockquote class="instagram-media">: is Instagram\'s embed code, .*: write <SocialEmbed url="https://www\\.instagram\\.com/p/C1a2B3c4D5e/" caption="What the post shows" /> in its place$',
    ),
  },
  {
    // Passed: the page, its card and its feed item said "Building Chicago's".
    name: 'a title with "#1" in it',
    apply: () =>
      edit('stockboy/index.mdx', (t) =>
        t.replace(/^title: .*$/m, "title: Building Chicago's #1 streetwear brand"),
      ),
    expected: new RegExp(
      `^case-studies/stockboy/index\\.mdx:${lineIn('stockboy/index.mdx', 'title:')}:8 {2}` +
        'title: "Building Chicago\'s #1 streetwear brand": YAML takes what follows "#" for a note to yourself and drops it, so this reads "Building Chicago\'s" \\(put the whole value in quotes: title: "Building Chicago\'s #1 streetwear brand"\\)$',
      'm',
    ),
  },
  {
    // "bad indentation of a mapping entry (check the indentation and the quotes)".
    name: 'a title with ": " in it',
    apply: () =>
      edit('stockboy/index.mdx', (t) =>
        t.replace(/^title: .*$/m, 'title: Stockboy: a Chicago brand from the ground up'),
      ),
    expected: new RegExp(
      `^case-studies/stockboy/index\\.mdx:${lineIn('stockboy/index.mdx', 'title:')}:8 {2}` +
        'front matter: is not valid YAML: a value with ": " in it goes in quotes \\(write title: "Stockboy: a Chicago brand from the ground up"\\)$',
      'm',
    ),
  },
  {
    // Passed: the published page linked to http://www.acme.com.
    name: 'a website written www.acme.com in the text',
    apply: addToStory('Visit www.acme.com for the new range.'),
    expected: atAddedLine(
      7,
      'link: "www\\.acme\\.com" becomes a link to http://www\\.acme\\.com, which is not secure: write https://www\\.acme\\.com$',
    ),
  },
  {
    name: 'a "<" in the text',
    apply: addToStory('Sales doubled in <6 months.'),
    expected: atAddedLine(
      19,
      'MDX: "<6" in the text starts a tag in MDX: write the "<" as &lt; \\(or in words: "under"\\)$',
    ),
  },
  {
    name: 'a YouTube page as a video',
    apply: addToStory(
      '<Video src="https://youtu.be/dQw4w9WgXcQ" poster="./highlights-poster.jpg" title="The launch" />',
    ),
    expected: atAddedLine(
      8,
      '<Video src>: is a page on YouTube, not a video file, so the player would stay empty: link to it instead, \\[Watch the video\\]\\(https://www\\.youtube\\.com/watch\\?v=dQw4w9WgXcQ\\)',
    ),
  },
  {
    // Shown under npm start, which sends no security policy; blocked for every visitor of the
    // published site, whose policy loads pictures only from itself and the media bucket.
    name: "a photo on another website's address",
    apply: addToStory('![The shop on opening day](https://images.example.org/shop%20front.JPG)'),
    expected: atAddedLine(
      1,
      '!\\[The shop on opening day\\]: "https://images\\.example\\.org/shop%20front\\.JPG" is another website\'s picture, which the published site does not show: it loads pictures only from itself and the media bucket \\(save the picture beside index\\.mdx and write \\./shop-front\\.jpg\\)$',
    ),
  },
  {
    // An iPhone's export, often HEVC: it played in Safari on the author's Mac, and in no
    // browser on Windows or Android.
    name: "a phone's QuickTime video",
    apply: addToStory(
      '<Video src="case-studies/stockboy/opening.mov" poster="./highlights-poster.jpg" title="The launch" />',
    ),
    expected: atAddedLine(
      8,
      '<Video src>: "case-studies/stockboy/opening\\.mov" is a \\.mov file, which not every browser plays: export the clip as MP4 \\(H\\.264\\) and upload that, "case-studies/stockboy/opening\\.mp4"$',
    ),
  },
  {
    // A captioning service's or an editor's export: the clip played uncaptioned, nothing said.
    name: 'captions as SubRip (.srt)',
    apply: addToStory(
      '<Video src="case-studies/stockboy/highlights.mp4" poster="./highlights-poster.jpg" title="The launch" captions="case-studies/stockboy/highlights.srt" />',
    ),
    expected: atAddedLine(
      103,
      '<Video captions>: "case-studies/stockboy/highlights\\.srt" is SubRip \\(\\.srt\\), which browsers do not show, so the clip would play uncaptioned: convert it to WebVTT \\(Subtitle Edit: File, Save as, WebVTT; or any "SRT to VTT" converter\\) and upload it as "case-studies/stockboy/highlights\\.vtt"$',
    ),
  },
  {
    // The compiler's words ("Unexpected character in attribute name") and the hint about a tag
    // not closed, or a { or <, pointed nowhere near the quotes.
    name: "a quote inside an attribute's value",
    apply: addToStory('<CallToAction title="The "best" shop in town" />'),
    expected: atAddedLine(
      31,
      'MDX: a " inside an attribute\'s value ends the value there: put the whole value between single quotes, title=\'The "best" shop\', or write the quotes inside it curly, “best”$',
    ),
  },
  {
    // Passed: the address becomes a link by itself, and split the text the rule on "] (" read.
    name: "a space between a link's words and its address",
    apply: addToStory(
      'Read more at [Acme] (https://acme.com/about), or [write to us] (hello@acme.com).',
    ),
    expected: new RegExp(
      atAddedLine(
        14,
        'link: "\\[Acme\\] \\(https://acme\\.com/about\\)" shows as written, not as a link: nothing goes between \\] and \\( \\(write \\[Acme\\]\\(https://acme\\.com/about\\)\\)\n',
      ).source +
        '.*:\\d+:50 {2}link: "\\[write to us\\] \\(hello@acme\\.com\\)" shows as written, not as a link: nothing goes between \\] and \\( \\(write \\[write to us\\]\\(mailto:hello@acme\\.com\\)\\)$',
      'm',
    ),
  },
  {
    // Renamed in tags.yml and in one study of two: the other was told to "add it there first".
    name: 'a tag renamed in tags.yml that a study still names',
    apply: () => {
      edit('tags.yml', (t) =>
        t.replace(/^apparel:\n((?: {2}.*\n)+)/m, 'apparel-brands:\n$1  formerly: [apparel]\n'),
      );
      edit('stockboy/index.mdx', (t) => t.replace(' apparel,', ' apparel-brands,'));
    },
    expected: new RegExp(
      `^case-studies/budbilliken/index\\.mdx:${lineIn('budbilliken/index.mdx', 'tags:')}:1 {2}` +
        'tags: has "apparel", which case-studies/tags\\.yml renamed "apparel-brands" \\(write "apparel-brands"\\)\n\ncheck: 1 problem ',
    ),
  },
  {
    // Passed; then every study npm run new:case-study made failed on the template's old key.
    name: 'a tag renamed in tags.yml that the template still names',
    apply: () => {
      const [tag] = /^tags: \[([\w-]+)/m
        .exec(fs.readFileSync(file('_template.mdx'), 'utf8'))!
        .slice(1);
      edit('tags.yml', (t) =>
        t.replace(
          new RegExp(`^${tag}:\n((?: {2}.*\n)+)`, 'm'),
          `${tag}-x:\n$1  formerly: [${tag}]\n`,
        ),
      );
      for (const study of studiesOf(site).filter((s) => s.tags.includes(tag)))
        fs.writeFileSync(
          study.file,
          fs
            .readFileSync(study.file, 'utf8')
            .replace(new RegExp(`^(tags: .*)\\b${tag}\\b`, 'm'), `$1${tag}-x`),
        );
    },
    expected: new RegExp(
      `^case-studies/_template\\.mdx:${lineIn('_template.mdx', 'tags:')}:1 {2}` +
        'tags: has "[\\w-]+", which case-studies/tags\\.yml renamed "[\\w-]+-x" \\(write "[\\w-]+-x"\\)\n\ncheck: 1 problem ',
    ),
  },
  {
    // Docusaurus's link check named the page as broken, and no line.
    name: "a story's link to a renamed tag's page",
    apply: () => {
      edit('tags.yml', (t) =>
        t.replace(/^chicago:\n((?: {2}.*\n)+)/m, 'chicago-il:\n$1  formerly: [chicago]\n'),
      );
      for (const study of ['stockboy', 'budbilliken'])
        edit(`${study}/index.mdx`, (t) => t.replace(/ chicago\]/, ' chicago-il]'));
      addToStory('More in [our Chicago work](/case-studies/tags/chicago).')();
    },
    expected: atAddedLine(
      9,
      'link: "/case-studies/tags/chicago" is the former address of the tag\'s page now at /case-studies/tags/chicago-il: write /case-studies/tags/chicago-il$',
    ),
  },
  {
    name: 'a misspelt tag',
    apply: () => edit('stockboy/index.mdx', (t) => t.replace('social-media,', 'socal-media,')),
    expected: new RegExp(
      `^case-studies/stockboy/index\\.mdx:${lineIn('stockboy/index.mdx', 'tags:')}:1 {2}` +
        'tags: has "socal-media", which is not in case-studies/tags\\.yml \\(did you mean "social-media"\\?\\)$',
      'm',
    ),
  },
  {
    name: 'a seventh featured study',
    apply: () => addFeatured(site, MAX_FEATURED + 1),
    // Worked out from the copy's studies, once it is made.
    get expected() {
      return seventhFeatured();
    },
  },
];

/**
 * What the check says when addFeatured() brings the featured studies to seven: at the last new
 * one's `featured:` line, with the six shown (the site's own first, by order).
 */
function seventhFeatured() {
  const own = featuredStudies(site).map((study) => study.permalink.slice(1));
  const added = featuredToAdd(site, MAX_FEATURED + 1).map((study) => study.name);
  return new RegExp(
    `^${escapeRegExp(`case-studies/${added.at(-1)}/index.mdx:${lineIn('stockboy/index.mdx', 'featured:')}:1  `)}` +
      escapeRegExp(
        `featured: 7 studies are featured and the home page shows 6: this one (number 7 by order) would not appear (set featured: false here or on one of ${[...own, ...added].slice(0, MAX_FEATURED).join(', ')})`,
      ) +
      '$',
    'm',
  );
}

/** Everything before the first stack-trace line: where a staff member reads. */
const headOf = (output: string) => {
  const trace = output.search(/^\s+at /m);
  return trace < 0 ? output : output.slice(0, trace);
};

/**
 * How `npm run <script>` runs in the copy: the package's command for it in a shell, with the
 * package's node_modules/.bin first on PATH (in `dir`, the copy unless told); `env` added to the
 * environment, and as outside a GitHub workflow unless `env` says otherwise (the pull-request
 * workflow runs this suite too).
 * Without npm's own start-up, a second of a core per run, which some 150 runs here took.
 */
function npmRun(script: string, env: NodeJS.ProcessEnv, dir = site) {
  const {scripts} = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const bin = path.join(dir, 'node_modules', '.bin');
  return {
    args: ['-c', scripts[script] as string],
    options: {
      cwd: dir,
      env: {
        ...process.env,
        PATH: `${bin}${path.delimiter}${process.env.PATH}`,
        FORCE_COLOR: '0',
        GITHUB_ACTIONS: 'false',
        ...env,
      },
    },
  };
}

/** `npm run <script>` in the copy (npmRun), with `env` added to the environment. */
const run = (script: string, env: NodeJS.ProcessEnv = {}) => {
  const {args, options} = npmRun(script, env);
  return spawnSync('sh', args, {...options, encoding: 'utf8'});
};

/** What a run said: its exit status, and its output (standard output, then errors). */
interface Said {
  status: number | null;
  output: string;
}

let pristine: string;
/** The studies' folders of the copy's media bucket (static/media/case-studies), as shipped. */
const mediaOf = (dir = site) => path.join(dir, 'static/media/case-studies');

beforeAll(() => {
  site = testCopy('mistakes-');
  pristine = path.join(site, '.pristine-case-studies');
  fs.cpSync(studies(), pristine, {recursive: true});
  fs.cpSync(mediaOf(), `${pristine}-bucket`, {recursive: true});
});

/** Puts the copy's case studies back as shipped, and their clips. */
const restoreStudies = () => {
  fs.rmSync(studies(), {recursive: true, force: true});
  fs.cpSync(pristine, studies(), {recursive: true});
  fs.rmSync(mediaOf(), {recursive: true, force: true});
  fs.cpSync(`${pristine}-bucket`, mediaOf(), {recursive: true});
};

afterEach(restoreStudies);

afterAll(() => {
  if (site) fs.rmSync(site, {recursive: true, force: true});
});

test('the shipped studies pass the check', () => {
  const result = run('check');
  expect(result.stdout + result.stderr).toMatch(/every case study is fine/);
  expect(result.status).toBe(0);
});

test("the check keeps each story's parse for the next, and parses a story edited since", () => {
  // scripts/lib/story-trees.cjs: one tree for each text the check read, by the text's hash.
  const kept = path.join(site, 'node_modules/.cache/site-check/story-trees.bin');
  const keys = () =>
    new Set(
      (v8.deserialize(fs.readFileSync(kept)).trees as [string, Uint8Array][]).map(([k]) => k),
    );
  fs.rmSync(kept, {force: true});
  expect(run('check').status).toBe(0);
  const before = keys();
  // Each study's story, and the template's (its texts are compared with the studies').
  expect(before.size).toBe(studiesOf(site).length + 1);
  const unchanged = fs.statSync(kept).mtimeMs;
  expect(run('check').status).toBe(0);
  expect(fs.statSync(kept).mtimeMs).toBe(unchanged);

  // An edit with a mistake in it: read anew, and named, not hidden by the tree kept before it.
  addToStory('Read [the press release]().')();
  const result = run('check');
  expect(result.status).not.toBe(0);
  expect(headOf(result.stdout + result.stderr)).toMatch(
    /case-studies\/stockboy\/index\.mdx:\d+:\d+ {2}link: /,
  );
  const after = keys();
  expect([...before].filter((key) => !after.has(key))).toHaveLength(1);
  expect([...after].filter((key) => !before.has(key))).toHaveLength(1);
});

test('a study saved by Windows Notepad (a byte-order mark, CR LF line ends) passes the check', () => {
  // Unmet, the check found no front matter after the invisible mark and said each field "is
  // required", where Docusaurus (gray-matter) reads the file and builds the page.
  newStudy('notepad-study', (t) => `\uFEFF${t.replace(/\n/g, '\r\n')}`);
  const result = run('check');
  expect(result.stdout + result.stderr).toMatch(/every case study is fine/);
  expect(result.status).toBe(0);
});

test("a new study with the template's text left in: check and build name each text", () => {
  // Unmet, "First highlight" and "What the client faced when they came to us..." were published.
  spawnSync(process.execPath, ['scripts/new-case-study.mjs', 'acme-launch'], {cwd: site});
  fs.copyFileSync(file('stockboy/cover.jpg'), file('acme-launch/cover.jpg'));
  ownCover(file('acme-launch'), 'acme-launch');
  const generated = fs.readFileSync(file('acme-launch/index.mdx'), 'utf8');
  writeOwnWords(file('acme-launch/index.mdx'), 'Acme');
  // The author's own words pass, under the template's headings, block labels and buttons.
  expect(run('check').status).toBe(0);

  const kept = 'What the client faced when they came to us, in two or three short paragraphs.';
  edit('acme-launch/index.mdx', (t) =>
    t
      .replace(/^ {2}- First highlight, Acme$/m, '  - First highlight')
      .replace('## The challenge\n', `## The challenge\n\n${kept}\n`),
  );
  const at = (start: string) =>
    lineOf(fs.readFileSync(file('acme-launch/index.mdx'), 'utf8'), start);
  for (const script of ['check', 'build']) {
    const result = run(script);
    expect(result.status).not.toBe(0);
    expect(headOf(result.stdout + result.stderr)).toContain(
      `case-studies/acme-launch/index.mdx:${at('- First highlight')}:5  highlights[0]: "First highlight" is the template's text: write this study's own\n` +
        `case-studies/acme-launch/index.mdx:${at(kept)}:1  text: "What the client faced when they came to us, in two or thr..." is the template's text: write this study's own\n`,
    );
  }
  // Every text of the template is named in a study generated and left as it is.
  fs.writeFileSync(file('acme-launch/index.mdx'), generated);
  const checked = run('check');
  const said = checked.stdout + checked.stderr;
  const fields = frontMatterTexts(yaml.load(splitFrontMatter(generated).raw)).map((t) => t.field);
  expect(fields).toContain('highlights[2]');
  for (const field of fields) expect(said).toContain(`  ${field}: "`);
  expect(said).toMatch(/ {2}<HighlightTiles tiles\[2\]\.text>: "[^"]+" is the template's text/);
});

test('npm run new:case-study takes the name as staff write it, and says the address it made', () => {
  // It said '"Acme Spring Launch" must be lower-case letters, digits and single hyphens'.
  const result = spawnSync(process.execPath, ['scripts/new-case-study.mjs', 'Acme Spring Launch'], {
    cwd: site,
    encoding: 'utf8',
  });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(result.stdout).toContain(
    '"Acme Spring Launch" is written acme-spring-launch in an address',
  );
  expect(result.stdout).toContain('http://localhost:3000/acme-spring-launch');
  expect(fs.existsSync(file('acme-spring-launch/index.mdx'))).toBe(true);
});

test('npm run new:case-study answers --help with how to use it, and makes no study of an option', () => {
  // `-- --help` wrote case-studies/help/index.mdx, a page at /help.
  const generate = (...args: string[]) =>
    spawnSync(process.execPath, ['scripts/new-case-study.mjs', ...args], {
      cwd: site,
      encoding: 'utf8',
    });
  const before = fs.readdirSync(file('.')).sort();
  const help = generate('--help');
  expect(help.status).toBe(0);
  expect(help.stdout).toContain('npm run new:case-study -- <name>');
  const wrong = generate('--name', 'acme');
  expect(wrong.status).toBe(1);
  expect(wrong.stderr).toContain('new:case-study: --name is not an option; give only the name.');
  expect(fs.readdirSync(file('.')).sort()).toEqual(before);
});

test('npm run new:case-study dates a study today where it is written, not in UTC', () => {
  // The UTC date was the next day's every evening in Chicago. At any hour, one of these two
  // zones (UTC+14 and UTC-11) has another date than UTC.
  for (const [zone, name] of [
    ['Pacific/Kiritimati', 'acme-east'],
    ['Pacific/Pago_Pago', 'acme-west'],
  ]) {
    const dayThere = () => new Intl.DateTimeFormat('en-CA', {timeZone: zone}).format(new Date());
    const before = dayThere();
    const result = spawnSync(process.execPath, ['scripts/new-case-study.mjs', name], {
      cwd: site,
      encoding: 'utf8',
      env: {...process.env, TZ: zone},
    });
    const after = dayThere();
    expect(result.status).toBe(0);
    const dated = /^date: (.*)$/m.exec(fs.readFileSync(file(`${name}/index.mdx`), 'utf8'))?.[1];
    // Midnight there may pass while it runs: then either day is right.
    expect([before, after]).toContain(dated);
  }
});

test("npm run new:case-study refuses a study's former address, and reads the order as the check does", () => {
  // It made the study, whose page the build then hid behind the other study's former address
  // (the check named it only on that other study).
  aboveCover('formerly: [/stock-boy]')();
  const generate = (name: string) =>
    spawnSync(process.execPath, ['scripts/new-case-study.mjs', name], {
      cwd: site,
      encoding: 'utf8',
    });
  const refused = generate('Stock Boy');
  expect(refused.status).toBe(1);
  expect(refused.stderr).toBe(
    'new:case-study: "stock-boy" is the former address of case-studies/stockboy (its formerly), whose visitors are sent on to it; choose another name\n',
  );
  expect(fs.existsSync(file('stock-boy'))).toBe(false);
  // A study written as one file (acme-solo.mdx) counts as a folder's does: the script read folders
  // only, so it took this one's former address and repeated its order.
  const highest = Math.max(...studiesOf(site).map((study) => study.order));
  fs.writeFileSync(
    file('acme-solo.mdx'),
    `---\ntitle: A study in one file\norder: ${highest + 10}\nformerly: [/acme-old]\n---\n\nIts story.\n`,
  );
  expect(studiesOf(site).map((study) => study.permalink)).toContain('/acme-solo');
  const refusedToo = generate('acme old');
  expect(refusedToo.stderr).toBe(
    'new:case-study: "acme-old" is the former address of case-studies/acme-solo.mdx (its formerly), whose visitors are sent on to it; choose another name\n',
  );
  expect(generate('acme-next').status).toBe(0);
  expect(fs.readFileSync(file('acme-next/index.mdx'), 'utf8')).toMatch(
    new RegExp(`^order: ${highest + 11}$`, 'm'),
  );
});

/**
 * Runs `steps` in the copy made a git clone whose branch `main` holds its studies as they are;
 * `said()` is what the check then prints, compared with `main` (in a pull request, the base branch's tip: .github/workflows/
 * pull-request.yml). It passes: a study or tag removed on purpose keeps nothing.
 */
function onBranch(steps: (said: () => string, git: (...args: string[]) => void) => void) {
  const git = (...args: string[]) =>
    spawnSync('git', ['-c', 'user.name=Staff', '-c', 'user.email=staff@example.com', ...args], {
      cwd: site,
      encoding: 'utf8',
    });
  try {
    git('init', '-q', '-b', 'main');
    git('add', 'case-studies');
    git('commit', '-q', '-m', 'The studies as published');
    steps(() => {
      const result = run('check', {CASE_STUDIES_BASE: 'main'});
      expect(result.status).toBe(0);
      return result.stdout + result.stderr;
    }, git);
  } finally {
    fs.rmSync(path.join(site, '.git'), {recursive: true, force: true});
  }
}

test('a study renamed on a branch without its old address is warned of, at the study it became', () => {
  // Renamed in a file manager, then added to git: its old address, shared and indexed, led to
  // the 404 page, and nothing said so.
  onBranch((said, git) => {
    fs.renameSync(file('stockboy'), file('stockboy-chicago'));
    expect(said()).toContain(
      'case-studies/stockboy/index.mdx:1:1  study: case-studies/stockboy/ is on main and gone here, so /stockboy would lead to the 404 page: if the study was renamed, add formerly: [stockboy] to the one it became (removed on purpose: nothing to do)',
    );
    git('add', '-A', 'case-studies');
    expect(said()).toContain(
      'case-studies/stockboy-chicago/index.mdx:1:1  formerly: this study was case-studies/stockboy/ on main: add formerly: [stockboy] to its front matter, so that links to /stockboy still arrive',
    );
    edit('stockboy-chicago/index.mdx', (t) =>
      t.replace(/^cover:$/m, 'formerly: [stockboy]\ncover:'),
    );
    expect(said()).not.toContain('stockboy still arrive');
  });
});

test('a study written as one file and removed on a branch is named as it was written', () => {
  // It was named as a folder, case-studies/acme-solo/, which never was.
  fs.writeFileSync(file('acme-solo.mdx'), '---\ntitle: A study in one file\n---\n\nIts story.\n');
  onBranch((said) => {
    fs.rmSync(file('acme-solo.mdx'));
    expect(said()).toContain(
      'case-studies/acme-solo.mdx:1:1  study: case-studies/acme-solo.mdx is on main and gone here, so /acme-solo would lead to the 404 page: if the study was renamed, add formerly: [acme-solo] to the one it became (removed on purpose: nothing to do)',
    );
  });
});

test('a tag renamed on a branch without its old key is warned of, at the tag it became', () => {
  // Its page's address is its key: the old one, shared and indexed, led to the 404 page.
  // On main, a tag no study has yet (no page).
  fs.appendFileSync(file('tags.yml'), 'retail:\n  label: Retail\n  description: Shops.\n');
  onBranch((said) => {
    // Renamed (its label and description kept), and in every study that has it.
    edit('tags.yml', (t) => t.replace(/^apparel:$/m, 'apparel-brands:'));
    const carrying = studiesOf(site).filter((study) => study.tags.includes('apparel'));
    expect(carrying.length).toBeGreaterThan(0);
    for (const study of carrying)
      fs.writeFileSync(
        study.file,
        fs.readFileSync(study.file, 'utf8').replace(/^(tags: .*)\bapparel\b/m, '$1apparel-brands'),
      );
    expect(said()).toContain(
      `case-studies/tags.yml:${lineIn('tags.yml', 'apparel:')}:1  apparel-brands.formerly: this tag was apparel on main: add formerly: [apparel] under it, so that links to /case-studies/tags/apparel still arrive`,
    );
    edit('tags.yml', (t) =>
      t.replace(/^apparel-brands:\n((?: {2}.*\n)+)/m, 'apparel-brands:\n$1  formerly: [apparel]\n'),
    );
    expect(said()).not.toContain('tags/apparel still arrive');
    // Removed, from tags.yml and the studies; and the tag no study had.
    edit('tags.yml', (t) =>
      t.replace(/^social-media:\n(?: {2}.*\n)+/m, '').replace(/^retail:\n(?: {2}.*\n)+/m, ''),
    );
    for (const study of studiesOf(site).filter((s) => s.tags.includes('social-media')))
      fs.writeFileSync(
        study.file,
        fs.readFileSync(study.file, 'utf8').replace(/^(tags: .*)\bsocial-media, /m, '$1'),
      );
    const lines = said();
    expect(lines).not.toContain('tags/retail');
    expect(lines).toContain(
      'case-studies/tags.yml:1:1  social-media: the tag social-media is on main and gone here, so /case-studies/tags/social-media would lead to the 404 page: if the tag was renamed, add formerly: [social-media] under the one it became (removed on purpose: nothing to do)',
    );
  });
});

test("what Docusaurus's MDX reads passes the check: an HTML comment, a table, a heading's id, notes, a {/* note */}", () => {
  // The check read stories with MDX alone: it stopped on a <!-- note --> (and so stopped the
  // build, which reads it), and a :::note stopped it, and npm start, on a fault of ours.
  addToStory(
    [
      '<!-- TODO: the client quote -->',
      '',
      '### Before and after {#before-after}',
      '',
      '| Before | After |',
      '| ------ | ----- |',
      '| 3 days | 1 day |',
      '',
      ':::note',
      '',
      'Figures from the client.',
      '',
      ':::',
      '',
      // Docusaurus reads a title after the kind as the one in brackets.
      ':::tip Why it worked',
      '',
      'One voice across the drops.',
      '',
      ':::',
      '',
      'Sales grew {/* the figure to come */} in the first month.',
      '',
      // A file of the site's static/ folder, served as it is.
      "![The site's sharing card](/img/social-card.png)",
      '',
      // Headings' addresses as Docusaurus makes them: from the words, or given.
      'See [the story](#the-story) and [the figures](#before-after).',
      '',
      // A file beside the story, and a study by its file, which Docusaurus makes its address.
      'Read [the brief](./brief.pdf), or [this story](./index.mdx).',
    ].join('\n'),
  )();
  fs.writeFileSync(file('stockboy/brief.pdf'), '%PDF-1.4\n');
  const result = run('check');
  expect(result.stdout + result.stderr).toMatch(/every case study is fine/);
  expect(result.status).toBe(0);
});

test("the guide's example of what the check says is what it says", () => {
  // case-studies/README.md, step 5: a study from the template with two highlights and its cover
  // saved as Cover.jpg. All it says, and no line that contradicts another ("write ./Cover.jpg"
  // was said beside "rename it cover.jpg").
  const guide = fs.readFileSync(path.join(ROOT, 'case-studies/README.md'), 'utf8');
  const example = /for example:\n\n\s*```text\n([\s\S]*?)```/.exec(guide)![1];
  const lines = example
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  spawnSync(process.execPath, ['scripts/new-case-study.mjs', 'acme-rebrand'], {cwd: site});
  writeOwnWords(file('acme-rebrand/index.mdx'), 'Acme');
  edit('acme-rebrand/index.mdx', (t) => t.replace(/^ {2}- Third highlight.*\n/m, ''));
  fs.copyFileSync(file('stockboy/cover.jpg'), file('acme-rebrand/Cover.jpg'));
  const said = run('check').stderr.split('\n');
  expect(said.filter((line) => line.startsWith('case-studies/'))).toEqual(lines);
});

test('a link to a page of the index is checked against the pages the build makes', () => {
  // The check called /case-studies/page/2 "no page of the site", though the build made it.
  // One card a page: the last page is the number of listed studies.
  const last = listedStudies(site).length;
  expect(last).toBeGreaterThan(1);
  addToStory(
    `See [the first story](/case-studies/page/${last}) and [no story](/case-studies/page/${last + 1}).`,
  )();
  const said = run('check', {CASE_STUDIES_PER_PAGE: '1'}).stderr;
  expect(said).not.toContain(`"/case-studies/page/${last}"`);
  expect(said).toContain(`link: "/case-studies/page/${last + 1}" leads to no page of the site`);
});

test("in a pull request's checks, each line is also an annotation on the file's line", () => {
  // GitHub pins a workflow's ::error lines to the file and line under "Files changed", where the
  // member of staff who opened the pull request looks (the log holds the same lines).
  addToStory('Sales grew {fast}, 100% of it online, in the first month.')();
  const result = run('check', {GITHUB_ACTIONS: 'true'});
  expect(result.status).toBe(1);
  const line = lineIn('stockboy/index.mdx', '## The story') + 2;
  expect(result.stdout.split('\n')).toContain(
    `::error file=case-studies/stockboy/index.mdx,line=${line},col=12,title={fast}::MDX reads what is between { and } as code, and the page would stop ("fast is not defined"): write the words themselves, and braces meant as text as \\{ and \\}; a note to yourself goes in {/* … */}`,
  );
  // Outside a workflow, none.
  expect(run('check').stdout).not.toContain('::error');
});

test('a cover saved small, from a web page or an email: the check says so, and passes', async () => {
  // Unmet, `npm run check` said "every case study is fine" and the study showed its cover
  // upscaled and soft: only the build's log, which staff do not read, said it.
  const cover = file('stockboy/cover.jpg');
  await sharp(fs.readFileSync(cover)).resize(320).toFile(cover);
  const result = run('check', {GITHUB_ACTIONS: 'true'});
  expect(result.status).toBe(0);
  const line = lineIn('stockboy/index.mdx', 'src: ./cover.jpg');
  const said = '"./cover.jpg" is 320 px wide but shows up to 960 px wide, so it will look soft';
  expect(result.stderr).toContain(`case-studies/stockboy/index.mdx:${line}:3  cover.src: ${said}`);
  expect(result.stderr).toContain('check: 1 warning above: the site builds');
  expect(result.stdout).toContain('check: nothing stops the build');
  // In a pull request, pinned to the line, as a warning.
  expect(result.stdout).toContain(
    `::warning file=case-studies/stockboy/index.mdx,line=${line},col=3,title=cover.src::${said}`,
  );
  // A story's picture left in the media bucket, which the build cannot make smaller, likewise
  // (the check printed the build's own "[WARNING]", with no line).
  addToStory('![The shop](https://media.example.com/case-studies/stockboy/shop.jpg)')();
  const bucket = run('check', {SITE_MEDIA_URL: 'https://media.example.com'});
  expect(bucket.status).toBe(0);
  expect(bucket.stderr).toMatch(
    atAddedLine(
      1,
      '!\\[The shop\\]: "https://media\\.example\\.com/case-studies/stockboy/shop\\.jpg" is an external image, so the build cannot make phone-sized versions of it',
    ),
  );
  // And its clips cannot be looked up there (example.com's names lead nowhere, offline or not).
  expect(bucket.stderr).toMatch(
    new RegExp(
      `^case-studies/budbilliken/index\\.mdx:\\d+:3 {2}media bucket: https://media\\.example\\.com did not answer, so this and \\d+ more of its files the studies show could not be checked \\(offline\\?\\)`,
      'm',
    ),
  );
  expect(bucket.stderr).toContain('check: 3 warnings above');
});

test("a section added below the study's closing link: the check says where the story ends, and passes", () => {
  // Unmet, photos added at the end of the file, as the template leaves it, showed under "Back to
  // Success Stories" and the call to get in touch, and nothing said so.
  const good = fs.readFileSync(file('stockboy/index.mdx'), 'utf8');
  edit(
    'stockboy/index.mdx',
    (t) => `${t}\n## From the pop-up\n\n![The queue at the pop-up](./cover.jpg)\n`,
  );
  const result = run('check');
  expect(result.status).toBe(0);
  const line = (start: string) =>
    lineOf(fs.readFileSync(file('stockboy/index.mdx'), 'utf8'), start);
  expect(result.stderr).toContain(
    `case-studies/stockboy/index.mdx:${line('## From the pop-up')}:1  story: "## From the pop-up" and what follows it show below the link back to the stories (<BackToStories />, line ${lineOf(good, '<BackToStories')}), which closes the page: move them above the <CallToAction> on line ${lineOf(good, '<CallToAction')}, where the story ends`,
  );
  expect(result.stderr).toContain('check: 1 warning above: the site builds');
});

test('a portrait cover, whose frame keeps its middle: the check says so until position says what to keep', async () => {
  // Unmet, a phone's portrait photo showed on its card and page cut to its middle band, a face
  // high in it cut off at the forehead, and nothing said so.
  const cover = file('stockboy/cover.jpg');
  await sharp(fs.readFileSync(cover)).resize(1600, 2400, {fit: 'cover'}).toFile(`${cover}.new`);
  fs.renameSync(`${cover}.new`, cover);
  const result = run('check');
  expect(result.status).toBe(0);
  const line = lineIn('stockboy/index.mdx', 'src: ./cover.jpg');
  expect(result.stderr).toContain(
    `case-studies/stockboy/index.mdx:${line}:3  cover.src: "./cover.jpg" is 1600 × 2400 px, and its 16:10 frame (its card, the top of its page) shows the middle 42 % of its height: if what matters is elsewhere (a face high in a portrait), add position: top (or bottom) under cover; position: center says the middle is right`,
  );
  expect(result.stderr).toContain('check: 1 warning above: the site builds');
  // Said, it is kept: top, or the centre on purpose.
  const story = fs.readFileSync(file('stockboy/index.mdx'), 'utf8');
  for (const position of ['top', 'center']) {
    coverWritten(`./cover.jpg\n  position: ${position}`)();
    const kept = run('check');
    expect([position, kept.status, kept.stderr]).toEqual([position, 0, '']);
    fs.writeFileSync(file('stockboy/index.mdx'), story);
  }
});

test("a clip's path mistyped, or the clip never put in the bucket: the check says so, and passes", () => {
  // Unmet, the check and the build passed, and the published page showed "This video cannot play
  // right now" where the clip was to be.
  const [clip] = /case-studies\/stockboy\/[\w-]+\.mp4/.exec(
    fs.readFileSync(file('stockboy/index.mdx'), 'utf8'),
  )!;
  const typo = clip.replace(/s?\.mp4$/, (end) => (end === 's.mp4' ? '.mp4' : 's.mp4'));
  edit('stockboy/index.mdx', (t) => t.replace(clip, typo));
  const result = run('check');
  expect(result.status).toBe(0);
  expect(result.stderr).toContain(
    `case-studies/stockboy/index.mdx:${lineIn('stockboy/index.mdx', '<Video') + 1}:3  <Video src>: "${typo}" is not in the media bucket (static/media/, as this build is set up; did you mean "${clip}"?): upload the file there, or fix the path; visitors would see "This video cannot play right now"`,
  );
  expect(result.stderr).toContain('check: 1 warning above');
});

test('a clip as a phone or an editor exports it (HEVC, 80 Mbps, its index at its end, a portrait reel behind a landscape poster, sound without captions): the check names each, and passes', () => {
  // Unmet, the check and the build passed; the published page showed "This video cannot play
  // right now" in Firefox and on many phones and PCs, or a 4K clip stopped to load as it played.
  const [clip] = /case-studies\/stockboy\/[\w-]+\.mp4/.exec(
    fs.readFileSync(file('stockboy/index.mdx'), 'utf8'),
  )!;
  const inBucket = path.join(site, 'static/media', clip);
  const sample = fs.readFileSync(inBucket);
  const at = `case-studies/stockboy/index.mdx:${lineIn('stockboy/index.mdx', '<Video') + 1}:3  <Video src>: "${clip}"`;
  try {
    fs.copyFileSync(path.join(__dirname, '../fixtures/clips/hevc.mp4'), inBucket);
    let result = run('check');
    expect(result.status).toBe(0);
    expect(result.stderr).toContain(
      `${at} is HEVC (H.265), which Firefox and many Android phones and Windows PCs cannot play: visitors there would see "This video cannot play right now". Export it again as H.264`,
    );
    expect(result.stderr).toContain('check: 1 warning above');

    // The sample clip (six seconds) as heavy as a phone's 4K recording: 60 MB, and its index at
    // its end (ffmpeg's own output, without +faststart).
    fs.copyFileSync(path.join(__dirname, '../fixtures/clips/index-at-end.mp4'), inBucket);
    result = run('check');
    expect(result.stderr).toContain(`${at} has its index at its end`);
    // A phone's portrait reel behind the study's landscape poster.
    fs.copyFileSync(path.join(__dirname, '../fixtures/clips/portrait.mp4'), inBucket);
    result = run('check');
    expect(result.stderr).toMatch(
      new RegExp(
        `${escapeRegExp(at)} is 90 × 160 px \\(portrait\\), and the player takes the shape of its poster, "\\./[\\w-]+\\.jpg", 1920 × 1080 px \\(landscape\\): the clip would fill 32 % of the player's width, with bars at its sides\\. Use a still of the clip as its poster, or write width=\\{90\\} height=\\{160\\}`,
      ),
    );
    // A clip with sound, its captions line left out: visitors who cannot hear it miss it all.
    fs.copyFileSync(path.join(__dirname, '../fixtures/clips/with-sound.mp4'), inBucket);
    const story = fs.readFileSync(file('stockboy/index.mdx'), 'utf8');
    edit('stockboy/index.mdx', (t) => t.replace(/^ {2}captions=.*\n/m, ''));
    result = run('check');
    fs.writeFileSync(file('stockboy/index.mdx'), story);
    expect(result.stderr).toContain(
      `${at} has sound and no captions, so visitors who cannot hear it (or watch with the sound off, as most do on a phone) miss what it says: add captions="${clip.replace(/\.mp4$/, '')}.en.vtt"`,
    );
    fs.writeFileSync(inBucket, sample);
    fs.truncateSync(inBucket, 60e6);
    result = run('check');
    expect(result.status).toBe(0);
    expect(result.stderr).toContain(
      `${at} is 1280 × 720 px at 80 Mbps (60 MB for 6 s), more than a phone's connection carries as it plays`,
    );
  } finally {
    fs.writeFileSync(inBucket, sample);
  }
  expect(run('check').stderr).not.toContain('<Video src>');
});

test("a partner's logo as its brand kit has it (a PNG of megabytes): the check says to export it lighter, and passes", async () => {
  // Unmet, every visitor of the study downloaded it whole for a logo 160 px wide: the bucket's
  // files are not resized by the build.
  const story = fs.readFileSync(file('budbilliken/index.mdx'), 'utf8');
  const [written] = /partners\/[\w-]+\.svg/.exec(story)!;
  const heavy = path.join(site, 'static/media/partners/brand-kit.png');
  await sharp(Buffer.from(crypto.randomBytes(1200 * 600 * 3)), {
    raw: {width: 1200, height: 600, channels: 3},
  })
    .png()
    .toFile(heavy);
  try {
    edit('budbilliken/index.mdx', (t) => t.replace(written, 'partners/brand-kit.png'));
    const result = run('check');
    expect(result.status).toBe(0);
    expect(result.stderr).toMatch(
      /^case-studies\/budbilliken\/index\.mdx:\d+:\d+ {2}<PartnerLogos partners\[0\]\.logo>: "partners\/brand-kit\.png" is 2\.\d MB, and a logo shows at most 160 px wide \(480 px on a phone's screen\): every visitor downloads all of it\. Export it as SVG, or as a PNG 480 px wide, and upload it in its place$/m,
    );
  } finally {
    fs.writeFileSync(file('budbilliken/index.mdx'), story);
    fs.rmSync(heavy, {force: true});
  }
});

test("a camera's original photo: the check says to export it lighter, and passes", async () => {
  // Unmet, a 6000 px original went into git with its study: visitors saw no difference (the build
  // makes their copies), and every clone of the site, and every pull request's checks, fetched
  // its megabytes for good.
  const photo = file('stockboy/team-at-work.jpg');
  await sharp(file('stockboy/cover.jpg')).resize(6000).jpeg({quality: 95}).toFile(photo);
  expect(fs.statSync(photo).size).toBeGreaterThan(HEAVY_FILE_BYTES);
  addToStory('![The team at work](./team-at-work.jpg)')();
  const result = run('check', {GITHUB_ACTIONS: 'true'});
  expect(result.status).toBe(0);
  expect(result.stderr).toMatch(
    /^case-studies\/stockboy\/team-at-work\.jpg:1:1 {2}picture: "team-at-work\.jpg" is \d+\.\d MB \(6000 × \d+ px\), though visitors get at most \d+ px of it \(the build makes their copies\): git would keep every byte in every copy of the site, for good\. Export it again 2400 px wide/m,
  );
  expect(result.stdout).toContain(
    '::warning file=case-studies/stockboy/team-at-work.jpg,line=1,col=1,title=picture::"team-at-work.jpg" is ',
  );
  // Exported as the guide asks, it passes without a word.
  fs.copyFileSync(file('stockboy/cover.jpg'), photo);
  const again = run('check');
  expect(again.status).toBe(0);
  expect(again.stdout + again.stderr).not.toContain('team-at-work.jpg');
});

test('originals set aside beside the studies: the check says to keep them outside the site, and passes', () => {
  // Unmet, a camera's originals and an old clip kept "just in case" (_originals/, _archive/)
  // passed, as no page reads what is set aside, and git carried them in every copy of the site.
  const heavy = (name: string) => {
    fs.mkdirSync(path.dirname(file(name)), {recursive: true});
    fs.closeSync(fs.openSync(file(name), 'w'));
    fs.truncateSync(file(name), HEAVY_FILE_BYTES + 1);
  };
  heavy('stockboy/_originals/IMG_2041.JPG');
  heavy('_archive/old-recap.mov');
  fs.writeFileSync(file('stockboy/_notes.mdx'), 'Call the client on Monday.\n');
  const result = run('check');
  expect(result.status).toBe(0);
  const said = (name: string) =>
    `${name}:1:1  file: "${path.basename(name)}" is set aside (no page shows it), and is 3.0 MB: git would keep every byte in every copy of the site, for good. Keep originals outside the site (on a shared drive) and remove it from this folder`;
  expect(result.stderr.split('\n').filter((line) => line.includes('is set aside'))).toEqual([
    said('case-studies/_archive/old-recap.mov'),
    said('case-studies/stockboy/_originals/IMG_2041.JPG'),
  ]);
});

test("a network's embed code is named once, at its start, and its script once", () => {
  // Unmet, Instagram's was a line for each of its six style="..." and one for its script, and
  // none said to use <SocialEmbed>.
  const tiktok =
    '<blockquote class="tiktok-embed" cite="https://www.tiktok.com/@stockboy/video/7301234567890123456" data-video-id="7301234567890123456" style="max-width: 605px;min-width: 325px;" > <section> <a target="_blank" title="@stockboy" href="https://www.tiktok.com/@stockboy?refer=embed">@stockboy</a> The drop </section> </blockquote> <script async src="https://www.tiktok.com/embed.js"></script>';
  addToStory(`${INSTAGRAM_EMBED}\n\n${tiktok}`)();
  const result = run('check');
  expect(result.status).toBe(1);
  const at = lineIn('stockboy/index.mdx', '## The story') + 2;
  expect(result.stderr.split('\n').filter((line) => line.startsWith('case-studies/'))).toEqual([
    `case-studies/stockboy/index.mdx:${at}:1  <blockquote class="instagram-media">: is Instagram's embed code, which the published site cannot run (it blocks other websites' code for its visitors' safety), and whose style="..." would stop the page: write <SocialEmbed url="https://www.instagram.com/p/C1a2B3c4D5e/" caption="What the post shows" /> in its place`,
    `case-studies/stockboy/index.mdx:${at + 1}:1  <script>: is Instagram's embed script, which the published site blocks for its visitors' safety: remove it (<SocialEmbed> loads what the post needs)`,
    `case-studies/stockboy/index.mdx:${at + 3}:1  <blockquote class="tiktok-embed">: is TikTok's embed code, which the published site cannot run (it blocks other websites' code for its visitors' safety), and whose style="..." would stop the page: link to the post instead, [What it shows](https://www.tiktok.com/@stockboy/video/7301234567890123456)`,
    `case-studies/stockboy/index.mdx:${at + 3}:${tiktok.indexOf('<script') + 1}  <script>: is TikTok's embed script, which the published site blocks for its visitors' safety: remove it`,
  ]);
});

test('files a computer adds to a folder by itself are not named', () => {
  // macOS's Finder, Windows' Explorer and Office (while a brief is open) write these; the check
  // said ".DS_Store" must be renamed ".ds_store", and every build on that Mac stopped.
  for (const name of ['.DS_Store', 'Thumbs.db', 'desktop.ini', '~$brief.docx'])
    fs.writeFileSync(file(`stockboy/${name}`), '');
  const result = run('check');
  expect(result.stdout + result.stderr).toMatch(/every case study is fine/);
  expect(result.status).toBe(0);
});

test('pictures in a folder of the study, and what staff set aside with _, pass when shown', () => {
  fs.mkdirSync(file('stockboy/photos'));
  fs.copyFileSync(file('stockboy/cover.jpg'), file('stockboy/photos/team-at-work.jpg'));
  addToStory('![The team at work](./photos/team-at-work.jpg)')();
  fs.mkdirSync(file('stockboy/_set-aside'));
  fs.copyFileSync(file('stockboy/cover.jpg'), file('stockboy/_set-aside/IMG_2041.JPG'));
  fs.copyFileSync(file('stockboy/index.mdx'), file('stockboy/_index-old.mdx'));
  const result = run('check');
  expect(result.stdout + result.stderr).toMatch(/every case study is fine/);
  expect(result.status).toBe(0);
});

test("the guide's examples of blocks pass the check's rules on blocks", () => {
  // What case-studies/README.md teaches must not be what the check rejects.
  const guide = fs.readFileSync(path.join(ROOT, 'case-studies/README.md'), 'utf8');
  const examples = [...guide.matchAll(/```mdx\n([\s\S]*?)```/g)].map((m) => m[1]);
  expect(examples.length).toBeGreaterThanOrEqual(9);
  newStudy('guide-examples', (t) =>
    t.replace('## The story\n', `## The story\n\n${examples.join('\n')}\n`),
  );
  // Its pictures (./recap-poster.jpg, ...): a photo each, a poster the clip's shape. Its clips,
  // captions and logos in the bucket (case-studies/acme-rebrand/recap.mp4, partners/acme.svg), as
  // their uploader would put them: the sample clip (16:9, as its poster), captions in WebVTT.
  for (const [, picture] of examples.join('\n').matchAll(/"\.\/([\w-]+\.jpg)"/g))
    fs.copyFileSync(
      file(picture.includes('poster') ? 'stockboy/highlights-poster.jpg' : 'stockboy/cover.jpg'),
      file(`guide-examples/${picture}`),
    );
  for (const [, media] of examples.join('\n').matchAll(/["'](\w[\w-]*\/[\w./-]+\.\w+)["']/g)) {
    const to = path.join(site, 'static/media', media);
    fs.mkdirSync(path.dirname(to), {recursive: true});
    if (media.endsWith('.mp4'))
      fs.copyFileSync(path.join(site, 'static/media/case-studies/stockboy/highlights.mp4'), to);
    else fs.writeFileSync(to, media.endsWith('.vtt') ? 'WEBVTT\n' : '');
  }
  const result = run('check');
  const blockLines = (result.stdout + result.stderr)
    .split('\n')
    .filter((line) => /^case-studies\/guide-examples\/\S+ {2}<[A-Z]/.test(line));
  expect(blockLines).toEqual([]);
  // It did read them: a misspelt attribute in the same place is named.
  edit('guide-examples/index.mdx', (t) => t.replace('<Carousel label=', '<Carousel lable='));
  const again = run('check');
  expect(again.stdout + again.stderr).toContain('<Carousel lable>');
});

/**
 * What `npm run check` said of each mistake, found once for the tests below: each mistake is
 * made in the copy, its case studies moved to a lane (a copy of its own) and the copy's put
 * back, all before anything else runs, then checked there by the lane's checker (startChecker);
 * one lane a core, up to four, so the checks (a core each) run side by side. A mistake that could
 * not be made keeps its error. The script itself (its exit status and printing) is run by the
 * tests above and below.
 */
const said = new Map<string, Said | Error>();

async function checkEachMistake() {
  const lanes = Array.from({length: Math.min(4, Math.max(2, os.availableParallelism()))}, () =>
    testCopy('mistakes-lane-'),
  );
  const checkers = lanes.map(startChecker);
  let next = 0;
  try {
    await Promise.all(
      lanes.map(async (lane, i) => {
        while (next < MISTAKES.length) {
          const mistake = MISTAKES[next++];
          let checked: Promise<Said | Error>;
          try {
            mistake.apply();
            fs.rmSync(path.join(lane, 'case-studies'), {recursive: true, force: true});
            fs.renameSync(studies(), path.join(lane, 'case-studies'));
            fs.rmSync(mediaOf(lane), {recursive: true, force: true});
            fs.renameSync(mediaOf(), mediaOf(lane));
            checked = checkers[i].check();
          } catch (error) {
            checked = Promise.resolve(error as Error);
          } finally {
            restoreStudies();
          }
          said.set(mistake.name, await checked);
        }
      }),
    );
  } finally {
    await Promise.all(checkers.map((checker) => checker.stop()));
    for (const lane of lanes) fs.rmSync(lane, {recursive: true, force: true});
  }
}

/**
 * A checker in `lane` (checker.mjs): `npm run check`'s own code, loaded once, that checks the
 * lane each time it is asked, as `npm run check` run there would (npmRun's environment).
 */
function startChecker(lane: string) {
  const {options} = npmRun('check', {}, lane);
  const child = spawn(process.execPath, [path.join(__dirname, 'checker.mjs')], {
    ...options,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const replies: ((reply: unknown) => void)[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const failed = exited.then(() => new Error(`the checker in ${lane} exited`));
  child.on('message', (reply) => replies.shift()?.(reply));
  const ready = new Promise((resolve) => replies.push(resolve));
  return {
    async check(): Promise<Said | Error> {
      await Promise.race([ready, failed]);
      const reply = new Promise<Said>((resolve) => replies.push(resolve as (r: unknown) => void));
      child.send('check');
      return Promise.race([reply, failed]);
    },
    async stop() {
      child.disconnect();
      await exited;
    },
  };
}

describe('each mistake', () => {
  beforeAll(checkEachMistake, 600_000);

  describe.each(MISTAKES)('$name', (mistake) => {
    test('npm run check stops and names the file and the line', () => {
      const result = said.get(mistake.name);
      if (result instanceof Error) throw result;
      expect(result?.status).not.toBe(0);
      expect(headOf(result!.output)).toMatch(mistake.expected);
    });
  });
});

test('npm run build runs the check first: it stops on a mistake, naming it, and builds nothing', () => {
  const [mistake] = MISTAKES;
  mistake.apply();
  const result = run('build');
  expect(result.status).not.toBe(0);
  expect(headOf(result.stdout + result.stderr)).toMatch(mistake.expected);
  expect(result.stdout + result.stderr).not.toContain('Creating an optimized production build');
  expect(fs.existsSync(path.join(site, 'build/index.html'))).toBe(false);
});

test('docusaurus build, run without the check, also stops on a seventh featured study', () => {
  const added = addFeatured(site, MAX_FEATURED + 1);
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', 'build'], {
    cwd: site,
    encoding: 'utf8',
    env: {...process.env, FORCE_COLOR: '0'},
  });
  expect(result.status).not.toBe(0);
  expect(headOf(result.stdout + result.stderr)).toMatch(
    new RegExp(
      `^case-studies/${path.basename(added.at(-1)!)}/index\\.mdx: featured: 7 studies are featured and the home page shows 6`,
      'm',
    ),
  );
  expect(fs.existsSync(path.join(site, 'build/index.html'))).toBe(false);
});
