/**
 * Pure rules of the toasts: at most one shown at a time; a dismissed
 * toast is removed 1 s later (its exit); the wizard's toasts last 6 s, errors 8 s.
 */

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
  /** Auto-dismiss after this many ms. */
  duration: number;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
}

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1000;
export const WIZARD_TOAST_DURATION_MS = 6000;
export const WIZARD_ERROR_TOAST_DURATION_MS = 8000;
/** A swipe to the right of more than this dismisses the toast. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export function toastDuration(input: ToastInput): number {
  if (input.duration !== undefined) return input.duration;
  return input.variant === 'destructive' ? WIZARD_ERROR_TOAST_DURATION_MS : WIZARD_TOAST_DURATION_MS;
}

/** Adds a toast in front; older ones beyond the limit are closed (and removed after their exit). */
export function addToast(toasts: readonly Toast[], toast: Toast): Toast[] {
  const others = toasts.map((existing) => ({ ...existing, open: false }));
  return [toast, ...others].slice(0, TOAST_LIMIT + 1);
}

export function dismissToast(toasts: readonly Toast[], id: number): Toast[] {
  return toasts.map((toast) => (toast.id === id ? { ...toast, open: false } : toast));
}

export function removeToast(toasts: readonly Toast[], id: number): Toast[] {
  return toasts.filter((toast) => toast.id !== id);
}

export function visibleToasts(toasts: readonly Toast[]): Toast[] {
  return toasts.filter((toast) => toast.open).slice(0, TOAST_LIMIT);
}
