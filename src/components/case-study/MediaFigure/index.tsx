import React from 'react';
import SafeImage from '@site/src/components/ui/SafeImage';
import styles from './styles.module.css';

/** An image from the media bucket with an optional caption (a flyer, a photo). */
export default function MediaFigure({
  src,
  alt,
  width,
  height,
  caption,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  caption?: string;
}) {
  return (
    <figure className={styles.figure}>
      <SafeImage src={src} alt={alt} width={width} height={height} className={styles.image} />
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}
