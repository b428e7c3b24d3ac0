import React, {useState} from 'react';
import {useMediaUrl} from '@site/src/hooks/useSite';
import styles from './styles.module.css';

interface VideoProps {
  /** Media path of the video file (MP4/H.264 plays everywhere). */
  src: string;
  /** Media path of the still shown before playing and if the video cannot load. */
  poster: string;
  /** What the video shows: its accessible name and its fallback text. */
  title: string;
  width: number;
  height: number;
  /** Media path of a WebVTT captions file. */
  captions?: string;
  caption?: string;
}

/** A video from the media bucket: never autoplays, keeps its box, degrades to its poster. */
export default function Video({src, poster, title, width, height, captions, caption}: VideoProps) {
  const toUrl = useMediaUrl();
  const [failed, setFailed] = useState(false);
  return (
    <figure className={styles.figure}>
      <div className={styles.frame} style={{aspectRatio: `${width} / ${height}`}}>
        {failed ? (
          <div
            className={styles.fallback}
            role="img"
            aria-label={title}
            data-testid="video-fallback">
            <img src={toUrl(poster)} alt="" width={width} height={height} loading="lazy" />
            <p>This video cannot play right now.</p>
          </div>
        ) : (
          <video
            className={styles.video}
            controls
            playsInline
            preload="none"
            poster={toUrl(poster)}
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
