import type { PartPriceChange, PartSaveResult } from '@erp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSheet, sheetOf } from '../../test/excel-upload.js';
import { loginStaff } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let staff: string;

const xlsx = (rows: (string | number | null)[][]) => sheetOf(rows);

const importUpdate = (buffer: Buffer) => importSheet(t, staff, 'part-update', buffer, 'p.xlsx');

const create = async (body: Record<string, unknown>) => {
  const res = await t.call('POST', '/api/product/v1.0/insert', { cookie: staff, body });
  expect(res.status, res.body.message).toBe(200);
  return (res.body.response as PartSaveResult).part;
};
const single = async (code: string) =>
  (await t.call('GET', `/api/product/v1.0/single/${code}`, { cookie: staff })).body
    .response as PartSaveResult['part'];

beforeAll(async () => {
  t = await createTestApp();
  staff = await loginStaff(t, 'u-staff');
});
afterAll(async () => t.close());

describe('PartExcelInsert (part-update importer)', () => {
  it('changes prices by code or part number, keeps blank cells, and records each price change with its reason', async () => {
    const lamp = await create({
      partNo: 'UP-100',
      name: '헤드램프',
      salePrice: 100_000,
      purchasePrice: 70_000,
    });
    const pad = await create({
      partNo: 'UP-200',
      name: '브레이크패드',
      salePrice: 40_000,
      purchasePrice: 25_000,
    });
    const { final } = await importUpdate(
      await xlsx([
        ['품목 코드', '품번', '판매가', '매입가', '사용 여부', '가격 변경 사유'],
        [lamp.code, null, 110_000, null, null, '11월 단가표'],
        [null, 'up 200', null, 27_000, 'N', '매입처 인상'],
      ]),
    );
    expect(final.status, final.failure ?? '').toBe('done');
    expect(await single(lamp.code)).toMatchObject({
      salePrice: 110_000,
      purchasePrice: 70_000,
      active: true,
    });
    expect(await single(pad.code)).toMatchObject({ salePrice: 40_000, purchasePrice: 27_000, active: false });
    const history = (await t.call('GET', `/api/product/v1.0/price/history/${lamp.code}`, { cookie: staff }))
      .body.response as PartPriceChange[];
    const change = history.find((h) => h.via === 'excel');
    expect(change).toMatchObject({
      salePriceBefore: 100_000,
      salePriceAfter: 110_000,
      reason: '11월 단가표',
    });
    // The registration's own row is still there: a change never overwrites history.
    expect(history.some((h) => h.salePriceBefore === null && h.salePriceAfter === 100_000)).toBe(true);
  });

  it('fails the whole batch for a part number nobody has, changing nothing', async () => {
    const part = await create({ partNo: 'UP-300', name: '와이퍼', salePrice: 9_000 });
    const { final } = await importUpdate(
      await xlsx([
        ['품목 코드', '품번', '판매가'],
        [part.code, null, 9_900],
        [null, 'NO-SUCH-PART', 1_000],
      ]),
    );
    expect(final.status).toBe('failed');
    expect(final.failure).toContain('NO-SUCH-PART');
    expect((await single(part.code)).salePrice).toBe(9_000);
  });

  it('refuses in the preview a row without code or part number, and a negative price, naming the field', async () => {
    const boundary = '----import';
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/data/v1.0/excel/import/part-update/preview',
      headers: { cookie: staff, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        await xlsx([
          ['품목 코드', '품번', '판매가'],
          [null, null, 1_000],
          ['P0000001', null, -5],
        ]),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const staged = preview.json().response as {
      validRows: number;
      errors: { row: number; label: string; message: string }[];
    };
    expect(staged.validRows).toBe(0);
    const text = JSON.stringify(staged.errors);
    expect(text).toContain('품목 코드나 품번 중 하나는 있어야 합니다.');
    expect(text).toContain('판매가');
  });
});
