import React, {useRef, type ElementType, type ReactNode} from 'react';
import clsx from 'clsx';
import {useInViewOnce} from '@site/src/hooks/useInViewOnce';
import {SCROLL_REVEAL_OFFSET_PX} from '@site/src/constants';

const ROOT_MARGIN = `0px 0px -${SCROLL_REVEAL_OFFSET_PX}px 0px`;

/**
 * A scroll-reveal element (SPEC §4): gains the `active` class once its top is within
 * SCROLL_REVEAL_OFFSET_PX of the viewport bottom. `delay` staggers siblings (in ms).
 */
export default function Reveal({
  as: Tag = 'div',
  className,
  delay = 0,
  children,
}: {
  as?: ElementType;
  className?: string;
  delay?: number;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  const active = useInViewOnce(ref, {rootMargin: ROOT_MARGIN});
  return (
    <Tag
      ref={ref}
      className={clsx('scroll-reveal', active && 'active', className)}
      style={delay ? {transitionDelay: `${delay}ms`} : undefined}>
      {children}
    </Tag>
  );
}
