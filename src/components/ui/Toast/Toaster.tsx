import React from 'react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import clsx from 'clsx';
import {TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX} from '@site/src/constants';
import Icon from '../Icon';
import {useToasts} from './store';
import styles from './styles.module.css';

/** Renders the store's toasts through Radix Toast (loaded on demand by DeferredToaster). */
export default function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      swipeDirection="right">
      {toasts.map(({id, title, description, variant = 'default', ...props}) => (
        <ToastPrimitive.Root
          key={id}
          className={clsx(styles.toast, styles[variant])}
          data-testid="toast"
          {...props}>
          <div className={styles.body}>
            {title && <ToastPrimitive.Title className={styles.title}>{title}</ToastPrimitive.Title>}
            {description && (
              <ToastPrimitive.Description className={styles.description}>
                {description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close className={styles.close} aria-label="Dismiss notification">
            <Icon name="close" size={16} />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className={styles.viewport} hotkey={TOAST_HOTKEY} />
    </ToastPrimitive.Provider>
  );
}
