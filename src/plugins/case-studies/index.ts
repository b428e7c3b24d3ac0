import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildCaseStudyCards} from './content';
import type {CaseStudiesGlobalData, PagesEntry} from './types';

const PLUGIN_NAME = 'case-studies';
const PAGES_PLUGIN = 'docusaurus-plugin-content-pages';
const PAGES_INSTANCE = 'case-studies';

/**
 * Reads the MDX files the `case-studies` pages instance loaded, validates their front matter
 * and publishes the ordered card list for `useCaseStudies()`. A bad file stops the build.
 */
export default function caseStudiesPlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,
    async allContentLoaded({allContent, actions}) {
      const entries = (allContent[PAGES_PLUGIN]?.[PAGES_INSTANCE] ?? []) as PagesEntry[];
      const data: CaseStudiesGlobalData = {
        caseStudies: buildCaseStudyCards(entries, context.siteDir),
      };
      actions.setGlobalData(data);
    },
  };
}
