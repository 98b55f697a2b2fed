import { type MobisPurchaseRow, type MobisSaleRow, toYmd } from '@erp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { commitImport, previewImport, sheetOf } from '../../test/excel-upload.js';
import { orderDeskApp } from '../../test/fixtures.js';

// Mobis (SHINMYEONG) through HTTP: the dealer registers sales and reservations and works its own
// lists only (another Mobis dealer's row answers like a missing one); a reservation is sold on its
// day or cancelled. Head office uploads Mobis purchases by Excel (rows with errors reported by
// row and field), lists them and deletes a row uploaded in error.

const { t, clerk } = await orderDeskApp('mb');
const M = '/api/outsourcing/v1.0/mobis';
let mobis: string;
let other: string;
const today = toYmd(new Date());
const tomorrow = toYmd(new Date(Date.now() + 86_400_000));

type Page<T> = { rows: T[]; total: number; amount: number };
const sale = (cookie: string, extra: Record<string, unknown> = {}) =>
  t.ok<MobisSaleRow>('POST', `${M}/sales/save`, cookie, {
    kind: 'sale',
    saleDate: today,
    customerName: '김고객',
    vin: 'KMHD341DBNU123456',
    partNo: '86511-2s000',
    partName: '프론트 범퍼',
    qty: 2,
    unitPrice: 150_000,
    ...extra,
  });

beforeAll(async () => {
  await t.addAccount({ loginId: 'mb-one', kind: 'mobis', role: 'SHINMYEONG', partnerCode: 'MOBIS' });
  await t.addAccount({ loginId: 'mb-two', kind: 'mobis', role: 'SHINMYEONG', partnerCode: 'MOBIS2' });
  mobis = await t.login('mb-one', 'mobis');
  other = await t.login('mb-two', 'mobis');
});

describe('Mobis sales and reservations', () => {
  it('registers a sale and lists it with the amount; another dealer sees none of it', async () => {
    const s = await sale(mobis);
    expect(s).toMatchObject({ kind: 'sale', status: 'active', partNo: '86511-2S000', amount: 300_000 });
    expect(s.code).toMatch(/^MS\d{8}-\d{4}$/);
    const list = await t.ok<Page<MobisSaleRow>>('POST', `${M}/sales/list`, mobis, { kind: 'sale' });
    expect(list.rows.map((r) => r.code)).toEqual([s.code]);
    expect(list.amount).toBe(300_000);
    expect((await t.ok<Page<MobisSaleRow>>('POST', `${M}/sales/list`, other, { kind: 'sale' })).total).toBe(
      0,
    );
    expect(await t.refused(404, 'PUT', `${M}/sales/cancel/${s.id}`, other)).toBe(
      await t.refused(404, 'PUT', `${M}/sales/cancel/999999`, other),
    );
    await t.refused(403, 'POST', `${M}/sales/list`, clerk, { kind: 'sale' });
  });

  it('refuses a future sale and a past reservation, naming the field', async () => {
    expect(
      await t.refused(422, 'POST', `${M}/sales/save`, mobis, { ...base(), saleDate: tomorrow }),
    ).toContain('예약');
    expect(
      await t.refused(422, 'POST', `${M}/sales/save`, mobis, {
        ...base(),
        kind: 'reservation',
        saleDate: '20200101',
      }),
    ).toContain('일자');
    expect(await t.refused(422, 'POST', `${M}/sales/save`, mobis, { ...base(), qty: 0 })).toContain('수량');
  });

  it('sells a reservation once (a sale of today, the reservation done) and cancels another', async () => {
    const r = await sale(mobis, { kind: 'reservation', saleDate: tomorrow, memo: '오전 방문' });
    expect(r).toMatchObject({ kind: 'reservation', status: 'active' });
    const sold = await t.ok<MobisSaleRow>('PUT', `${M}/reservation/sell/${r.id}`, mobis);
    expect(sold).toMatchObject({
      kind: 'sale',
      saleDate: today,
      amount: 300_000,
      memo: `예약 ${r.code} · 오전 방문`,
    });
    const rsv = await t.ok<Page<MobisSaleRow>>('POST', `${M}/sales/list`, mobis, { kind: 'reservation' });
    expect(rsv.rows.find((x) => x.id === r.id)).toMatchObject({ status: 'done', saleCode: sold.code });
    expect(await t.refused(422, 'PUT', `${M}/reservation/sell/${r.id}`, mobis)).toContain('이미');
    const r2 = await sale(mobis, { kind: 'reservation', saleDate: tomorrow });
    expect((await t.ok<MobisSaleRow>('PUT', `${M}/sales/cancel/${r2.id}`, mobis)).status).toBe('cancelled');
    expect(await t.refused(422, 'PUT', `${M}/sales/cancel/${r2.id}`, mobis)).toContain('이미');
    const active = await t.ok<Page<MobisSaleRow>>('POST', `${M}/sales/list`, mobis, {
      kind: 'reservation',
      status: 'active',
    });
    expect(active.total).toBe(0);
  });
});

const base = () => ({
  kind: 'sale',
  saleDate: today,
  customerName: '김고객',
  partNo: 'P-1',
  partName: '필터',
  qty: 1,
  unitPrice: 1_000,
});

describe('Mobis purchases (head office)', () => {
  it('uploads by Excel with per-row errors, lists with the amount, deletes a row by marking it', async () => {
    const rows: (string | number | null)[][] = [
      ['매입일', '전표번호', '품번', '품명', '수량', '단가', '금액', '비고'],
      ['2026-12-01', 'S-100', '86511-2S000', '프론트 범퍼', 2, 120_000, 240_000, null],
      ['20261202', 'S-101', '92101-2S000', '헤드램프', 1, 300_000, 300_000, '급송'],
      ['20261203', 'S-102', '31112-2S000', '연료 펌프', 1, 90_000, 80_000, null],
      ['2026-13-01', 'S-103', '31112-2S000', '연료 펌프', 1, 90_000, 90_000, null],
    ];
    const preview = await previewImport(t, clerk, 'mobis-purchase', await sheetOf(rows));
    expect(preview.status, preview.body.message).toBe(200);
    const p = preview.body.response as {
      id: string;
      validRows: number;
      errors: { row: number; label: string; message: string }[];
    };
    expect(p.validRows).toBe(2);
    expect(p.errors.map((e) => [e.row, e.label])).toEqual([
      [4, '금액'],
      [5, '매입일'],
    ]);
    expect(p.errors[0]?.message).toContain('90,000');
    expect(await commitImport(t, clerk, 'mobis-purchase', p.id)).toMatchObject({
      status: 'done',
      processed: 2,
    });
    const list = await t.ok<Page<MobisPurchaseRow>>('POST', `${M}/purchase/list`, clerk, {});
    expect(list.rows.map((r) => [r.purchaseDate, r.slipNo, r.amount])).toEqual([
      ['20261202', 'S-101', 300_000],
      ['20261201', 'S-100', 240_000],
    ]);
    expect(list.amount).toBe(540_000);
    const first = list.rows[1]!;
    await t.refused(403, 'DELETE', `${M}/purchase/delete/${first.id}`, mobis);
    await t.ok('DELETE', `${M}/purchase/delete/${first.id}`, clerk);
    await t.refused(404, 'DELETE', `${M}/purchase/delete/${first.id}`, clerk);
    const after = await t.ok<Page<MobisPurchaseRow>>('POST', `${M}/purchase/list`, clerk, { search: 's-10' });
    expect(after.rows.map((r) => r.slipNo)).toEqual(['S-101']);
    expect(after.amount).toBe(300_000);
  });
});
