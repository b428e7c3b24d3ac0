import type {SectionCopy} from '../components/ui/Section';

/** The success-stories section of the home page; its cards come from the case studies. */
export const SUCCESS_STORIES_SECTION: SectionCopy & {more: string; all: string} = {
  eyebrow: 'Success stories',
  title: 'Work that moved the numbers',
  intro: 'A few of the brands and operators we have helped, in their own numbers.',
  /** Under each card (the whole card links to its study). */
  more: 'Read the story',
  /** The link to the index of every study. */
  all: 'All case studies',
};
