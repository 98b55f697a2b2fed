import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Car, FitmentCheck, FitmentSuggestion, ListPage, Part, VinLookup } from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPart as createPartOf, loginStaff } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let staff: string;
let dataDir: string;
const VIN = 'KMHD341CBHU123456';
const SAME_LINE = 'KMHD341CBJU654321';
let pad: Part;
let filter: Part;
let wiper: Part;

const createPart = (body: Record<string, unknown>) => createPartOf(t, staff, body);
const pngBytes = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8cfc0f01f0005000201a5f6b3e90000000049454e44ae426082',
  'hex',
);
const upload = (url: string, fileName: string, content: Buffer) => {
  const boundary = '----car';
  return t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: staff, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'erp-car-'));
  t = await createTestApp({ dataDir });
  staff = await loginStaff(t, 'v-staff');
  pad = await createPart({
    partNo: 'SP1399',
    name: '브레이크패드 앞',
    carModel: '아반떼AD',
    salePrice: 48_000,
  });
  filter = await createPart({
    partNo: '26300-35505',
    name: '오일필터',
    carModel: '아반떼AD',
    salePrice: 6_500,
  });
  wiper = await createPart({ partNo: 'CAPAS-650', name: '와이퍼 650mm', salePrice: 13_000 });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('cars', () => {
  it('saves a car by VIN and plate, normalised, and updates it on a second save', async () => {
    const res = await t.call('POST', '/api/car/v1.0/info/only/save', {
      cookie: staff,
      body: {
        vin: 'kmhd341cbhu 123456',
        carNo: '서울 12가 3456',
        maker: '현대',
        model: '아반떼 AD',
        modelYear: 2017,
      },
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.response).toMatchObject({ vin: VIN, carNo: '서울12가3456', model: '아반떼 AD' });
    const again = await t.call('POST', '/api/car/v1.0/info/only/save', {
      cookie: staff,
      body: { vin: VIN, engine: '1.6 GDi' },
    });
    expect(again.body.response).toMatchObject({
      id: (res.body.response as Car).id,
      engine: '1.6 GDi',
      carNo: '서울12가3456',
    });
  });

  it('refuses a bad plate and a bad VIN with their Korean labels', async () => {
    const res = await t.refused(422, 'POST', '/api/car/v1.0/info/only/save', staff, {
      vin: 'KMHD341CBHU12345O',
      carNo: '12가34567',
    });
    expect(res).toContain('차대번호');
    expect(res).toContain('차량번호');
    await t.refused(422, 'POST', '/api/car/v1.0/info/only/save', staff, { maker: '기아' });
  });

  it('refuses an unknown customer code with 422', async () => {
    const res = await t.refused(422, 'POST', '/api/car/v1.0/info/only/save', staff, {
      carNo: '34나5678',
      customerCode: 'C999999',
    });
    expect(res).toContain('거래처');
  });

  it('looks a VIN up locally and says plainly that no decoding service is configured', async () => {
    const res = await t.call('GET', `/api/car/v1.0/vin/single/${VIN}`, { cookie: staff });
    const lookup = res.body.response as VinLookup;
    expect(lookup.local).toMatchObject({ valid: true, wmi: 'KMH', modelYears: [1987, 2017] });
    expect(lookup.remote).toMatchObject({ configured: false, ok: false });
    expect(lookup.remote.message).toContain('설정되지 않았습니다');
    expect(lookup.car?.carNo).toBe('서울12가3456');
    const bad = await t.call('GET', '/api/car/v1.0/vin/single/SHORT', { cookie: staff });
    expect((bad.body.response as VinLookup).local).toMatchObject({
      valid: false,
      reason: expect.stringContaining('17자리'),
    });
  });

  it('stores a car sent by an interface with decoded attributes shown in Korean', async () => {
    const res = await t.call('POST', '/api/car/v1.0/interface/insert', {
      cookie: staff,
      body: {
        vin: '5NPE24AF4FH000001',
        model: 'Sonata',
        attributes: { Make: 'HYUNDAI', ModelYear: '2015', Doors: '4' },
      },
    });
    expect(res.status, res.body.message).toBe(200);
    expect((res.body.response as Car).attributes).toEqual([
      { name: 'Make', label: '제조사', value: 'HYUNDAI' },
      { name: 'ModelYear', label: '연식', value: '2015' },
      { name: 'Doors', label: '도어 수', value: '4' },
    ]);
  });

  it('lists cars by part of the plate and deletes one', async () => {
    const saved = await t.call('POST', '/api/car/v1.0/info/only/save', {
      cookie: staff,
      body: { carNo: '123허4567' },
    });
    const list = await t.call('POST', '/api/car/v1.0/number/list', {
      cookie: staff,
      body: { keyword: '허45' },
    });
    expect((list.body.response as ListPage<Car>).rows.map((c) => c.carNo)).toEqual(['123허4567']);
    const id = (saved.body.response as Car).id;
    expect((await t.call('DELETE', `/api/car/v1.0/info/delete/${id}`, { cookie: staff })).status).toBe(200);
    expect((await t.call('GET', `/api/car/v1.0/single/${id}`, { cookie: staff })).status).toBe(404);
  });

  it('keeps one file per car, served inline when an image, and resets it', async () => {
    const saved = await t.call('POST', '/api/car/v1.0/info/only/save', {
      cookie: staff,
      body: { carNo: '56다7890' },
    });
    const id = (saved.body.response as Car).id;
    const up = await upload(`/api/car/v1.0/file/upload/${id}`, '등록증.png', pngBytes);
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().response.hasFile).toBe(true);
    const file = await t.app.inject({ url: `/api/car/v1.0/file/${id}`, headers: { cookie: staff } });
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^inline/);
    const reset = await t.call('POST', `/api/car/v1.0/file/reset/${id}`, { cookie: staff });
    expect((reset.body.response as Car).hasFile).toBe(false);
    expect(
      (await t.app.inject({ url: `/api/car/v1.0/file/${id}`, headers: { cookie: staff } })).statusCode,
    ).toBe(404);
  });
});

