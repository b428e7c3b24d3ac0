import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildCaseStudyCards} from './content';
import {cardsModule, checkCovers} from './covers';
import type {PagesEntry} from './types';

const PLUGIN_NAME = 'case-studies';
const PAGES_PLUGIN = 'docusaurus-plugin-content-pages';
const PAGES_INSTANCE = 'case-studies';

/**
 * Reads the MDX files the `case-studies` pages instance loaded, validates their front matter
 * and covers, and adds the two pages that list them: home (featured cards) and /case-studies
 * (every listed card). Cards reach those pages as route data, the way the Docusaurus blog's list
 * pages get theirs, so no other page downloads them. A bad file stops the build.
 */
export default function caseStudiesPlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,
    async allContentLoaded({allContent, actions}) {
      const entries = (allContent[PAGES_PLUGIN]?.[PAGES_INSTANCE] ?? []) as PagesEntry[];
      const cards = buildCaseStudyCards(entries, context.siteDir);
      const {problems, warnings} = await checkCovers(cards, context.siteDir);
      warnings.forEach((warning) => console.warn(`[WARNING] ${warning}`));
      if (problems.length > 0) {
        // Printed first, before Docusaurus wraps the error in its own message and stack trace.
        console.error(problems.join('\n'));
        throw new Error(`Case-study covers (see case-studies/README.md):\n${problems.join('\n')}`);
      }
      const module = async (name: string, list: typeof cards) =>
        actions.createData(name, cardsModule(list, context.siteDir));
      actions.addRoute({
        path: context.baseUrl,
        exact: true,
        component: '@site/src/components/home/HomePage',
        modules: {
          studies: await module(
            'featured.js',
            cards.filter((card) => card.featured),
          ),
        },
      });
      actions.addRoute({
        path: `${context.baseUrl}case-studies`,
        exact: true,
        component: '@site/src/components/case-study/CaseStudiesIndex',
        modules: {studies: await module('index.js', cards)},
      });
    },
  };
}
