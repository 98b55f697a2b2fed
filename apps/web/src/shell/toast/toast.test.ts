import { parseToastOptions } from '@erp/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, toastStore } from './toast';
import { addToast, markLeaving, removeToast, type ToastItem } from './toast-queue';

const item = (id: number, maxCount = 20): ToastItem => ({
  id,
  message: `m${id}`,
  options: parseToastOptions({ maxCount }),
  leaving: false,
});

describe('toast queue (SPEC §5, §9)', () => {
  it('keeps at most the max count on screen, dropping the oldest', () => {
    let list: readonly ToastItem[] = [];
    for (let id = 1; id <= 21; id++) list = addToast(list, item(id));
    expect(list).toHaveLength(20);
    expect(list[0]?.id).toBe(2);
  });

  it('applies the max count of the toast being added', () => {
    const list = [item(1), item(2), item(3)].reduce<readonly ToastItem[]>((l, t) => addToast(l, t), []);
    expect(addToast(list, item(4, 2)).map((t) => t.id)).toEqual([3, 4]);
  });

  it('marks a toast as leaving, then removes it', () => {
    const list = [item(1), item(2)];
    expect(markLeaving(list, 1).map((t) => t.leaving)).toEqual([true, false]);
    expect(removeToast(list, 1).map((t) => t.id)).toEqual([2]);
  });
});

describe('toast (SPEC §9 defaults)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    for (const t of toastStore.getSnapshot()) toastStore.dismiss(t.id);
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('shows top-right for 2000 ms, then fades out for 300 ms', () => {
    const id = toast.success('저장했습니다.');
    const shown = toastStore.getSnapshot().find((t) => t.id === id);
    expect(shown?.options).toMatchObject({
      type: 'success',
      position: 'top-right',
      duration: 2000,
      fadeOut: 300,
    });
    vi.advanceTimersByTime(1999);
    expect(toastStore.getSnapshot().find((t) => t.id === id)?.leaving).toBe(false);
    vi.advanceTimersByTime(1);
    expect(toastStore.getSnapshot().find((t) => t.id === id)?.leaving).toBe(true);
    vi.advanceTimersByTime(299);
    expect(toastStore.getSnapshot().some((t) => t.id === id)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(toastStore.getSnapshot().some((t) => t.id === id)).toBe(false);
  });

  it('accepts only the five types and a numeric max count above 0', () => {
    const odd = toast.show('x', { type: 'danger', maxCount: '5' });
    const zero = toast.show('y', { maxCount: 0 });
    const items = toastStore.getSnapshot();
    expect(items.find((t) => t.id === odd)?.options).toMatchObject({ type: 'default', maxCount: 20 });
    expect(items.find((t) => t.id === zero)?.options.maxCount).toBe(20);
  });

  it('never has more than 20 on screen', () => {
    for (let i = 0; i < 25; i++) toast.info(`알림 ${i}`);
    expect(toastStore.getSnapshot()).toHaveLength(20);
    expect(toastStore.getSnapshot().at(-1)?.message).toBe('알림 24');
  });
});
