import React, {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {flushSync} from 'react-dom';
import {useIdle} from '@site/src/hooks/useIdle';
import styles from './styles.module.css';

type Radix = typeof import('./RadixTooltip');

/*
 * Radix Tooltip (~19 KB gzipped with Floating UI) stays out of every page's start-up. The server
 * HTML and hydration show the bare controls; once the code is here, the region is rendered again
 * with the Radix tooltips. That swap replaces the controls, so it waits until nothing in the
 * region is pressed or focused: a tap, a click or the keyboard focus is never lost in it.
 * The code loads when the browser is first idle where there is a mouse or trackpad, and on the
 * first hover or focus in the region everywhere; a failed load (offline, a newer deploy) leaves
 * the bare controls, which work, and the next hover or focus tries again.
 */
let radix: Radix | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function loadRadix() {
  loading ??= import('./RadixTooltip').then(
    ({TooltipProvider, Tooltip}) => {
      radix = {TooltipProvider, Tooltip};
      listeners.forEach((listener) => listener());
    },
    () => {
      loading = null;
    },
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A mouse or trackpad: worth having tooltips ready before the first hover. */
const hasHoveringPointer = () => window.matchMedia?.('(any-hover: hover)').matches ?? true;

/**
 * Something in the region is pressed or has the keyboard focus: not the moment to replace it.
 * (A control focused by a click or a tap may be replaced: nothing is lost for a pointer user.)
 */
const inUse = (region: Element) => region.querySelector(':active, :focus-visible') !== null;

const SWAP_RETRY_EVENTS = ['pointerup', 'pointercancel', 'focusout'] as const;

const RadixTooltipContext = createContext<Radix['Tooltip'] | null>(null);

/** The region whose controls have tooltips, with the spec's timings (700 ms open, 300 ms skip). */
function TooltipProvider({children}: {children: ReactNode}) {
  const loaded = useSyncExternalStore(
    subscribe,
    () => radix,
    () => null,
  );
  const [swapped, setSwapped] = useState(false);
  const regionRef = useRef<HTMLDivElement>(null);
  const idle = useIdle();

  useEffect(() => {
    if (idle && hasHoveringPointer()) loadRadix();
  }, [idle]);

  useEffect(() => {
    const region = regionRef.current;
    if (!loaded || swapped || !region) return undefined;
    let timer = 0;
    // After the event that ended the press or moved the focus has run (the click, say); the
    // swap commits in the same task as the check, so no press can start in between.
    const trySwap = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (!inUse(region)) flushSync(() => setSwapped(true));
      });
    };
    trySwap();
    SWAP_RETRY_EVENTS.forEach((type) => document.addEventListener(type, trySwap, true));
    return () => {
      window.clearTimeout(timer);
      SWAP_RETRY_EVENTS.forEach((type) => document.removeEventListener(type, trySwap, true));
    };
  }, [loaded, swapped]);

  const Radix = swapped ? loaded : null;
  return (
    <div
      ref={regionRef}
      className={styles.region}
      data-tooltips={Radix ? 'ready' : loaded ? 'waiting' : 'pending'}
      onPointerOver={loadRadix}
      onFocus={loadRadix}>
      {Radix ? (
        <Radix.TooltipProvider>
          <RadixTooltipContext.Provider value={Radix.Tooltip}>
            {children}
          </RadixTooltipContext.Provider>
        </Radix.TooltipProvider>
      ) : (
        children
      )}
    </div>
  );
}

/** A control (the only child) with a tooltip, inside a `TooltipProvider`. */
function Tooltip({label, children}: {label: ReactNode; children: ReactNode}) {
  const RadixTooltip = useContext(RadixTooltipContext);
  return RadixTooltip ? <RadixTooltip label={label}>{children}</RadixTooltip> : children;
}

export {TooltipProvider, Tooltip};
