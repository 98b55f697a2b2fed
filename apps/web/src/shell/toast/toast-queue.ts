import type { ToastOptions } from '@erp/domain';

export type ToastItem = {
  id: number;
  message: string;
  options: ToastOptions;
  /** Fading out: shown for the options' fade-out time before it is removed. */
  leaving: boolean;
};

/** Adds a toast; past the max count on screen (SPEC §9: 20) the oldest go first. */
export const addToast = (list: readonly ToastItem[], item: ToastItem): readonly ToastItem[] => {
  const next = [...list, item];
  const overflow = next.length - item.options.maxCount;
  return overflow > 0 ? next.slice(overflow) : next;
};

export const markLeaving = (list: readonly ToastItem[], id: number): readonly ToastItem[] =>
  list.map((item) => (item.id === id && !item.leaving ? { ...item, leaving: true } : item));

export const removeToast = (list: readonly ToastItem[], id: number): readonly ToastItem[] =>
  list.filter((item) => item.id !== id);
