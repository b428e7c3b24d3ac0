import React, {Children, useId, useReducer, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {carouselReducer} from '@site/src/lib/carousel';
import Icon from '@site/src/components/ui/Icon';
import styles from './styles.module.css';

/**
 * A looping carousel: one slide at a time, previous/next buttons that wrap at both ends, and
 * the arrow keys when focus is inside. With JavaScript off, and until the page hydrates, every
 * slide shows, stacked, and the buttons are hidden (styles.module.css); so every slide is also
 * read out until then, and only the current one after.
 */
export default function Carousel({label, children}: {label: string; children: ReactNode}) {
  const slides = Children.toArray(children);
  const [{index}, dispatch] = useReducer(carouselReducer, {index: 0, count: slides.length});
  const id = useId();
  const live = useIsBrowser();

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') dispatch({type: 'prev'});
    else if (event.key === 'ArrowRight') dispatch({type: 'next'});
    else return;
    event.preventDefault();
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      data-testid="carousel">
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.button}
          aria-controls={id}
          aria-label="Previous slide"
          onClick={() => dispatch({type: 'prev'})}>
          <Icon name="chevronLeft" />
        </button>
        <p className={styles.status} aria-live="polite">
          {index + 1} / {slides.length}
        </p>
        <button
          type="button"
          className={styles.button}
          aria-controls={id}
          aria-label="Next slide"
          onClick={() => dispatch({type: 'next'})}>
          <Icon name="chevronRight" />
        </button>
      </div>
      <div id={id} className={styles.track}>
        {slides.map((slide, slideIndex) => (
          <div
            // Slides come from MDX children in a fixed order; their position is their identity.
            key={(slide as {key?: string}).key ?? slideIndex}
            className={clsx(styles.slide, slideIndex === index && styles.current)}
            role="group"
            aria-roledescription="slide"
            aria-label={`${slideIndex + 1} of ${slides.length}`}
            aria-hidden={live ? slideIndex !== index : undefined}
            data-current={slideIndex === index}>
            {slide}
          </div>
        ))}
      </div>
    </section>
  );
}
