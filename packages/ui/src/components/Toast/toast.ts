import type { TranslationParams } from '@clinic/i18n';

// Toasts (docs/product.md#dialogs-and-messages): default, success, warning, info, error; a title plus an optional message. A tiny external
// store, so any code (the API client, a socket handler) can raise a toast without React; <Toaster/> shows them.

export type ToastType = 'default' | 'success' | 'warning' | 'info' | 'error';

export interface ToastOptions {
  /** Reuse an id to replace a toast instead of stacking a second one. */
  id?: string;
  /** Milliseconds before it goes by itself; 0 keeps it until closed. 5 s by default, 8 s for errors. */
  duration?: number;
  /** Placeholder values when the title or message is a translation key. */
  params?: TranslationParams;
}

export interface ToastItem {
  id: string;
  type: ToastType;
  /** Already translated text, or a translation key ('toast.saved', 'formError.required'). */
  title: string;
  message?: string | undefined;
  params?: TranslationParams | undefined;
  duration: number;
}

export const TOAST_DURATION_MS = 5000;
export const ERROR_TOAST_DURATION_MS = 8000;
/** Older toasts beyond this many are dropped. */
const MAX_TOASTS = 5;

export interface ToastStore {
  subscribe(listener: () => void): () => void;
  /** Newest first. */
  getSnapshot(): readonly ToastItem[];
  add(type: ToastType, title: string, message?: string, options?: ToastOptions): string;
  dismiss(id: string): void;
  clear(): void;
}

export function createToastStore(): ToastStore {
  let toasts: readonly ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const set = (next: readonly ToastItem[]) => {
    toasts = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => toasts,
    add(type, title, message, options = {}) {
      counter += 1;
      const id = options.id ?? `toast-${counter}`;
      const duration = options.duration ?? (type === 'error' ? ERROR_TOAST_DURATION_MS : TOAST_DURATION_MS);
      const item: ToastItem = { id, type, title, message, params: options.params, duration };
      set([item, ...toasts.filter((toast) => toast.id !== id)].slice(0, MAX_TOASTS));
      return id;
    },
    dismiss(id) {
      if (toasts.some((toast) => toast.id === id)) set(toasts.filter((toast) => toast.id !== id));
    },
    clear() {
      if (toasts.length > 0) set([]);
    },
  };
}

/** The app-wide store that `toast` writes to and `<Toaster/>` reads by default. */
export const toastStore = createToastStore();

type Show = (title: string, message?: string, options?: ToastOptions) => string;

export interface ToastApi extends Show {
  success: Show;
  warning: Show;
  info: Show;
  error: Show;
  dismiss: (id: string) => void;
  clear: () => void;
}

/** Builds the `toast(...)` function family over a store (tests use their own store). */
export function createToastApi(store: ToastStore): ToastApi {
  const show =
    (type: ToastType): Show =>
    (title, message, options) =>
      store.add(type, title, message, options);
  return Object.assign(show('default'), {
    success: show('success'),
    warning: show('warning'),
    info: show('info'),
    error: show('error'),
    dismiss: store.dismiss,
    clear: store.clear,
  });
}

/** `toast.success('Đã lưu')`, `toast.error('toast.error', err.message)`; returns the toast's id. */
export const toast: ToastApi = createToastApi(toastStore);
