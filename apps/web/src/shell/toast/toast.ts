import { parseToastOptions, type ToastOptions, type ToastType } from '@erp/domain';
import { addToast, markLeaving, removeToast, type ToastItem } from './toast-queue';

type Listener = () => void;
let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const setItems = (next: readonly ToastItem[]) => {
  items = next;
  for (const listener of listeners) listener();
};

export const toastStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): readonly ToastItem[] => items,
  dismiss(id: number): void {
    const item = items.find((t) => t.id === id);
    if (!item || item.leaving) return;
    setItems(markLeaving(items, id));
    setTimeout(() => setItems(removeToast(items, id)), item.options.fadeOut);
  },
};

/**
 * Shows a toast. Options are checked by the domain rules (SPEC §5): an unknown type or a max
 * count that is not a number above 0 falls back to the default.
 */
const show = (message: string, options?: Partial<ToastOptions> | Record<string, unknown>): number => {
  const parsed = parseToastOptions(options);
  const id = nextId++;
  setItems(addToast(items, { id, message, options: parsed, leaving: false }));
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
