import React, {type ComponentProps, type ReactNode} from 'react';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import {
  TOOLTIP_DEFAULT_SIDE,
  TOOLTIP_LAYER,
  TOOLTIP_NAVBAR_CLEARANCE_PX,
  TOOLTIP_OPEN_DELAY_MS,
  TOOLTIP_SIDE_OFFSET_PX,
  TOOLTIP_SKIP_DELAY_MS,
} from '@site/src/constants';
import styles from './styles.module.css';

/** A tooltip near the fixed navbar flips below its trigger instead of hiding under it. */
const COLLISION_PADDING = {top: TOOLTIP_NAVBAR_CLEARANCE_PX, right: 8, bottom: 8, left: 8};

/** The spec's timings for every tooltip inside: 700 ms to open, then a 300 ms skip window. */
export function TooltipProvider({
  delayDuration = TOOLTIP_OPEN_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={delayDuration}
      skipDelayDuration={skipDelayDuration}
      {...props}
    />
  );
}

/** One control (the only child) with its tooltip: on top, 4 px away, above the page (layer 50). */
export function Tooltip({label, children}: {label: ReactNode; children: ReactNode}) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={TOOLTIP_DEFAULT_SIDE}
          sideOffset={TOOLTIP_SIDE_OFFSET_PX}
          collisionPadding={COLLISION_PADDING}
          className={styles.content}
          style={{zIndex: TOOLTIP_LAYER}}>
          {label}
          <TooltipPrimitive.Arrow className={styles.arrow} />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
