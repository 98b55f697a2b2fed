import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { ExaminationView, ScanResult } from './order-examination.service.js';
import type { OrderView } from './sales-order.service.js';

let t: TestApp;
let admin: string;
let clerk: string;
let examiner: string;
let lamp = '';
let filter = '';
let units: string[] = [];

const call = (method: 'GET' | 'POST', url: string, cookie: string, body?: unknown) =>
  t.call(method, url, { cookie, ...(body === undefined ? {} : { body }) });

beforeAll(async () => {
  t = await createTestApp();
  await t.addAccount({ loginId: 'ex-admin', kind: 'staff', role: 'admin' });
  await t.addAccount({ loginId: 'ex-clerk', kind: 'staff', role: 'public' });
  await t.addAccount({ loginId: 'ex-examiner', kind: 'staff', role: 'public' });
  admin = await t.login('ex-admin', 'staff');
  clerk = await t.login('ex-clerk', 'staff');
  examiner = await t.login('ex-examiner', 'staff');
  await t.ok('POST', '/api/stock/v1.0/warehouse/save', admin, { code: 'MAIN', name: '본사 창고' });
  const codeOf = (r: unknown) =>
    (r as { part?: { code: string }; code?: string }).part?.code ?? (r as { code: string }).code;
  lamp = codeOf(
    await t.ok('POST', '/api/product/v1.0/insert', admin, {
      partNo: '92101-3X000',
      name: '헤드램프 LH',
      salePrice: 120_000,
    }),
  );
  filter = codeOf(
    await t.ok('POST', '/api/product/v1.0/insert', admin, {
      partNo: '26300-35505',
      name: '오일필터',
      salePrice: 7_000,
    }),
  );
  await t.ok('POST', '/api/barcode/v1.0/save', admin, { partCode: filter, value: '8801234567893' });
  const created = (await t.ok('POST', '/api/barcode/v1.0/unit/create', admin, { partCode: lamp, qty: 2 })) as
    | { units?: { value: string }[] }
    | { value: string }[];
  units = (Array.isArray(created) ? created : (created.units ?? [])).map((u) => u.value);
  for (const code of [lamp, filter]) {
    await t.ok('POST', '/api/stock/v1.0/adjust', admin, {
      partCode: code,
      warehouseCode: 'MAIN',
      qty: 10,
      reason: 'opening',
    });
  }
});
afterAll(async () => t.close());

const fixedOrder = async (): Promise<OrderView> => {
  const customer = (await t.ok('POST', '/api/customer/v1.0/insert', clerk, { name: '검수정비' })) as {
    customer: { code: string };
  };
  await t.confirmCustomer(customer.customer.code);
  const draft = (await t.ok('POST', '/api/order/v1.0/insert', clerk, {
    customerCode: customer.customer.code,
    lines: [
      { partCode: lamp, qty: 2, unitPrice: 120_000 },
      { partCode: filter, qty: 1, unitPrice: 7_000 },
    ],
  })) as OrderView;
  return (await t.ok('POST', `/api/order/v1.0/fix/${draft.code}`, clerk)) as OrderView;
};

describe('order examination by scanning', () => {
  it('is done by a second person, line by line, refusing wrong parts and extra quantity', async () => {
    expect(units).toHaveLength(2);
    const order = await fixedOrder();
    const own = await call('POST', `/api/examination/v1.0/order/start/${order.code}`, clerk);
    expect(own.status).toBe(422);
    expect(own.body.message).toContain('다른 직원');
    await t.ok('POST', `/api/examination/v1.0/order/start/${order.code}`, examiner);

    const first = (await t.ok('POST', `/api/examination/v1.0/order/scan/${order.code}`, examiner, {
      barcode: units[0],
    })) as ScanResult;
    expect(first).toMatchObject({ matchedLine: 1, unitBarcode: units[0] });
    const again = await call('POST', `/api/examination/v1.0/order/scan/${order.code}`, examiner, {
      barcode: units[0],
    });
    expect(again.status).toBe(422);
    expect(again.body.message).toContain('이미 검수한 개체');
    // A label's QR code is a web address: the scan field reduces it to its last path segment.
    await t.ok('POST', `/api/examination/v1.0/order/scan/${order.code}`, examiner, {
      barcode: `https://erp.example.kr/B/${units[1]}`,
    });
    const filterScan = (await t.ok('POST', `/api/examination/v1.0/order/scan/${order.code}`, examiner, {
      barcode: '8801234567893',
    })) as ScanResult;
    expect(filterScan.complete).toBe(true);
    const extra = await call('POST', `/api/examination/v1.0/order/scan/${order.code}`, examiner, {
      barcode: '8801234567893',
    });
    expect(extra.status).toBe(422);
    expect(extra.body.message).toContain('수량 초과');
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
    const bulb = await t.call('POST', '/api/product/v1.0/insert', {
      cookie: admin,
      body: { partNo: '18647-00055', name: '전구 H7', salePrice: 3_000 },
    });
    const bulbCode =
      (bulb.body.response as { part?: { code: string } }).part?.code ??
      (bulb.body.response as { code: string }).code;
    await t.ok('POST', '/api/stock/v1.0/adjust', admin, {
      partCode: bulbCode,
      warehouseCode: 'MAIN',
      qty: 5,
      reason: 'opening',
    });
    const customer = (await t.ok('POST', '/api/customer/v1.0/insert', clerk, { name: '전구정비' })) as {
      customer: { code: string };
    };
    await t.confirmCustomer(customer.customer.code);
    const draft = (await t.ok('POST', '/api/order/v1.0/insert', clerk, {
      customerCode: customer.customer.code,
      lines: [
        { partCode: bulbCode, qty: 2, unitPrice: 3_000 },
        { partCode: filter, qty: 1, unitPrice: 7_000 },
        { partCode: lamp, qty: 1, unitPrice: 120_000 },
      ],
    })) as OrderView;
    const order = (await t.ok('POST', `/api/order/v1.0/fix/${draft.code}`, clerk)) as OrderView;
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
    const order = await fixedOrder();
    const other = await t.call('POST', '/api/product/v1.0/insert', {
      cookie: admin,
      body: { partNo: 'WIPER-650', name: '와이퍼', salePrice: 9_000 },
    });
    const wiper =
      (other.body.response as { part?: { code: string } }).part?.code ??
      (other.body.response as { code: string }).code;
    await t.ok('POST', '/api/barcode/v1.0/save', admin, { partCode: wiper, value: 'WIPER650' });
    await t.ok('POST', `/api/examination/v1.0/order/start/${order.code}`, examiner);
    const wrong = await call('POST', `/api/examination/v1.0/order/scan/${order.code}`, examiner, {
      barcode: 'WIPER650',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toContain('주문에 없는 품목');
    const early = await call('POST', `/api/examination/v1.0/order/complete/${order.code}`, examiner);
    expect(early.status).toBe(422);
    expect(early.body.message).toContain('0/2');
    const intruder = await call('POST', `/api/examination/v1.0/order/scan/${order.code}`, admin, {
      barcode: '8801234567893',
    });
    expect(intruder.status).toBe(409);
  });
});
