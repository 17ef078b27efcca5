import { signal } from '@preact/signals-react';
import { TOAST_HIDE_MS, TOAST_MAX } from '../../../contract/constants';

export type ToastKind = 'error' | 'warning' | 'success' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  /** Already translated text (or the server's Message). */
  text: string;
}

/** Visible toasts, oldest first; at most TOAST_MAX at once (spec 000 §9). */
export const toasts = signal<readonly Toast[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  toasts.value = toasts.value.filter((t) => t.id !== id);
}

/** Shows a toast for TOAST_HIDE_MS; the oldest goes when a fourth arrives. Same text twice is shown once. */
export function showToast(kind: ToastKind, text: string): number {
  const same = toasts.value.find((t) => t.kind === kind && t.text === text);
  if (same) dismissToast(same.id);
  const toast: Toast = { id: nextId++, kind, text };
  const list = [...toasts.value, toast];
  while (list.length > TOAST_MAX) {
    const dropped = list.shift()!;
    const timer = timers.get(dropped.id);
    if (timer) clearTimeout(timer);
    timers.delete(dropped.id);
  }
  toasts.value = list;
  timers.set(toast.id, setTimeout(() => dismissToast(toast.id), TOAST_HIDE_MS));
  return toast.id;
}
