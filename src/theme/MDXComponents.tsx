import React, {type ComponentProps} from 'react';
import Original from '@theme-original/MDXComponents';
import type {MDXComponentsObject} from '@theme/MDXComponents';
import SafeImage from '../components/ui/SafeImage';
import {IMAGE_SIZES} from '../lib/imageSizes';
import type {ImageSource} from '../plugins/images/types';
import Video from '../components/case-study/Video';
import HighlightTiles from '../components/case-study/HighlightTiles';
import Carousel from '../components/case-study/Carousel';
import SocialEmbed from '../components/case-study/SocialEmbed';
import ComparisonTable from '../components/case-study/ComparisonTable';
import CallToAction from '../components/case-study/CallToAction';
import BackToStories from '../components/case-study/BackToStories';
import PartnerLogos from '../components/case-study/PartnerLogos';
import MediaFigure from '../components/case-study/MediaFigure';
import MarkdownTable from '../components/case-study/MarkdownTable';
import styles from './MDXComponents.module.css';

/** Docusaurus's own (typed: `@theme-original/*` modules are `any` to TypeScript). */
const MDXComponents: MDXComponentsObject = Original;
const OriginalImg = MDXComponents.img;

/** Markdown `![alt](./photo.jpg)`: a processed image (src/plugins/images/remark.ts), else as before. */
function MdxImg({src, ...props}: Omit<ComponentProps<'img'>, 'src'> & {src?: ImageSource}) {
  if (src && typeof src === 'object') {
    return (
      <SafeImage
        src={src}
        alt={props.alt ?? ''}
        title={props.title}
        sizes={IMAGE_SIZES.prose}
        className={styles.photo}
        fit
      />
    );
  }
  return <OriginalImg src={src} {...props} />;
}

/** The blocks authors may use in any case-study MDX file without imports (case-studies/README.md). */
export default {
  ...MDXComponents,
  img: MdxImg,
  table: MarkdownTable,
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
