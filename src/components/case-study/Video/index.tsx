import React, {useState} from 'react';
import {useMediaUrl} from '@site/src/hooks/useSite';
import type {ImageSource, ResponsiveImage} from '@site/src/plugins/images/types';
import SafeImage from '@site/src/components/ui/SafeImage';
import {IMAGE_SIZES} from '@site/src/lib/imageSizes';
import styles from './styles.module.css';

interface VideoProps {
  /** Media path of the video file (MP4/H.264 plays everywhere). */
  src: string;
  /**
   * The still shown before playing and if the video cannot load: "./poster.jpg" beside the MDX
   * file (the build sizes it) or an https URL.
   */
  poster: ImageSource;
  /** What the video shows: its accessible name and its fallback text. */
  title: string;
  /** The video's size; defaults to the poster's. */
  width?: number;
  height?: number;
  /** Media path of a WebVTT captions file. */
  captions?: string;
  caption?: string;
}

/**
 * `poster` takes one URL and browsers fetch it at once, even with preload="none": the JPEG
 * variant at most POSTER_WIDTH wide is sharp in the prose column and light on a phone.
 */
const POSTER_WIDTH = 960;
function posterVariant(image: ResponsiveImage): string {
  const candidates = image.srcSet.split(', ').map((entry) => {
    const [url, w] = entry.split(' ');
    return {url, width: parseInt(w, 10)};
  });
  const fitting = candidates.filter((c) => c.width <= POSTER_WIDTH);
  return (fitting.length ? fitting[fitting.length - 1] : candidates[0]).url;
}

/** A video from the media bucket: never autoplays, keeps its box, degrades to its poster. */
export default function Video({src, poster, title, captions, caption, ...size}: VideoProps) {
  const toUrl = useMediaUrl();
  const [failed, setFailed] = useState(false);
  const width = size.width ?? (typeof poster === 'object' ? poster.width : 16);
  const height = size.height ?? (typeof poster === 'object' ? poster.height : 9);
  const posterUrl = typeof poster === 'object' ? posterVariant(poster) : toUrl(poster);
  return (
    <figure className={styles.figure}>
      <div className={styles.frame} style={{aspectRatio: `${width} / ${height}`}}>
        {failed ? (
          <div
            className={styles.fallback}
            role="img"
            aria-label={title}
            data-testid="video-fallback">
            <SafeImage
              src={poster}
              alt=""
              width={width}
              height={height}
              sizes={IMAGE_SIZES.prose}
            />
            <p>This video cannot play right now.</p>
          </div>
        ) : (
          <video
            className={styles.video}
            controls
            playsInline
            preload="none"
            poster={posterUrl}
            width={width}
            height={height}
            aria-label={title}
            onError={() => setFailed(true)}>
            <source src={toUrl(src)} type="video/mp4" onError={() => setFailed(true)} />
            {captions && (
              <track kind="captions" src={toUrl(captions)} srcLang="en" label="English" default />
            )}
            <a href={toUrl(src)}>Download the video: {title}</a>
          </video>
        )}
      </div>
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}
