import React, {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS} from '../../../constants';
import {useIdle} from '../../../hooks/useIdle';
import {TooltipTimingContext, createSkipWindow, type TooltipTiming} from './timing';
import styles from './styles.module.css';

type RadixTooltipComponent = typeof import('./RadixTooltip').default;

/*
 * Radix Tooltip (with Floating UI under it, ~19 KB gzipped) stays out of the start-up scripts:
 * most pages have no tooltip, and a control works without its tooltip. On a device with a
 * hovering pointer the chunk loads when the browser is first idle after hydration; on a touch
 * screen (no hover, so a tooltip only ever shows for keyboard focus) it is not fetched up front
 * at all. Everywhere it loads at once when a pointer or the focus reaches a control that has a
 * tooltip; a failed load (offline, a newer deploy) leaves the bare control and is retried on the
 * next hover or focus.
 */
let loaded: RadixTooltipComponent | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function loadRadixTooltip() {
  loading ??= import('./RadixTooltip').then(
    (module) => {
      loaded = module.default;
      listeners.forEach((listener) => listener());
    },
    () => {
      loading = null;
    },
  );
}

/** A mouse or trackpad: worth having tooltips ready before the first hover. */
function hasHoveringPointer() {
  return window.matchMedia?.('(any-hover: hover)').matches ?? true;
}

function subscribeLoaded(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The tooltip timing for the whole site (SPEC §4, §9), once in Root. */
function TooltipProvider({
  delayDuration = TOOLTIP_OPEN_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
  children,
}: {
  delayDuration?: number;
  skipDelayDuration?: number;
  children: ReactNode;
}) {
  const [timing] = useState<TooltipTiming>(() => ({
    delayDuration,
    skipDelayDuration,
    skipWindow: createSkipWindow(skipDelayDuration),
  }));
  return <TooltipTimingContext.Provider value={timing}>{children}</TooltipTimingContext.Provider>;
}

/**
 * A control with a tooltip: the common case in one line. The server HTML and hydration show the
 * bare control; once the tooltip code is there, the control is rendered again inside the Radix
 * tooltip (after a client-side navigation it is there from the start). The slot around it
 * (`display: contents`) stays, and says whether the tooltip is ready.
 */
function WithTooltip({label, children}: {label: ReactNode; children: ReactNode}) {
  const slotRef = useRef<HTMLSpanElement>(null);
  // Keyboard focus on the bare control moves to the new one, which then shows its tooltip.
  const handFocusOver = useRef(false);
  const subscribe = useCallback(
    (onChange: () => void) =>
      subscribeLoaded(() => {
        handFocusOver.current = slotRef.current?.querySelector(':focus-visible') != null;
        onChange();
      }),
    [],
  );
  const RadixTooltip = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
  const idle = useIdle();

  useEffect(() => {
    if (idle && hasHoveringPointer()) loadRadixTooltip();
  }, [idle]);

  useLayoutEffect(() => {
    if (!RadixTooltip || !handFocusOver.current) return;
    handFocusOver.current = false;
    (slotRef.current?.firstElementChild as HTMLElement | null)?.focus({preventScroll: true});
  }, [RadixTooltip]);

  return (
    <span
      ref={slotRef}
      className={styles.slot}
      data-tooltip={RadixTooltip ? 'ready' : 'pending'}
      onPointerOver={loadRadixTooltip}
      onFocus={loadRadixTooltip}>
      {RadixTooltip ? <RadixTooltip label={label}>{children}</RadixTooltip> : children}
    </span>
  );
}

export {TooltipProvider, WithTooltip};
