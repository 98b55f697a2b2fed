import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { loadConfig } from '../config.js';

// The idle time-out counts from the session's last request, to the second, although the row's
// last_seen_at is written at most every idle/4 (so a read is not a write).
const IDLE_MINUTES = 8;
const MINUTE = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessionIdleMinutes: IDLE_MINUTES });
  await t.addAccount({ loginId: 'idle-staff', kind: 'staff', role: 'public' });
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const lastSeenInDb = async (): Promise<number> => {
  const result = (await t.db.execute(
    sql`select last_seen_at from sessions s join accounts a on a.id = s.account_id
        where a.login_id = 'idle-staff' order by s.created_at desc limit 1`,
  )) as unknown as { rows: { last_seen_at: Date | string }[] };
  return new Date(result.rows[0]!.last_seen_at).getTime();
};

describe('session idle time-out', () => {
  it('ends a session exactly the idle time after its last request, not earlier', async () => {
    // Only the clock is faked: the database driver's timers keep running.
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const cookie = await t.login('idle-staff', 'staff');
    const session = () => t.call('GET', '/api/user/v1.0/session', { cookie });

    // 50 s after login: a request, too soon to rewrite the row (idle/4 = 2 minutes).
    vi.setSystemTime(start + 50_000);
    expect((await session()).status).toBe(200);
    expect(await lastSeenInDb()).toBe(start);

    // 7 min 50 s after that request (8 min 40 s after the row's time): still within the idle time.
    const lastRequest = start + 50_000;
    vi.setSystemTime(lastRequest + IDLE_MINUTES * MINUTE - 10_000);
    expect((await session()).status).toBe(200);
    // This one rewrote the row (more than idle/4 since it was written).
    expect(await lastSeenInDb()).toBe(lastRequest + IDLE_MINUTES * MINUTE - 10_000);

    // The idle time plus a second after the last request: ended.
    vi.setSystemTime(lastRequest + IDLE_MINUTES * MINUTE - 10_000 + IDLE_MINUTES * MINUTE + 1_000);
    const ended = await session();
    expect(ended.status).toBe(401);
    expect(ended.body.code).toBe('E1006');
  });

  it('refuses an idle setting below 5 minutes at start, in Korean and English', () => {
    for (const value of ['0', '4', '-1', '2.5']) {
      expect(() => loadConfig({ SESSION_IDLE_MINUTES: value })).toThrow(
        /SESSION_IDLE_MINUTES.*5 이상.*at least 5/,
      );
    }
    expect(loadConfig({ SESSION_IDLE_MINUTES: '5' }).sessionIdleMinutes).toBe(5);
  });
});