describe('fitment', () => {
  it('suggests the parts fitted to this car first, then to its VIN model line, then to its model', async () => {
    const add = (body: Record<string, unknown>) =>
      t.call('POST', '/api/car/v1.0/fitment/insert', { cookie: staff, body });
    expect(
      (await add({ vin: VIN, partCodes: [pad.code], customerCode: null, memoCode: 'M1' })).body.response,
    ).toEqual({ added: 1 });
    expect((await add({ vin: VIN, partCodes: [pad.code] })).body.response).toEqual({ added: 0 });
    await add({ vin: SAME_LINE, partCodes: [filter.code] });
    await add({ model: '아반떼-AD', partCodes: [wiper.code] });
    const res = await t.call('POST', '/api/car/v1.0/fitment/suggest', { cookie: staff, body: { vin: VIN } });
    const s = res.body.response as FitmentSuggestion;
    // The stored car's model (아반떼 AD) finds the model-level record too.
    expect(s.suggestions.map((x) => [x.partCode, x.matchedBy])).toEqual([
      [pad.code, 'vin'],
      [filter.code, 'pattern'],
      [wiper.code, 'model'],
    ]);
    const order = await t.call('GET', `/api/car/v1.0/order/info/${VIN}`, { cookie: staff });
    expect((order.body.response as { suggestions: FitmentSuggestion }).suggestions.suggestions).toHaveLength(
      3,
    );
  });

  it('warns when a part was never sold or fitted for this model', async () => {
    const other = await createPart({ partNo: 'GB80L', name: '배터리 80AH' });
    const fitted = await t.call('POST', '/api/car/v1.0/fitment/check', {
      cookie: staff,
      body: { partCode: filter.code, vin: VIN },
    });
    expect(fitted.body.response).toMatchObject({ fitted: true, warning: null });
    const never = await t.call('POST', '/api/car/v1.0/fitment/check', {
      cookie: staff,
      body: { partCode: other.code, vin: VIN },
    });
    expect((never.body.response as FitmentCheck).fitted).toBe(false);
    expect((never.body.response as FitmentCheck).warning).toContain('기록이 없는');
  });

  it('lists fitment records by VIN and deletes one', async () => {
    const list = await t.call('POST', '/api/car/v1.0/fitment/page/list', {
      cookie: staff,
      body: { filters: [{ field: 'vin', op: 'eq', value: VIN.toLowerCase() }] },
    });
    const rows = (
      list.body.response as ListPage<{
        id: number;
        partCode: string;
        memoCode: string | null;
        source: string;
      }>
    ).rows;
    expect(rows).toMatchObject([{ partCode: pad.code, memoCode: 'M1', source: 'manual' }]);
    expect(
      (await t.call('DELETE', `/api/car/v1.0/fitment/delete/${rows[0]!.id}`, { cookie: staff })).status,
    ).toBe(200);
  });

  it('needs a VIN or a model, naming the field', async () => {
    const res = await t.refused(422, 'POST', '/api/car/v1.0/fitment/insert', staff, {
      partCodes: [pad.code],
    });
    expect(res).toContain('차대번호');
  });
});
