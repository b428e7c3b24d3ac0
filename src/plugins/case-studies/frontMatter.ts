import * as z from 'zod';
import yaml from 'js-yaml';
import {NAME} from './names.cjs';
import {computerPathProblem} from '../images/computerPath';
import {FRAME_POSITIONS} from '../images/pipeline.cjs';
import {closestName} from '../../lib/closest';
import {formatDate, MONTHS} from '../../lib/dates';

/**
 * The case-study model: the one schema of a study's front matter, and the TypeScript type derived
 * from it (`CaseStudyFrontMatter`). The build, `npm run check`, the dev server's problem page and
 * every page component read front matter through this module only.
 *
 * Messages are written for the firm's staff: each names the field as they typed it ("cover.src",
 * "tags[0]") and says what was expected, e.g. `"highlights" must contain 3 items`.
 */

/** Author-facing messages, named so tests and the authoring guide quote them exactly. */
const MESSAGES = {
  highlights: 'must contain 3 items',
  imagePath:
    'must be the name of an image file beside the MDX file, like "./cover.jpg", or an https URL',
  socialImage:
    'must be the name of an image file beside the MDX file, starting with "./", or an https URL',
  remoteSize: 'is needed for an https image (the build reads it from local files only)',
  date: 'must be a date written like 2025-03-18',
  updated: 'must be on or after "date"',
  featuredUnlisted:
    'cannot be true for an unlisted study, which is on no list, the home page included (remove one of the two)',
  tag: 'must be a tag key from case-studies/tags.yml (lower case, hyphens), like brand-development',
  duplicate: 'is listed twice (keep one)',
  formerly:
    "must be an address the study had before, its folder's old name: lower case, hyphens, like stockboy-chicago",
} as const;

/** A former address (`stockboy-chicago`, `/stockboy-chicago`): a study's folder's old name. */
const FORMER = new RegExp(`^/?${NAME.source.slice(1, -1)}$`);

/**
 * The name a former address is written as, from a whole address
 * (`https://www.example.com/Stockboy-Chicago/` → stockboy-chicago); null when none is a name.
 */
