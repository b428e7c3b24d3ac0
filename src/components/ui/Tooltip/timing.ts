import {createContext, useContext} from 'react';
import {TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS} from '../../../constants';

/**
 * The skip-delay window shared by every tooltip on the page (SPEC §4): while one tooltip is open,
 * and for `skipDelayMs` after it closes, the next one opens without the hover delay. Each Radix
 * tooltip has its own Radix provider (Radix loads apart from the start-up code), so the window
 * lives here instead of in Radix.
 */
export interface SkipWindow {
  subscribe(listener: () => void): () => void;
  isOpen(): boolean;
  tooltipOpened(): void;
  tooltipClosed(): void;
}

export function createSkipWindow(skipDelayMs: number): SkipWindow {
  const listeners = new Set<() => void>();
  let open = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const set = (next: boolean) => {
    if (next === open) return;
    open = next;
    listeners.forEach((listener) => listener());
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isOpen: () => open,
    tooltipOpened() {
      clearTimeout(timer);
      set(true);
    },
    tooltipClosed() {
      clearTimeout(timer);
      timer = setTimeout(() => set(false), skipDelayMs);
    },
  };
}

export interface TooltipTiming {
  delayDuration: number;
  skipDelayDuration: number;
  skipWindow: SkipWindow;
}

const fallbackTiming: TooltipTiming = {
  delayDuration: TOOLTIP_OPEN_DELAY_MS,
  skipDelayDuration: TOOLTIP_SKIP_DELAY_MS,
  skipWindow: createSkipWindow(TOOLTIP_SKIP_DELAY_MS),
};

export const TooltipTimingContext = createContext<TooltipTiming>(fallbackTiming);

export const useTooltipTiming = () => useContext(TooltipTimingContext);
