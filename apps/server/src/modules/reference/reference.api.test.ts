import type { LinkItem } from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginStaff } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
let clerk: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginStaff(t, 'rf-admin', 'admin');
  clerk = await loginStaff(t, 'rf-clerk');
  await t.app.ready();
});
afterAll(async () => t?.close());

describe('link collections', () => {
  it('are kept by admins, read by staff in their order, and a taken-down link disappears', async () => {
    const link = {
      collection: 'weather',
      title: '기상청 날씨누리',
      url: 'https://www.weather.go.kr',
      sortOrder: 20,
    };
    await t.refused(403, 'POST', '/api/weather/v1.0/link/save', clerk, link);
    const first = await t.ok<LinkItem>('POST', '/api/weather/v1.0/link/save', admin, link);
    await t.ok('POST', '/api/weather/v1.0/link/save', admin, { ...link, title: '도로 교통', sortOrder: 10 });
    await t.ok('POST', '/api/weather/v1.0/link/save', admin, {
      ...link,
      collection: 'stock',
      title: '부품 시세',
    });
    const seen = await t.ok<LinkItem[]>('GET', '/api/weather/v1.0/link/list?collection=weather', clerk);
    expect(seen.map((l) => l.title)).toEqual(['도로 교통', '기상청 날씨누리']);
    await t.ok('POST', `/api/weather/v1.0/link/hide/${first.id}`, admin);
    expect(
      await t.ok<LinkItem[]>('GET', '/api/weather/v1.0/link/list?collection=weather', clerk),
    ).toHaveLength(1);
    await t.refused(404, 'POST', `/api/weather/v1.0/link/update/${first.id}`, admin, link);
  });

  it('refuses an address that is not a web address, naming the field', async () => {
    const msg = await t.refused(422, 'POST', '/api/weather/v1.0/link/save', admin, {
      collection: 'weather',
      title: '악성',
      url: 'javascript:alert(1)',
    });
    expect(msg).toContain('주소');
  });
});
