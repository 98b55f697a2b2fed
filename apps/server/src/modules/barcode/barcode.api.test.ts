import type { CustomerSaveResult, LabelSheet, Part, PartBarcode, UnitBarcode } from '@erp/domain';
import { toYmd } from '@erp/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPart as createPartOf,
  draftOrder,
  issueUnits,
  loginStaff,
  saveWarehouse,
} from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { unitBarcodeEvents } from './barcode.table.js';
import { recordUnitBarcodeEvent } from './unit-barcode.service.js';

let t: TestApp;
let staff: string;
let battery: Part;
let lamp: Part;

const createPart = (body: Record<string, unknown>) => createPartOf(t, staff, body);
const units = (partCode: string, qty: number, extra: Record<string, unknown> = {}) =>
  issueUnits(t, staff, partCode, qty, extra);

beforeAll(async () => {
  t = await createTestApp();
  staff = await loginStaff(t, 'b-staff');
  battery = await createPart({
    partNo: 'DF90L',
    name: '배터리 DF90L',
    carModel: '싼타페',
    salePrice: 132_000,
  });
  lamp = await createPart({ partNo: '92101-F2000', name: '헤드램프 LH 아반떼AD', salePrice: 298_000 });
  await t.call('POST', `/api/product/v1.0/location/save/${lamp.code}`, {
    cookie: staff,
    body: { warehouseCode: 'MAIN', location: 'C-01-1' },
  });
});
afterAll(async () => t.close());

