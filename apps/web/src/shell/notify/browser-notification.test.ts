import { describe, expect, it, vi } from 'vitest';
import { NOTIFY_DEFAULT_BODY, NOTIFY_DEFAULT_TITLE, notifyBrowser } from './browser-notification';

const fakeApi = (permission: NotificationPermission, answer: NotificationPermission = permission) => {
  const shown: { title: string; body: string | undefined }[] = [];
  const api = class {
    static permission = permission;
    static requestPermission = vi.fn(async () => answer);
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body });
    }
  };
  return { api, shown };
};

describe('browser notification helper (SPEC §2.23)', () => {
  it('warns and does nothing without the capability', async () => {
    const logger = { warn: vi.fn() };
    await expect(notifyBrowser({}, undefined, logger)).resolves.toBe('unsupported');
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('asks when the permission is undecided, then shows when granted', async () => {
    const { api, shown } = fakeApi('default', 'granted');
    await expect(notifyBrowser({ title: '새 주문' }, api, { warn: vi.fn() })).resolves.toBe('shown');
    expect(api.requestPermission).toHaveBeenCalledTimes(1);
    expect(shown).toEqual([{ title: '새 주문', body: NOTIFY_DEFAULT_BODY }]);
  });

  it('shows with the default title and body when granted', async () => {
    const { api, shown } = fakeApi('granted');
    await notifyBrowser({}, api, { warn: vi.fn() });
    expect(api.requestPermission).not.toHaveBeenCalled();
    expect(shown).toEqual([{ title: NOTIFY_DEFAULT_TITLE, body: NOTIFY_DEFAULT_BODY }]);
  });

  it('warns that permission was denied otherwise', async () => {
    const logger = { warn: vi.fn() };
    const { api, shown } = fakeApi('denied');
    await expect(notifyBrowser({}, api, logger)).resolves.toBe('denied');
    expect(shown).toEqual([]);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});
