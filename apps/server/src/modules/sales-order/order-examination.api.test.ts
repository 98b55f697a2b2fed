import { beforeAll, describe, expect, it } from 'vitest';
import { fixedOrder, issueUnits, newCustomer, newPart, orderDeskApp, stockIn } from '../../test/fixtures.js';
import type { ExaminationView, ScanResult } from './order-examination.service.js';
import type { OrderView } from './sales-order.service.js';

const { t, admin, clerk, checker: examiner } = await orderDeskApp('ex', 'examiner');
let lamp = '';
let filter = '';
let units: string[] = [];

const call = (method: 'GET' | 'POST', url: string, cookie: string, body?: unknown) =>
  t.call(method, url, { cookie, ...(body === undefined ? {} : { body }) });

beforeAll(async () => {
  lamp = await newPart(t, admin, { partNo: '92101-3X000', name: '헤드램프 LH', salePrice: 120_000 });
  filter = await newPart(t, admin, { partNo: '26300-35505', name: '오일필터', salePrice: 7_000 });
  await t.ok('POST', '/api/barcode/v1.0/save', admin, { partCode: filter, value: '8801234567893' });
  units = (await issueUnits(t, admin, lamp, 2)).map((u) => u.value);
  for (const code of [lamp, filter]) await stockIn(t, admin, code, 10);
});

/** A fixed order of two lamps (with unit barcodes) and a filter, for a new customer. */
const lampAndFilterOrder = async (): Promise<OrderView> =>
  fixedOrder(t, clerk, await newCustomer(t, clerk, { name: '검수정비' }), [
    { partCode: lamp, qty: 2, unitPrice: 120_000 },
    { partCode: filter, qty: 1, unitPrice: 7_000 },
  ]);

describe('order examination by scanning', () => {
  it('is done by a second person, line by line, refusing wrong parts and extra quantity', async () => {
    expect(units).toHaveLength(2);
    const order = await lampAndFilterOrder();
    const own = await t.refused(422, 'POST', `/api/examination/v1.0/order/start/${order.code}`, clerk);
    expect(own).toContain('다른 직원');
    await t.ok('POST', `/api/examination/v1.0/order/start/${order.code}`, examiner);

    const first = (await t.ok('POST', `/api/examination/v1.0/order/scan/${order.code}`, examiner, {
      barcode: units[0],
    })) as ScanResult;
    expect(first).toMatchObject({ matchedLine: 1, unitBarcode: units[0] });
    const again = await t.refused(422, 'POST', `/api/examination/v1.0/order/scan/${order.code}`, examiner, {
      barcode: units[0],
    });
    expect(again).toContain('이미 검수한 개체');
    // A label's QR code is a web address: the scan field reduces it to its last path segment.
    await t.ok('POST', `/api/examination/v1.0/order/scan/${order.code}`, examiner, {
      barcode: `https://erp.example.kr/B/${units[1]}`,
    });
    const filterScan = (await t.ok('POST', `/api/examination/v1.0/order/scan/${order.code}`, examiner, {
      barcode: '8801234567893',
    })) as ScanResult;
    expect(filterScan.complete).toBe(true);
    const extra = await t.refused(422, 'POST', `/api/examination/v1.0/order/scan/${order.code}`, examiner, {
      barcode: '8801234567893',
    });
    expect(extra).toContain('수량 초과');
    const unknown = await call('POST', `/api/examination/v1.0/order/scan/${order.code}`, examiner, {
      barcode: '0000000000000',
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toContain('등록되지 않은 바코드');

    const done = (await t.ok(
      'POST',
      `/api/examination/v1.0/order/complete/${order.code}`,
      examiner,
    )) as ExaminationView;
    expect(done.status).toBe('done');
    const history = (await t.ok('POST', '/api/barcode/v1.0/unit/history', admin, {
      value: units[0],
    })) as unknown;
    expect(JSON.stringify(history)).toContain('examined');
  });

  it('takes the typed part number of a part that has no barcode at all, and only of such a part', async () => {
    const bulbCode = await newPart(t, admin, { partNo: '18647-00055', name: '전구 H7', salePrice: 3_000 });
    await stockIn(t, admin, bulbCode, 5);
    const order = await fixedOrder(t, clerk, await newCustomer(t, clerk, { name: '전구정비' }), [
      { partCode: bulbCode, qty: 2, unitPrice: 3_000 },
      { partCode: filter, qty: 1, unitPrice: 7_000 },
      { partCode: lamp, qty: 1, unitPrice: 120_000 },
    ]);
    await t.ok('POST', `/api/examination/v1.0/order/start/${order.code}`, examiner);
    const scan = (barcode: string) =>
      call('POST', `/api/examination/v1.0/order/scan/${order.code}`, examiner, { barcode });
    // Typed as printed, with or without the hyphen, or by its part code.
    expect(((await scan('18647-00055')).body.response as ScanResult).matchedLine).toBe(1);
    expect(((await scan(bulbCode)).body.response as ScanResult).matchedLine).toBe(1);
    // A part with a maker barcode, or with unit barcodes, must be scanned.
    for (const typed of ['26300-35505', '92101-3X000']) {
      const refused = await scan(typed);
      expect(refused.status).toBe(422);
      expect(refused.body.message).toContain('등록되지 않은 바코드');
    }
  });

  it('refuses a part that is not in the order and a completion with lines short', async () => {
    const order = await lampAndFilterOrder();
    const wiper = await newPart(t, admin, { partNo: 'WIPER-650', name: '와이퍼', salePrice: 9_000 });
    await t.ok('POST', '/api/barcode/v1.0/save', admin, { partCode: wiper, value: 'WIPER650' });
    await t.ok('POST', `/api/examination/v1.0/order/start/${order.code}`, examiner);
    const wrong = await t.refused(422, 'POST', `/api/examination/v1.0/order/scan/${order.code}`, examiner, {
      barcode: 'WIPER650',
    });
    expect(wrong).toContain('주문에 없는 품목');
    const early = await t.refused(
      422,
      'POST',
      `/api/examination/v1.0/order/complete/${order.code}`,
      examiner,
    );
    expect(early).toContain('0/2');
    await t.refused(409, 'POST', `/api/examination/v1.0/order/scan/${order.code}`, admin, {
      barcode: '8801234567893',
    });
  });
});