export function formerName(written: string): string | null {
  const name =
    written
      .trim()
      .replace(/[?#].*$/, '')
      .replace(/\/+$/, '')
      .split('/')
      .at(-1)
      ?.toLowerCase() ?? '';
  return NAME.test(name) ? name : null;
}

/** What a former address written otherwise is told: the name to write, when there is one. */
function formerMessage(input: unknown): string {
  const name = typeof input === 'string' ? formerName(input) : null;
  return name ? `${MESSAGES.formerly} (write ${name})` : MESSAGES.formerly;
}

/** What is said of a tag not written as a key (`Brand Development`). */
export const TAG_MESSAGE = MESSAGES.tag;

const text = () => z.string().trim().min(1);

/**
 * What is wrong with a picture's description (its alt text), or null: the file's name
 * (`cover.jpg`, the camera's `IMG_2041`) or words that say only that there is a picture
 * (`Cover photo`), which is all a screen reader would say of it.
 */
export function altProblem(alt: string): string | null {
  const said = alt.trim();
  if (
    /\.(jpe?g|png|webp|avif|gif|heic|tiff?)$/i.test(said) ||
    /^(img|dsc|dscn|pxl|dji|gopr)[_-]?\d{3,}/i.test(said)
  )
    return `"${said}" is a file's name, not a description: write what the picture shows (a screen reader reads it out)`;
  const words = said
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter(Boolean);
  if (
    words.some((word) => PICTURE_WORDS.has(word)) &&
    words.every((word) => PICTURE_WORDS.has(word) || FILLER_WORDS.has(word))
  )
    return `"${said}" says only that there is a picture: write what it shows (a screen reader reads it out)`;
  return null;
}

/**
 * Words that say there is a picture, and where, but not what it shows: a description of only
 * these, and a few short words, is none ("Cover photo", "Hero image", "The main picture here").
 */
const PICTURE_WORDS = new Set(
  (
    'image images photo photos photograph picture pic img cover screenshot graphic banner ' +
    'thumbnail hero header placeholder'
  ).split(' '),
);
const FILLER_WORDS = new Set('a an the this our of here for featured main alt text'.split(' '));

/** A picture's description: text that says what the picture shows (altProblem()). */
export const altText = () =>
  text().superRefine((alt, ctx) => {
    const problem = altProblem(alt);
    if (problem) ctx.addIssue({code: 'custom', message: problem});
  });

/** A local file beside the MDX file ("./cover.jpg", "photos/cover.jpg") or an https URL. */
const imagePath = z
  .string()
  .trim()
  .regex(/^(https:\/\/[^\s]+|(\.\/)?[\w][\w\-./ ]*)$/, {
    error: (issue) => computerPathProblem(String(issue.input)) ?? MESSAGES.imagePath,
  });

/** Size in pixels: read from a local file, so only an https image states it. */
const size = z.number().int().positive();

/**
 * The part of a cover its 16:10 frame keeps when the photo is another shape (CSS's
 * object-position keywords, FRAME_POSITIONS): a portrait photo loses its top and bottom, a
 * panorama its sides, and the centre is kept unless this says otherwise (`top` for a face high in
 * a portrait). The build publishes that part only (pipeline.cjs, coverCrop()).
 */
const COVER_POSITIONS = FRAME_POSITIONS;

const coverPosition = z
  .string()
  .trim()
  // As a British writer spells it, too.
  .transform((written) => written.toLowerCase().replace(/^centre$/, 'center'))
  .pipe(
    z.enum(COVER_POSITIONS, {
      error: (issue) => {
        const near = closestName([...COVER_POSITIONS], String(issue.input));
        return `must be one of ${COVER_POSITIONS.join(', ')}: the part of the photo the frame keeps${near ? ` (did you mean "${near}"?)` : ''}`;
      },
    }),
  );

const imageSchema = z
  .strictObject(
    {
      /** A file beside the MDX file ("./cover.jpg"), or an https URL the build cannot optimise. */
      src: imagePath,
      /** Text alternative: what the image shows. */
      alt: altText(),
      /** Only for an https image; a local file's size is read from the file. */
      width: size.optional(),
      height: size.optional(),
      /** Which part of the photo the 16:10 frame keeps (COVER_POSITIONS); the centre if none. */
      position: coverPosition.optional(),
    },
    {
      error: (issue) =>
        issue.code === 'invalid_type' && issue.input !== undefined
          ? 'must have "src:" and "alt:" lines indented beneath it'
          : undefined,
    },
  )
  .superRefine((image, ctx) => {
    if (!image.src.startsWith('https:')) return;
    for (const key of ['width', 'height'] as const) {
      if (image[key] === undefined)
        ctx.addIssue({code: 'custom', path: [key], message: MESSAGES.remoteSize});
    }
  });

const ISO_DAY = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** The number of days in `month` (1-12) of `year`. */
export const daysIn = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The days a date written another way may mean, each as 2025-03-18 and in words: `18/03/2025`,
 * `2025/3/18`, `March 18, 2025`, `18th March 2025` (one); `03/04/2025` (two: 4 March as in the
 * United States first, then 3 April). None for text that is not a date, or a day the calendar
 * does not have.
 */
export function daysMeant(written: string): {iso: string; words: string}[] {
  const text = written
    .trim()
    .toLowerCase()
    .replace(/(\d)(st|nd|rd|th)\b/g, '$1');
  const candidates: [number, number, number][] = [];
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (m) candidates.push([+m[1], +m[2], +m[3]]);
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (m) candidates.push([+m[3], +m[1], +m[2]], [+m[3], +m[2], +m[1]]);
  const words = text.split(/[\s,.-]+/).filter(Boolean);
  const month = words.findIndex((w) => /^[a-z]{3,}$/.test(w));
  const numbers = words.filter((w) => /^\d+$/.test(w));
  const year = numbers.find((w) => w.length === 4);
  const day = numbers.find((w) => w.length <= 2);
  const named =
    month >= 0 ? MONTHS.findIndex((name) => name.toLowerCase().startsWith(words[month])) : -1;
  if (named >= 0 && year && day && words.length === 3) candidates.push([+year, named + 1, +day]);
  const seen = new Set<string>();
  return candidates.flatMap(([y, mo, d]) => {
    const iso = `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    if (mo < 1 || mo > 12 || d < 1 || d > daysIn(y, mo) || seen.has(iso)) return [];
    seen.add(iso);
    return [{iso, words: formatDate(iso)}];
  });
}

/** MESSAGES.date, with what to write for a date written another way (daysMeant()). */
function dateMessage(written: unknown): string {
  const meant = typeof written === 'string' ? daysMeant(written) : [];
  if (meant.length === 0) return MESSAGES.date;
  return `${MESSAGES.date} (${meant.map(({iso, words}) => `for ${words}, write ${iso}`).join('; ')})`;
}

/**
 * A calendar date, written 2025-03-18. YAML reads it as a Date; quoted, it is text. Either way
 * it leaves as "2025-03-18".
 */
const calendarDate = z
  .union([z.date(), z.string().trim()], {
    error: (issue) => (issue.input === undefined ? undefined : MESSAGES.date),
  })
  .transform((value, ctx) => {
    const date = value instanceof Date ? value : new Date(ISO_DAY.test(value) ? value : NaN);
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({code: 'custom', message: dateMessage(value)});
      return z.NEVER;
    }
    return date.toISOString().slice(0, 10);
  });

const tagKey = z.string().trim().regex(NAME, {error: MESSAGES.tag});

const caseStudyFrontMatterSchema = z
  .strictObject({
    /** The card's title, and the page's h1 unless `headline` is given. */
    title: text().max(90),
    /** The page's h1 when it differs from the card title. */
    headline: text().max(90).optional(),
    /** Who the study is for, in the "at a glance" aside; left out there when not given. */
    client: text().max(80).optional(),
    /**
     * Who wrote the study (a member of staff), under its title, in the feeds and as its
     * Article's author; the firm when left out.
     */
    author: text().max(80).optional(),
    description: text().max(300),
    /** The card's short eyebrow ("Retail"); tags are the vocabulary for finding studies. */
    category: text().max(40),
    subtitle: text().max(140),
    highlights: z
      .array(text().max(40))
      .length(3, {error: (issue) => `${MESSAGES.highlights}${counted(issue.input)}`}),
    /** First published. */
    date: calendarDate,
    /** Last substantially changed. */
    updated: calendarDate.optional(),
    /** Keys of case-studies/tags.yml. */
    tags: z
      .array(tagKey)
      .min(1)
      .max(5)
      .superRefine((tags, ctx) => {
        tags.forEach((tag, index) => {
          if (tags.indexOf(tag) !== index)
            ctx.addIssue({
              code: 'custom',
              path: [index],
              message: `"${tag}" ${MESSAGES.duplicate}`,
            });
        });
      }),
    order: z.number().int().min(0),
    featured: z.boolean().default(false),
    cover: imageSchema,
    metrics: z
      .array(z.strictObject({value: text().max(12), label: text().max(40)}))
      .max(3)
      .optional(),
    /** Social-sharing image: "./share.jpg" beside the MDX file, or an https URL; defaults to the cover. */
    image: z
      .string()
      .trim()
      .regex(/^(https:\/\/[^\s]+|\.\/[\w][\w\-./]*)$/, {
        error: (issue) => computerPathProblem(String(issue.input)) ?? MESSAGES.socialImage,
      })
      .optional(),
    keywords: z.array(text()).optional(),
    /**
     * The addresses the study had before its folder was renamed (`stockboy-chicago`): each sends
     * its visitors on to the study (./moved.ts).
     */
    formerly: z
      .array(
        z
          .string()
          .trim()
          .regex(FORMER, {error: (issue) => formerMessage(issue.input)}),
      )
      .optional(),
    /** Built under `npm start` only. */
    draft: z.boolean().optional(),
    /** Reachable by its address only: in no list, feed, sitemap or search. */
    unlisted: z.boolean().optional(),
  })
  .superRefine((fm, ctx) => {
    if (fm.updated && fm.updated < fm.date)
      ctx.addIssue({
        code: 'custom',
        path: ['updated'],
        message: `${MESSAGES.updated}, ${formatDate(fm.date)} (it says ${formatDate(fm.updated)})`,
      });
    // The home page lists only listed studies: featured there would do nothing, without a word.
    if (fm.featured && fm.unlisted)
      ctx.addIssue({code: 'custom', path: ['featured'], message: MESSAGES.featuredUnlisted});
  });

/** Front matter of case-studies/<name>/index.mdx after validation (dates as 2025-03-18). */
export type CaseStudyFrontMatter = z.output<typeof caseStudyFrontMatterSchema>;
export type CaseStudyImage = CaseStudyFrontMatter['cover'];
export type CaseStudyMetric = NonNullable<CaseStudyFrontMatter['metrics']>[number];

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

/**
 * Text YAML read as something else: `value: 3` (a number), `client: true`, `- Brand identity:
 * logo` (a ": " makes a field of it), `title:` with nothing after it. Each was "must be a string".
 */
function textMistake(input: unknown): string {
  if (input === null) return 'is empty: write it after the colon';
  if (typeof input === 'number' || typeof input === 'boolean')
    return `is read as ${typeof input === 'number' ? 'a number' : 'true or false'}: write it in quotes, '${String(input)}'`;
  if (typeof input === 'object' && !Array.isArray(input) && !(input instanceof Date))
    return 'has ": " in it, which makes YAML read a field: put the whole value in quotes';
  return 'must be text';
}

/** Words staff write for yes and no (YAML reads only true and false so). */
const YES_NO: Record<string, boolean> = {
  yes: true,
  y: true,
  on: true,
  true: true,
  no: false,
  n: false,
  off: false,
  false: false,
};

/**
 * What to write for a number or a yes/no written otherwise: `order: '4'` (in quotes), `featured:
 * yes` or `featured: "true"`. Each was only "must be a number", "must be true or false".
 */
function meantValue(expected: string, input: unknown): string {
  if (typeof input !== 'string') return '';
  const text = input.trim();
  if (expected === 'number' && text !== '' && Number.isFinite(Number(text)))
    return ` (write ${Number(text)}, without quotes)`;
  const yes = YES_NO[text.toLowerCase()];
  if (expected === 'boolean' && yes !== undefined)
    return ` (write ${yes}${/^(true|false)$/i.test(text) ? ', without quotes' : ` for "${text}"`})`;
  return '';
}

/** "1 item", "3 items". */
const items = (n: number) => `${n} item${n === 1 ? '' : 's'}`;
/** " (it has 4)", for a list that has items. */
const counted = (list: unknown) =>
  Array.isArray(list) && list.length > 0 ? ` (it has ${list.length})` : '';

/** `a, b ,c` → `["a", "b", "c"]`: the items of a list written as one line of text. */
export const commaItems = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * What a list written as one line of text (`tags: apparel, chicago`) is told: how to write a list,
 * and the line for these items (`write tags: [apparel, chicago]`, quoted where YAML needs it).
 */
export const listMessage = (items: string[], field?: string) =>
  `must be a list: each item on its own line, starting with "- ", or [first, second]${
    items.length > 0
      ? ` (write ${field ? `${field}: ` : ''}${yaml.dump(items, {flowLevel: 0, lineWidth: -1}).trim()})`
      : ''
  }`;

/** Zod's default wording, rephrased the way the guide and the rest of the checks speak. */
export function describe(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_union':
      return issue.input === undefined ? 'is required' : 'is not valid';
    case 'invalid_type':
      if (issue.input === undefined) return 'is required';
      if (issue.expected === 'array' && typeof issue.input === 'string')
        return listMessage(commaItems(issue.input));
      if (issue.expected === 'string') return textMistake(issue.input);
      return `must be ${TYPE_NAMES[issue.expected] ?? issue.expected}${meantValue(issue.expected, issue.input)}`;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 ? 'is not allowed to be empty' : `must be at least ${min} characters long`;
      if (issue.origin === 'array')
        return `must contain at least ${items(min)}${counted(issue.input)}`;
      return `must be ${issue.inclusive ? 'greater than or equal to' : 'greater than'} ${min}`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `must be at most ${max} characters long`;
      if (issue.origin === 'array')
        return `must contain at most ${items(max)}${counted(issue.input)}`;
      return `must be ${issue.inclusive ? 'less than or equal to' : 'less than'} ${max}`;
    }
    default:
      return undefined;
  }
}

type Problem = {path: (string | number)[]; message: string};

/** `["cover", "src"]` → `"cover.src"`, `["tags", 0]` → `"tags[0]"`, as staff read them. */
export function label(fieldPath: (string | number)[]): string {
  return fieldPath
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : i ? `.${key}` : key))
    .join('');
}

function parse(frontMatter: Record<string, unknown>) {
  return caseStudyFrontMatterSchema.safeParse(frontMatter, {
    reportInput: true,
    error: describe,
  });
}

/**
 * Each problem of one file's front matter: the field's path (["cover", "src"]) and the message.
 * A misspelt field (`lable`) names the one meant, which is then not also "required".
 */
export function frontMatterProblems(frontMatter: Record<string, unknown>): Problem[] {
  const result = parse(frontMatter);
  if (result.success) return [];
  const problems = issueProblems(result.error.issues);
  const key = (path: (string | number)[]) => JSON.stringify(path.map(String));
  const meant = new Set<string>();
  for (const problem of problems) {
    const parent = problem.path.slice(0, -1);
    const known = problem.message.endsWith(' is not allowed')
      ? closestName(keysAt(caseStudyFrontMatterSchema, parent), String(problem.path.at(-1)))
      : undefined;
    if (!known) continue;
    problem.message += ` (did you mean "${known}"?)`;
    meant.add(key([...parent, known]));
  }
  return problems.filter((p) => !(p.message.endsWith(' is required') && meant.has(key(p.path))));
}

/**
 * The keys of the object `schema` holds at `fieldPath` (["tiles", 0] → value, label, text; [] →
 * the top level), through what wraps a schema (optional, default, a refinement's pipe).
 */
export function keysAt(schema: z.ZodType, fieldPath: PropertyKey[]): string[] {
  type Def = {
    innerType?: Schema;
    in?: Schema;
    element?: Schema;
    shape?: Record<string, Schema>;
  };
  type Schema = {_zod: {def: Def}};
  const unwrap = (at: Schema): Schema => {
    const {innerType, in: input} = at._zod.def;
    const inner = innerType ?? input;
    return inner ? unwrap(inner) : at;
  };
  let at = unwrap(schema as unknown as Schema);
  for (const step of fieldPath) {
    const {element, shape} = at._zod.def;
    const next = typeof step === 'number' ? element : shape?.[String(step)];
    if (!next) return [];
    at = unwrap(next);
  }
  return Object.keys(at._zod.def.shape ?? {});
}

/** The fields a study's front matter may have (title, description, ...). */
export const FRONT_MATTER_KEYS = keysAt(caseStudyFrontMatterSchema, []);

/**
 * Zod's issues (parsed with `describe`), one problem each: an unknown key is "not allowed". A
 * field of the wrong kind is named once: Zod goes on to measure it as if it were of the right one
 * (`tags: a, b` "must be a list" and "must be at most 5 characters long").
 */
export function issueProblems(issues: z.core.$ZodIssue[]): Problem[] {
  const key = (issue: z.core.$ZodIssue) => JSON.stringify(issue.path.map(String));
  const wrongKind = new Set(issues.filter((i) => i.code === 'invalid_type').map(key));
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_type' && wrongKind.has(key(issue))) return [];
    const at = issue.path.filter((k): k is string | number => typeof k !== 'symbol');
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => ({
        path: [...at, key],
        message: `"${label([...at, key])}" is not allowed`,
      }));
    return [{path: at, message: `"${label(at)}" ${issue.message}`}];
  });
}

/**
 * Validates one file's front matter. Throws an Error whose message names the file, every bad
 * field and what was expected, e.g. `case-studies/acme.mdx: "highlights" must contain 3 items`.
 */
export function validateCaseStudyFrontMatter(
  frontMatter: Record<string, unknown>,
  relativeSource: string,
): CaseStudyFrontMatter {
  const result = parse(frontMatter);
  if (result.success) return result.data;
  const lines = frontMatterProblems(frontMatter).map((p) => `${relativeSource}: ${p.message}`);
  throw new Error(lines.join('\n'));
}
