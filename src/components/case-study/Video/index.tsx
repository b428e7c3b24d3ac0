import React, {type CSSProperties, useEffect, useRef, useState} from 'react';
import {useMediaUrl} from '@site/src/hooks/useSite';
import type {ImageSource} from '@site/src/plugins/images/types';
import SafeImage from '@site/src/components/ui/SafeImage';
import {fitSizes, IMAGE_SIZES} from '@site/src/lib/imageSizes';
import {isPlainClick} from '@site/src/lib/clicks';
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

type State = 'poster' | 'playing' | 'failed';

/**
 * A video from the media bucket that costs nothing until the visitor asks for it. Until then
 * the page holds only its poster (a lazy, responsive picture like any other image) and a play
 * link: a `<video controls>` makes the browser build and style its player controls while the
 * page starts, about 100 ms of a phone's main thread right after the first paint (Total
 * Blocking Time on /stockboy went from about 145 to 60 ms with the controls gone). Pressing
 * play swaps in the player, which starts at once and takes the focus. The link points at the
 * file itself, so without JavaScript the browser plays it. Never autoplays on its own, keeps its
 * box, and degrades to its poster with a note when the file cannot play.
 */
export default function Video({src, poster, title, captions, caption, ...size}: VideoProps) {
  const toUrl = useMediaUrl();
  const [state, setState] = useState<State>('poster');
  // Captions from the media bucket, another website, load only by CORS (a <track> from another
  // origin fails unless its <video> asks with crossorigin), which makes the clip's own request
  // one too. A bucket that does not allow it fails both: the player is made again without them,
  // and the clip plays uncaptioned (npm run check names such a bucket).
  const [uncaptioned, setUncaptioned] = useState(false);
  const captioned = Boolean(captions) && !uncaptioned;
  const video = useRef<HTMLVideoElement>(null);
  const width = size.width ?? (typeof poster === 'object' ? poster.width : 16);
  const height = size.height ?? (typeof poster === 'object' ? poster.height : 9);
  const still = (
    <SafeImage
      src={poster}
      alt={title}
      width={width}
      height={height}
      // The frame is capped like a `fit` image (styles.module.css): so is the poster's variant.
      sizes={fitSizes(IMAGE_SIZES.prose, width, height)}
    />
  );

  useEffect(() => {
    const player = video.current;
    if (state !== 'playing' || !player) return;
    player.focus();
    // Refused (a browser that blocks even a pressed play): the controls are there to press.
    player.play()?.catch(() => {});
  }, [state, captioned]);

  const failed = () => (captioned ? setUncaptioned(true) : setState('failed'));

  return (
    <figure className={styles.figure}>
      <div className={styles.frame} style={{'--ratio': width / height} as CSSProperties}>
        {state === 'poster' && (
          <a
            className={styles.facade}
            href={toUrl(src)}
            aria-label={`Play video: ${title}`}
            data-testid="video-play"
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              setState('playing');
            }}>
            {still}
            <span className={styles.play} aria-hidden="true">
              <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
                <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
              </svg>
            </span>
          </a>
        )}
        {state === 'playing' && (
          <video
            key={captioned ? 'captioned' : 'plain'}
            ref={video}
            className={styles.video}
            controls
            playsInline
            preload="auto"
            width={width}
            height={height}
            aria-label={title}
            crossOrigin={captioned ? 'anonymous' : undefined}
            onError={failed}>
            <source src={toUrl(src)} type="video/mp4" onError={failed} />
            {captioned && (
              <track kind="captions" src={toUrl(captions!)} srcLang="en" label="English" default />
            )}
            <a href={toUrl(src)}>Download the video: {title}</a>
          </video>
        )}
        {state === 'failed' && (
          <div
            className={styles.fallback}
            role="img"
            aria-label={title}
            data-testid="video-fallback">
            {still}
            <p>This video cannot play right now.</p>
          </div>
        )}
      </div>
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}
