import {Joi} from '@docusaurus/utils-validation';
import type {CaseStudyFrontMatter} from './types';

/** Author-facing messages, named so tests and the authoring guide quote them exactly. */
const MESSAGES = {
  highlights: '{{#label}} must contain 3 items',
  imagePath:
    '{{#label}} must be the name of an image file beside the MDX file, like "./cover.jpg", or an https URL',
  remoteSize: '{{#label}} is needed for an https image (the build reads it from local files only)',
  https: '{{#label}} must be an https URL',
} as const;

/** A local file beside the MDX file ("./cover.jpg", "photos/cover.jpg") or an https URL. */
const imagePath = Joi.string()
  .trim()
  .pattern(/^(https:\/\/[^\s]+|(\.\/)?[\w][\w\-./ ]*)$/)
  .messages({'string.pattern.base': MESSAGES.imagePath});

/** The social-sharing image: "./share.jpg" beside the MDX file, or an https URL. */
const socialImage = Joi.string()
  .trim()
  .pattern(/^(https:\/\/[^\s]+|\.\/[\w][\w\-./]*)$/)
  .messages({
    'string.pattern.base': MESSAGES.imagePath.replace('like "./cover.jpg"', 'starting with "./"'),
  });

/** Size in pixels: read from a local file, so only an https image states it. */
const remoteSize = Joi.number()
  .integer()
  .positive()
  .when('src', {
    is: Joi.string().pattern(/^https:/),
    then: Joi.required().messages({'any.required': MESSAGES.remoteSize}),
  });

const imageSchema = Joi.object({
  src: imagePath.required(),
  alt: Joi.string().trim().min(1).required(),
  width: remoteSize,
  height: remoteSize,
});

const text = Joi.string().trim().min(1);

/** A calendar date, written 2025-03-18 (YAML reads it as a date; quoted, as text). */
const calendarDate = Joi.date().iso().messages({
  'date.base': '{{#label}} must be a date written like 2025-03-18',
  'date.format': '{{#label}} must be a date written like 2025-03-18',
});

const caseStudyFrontMatterSchema = Joi.object<CaseStudyFrontMatter>({
  title: text.max(90).required(),
  headline: text.max(90),
  client: text.max(80),
  description: text.max(300).required(),
  category: text.max(40).required(),
  subtitle: text.max(140).required(),
  highlights: Joi.array()
    .items(text.max(40))
    .length(3)
    .required()
    .messages({'array.length': MESSAGES.highlights}),
  date: calendarDate.required(),
  updated: calendarDate.min(Joi.ref('date')).messages({
    'date.min': '{{#label}} must be on or after "date"',
  }),
  tags: Joi.array()
    .items(
      Joi.string()
        .trim()
        .pattern(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    )
    .min(1)
    .max(5)
    .unique()
    .required()
    .messages({
      'string.pattern.base':
        '{{#label}} must be a tag key from case-studies/tags.yml (lower case, hyphens), like brand-development',
    }),
  order: Joi.number().integer().min(0).required(),
  featured: Joi.boolean().default(false),
  cover: imageSchema.required(),
  metrics: Joi.array()
    .items(Joi.object({value: text.max(12).required(), label: text.max(40).required()}))
    .max(3),
  image: socialImage,
  keywords: Joi.array().items(text),
  draft: Joi.boolean(),
  unlisted: Joi.boolean(),
}).options({abortEarly: false, convert: true, presence: 'optional'});

/** Each problem of one file's front matter: the field's path (["cover", "src"]) and the message. */
export function frontMatterProblems(
  frontMatter: Record<string, unknown>,
): {path: (string | number)[]; message: string}[] {
  const {error} = caseStudyFrontMatterSchema.validate(frontMatter);
  return (error?.details ?? []).map((detail) => ({path: detail.path, message: detail.message}));
}

/**
 * Validates one file's front matter. Throws an Error whose message names the file, every bad
 * field and what was expected, e.g. `case-studies/acme.mdx: "highlights" must contain 3 items`.
 */
export function validateCaseStudyFrontMatter(
  frontMatter: Record<string, unknown>,
  relativeSource: string,
): CaseStudyFrontMatter {
  const {value, error} = caseStudyFrontMatterSchema.validate(frontMatter);
  if (error) {
    const lines = error.details.map((detail) => `${relativeSource}: ${detail.message}`);
    throw new Error(lines.join('\n'));
  }
  // Dates leave as 2025-03-18, whatever form YAML gave them.
  const day = (date: unknown) => (date as Date).toISOString().slice(0, 10);
  return {...value, date: day(value.date), updated: value.updated && day(value.updated)};
}
