import React, {type ComponentProps} from 'react';
import Head from '@docusaurus/Head';
import MDXA from '@theme/MDXComponents/A';
import MDXHeading from '@theme/MDXComponents/Heading';
import MDXUl from '@theme/MDXComponents/Ul';
import MDXLi from '@theme/MDXComponents/Li';
import MDXImg from '@theme/MDXComponents/Img';
import CodeInline from '@theme/CodeInline';
import SafeImage from '../components/ui/SafeImage';
import {IMAGE_SIZES} from '../lib/imageSizes';
import type {ImageSource} from '../plugins/images/types';
import MarkdownTable from '../components/case-study/MarkdownTable';
import styles from './MDXComponents.module.css';

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
  return <MDXImg src={src} {...props} />;
}

type HeadingLevel = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
const heading = (as: HeadingLevel) =>
  function MDXHeadingAs(props: ComponentProps<HeadingLevel>) {
    return <MDXHeading as={as} {...props} />;
  };

/**
 * What a story's Markdown is drawn with: its links, headings, lists, pictures, tables and inline
 * code (Docusaurus's own, but for pictures and tables). Not the theme's whole set: a story imports
 * the blocks, notes, code blocks and `<details>` it uses itself
 * (src/plugins/case-studies/storyImports.ts), so a study's page loads only those.
 */
const components = {
  Head,
  a: MDXA,
  ul: MDXUl,
  li: MDXLi,
  img: MdxImg,
  table: MarkdownTable,
  code: CodeInline,
  h1: heading('h1'),
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
};

export default components;
