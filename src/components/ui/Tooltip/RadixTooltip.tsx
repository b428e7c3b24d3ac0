import React, {useSyncExternalStore, type ReactNode} from 'react';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import {
  TOOLTIP_DEFAULT_SIDE,
  TOOLTIP_LAYER,
  TOOLTIP_NAVBAR_CLEARANCE_PX,
  TOOLTIP_SIDE_OFFSET_PX,
} from '../../../constants';
import {useTooltipTiming} from './timing';
import styles from './styles.module.css';

/** A tooltip near the fixed navbar flips below its trigger instead of hiding under it. */
const NAVBAR_COLLISION_PADDING = {top: TOOLTIP_NAVBAR_CLEARANCE_PX, right: 8, bottom: 8, left: 8};

/** The Radix tooltip around one control, in its own chunk: see `WithTooltip`. */
export default function RadixTooltip({label, children}: {label: ReactNode; children: ReactNode}) {
  const {delayDuration, skipDelayDuration, skipWindow} = useTooltipTiming();
  const skipping = useSyncExternalStore(skipWindow.subscribe, skipWindow.isOpen, () => false);

  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration}>
      <TooltipPrimitive.Root
        delayDuration={skipping ? 0 : delayDuration}
        onOpenChange={(open) => (open ? skipWindow.tooltipOpened() : skipWindow.tooltipClosed())}>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={TOOLTIP_DEFAULT_SIDE}
            sideOffset={TOOLTIP_SIDE_OFFSET_PX}
            collisionPadding={NAVBAR_COLLISION_PADDING}
            className={styles.content}
            style={{zIndex: TOOLTIP_LAYER}}>
            {label}
            <TooltipPrimitive.Arrow className={styles.arrow} />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