describe('part barcodes', () => {
  it('registers several maker barcodes per part and detects EAN-13', async () => {
    const a = await t.call('POST', '/api/barcode/v1.0/save', {
      cookie: staff,
      body: { partCode: battery.code, value: '8801234567893' },
    });
    expect(a.body.response).toMatchObject({ value: '8801234567893', symbology: 'ean13' });
    const b = await t.call('POST', '/api/barcode/v1.0/save', {
      cookie: staff,
      body: { partCode: battery.code, value: 'DF90L-2026' },
    });
    expect(b.body.response).toMatchObject({ symbology: 'code128' });
    const list = await t.call('GET', `/api/barcode/v1.0/part/list/${battery.code}`, { cookie: staff });
    expect((list.body.response as PartBarcode[]).map((x) => x.value)).toEqual([
      '8801234567893',
      'DF90L-2026',
    ]);
  });

  it('refuses the same value on another part and says whose it is', async () => {
    const res = await t.refused(409, 'POST', '/api/barcode/v1.0/save', staff, {
      partCode: lamp.code,
      value: '8801234567893',
    });
    expect(res).toContain(battery.code);
    expect(res).toMatch(/^바코드: 이미 등록된 값입니다 \(/);
    const check = await t.call('POST', '/api/barcode/v1.0/duplicate/check', {
      cookie: staff,
      body: { value: ' 8801234567893 ' },
    });
    expect(check.body.response).toMatchObject({ duplicate: true, kind: 'part', partCode: battery.code });
    const free = await t.call('POST', '/api/barcode/v1.0/duplicate/check', {
      cookie: staff,
      body: { value: 'NEW-1' },
    });
    expect(free.body.response).toMatchObject({ duplicate: false, kind: null });
  });

  it('refuses an EAN-13 with a wrong check digit, naming the field', async () => {
    const res = await t.refused(422, 'POST', '/api/barcode/v1.0/save', staff, {
      partCode: lamp.code,
      value: '8801234567890',
      symbology: 'ean13',
    });
    expect(res).toContain('바코드');
  });

  it('answers a barcode or unit for an unknown part as bad input naming the part field', async () => {
    const barcode = await t.call('POST', '/api/barcode/v1.0/save', {
      cookie: staff,
      body: { partCode: 'P9999999', value: 'GHOST-1' },
    });
    expect(barcode.status).toBe(422);
    expect(barcode.body.message).toBe('품목: 등록되지 않은 품목입니다 (P9999999).');
    const unit = await t.refused(422, 'POST', '/api/barcode/v1.0/unit/create', staff, {
      partCode: 'P9999999',
      qty: 1,
    });
    expect(unit).toBe('품목: 등록되지 않은 품목입니다 (P9999999).');
  });

  it('finds the part of a scanned value, a URL-shaped scan included', async () => {
    await t.call('POST', '/api/barcode/v1.0/save', {
      cookie: staff,
      body: { partCode: lamp.code, value: 'https://m.example.kr/item/HL 2000?x=1' },
    });
    const res = await t.call('POST', '/api/barcode/v1.0/scan', {
      cookie: staff,
      body: { value: 'http://other.kr/item/HL%202000' },
    });
    expect(res.body.response).toMatchObject({
      kind: 'part',
      value: '/item/HL2000',
      partCode: lamp.code,
      part: { name: '헤드램프 LH' },
    });
    const none = await t.call('POST', '/api/barcode/v1.0/scan', {
      cookie: staff,
      body: { value: 'NOTHING' },
    });
    expect(none.body.response).toMatchObject({ kind: 'none', partCode: null });
  });
});

describe('unit barcodes and their history', () => {
  it('issues unique unit barcodes with a check digit and a created event each', async () => {
    const issued = await units(battery.code, 3, {
      docKind: 'stock',
      docCode: 'B20261121-0001',
      manufacturedOn: '20261015',
    });
    expect(issued).toHaveLength(3);
    expect(new Set(issued.map((u) => u.value)).size).toBe(3);
    for (const u of issued) {
      expect(u.value).toMatch(/^U\d{10}$/);
      expect(u).toMatchObject({
        state: 'created',
        docCode: 'B20261121-0001',
        manufacturedOn: '20261015',
        partCode: battery.code,
      });
    }
    const doc = await t.call('GET', '/api/barcode/v1.0/unit/document/B20261121-0001', { cookie: staff });
    expect((doc.body.response as UnitBarcode[]).length).toBe(3);
    // A scanner sending lower case, or typing through the Korean input method (u → ㅕ), still finds it.
    const value = issued[0]!.value;
    for (const sent of [value.toLowerCase(), `ㅕ${value.slice(1)}`]) {
      const scan = await t.call('POST', '/api/barcode/v1.0/scan', { cookie: staff, body: { value: sent } });
      expect(scan.body.response, sent).toMatchObject({ kind: 'unit', value, partCode: battery.code });
    }
  });

  it('follows a unit through purchase, sale and return, and refuses selling it twice', async () => {
    const [unit] = await units(battery.code, 1);
    const post = (event: string, extra: Record<string, unknown> = {}) =>
      t.call('POST', '/api/barcode/v1.0/unit/event', {
        cookie: staff,
        body: { value: unit!.value, event, ...extra },
      });
    expect((await post('purchase_in', { warehouseCode: 'MAIN', docCode: 'B1' })).body.response).toMatchObject(
      { state: 'in_stock', warehouseCode: 'MAIN' },
    );
    expect((await post('sale_out', { docCode: 'O20261121-0001' })).body.response).toMatchObject({
      state: 'sold',
    });
    const twice = await post('sale_out', { docCode: 'O20261121-0002' });
    expect(twice.status).toBe(422);
    expect(twice.body.message).toContain('이미 출고');
    expect((await post('return_in', { docCode: 'R1' })).body.response).toMatchObject({ state: 'in_stock' });
    const history = await t.call('POST', '/api/barcode/v1.0/unit/history', {
      cookie: staff,
      body: { value: `https://erp.example.kr/B/${unit!.value}` },
    });
    const h = history.body.response as {
      events: { event: string; stateAfter: string; docCode: string | null; actorName: string }[];
    };
    expect(h.events.map((e) => [e.event, e.stateAfter, e.docCode])).toEqual([
      ['created', 'created', null],
      ['purchase_in', 'in_stock', 'B1'],
      ['sale_out', 'sold', 'O20261121-0001'],
      ['return_in', 'in_stock', 'R1'],
    ]);
    expect(h.events[1]!.actorName).toBe('b-staff 테스트');
  });

  it('lets later issues append events in their own transaction, rolled back with it', async () => {
    const [unit] = await units(lamp.code, 1);
    await expect(
      t.db.transaction(async (tx) => {
        await recordUnitBarcodeEvent(
          tx,
          { value: unit!.value, event: 'stock_in', warehouseCode: 'MAIN' },
          { accountId: null, loginId: 'test' },
        );
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    const rows = await t.db
      .select()
      .from(unitBarcodeEvents)
      .where(eq(unitBarcodeEvents.unitBarcodeId, unit!.id));
    expect(rows.map((r) => r.event)).toEqual(['created']);
  });

  it('refuses a maker barcode that a unit already carries', async () => {
    const [unit] = await units(lamp.code, 1);
    const res = await t.refused(409, 'POST', '/api/barcode/v1.0/save', staff, {
      partCode: battery.code,
      value: unit!.value,
    });
    expect(res).toMatch(/^바코드: 이미 개체 바코드로 등록된 값입니다 \(/);
  });

  it('counts the on-hand units of a part by scanning any of its barcodes', async () => {
    const part = await createPart({ partNo: 'CNT-1', name: '카운트부품' });
    const issued = await units(part.code, 4);
    for (const u of issued.slice(0, 3)) {
      await t.call('POST', '/api/barcode/v1.0/unit/event', {
        cookie: staff,
        body: { value: u.value, event: 'stock_in', warehouseCode: 'MAIN' },
      });
    }
    await t.call('POST', '/api/barcode/v1.0/unit/event', {
      cookie: staff,
      body: { value: issued[0]!.value, event: 'sale_out' },
    });
    const res = await t.call('POST', '/api/barcode/v1.0/stock/count', {
      cookie: staff,
      body: { value: issued[3]!.value },
    });
    expect(res.body.response).toMatchObject({
      partCode: part.code,
      onHandUnits: 2,
      byWarehouse: [{ warehouseCode: 'MAIN', count: 2 }],
    });
    const list = await t.call('POST', '/api/barcode/v1.0/unit/page/list', {
      cookie: staff,
      body: {
        filters: [
          { field: 'partCode', op: 'eq', value: part.code },
          { field: 'state', op: 'eq', value: 'in_stock' },
        ],
      },
    });
    expect((list.body.response as { total: number }).total).toBe(2);
  });

  it('issues order units only for a real order line, never more than ordered (voided ones aside)', async () => {
    const admin = await loginStaff(t, 'b-admin', 'admin');
    await saveWarehouse(t, admin);
    const { customer } = await t.ok<CustomerSaveResult>('POST', '/api/customer/v1.0/insert', staff, {
      name: '바코드정비',
    });
    const { code } = await draftOrder(t, staff, customer.code, [
      { partCode: battery.code, qty: 2, unitPrice: 132_000 },
    ]);
    const create = (partCode: string, qty: number, docCode: string | undefined) =>
      t.call('POST', '/api/barcode/v1.0/unit/create', {
        cookie: staff,
        body: { partCode, qty, docKind: 'order', ...(docCode === undefined ? {} : { docCode }) },
      });

    const noCode = await create(battery.code, 1, undefined);
    expect(noCode.status).toBe(422);
    expect(noCode.body.message).toContain('근거 문서 번호');
    expect((await create(battery.code, 1, 'O20990101-9999')).status).toBe(404);
    const otherPart = await create(lamp.code, 1, code);
    expect(otherPart.status).toBe(422);
    expect(otherPart.body.message).toContain('92101-F2000');
    const tooMany = await create(battery.code, 3, code);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.code).toBe('E2003');

    const first = await create(battery.code, 2, code.toLowerCase());
    expect(first.status, first.body.message).toBe(200);
    const issued = first.body.response as UnitBarcode[];
    expect(issued.map((u) => [u.docKind, u.docCode])).toEqual([
      ['order', code],
      ['order', code],
    ]);
    const extra = await create(battery.code, 1, code);
    expect(extra.status).toBe(422);
    expect(extra.body.message).toContain('이미 2개');
    // A torn label is voided and printed again for the same unit ordered.
    await t.call('POST', '/api/barcode/v1.0/unit/event', {
      cookie: staff,
      body: { value: issued[0]!.value, event: 'void' },
    });
    expect((await create(battery.code, 1, code)).status).toBe(200);
    const ofOrder = await t.call('GET', `/api/barcode/v1.0/unit/document/${code}`, { cookie: staff });
    expect((ofOrder.body.response as UnitBarcode[]).map((u) => u.state).sort()).toEqual([
      'created',
      'created',
      'void',
    ]);
  });

  it('refuses more than 500 unit barcodes at once, naming the field', async () => {
    const many = await t.refused(422, 'POST', '/api/barcode/v1.0/unit/create', staff, {
      partCode: lamp.code,
      qty: 501,
    });
    expect(many).toContain('발행 수량');
  });
});

describe('labels, dates and images', () => {
  it('answers label data with the chosen lines, the location and the price', async () => {
    const res = await t.call('POST', '/api/barcode/v1.0/print/info/product', {
      cookie: staff,
      body: {
        items: [{ partCode: lamp.code, copies: 24 }],
        fields: ['partNo', 'name', 'location', 'price'],
        layout: 'a4-3x8',
      },
    });
    expect(res.status, res.body.message).toBe(200);
    const sheet = res.body.response as LabelSheet;
    expect(sheet.layout).toMatchObject({ key: 'a4-3x8', columns: 3, rows: 8 });
    expect(sheet.totalLabels).toBe(24);
    expect(sheet.labels[0]!.lines.map((l) => l.text)).toEqual([
      '92101-F2000',
      '헤드램프 LH',
      'C-01-1',
      '298,000원',
    ]);
    expect(sheet.labels[0]!.imageUrl).toMatch(/^\/api\/barcode\/v1\.0\/image\/code128\?value=/);
  });

  it('records a print run of unit labels all or nothing, each unit once', async () => {
    const [kept, voided] = await units(lamp.code, 2);
    const labels = await t.call('POST', '/api/barcode/v1.0/print/info/unit', {
      cookie: staff,
      body: { values: [kept!.value, voided!.value], fields: ['partNo', 'location'] },
    });
    expect(
      (labels.body.response as LabelSheet).labels.map((l) => [l.barcodeValue, l.lines[1]?.text]),
    ).toEqual([
      [kept!.value, 'C-01-1'],
      [voided!.value, 'C-01-1'],
    ]);
    const voiding = await t.call('POST', '/api/barcode/v1.0/unit/event', {
      cookie: staff,
      body: { value: voided!.value, event: 'void', memo: '라벨 훼손' },
    });
    expect(voiding.status, voiding.body.message).toBe(200);

    const refused = await t.call('POST', '/api/barcode/v1.0/print/printed', {
      cookie: staff,
      body: { values: [kept!.value, voided!.value] },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('E2003');
    expect(refused.body.message).toContain('폐기');
    const history = async (value: string) =>
      (await t.call('POST', '/api/barcode/v1.0/unit/history', { cookie: staff, body: { value } })).body
        .response as { unit: UnitBarcode; events: { event: string }[] };
    // The unit before the refused one was not marked printed either.
    expect((await history(kept!.value)).unit.printedCount).toBe(0);
    expect((await history(kept!.value)).events.map((e) => e.event)).toEqual(['created']);

    const printed = await t.call('POST', '/api/barcode/v1.0/print/printed', {
      cookie: staff,
      body: { values: [kept!.value, `https://erp.example.kr/B/${kept!.value}`, kept!.value] },
    });
    expect(printed.status, printed.body.message).toBe(200);
    const after = await history(kept!.value);
    expect(after.unit.printedCount).toBe(1);
    expect(after.events.map((e) => e.event)).toEqual(['created', 'printed']);
    await t.refused(404, 'POST', '/api/barcode/v1.0/print/printed', staff, {
      values: [kept!.value, 'NOT-A-UNIT'],
    });
    expect((await history(kept!.value)).unit.printedCount).toBe(1);
  });

  it('reads labels from an Excel list and reports the rows it cannot use', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('라벨');
    sheet.addRow(['품번', '매수']);
    sheet.addRow(['92101F2000', 2]);
    sheet.addRow(['NO-SUCH', 1]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const boundary = '----label';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="labels.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      buffer,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/barcode/v1.0/print/info/excel?layout=50x30&fields=partNo,price',
      headers: { cookie: staff, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(raw.statusCode, raw.body).toBe(200);
    const body = raw.json().response as { sheet: LabelSheet; errors: { row: number; message: string }[] };
    expect(body.sheet.labels.map((l) => [l.partCode, l.copies])).toEqual([[lamp.code, 2]]);
    expect(body.errors).toEqual([{ row: 3, message: expect.stringContaining('NO-SUCH') }]);
  });

  it('prints a battery date code day-month-year and reads it back with the age', async () => {
    const res = await t.call('POST', '/api/barcode/v1.0/date/label', {
      cookie: staff,
      body: { manufacturedOn: '20261121', partCode: battery.code, copies: 2 },
    });
    expect(res.body.response).toMatchObject({ value: '211126', text: '21-11-26', part: { partNo: 'DF90L' } });
    const bad = await t.refused(422, 'POST', '/api/barcode/v1.0/date/label', staff, {
      manufacturedOn: '20261131',
    });
    expect(bad).toContain('제조일');
    const parsed = await t.call('POST', '/api/barcode/v1.0/date/parse', {
      cookie: staff,
      body: { value: '21-05-26' },
    });
    expect(parsed.body.response).toMatchObject({ ymd: '20260521' });
    // A date ahead of today is a misread (or a label printed month first): refused on both sides.
    const future = toYmd(new Date(Date.now() + 40 * 86_400_000));
    const futureLabel = await t.refused(422, 'POST', '/api/barcode/v1.0/date/label', staff, {
      manufacturedOn: future,
    });
    expect(futureLabel).toContain('제조일: 오늘보다 뒤');
    const futureScan = await t.refused(422, 'POST', '/api/barcode/v1.0/date/parse', staff, {
      value: `${future.slice(6)}-${future.slice(4, 6)}-${future.slice(2, 4)}`,
    });
    expect(futureScan).toContain('오늘보다 뒤');
  });

  it('draws Code 128 and QR images as PNG and refuses a value the symbology cannot hold', async () => {
    const png = await t.app.inject({
      url: '/api/barcode/v1.0/image/code128?value=U0000000174',
      headers: { cookie: staff },
    });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    const qr = await t.app.inject({
      url: '/api/barcode/v1.0/image/qrcode?value=https%3A%2F%2Ferp.example.kr%2FB%2FU1',
      headers: { cookie: staff },
    });
    expect(qr.statusCode).toBe(200);
    const bad = await t.app.inject({
      url: '/api/barcode/v1.0/image/ean13?value=12AB',
      headers: { cookie: staff },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toContain('바코드');
  });
});
