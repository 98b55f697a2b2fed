import { parseToastOptions, type ToastOptions, type ToastType } from '@erp/domain';
import { createExternalStore } from '../../lib/external-store';
import { addToast, markLeaving, removeToast, type ToastItem } from './toast-queue';

const store = createExternalStore<readonly ToastItem[]>([]);
let nextId = 1;

export const toastStore = {
  subscribe: store.subscribe,
  getSnapshot: store.getSnapshot,
  dismiss(id: number): void {
    const item = store.getSnapshot().find((t) => t.id === id);
    if (!item || item.leaving) return;
    store.set(markLeaving(store.getSnapshot(), id));
    setTimeout(() => store.set(removeToast(store.getSnapshot(), id)), item.options.fadeOut);
  },
};

/**
 * Shows a toast. Options are checked by the domain rules (SPEC §5): an unknown type or a max
 * count that is not a number above 0 falls back to the default.
 */
const show = (message: string, options?: Partial<ToastOptions> | Record<string, unknown>): number => {
  const parsed = parseToastOptions(options);
  const id = nextId++;
  store.set(addToast(store.getSnapshot(), { id, message, options: parsed, leaving: false }));
  setTimeout(() => toastStore.dismiss(id), parsed.duration);
  return id;
};

const ofType =
  (type: ToastType) =>
  (message: string, options?: Partial<Omit<ToastOptions, 'type'>>): number =>
    show(message, { ...options, type });

export const toast = {
  show,
  success: ofType('success'),
  error: ofType('error'),
  warning: ofType('warning'),
  info: ofType('info'),
};
