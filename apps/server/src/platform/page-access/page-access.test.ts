import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginStaff } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
let staff: string;
let cust: string;

type Entry = {
  id: number;
  pagePath: string;
  pageName: string;
  accessCount: number;
  uniqueUserCount: number;
  lastAccessTime: string | null;
};

const list = async (filter: Record<string, unknown> = {}) => {
  const res = await t.call('POST', '/api/page/access/v1.0/stats/list', { cookie: admin, body: filter });
  expect(res.status, res.body.message).toBe(200);
  return { rows: res.body.response as Entry[], total: Number(res.raw.headers['x-total-count']) };
};

beforeAll(async () => {
  t = await createTestApp();
  await t.addAccount({ loginId: 'pa-cust', kind: 'customer', role: 'cust', customerCode: 'C1' });
  admin = await loginStaff(t, 'pa-admin', 'admin');
  staff = await loginStaff(t, 'pa-staff');
  cust = await t.login('pa-cust', 'customer');
});
afterAll(async () => t.close());

describe('page access save and stats (SPEC §7.1)', () => {
  it('counts 50 parallel saves as 50', async () => {
    await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call('POST', '/api/page/access/v1.0/save', {
          cookie: staff,
          body: { pagePath: '/Company/CustomerList', pageName: 'CustomerList' },
        }),
      ),
    );
    const { rows } = await list({ pathContains: '/Company/CustomerList' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      pagePath: '/Company/CustomerList',
      pageName: 'CustomerList',
      accessCount: 50,
      uniqueUserCount: 1,
    });
    expect(rows[0]!.lastAccessTime).not.toBeNull();
  });

  it('counts unique users per page', async () => {
    for (const cookie of [admin, staff, cust, staff]) {
      await t.call('POST', '/api/page/access/v1.0/save', {
        cookie,
        body: { pagePath: '/Company/PartList', pageName: 'PartList' },
      });
    }
    const { rows } = await list({ pathContains: 'PartList' });
    expect(rows[0]).toMatchObject({ accessCount: 4, uniqueUserCount: 3 });
  });

  it('filters by date range using the daily counts', async () => {
    await t.call('POST', '/api/page/access/v1.0/save', {
      cookie: staff,
      body: { pagePath: '/Old/Page', pageName: 'Page' },
    });
    await t.db.execute(sql`update page_access_daily set access_date = date '2026-01-15'
      where page_id = (select id from page_access_pages where page_path = '/Old/Page')`);
    await t.db.execute(sql`update page_access_visitors set access_date = date '2026-01-15'
      where page_id = (select id from page_access_pages where page_path = '/Old/Page')`);
    expect((await list({ fromDate: '20260101', toDate: '20260131' })).rows.map((r) => r.pagePath)).toEqual([
      '/Old/Page',
    ]);
    expect((await list({ fromDate: '20260201', pathContains: '/Old/' })).rows).toEqual([]);
  });

  it('sorts and pages, with the total in x-total-count', async () => {
    const byCount = await list({ sort: 'accessCount', order: 'desc' });
    const counts = byCount.rows.map((r) => r.accessCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const byPath = await list({ sort: 'pagePath', order: 'asc', size: 1, page: 2 });
    const all = (await list({ sort: 'pagePath', order: 'asc' })).rows;
    expect(byPath.rows).toEqual([all[1]]);
    expect(byPath.total).toBe(all.length);
  });

  it('treats % and _ in the path filter as plain characters', async () => {
    expect((await list({ pathContains: '%' })).rows).toEqual([]);
  });

  it('refuses a save without a session and the list to non-admins', async () => {
    const anonymous = await t.call('POST', '/api/page/access/v1.0/save', {
      body: { pagePath: '/x', pageName: 'x' },
    });
    expect(anonymous.status).toBe(401);
    expect(
      (await t.call('POST', '/api/page/access/v1.0/stats/list', { cookie: staff, body: {} })).status,
    ).toBe(403);
    expect(
      (await t.call('POST', '/api/page/access/v1.0/stats/list', { cookie: cust, body: {} })).status,
    ).toBe(403);
  });

  it('names the bad field in Korean and writes nothing', async () => {
    const res = await t.refused(422, 'POST', '/api/page/access/v1.0/save', staff, {
      pagePath: 'no-slash',
      pageName: 'x',
    });
    expect(res).toContain('페이지 경로');
    expect((await list({ pathContains: 'no-slash' })).rows).toEqual([]);
    const bad = await t.refused(422, 'POST', '/api/page/access/v1.0/stats/list', admin, {
      fromDate: '2026-01-01',
    });
    expect(bad).toContain('시작일');
  });
});
