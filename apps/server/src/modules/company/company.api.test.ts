import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginStaff } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
let clerk: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginStaff(t, 'co-admin', 'admin');
  clerk = await loginStaff(t, 'co-clerk');
});
afterAll(async () => t?.close());

describe('company profile (the supplier block of every statement)', () => {
  it('names each missing field with a Korean rule, not a type error, and saves nothing', async () => {
    const res = await t.refused(422, 'PUT', '/api/comm/v1.0/company', admin, {});
    for (const label of ['상호', '사업자등록번호', '대표자', '주소', '전화번호'])
      expect(res).toContain(label);
    expect(res).not.toMatch(/예상|expected|string/i);
    expect((await t.call('GET', '/api/comm/v1.0/company', { cookie: clerk })).body.response).toBeNull();
  });

  it('is saved by an admin and read by staff; a clerk may not change it', async () => {
    const body = {
      name: '한국부품상사',
      bizNo: '104-81-71238',
      representative: '이대표',
      address: '서울 영등포구 경인로 702',
      phone: '02-2677-1234',
    };
    expect((await t.call('PUT', '/api/comm/v1.0/company', { cookie: clerk, body })).status).toBe(403);
    expect((await t.call('PUT', '/api/comm/v1.0/company', { cookie: admin, body })).status).toBe(200);
    const read = await t.call('GET', '/api/comm/v1.0/company', { cookie: clerk });
    expect(read.body.response).toMatchObject({ name: '한국부품상사', bizNo: '104-81-71238' });
  });
});
