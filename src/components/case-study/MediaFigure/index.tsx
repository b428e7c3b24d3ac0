import React from 'react';
import SafeImage from '@site/src/components/ui/SafeImage';
import type {ImageSource} from '@site/src/plugins/images/types';
import {IMAGE_SIZES} from '@site/src/lib/imageSizes';
import styles from './styles.module.css';

/**
 * A photo or a flyer with an optional caption. `src="./flyer.jpg"` names a file beside the MDX
 * file (the build makes it responsive and reads its size); an https URL needs width and height.
 */
export default function MediaFigure({
  src,
  alt,
  width,
  height,
  caption,
}: {
  src: ImageSource;
  alt: string;
  width?: number;
  height?: number;
  caption?: string;
}) {
  return (
    <figure className={styles.figure}>
      <SafeImage
        src={src}
        alt={alt}
        width={width}
        height={height}
        sizes={IMAGE_SIZES.prose}
        fit
        className={styles.image}
      />
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}
