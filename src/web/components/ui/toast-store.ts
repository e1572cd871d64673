import { useSyncExternalStore } from 'react';

/** One toast at a time: a new toast replaces the one on screen (specification section 9). */
export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; the provider default is 5000. */
  duration?: number;
  /**
   * An error whose words the page already shows (an error summary, a refused file's row): its
   * toast closes on its own like the others. Other errors stay until dismissed (WCAG 2.2.1).
   */
  shownInPage?: boolean;
  /**
   * False when the page announces the same news in its own live region (uploads): the toast is
   * then seen but not read out a second time.
   */
  announce?: boolean;
}

export interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}

export interface ToastHandle {
  id: number;
  dismiss: () => void;
}

type Listener = () => void;

let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

function publish(next: ToastItem | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getCurrentToast(): ToastItem | null {
  return current;
}

/** Closes the toast with this id (or whichever is showing); a stale id does nothing. */
export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  publish({ ...current, open: false });
}

/** Shows a toast, replacing the current one. Callable from anywhere, not only components. */
export function toast(options: ToastOptions): ToastHandle {
  const id = nextId++;
  publish({ variant: 'default', ...options, id, open: true });
  return { id, dismiss: () => dismissToast(id) };
}

export const TOAST_DURATION_MS = 5000;

/** The toast on screen, for the viewport (and the Toaster, which loads it on demand). */
export function useCurrentToast(): ToastItem | null {
  return useSyncExternalStore(subscribeToToasts, getCurrentToast, getCurrentToast);
}
