import MDXComponents from '@theme-original/MDXComponents';
import Video from '../components/case-study/Video';
import HighlightTiles from '../components/case-study/HighlightTiles';
import Carousel from '../components/case-study/Carousel';
import SocialEmbed from '../components/case-study/SocialEmbed';
import ComparisonTable from '../components/case-study/ComparisonTable';
import CallToAction from '../components/case-study/CallToAction';
import BackToStories from '../components/case-study/BackToStories';
import PartnerLogos from '../components/case-study/PartnerLogos';
import MediaFigure from '../components/case-study/MediaFigure';

/** The blocks authors may use in any case-study MDX file without imports (case-studies/README.md). */
export default {
  ...MDXComponents,
  Video,
  HighlightTiles,
  Carousel,
  SocialEmbed,
  ComparisonTable,
  CallToAction,
  BackToStories,
  PartnerLogos,
  MediaFigure,
};
