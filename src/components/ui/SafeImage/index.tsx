import React, {useEffect, useRef, useState, type ComponentProps} from 'react';
import clsx from 'clsx';
import {useMediaUrl} from '@site/src/hooks/useSite';
import styles from './styles.module.css';

type SafeImageProps = Omit<ComponentProps<'img'>, 'src' | 'width' | 'height' | 'alt'> & {
  /** Media path inside the bucket (or an https URL). */
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above-the-fold images load eagerly with high priority; the rest lazily. */
  priority?: boolean;
};

/**
 * An image from the media bucket that keeps its box (width/height, no layout shift) and, if the
 * bucket cannot deliver it, shows a quiet panel with the alt text instead of a broken icon.
 */
export default function SafeImage({
  src,
  alt,
  width,
  height,
  priority = false,
  className,
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
  if (failed) {
    return (
      <span
        role="img"
        aria-label={alt}
        className={clsx(styles.fallback, className)}
        style={{aspectRatio: `${width} / ${height}`}}
        data-testid="image-fallback">
        <span aria-hidden="true">{alt}</span>
      </span>
    );
  }
  return (
    <img
      ref={ref}
      src={toUrl(src)}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailed(true)}
      className={clsx(styles.image, className)}
      {...props}
    />
  );
}
