import React, {type ComponentProps, type ReactNode} from 'react';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import clsx from 'clsx';
import {
  TOOLTIP_DEFAULT_SIDE,
  TOOLTIP_LAYER,
  TOOLTIP_OPEN_DELAY_MS,
  TOOLTIP_SIDE_OFFSET_PX,
  TOOLTIP_SKIP_DELAY_MS,
} from '../../../constants';
import styles from './styles.module.css';

/**
 * Room kept free at the viewport's top (the 4rem fixed navbar plus 8 px) so a tooltip near it
 * flips below its trigger instead of hiding under the navbar.
 */
const NAVBAR_COLLISION_PADDING = {top: 72, right: 8, bottom: 8, left: 8};

function TooltipProvider({
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

const Tooltip = TooltipPrimitive.Root;
const TooltipTrigger = TooltipPrimitive.Trigger;

function TooltipContent({
  className,
  side = TOOLTIP_DEFAULT_SIDE,
  sideOffset = TOOLTIP_SIDE_OFFSET_PX,
  collisionPadding = NAVBAR_COLLISION_PADDING,
  style,
  children,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        side={side}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={clsx(styles.content, className)}
        style={{zIndex: TOOLTIP_LAYER, ...style}}
        {...props}>
        {children}
        <TooltipPrimitive.Arrow className={styles.arrow} />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}

/** A control with a tooltip: the common case in one line. */
function WithTooltip({label, children}: {label: ReactNode; children: ReactNode}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

export {Tooltip, TooltipTrigger, TooltipContent, TooltipProvider, WithTooltip};
