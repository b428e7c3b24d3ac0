import React, {useEffect, useRef, useState, type ComponentProps, type CSSProperties} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import {useMediaUrl} from '@site/src/hooks/useSite';
import type {ImageSource, ResponsiveImage} from '@site/src/plugins/images/types';
import {fitSizes} from '@site/src/lib/imageSizes';
import styles from './styles.module.css';

type SafeImageProps = Omit<ComponentProps<'img'>, 'src' | 'width' | 'height' | 'alt' | 'sizes'> & {
  /**
   * A processed image (a local file the build turned into AVIF/WebP/JPEG variants), or a media
   * path inside the bucket, or an https URL.
   */
  src: ImageSource;
  alt: string;
  /** Needed for a path or URL; a processed image knows its own size. */
  width?: number;
  height?: number;
  /** How wide the image shows at each breakpoint (the `sizes` attribute); see IMAGE_SIZES. */
  sizes?: string;
  /**
   * The page's largest image above the fold: loads eagerly with high priority and is preloaded
   * from the head with the same srcset. Every other image loads lazily.
   */
  priority?: boolean;
  /**
   * Whole in view: a tall image (a phone screenshot, a poster) shrinks, keeping its shape, to at
   * most 80% of the screen's height, centred. For images in a story's text.
   */
  fit?: boolean;
  /**
   * The part of the photo kept in view when its slot crops it (object-fit: cover), as CSS's
   * object-position says it (`top`); the centre if none. The placeholder follows it.
   */
  position?: string;
  /**
   * When the file cannot be delivered, nothing instead of the panel with the alt text: for an
   * image over something that stands for it (a headshot over its initials).
   */
  hideIfFailed?: boolean;
};

const isProcessed = (src: ImageSource): src is ResponsiveImage => typeof src === 'object';

/**
 * An image that keeps its box (width/height, no layout shift), shows a blurred placeholder until
 * the photo arrives, lets the browser pick the smallest good variant and format, and, if the file
 * cannot be delivered, shows a quiet panel with the alt text instead of a broken icon.
 */
export default function SafeImage({
  src,
  alt,
  width,
  height,
  sizes = '100vw',
  priority = false,
  fit = false,
  position,
  hideIfFailed = false,
  className,
  style,
  ...props
}: SafeImageProps) {
  const toUrl = useMediaUrl();
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  const image = isProcessed(src) ? src : null;
  const w = image?.width ?? width;
  const h = image?.height ?? height;
  // A `fit` image of known shape has its box before its file arrives (styles.fitShaped), and it
  // may show narrower than its slot: it downloads the variant for that width.
  const shaped = fit && w && h ? {'--fit-ratio': w / h} : null;
  const shownSizes = fit && w && h ? fitSizes(sizes, w, h) : sizes;
  const fitClass = fit && clsx(styles.fit, shaped && styles.fitShaped);
  if (failed) {
    if (hideIfFailed) return null;
    return (
      <span
        role="img"
        aria-label={alt}
        className={clsx(styles.fallback, fitClass, className)}
        style={{...shaped, ...(w && h && {'--image-ratio': `${w} / ${h}`})} as CSSProperties}
        data-testid="image-fallback">
        <span aria-hidden="true">{alt}</span>
      </span>
    );
  }
  const img = (
    <img
      ref={ref}
      src={image ? image.src : toUrl(src as string)}
      srcSet={image?.srcSet}
      sizes={image ? shownSizes : undefined}
      alt={alt}
      width={w}
      height={h}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailed(true)}
      className={clsx(styles.image, fitClass, className)}
      style={{
        ...style,
        ...shaped,
        ...(image?.placeholder && {backgroundImage: `url("${image.placeholder}")`}),
        ...(position && {objectPosition: position, backgroundPosition: position}),
      }}
      {...props}
    />
  );
  if (!image) return img;
  const [best] = image.sources;
  return (
    <>
      {priority && best && (
        <Head>
          <link
            rel="preload"
            as="image"
            type={best.type}
            imageSrcSet={best.srcSet}
            imageSizes={shownSizes}
            fetchPriority="high"
          />
        </Head>
      )}
      <picture className={styles.picture}>
        {image.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={shownSizes} />
        ))}
        {img}
      </picture>
    </>
  );
}
