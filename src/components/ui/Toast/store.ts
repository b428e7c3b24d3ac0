import {useEffect, useState, useSyncExternalStore, type ReactNode} from 'react';
import {TOAST_LIMIT, TOAST_REMOVE_DELAY_MS} from '@site/src/constants';

/**
 * A tiny toast store (after shadcn/ui's use-toast): at most TOAST_LIMIT visible; a dismissed
 * toast is marked closed so Radix can animate it out, and removed TOAST_REMOVE_DELAY_MS later.
 */
export interface ToastData {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'success' | 'error';
  open: boolean;
  onOpenChange?: (open: boolean) => void;
}

export type ToastInput = Omit<ToastData, 'id' | 'open' | 'onOpenChange'>;

export type ToastAction =
  | {type: 'ADD'; toast: ToastData}
  | {type: 'UPDATE'; toast: Partial<ToastData> & {id: string}}
  | {type: 'DISMISS'; id?: string}
  | {type: 'REMOVE'; id?: string};

interface State {
  toasts: ToastData[];
}

/** Pure reducer: the rules of the store, testable without timers. */
export function toastReducer(state: State, action: ToastAction): State {
  switch (action.type) {
    case 'ADD':
      return {toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT)};
    case 'UPDATE':
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? {...t, ...action.toast} : t)),
      };
    case 'DISMISS':
      return {
        toasts: state.toasts.map((t) =>
          action.id === undefined || t.id === action.id ? {...t, open: false} : t,
        ),
      };
    case 'REMOVE':
      return {
        toasts: action.id === undefined ? [] : state.toasts.filter((t) => t.id !== action.id),
      };
  }
}

let memoryState: State = {toasts: []};
const listeners = new Set<(state: State) => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let count = 0;

function dispatch(action: ToastAction) {
  memoryState = toastReducer(memoryState, action);
  listeners.forEach((listener) => listener(memoryState));
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatch({type: 'REMOVE', id});
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast (or all); it is removed from the store after TOAST_REMOVE_DELAY_MS. */
export function dismissToast(id?: string) {
  const ids = id === undefined ? memoryState.toasts.map((t) => t.id) : [id];
  ids.forEach(scheduleRemoval);
  dispatch({type: 'DISMISS', id});
}

/** Removes one toast (or all) from the store at once. */
export function removeToast(id?: string) {
  dispatch({type: 'REMOVE', id});
}

/** Shows a toast; returns its id and functions to update or dismiss it. */
export function toast(input: ToastInput) {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(count);
  dispatch({
    type: 'ADD',
    toast: {
      ...input,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismissToast(id);
      },
    },
  });
  return {
    id,
    update: (next: ToastInput) => dispatch({type: 'UPDATE', toast: {...next, id}}),
    dismiss: () => dismissToast(id),
  };
}

/** The current toasts, re-rendering on every change. */
export function useToasts(): ToastData[] {
  const [state, setState] = useState(memoryState);
  useEffect(() => {
    listeners.add(setState);
    setState(memoryState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return state.toasts;
}

/**
 * How many mounted components may raise a toast (useMayToast). The toaster's code comes ahead
 * of need only to pages that have one; elsewhere it would be bytes a phone fetches for nothing.
 */
let mayToast = 0;
const mayToastListeners = new Set<() => void>();
const changeMayToast = (by: number) => {
  mayToast += by;
  mayToastListeners.forEach((listener) => listener());
};

/** Call in a component that may raise a toast: the page then loads the toaster when idle. */
export function useMayToast() {
  useEffect(() => {
    changeMayToast(1);
    return () => changeMayToast(-1);
  }, []);
}

function subscribeMayToast(listener: () => void) {
  mayToastListeners.add(listener);
  return () => {
    mayToastListeners.delete(listener);
  };
}

/** True while a mounted component may raise a toast. */
export function useToastsExpected(): boolean {
  return useSyncExternalStore(
    subscribeMayToast,
    () => mayToast > 0,
    () => false,
  );
}

/** Test helper: forget every toast and timer. */
export function resetToasts() {
  removeTimers.forEach(clearTimeout);
  removeTimers.clear();
  memoryState = {toasts: []};
  listeners.forEach((listener) => listener(memoryState));
}
