import React, {useEffect} from 'react';
import {useExternalScript} from '@site/src/hooks/useExternalScript';
import {EMBEDS} from '@site/src/lib/embeds';
import Icon from '@site/src/components/ui/Icon';
import BlockBoundary from '@site/src/components/ui/BlockBoundary';
import styles from './styles.module.css';

declare global {
  interface Window {
    instgrm?: {Embeds: {process: () => void}};
  }
}

interface SocialEmbedProps {
  /** Public URL of the post, e.g. https://www.instagram.com/p/ABC123/ */
  url: string;
  /** One line on what the post shows; also the link text when the embed cannot load. */
  caption: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function Embed({url, caption}: SocialEmbedProps) {
  const status = useExternalScript(EMBEDS.instagram.script);
  // The script only scans the page when it first runs; later embeds (client navigation) ask it.
  useEffect(() => {
    if (status === 'ready') window.instgrm?.Embeds.process();
  }, [status]);

  // The embed script replaces the blockquote with an iframe, so React must not own that markup.
  const markup = `<blockquote class="${EMBEDS.instagram.markerClass}" data-instgrm-permalink="${escapeHtml(url)}" data-instgrm-version="14"><a href="${escapeHtml(url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(caption)} (view on Instagram)</a></blockquote>`;
  const text = caption.trim();
  const leading = text.slice(0, text.lastIndexOf(' ') + 1);
  const lastWord = text.slice(leading.length);
  return (
    <figure className={styles.embed} data-embed-status={status}>
      <div className={styles.frame} dangerouslySetInnerHTML={{__html: markup}} />
      <figcaption className={styles.caption}>
        <a href={url} target="_blank" rel="noopener noreferrer">
          {leading}
          {/* The icon stays with the last word when the caption wraps on a phone. */}
          <span className={styles.lastWord}>
            {lastWord}
            <Icon name="external" size={14} />
          </span>
          <span className="visually-hidden"> (opens Instagram in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}

/**
 * A social-media post (Instagram). Loads the network's embed script while on the page; if
 * the script is blocked, slow or broken, the post stays a plain link.
 */
export default function SocialEmbed(props: SocialEmbedProps) {
  return (
    <BlockBoundary
      fallback={
        <p>
          <a href={props.url} target="_blank" rel="noopener noreferrer">
            {props.caption}
          </a>
        </p>
      }>
      <Embed {...props} />
    </BlockBoundary>
  );
}
