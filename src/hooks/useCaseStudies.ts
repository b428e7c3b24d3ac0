import {usePluginData} from '@docusaurus/useGlobalData';
import type {CaseStudiesGlobalData, CaseStudyCard} from '../plugins/case-studies/types';

/** Every published case study, ordered by `order` (front matter of case-studies/*.mdx). */
export function useCaseStudies(): CaseStudyCard[] {
  return (usePluginData('case-studies') as CaseStudiesGlobalData).caseStudies;
}
