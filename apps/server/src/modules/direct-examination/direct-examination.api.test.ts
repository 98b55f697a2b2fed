import type {
  DirectExaminationSummary,
  DirectExaminationView,
  DirectScanResult,
  ListPage,
  OrderView,
  PurchaseView,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query.js';
import {
  draftOrder,
  issueUnits,
  loginStaff,
  newCustomer,
  newPart,
  newSupplier,
  saveWarehouse,
} from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { verifyLedgers } from '../verify-ledgers.js';

// Direct shipments (직송 검수) through the real endpoints: the request, the scan check, the
// examination posting a fixed purchase and the customer's fixed sales order, the refusals.

let t: TestApp;
let admin: string;
let buyer: string;
let supplierCode: string;
let customerCode: string;
let other: string;
let bumper: string;
let mirror: string;
const base = '/api/stock/v1.0/direct-examination';

const onHand = async (partCode: string) => {
  const [row] = await queryRows<{ qty: number; value: string }>(
    t.db,
    sql`select b.qty, b.value from stock_balances b join parts p on p.id = b.part_id
        where p.code = ${partCode} and b.warehouse_code = 'MAIN'`,
  );
  return { qty: Number(row?.qty ?? 0), value: Number(row?.value ?? 0) };
};
const payable = async () =>
  Number(
    (
      await queryRows<{ b: string }>(
        t.db,
        sql`select coalesce(sum(b.balance), 0) as b from supplier_balances b join suppliers s on s.id = b.supplier_id where s.code = ${supplierCode}`,
      )
    )[0]?.b,
  );
const receivable = async (code = customerCode) =>
  Number(
    (
      await queryRows<{ b: string }>(
        t.db,
        sql`select coalesce(sum(b.balance), 0) as b from customer_balances b join customers c on c.id = b.customer_id where c.code = ${code}`,
      )
    )[0]?.b,
  );
const count = async (table: 'purchases' | 'sales_orders' | 'stock_moves') =>
  Number(
    (await queryRows<{ n: string }>(t.db, sql`select count(*) as n from ${sql.identifier(table)}`))[0]?.n,
  );
const request = (over: Record<string, unknown> = {}) =>
  t.ok<DirectExaminationView>('POST', `${base}/request`, buyer, {
    supplierCode,
    customerCode,
    memo: '고객 직배송',
    lines: [
      { partCode: bumper, qty: 2, unitPrice: 50_000 },
      { partCode: mirror, qty: 3 },
    ],
    ...over,
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginStaff(t, 'de-admin', 'admin');
  buyer = await loginStaff(t, 'de-buyer', 'purchase');
  await saveWarehouse(t, admin);
  supplierCode = await newSupplier(t, admin, { name: '직송 대리점' });
  customerCode = await newCustomer(t, admin, '직송정비');
  other = await newCustomer(t, admin, '다른정비');
  bumper = await newPart(t, admin, {
    partNo: 'DE-BMP',
    name: '범퍼',
    salePrice: 90_000,
    purchasePrice: 40_000,
  });
  mirror = await newPart(t, admin, {
    partNo: 'DE-MIR',
    name: '사이드미러',
    salePrice: 30_000,
    purchasePrice: 12_000,
  });
});
afterAll(async () => t.close());

describe('direct examination', () => {
  let waiting: DirectExaminationView;

  it('registers a request waiting, priced at the part purchase price when left out', async () => {
    waiting = await request();
    expect(waiting.code).toMatch(/^J\d{8}-\d{4}$/);
    expect(waiting.status).toBe('waiting');
    expect(waiting.lines.map((l) => [l.partCode, l.qty, l.unitPrice, l.examinedQty])).toEqual([
      [bumper, 2, 50_000, null],
      [mirror, 3, 12_000, null],
    ]);
    expect(waiting.supply).toBe(136_000);
    const list = await t.ok<ListPage<DirectExaminationSummary>>('POST', `${base}/list`, buyer, {
      filters: [{ field: 'status', op: 'eq', value: 'waiting' }],
    });
    expect(list.rows.map((r) => r.code)).toContain(waiting.code);
  });

  it('resolves a scanned unit to its line and refuses a part not on the shipment', async () => {
    const [unit] = await issueUnits(t, admin, mirror, 1);
    const hit = await t.ok<DirectScanResult>('POST', `${base}/scan/${waiting.code}`, buyer, {
      value: unit!.value,
    });
    expect([hit.lineNo, hit.partCode]).toEqual([2, mirror]);
    const typed = await t.ok<DirectScanResult>('POST', `${base}/scan/${waiting.code}`, buyer, {
      value: 'de-bmp',
    });
    expect(typed.lineNo).toBe(1);
    const stranger = await newPart(t, admin, {
      partNo: 'DE-LMP',
      name: '램프',
      salePrice: 1_000,
      purchasePrice: 500,
    });
    const [wrong] = await issueUnits(t, admin, stranger, 1);
    expect(
      await t.refused(422, 'POST', `${base}/scan/${waiting.code}`, buyer, { value: wrong!.value }),
    ).toContain('없는 품목');
  });

  it('refuses a quantity over the request, and an empty arrival', async () => {
    expect(
      await t.refused(422, 'POST', `${base}/examine/${waiting.code}`, buyer, {
        method: 'paper',
        lines: [{ lineNo: 1, qty: 3 }],
      }),
    ).toContain('요청 수량');
    expect(
      await t.refused(422, 'POST', `${base}/examine/${waiting.code}`, buyer, {
        method: 'paper',
        lines: [{ lineNo: 1, qty: 0 }],
      }),
    ).toContain('도착한 품목');
    expect(
      await t.refused(422, 'POST', `${base}/examine/${waiting.code}`, buyer, { method: 'fax', lines: [] }),
    ).toContain('검수 방식');
  });

  it('posts a fixed purchase and a fixed sales order of what arrived, on hand unchanged', async () => {
    const before = {
      bumper: await onHand(bumper),
      mirror: await onHand(mirror),
      payable: await payable(),
      receivable: await receivable(),
    };
    const done = await t.ok<DirectExaminationView>('POST', `${base}/examine/${waiting.code}`, buyer, {
      method: 'scan',
      lines: [
        { lineNo: 1, qty: 2 },
        { lineNo: 2, qty: 2 },
      ],
    });
    expect([done.status, done.method, done.examinedQty]).toEqual(['examined', 'scan', 4]);
    expect(done.lines.map((l) => l.examinedQty)).toEqual([2, 2]);
    const purchase = await t.ok<PurchaseView>('GET', `/api/purchase/v1.0/detail/${done.purchaseCode}`, buyer);
    expect(purchase.status).toBe('fixed');
    expect(purchase.lines.map((l) => [l.partCode, l.qty])).toEqual([
      [bumper, 2],
      [mirror, 2],
    ]);
    // The supplier is owed the purchase, the customer owes the order; the goods went through MAIN.
    expect(await payable()).toBe(before.payable + purchase.total);
    const order = await t.ok<OrderView>('GET', `/api/order/v1.0/single/${done.orderCode}`, admin);
    expect(order.status).toBe('fixed');
    expect(order.warehouseCode).toBe('MAIN');
    // At the parts' sale prices (customer without VAT: 2 x 90,000 + 2 x 30,000 plus tax).
    expect(order.lines.map((l) => [l.partCode, l.qty, l.unitPrice])).toEqual([
      [bumper, 2, 90_000],
      [mirror, 2, 30_000],
    ]);
    expect(await receivable()).toBe(before.receivable + order.total);
    expect(await onHand(bumper)).toEqual(before.bumper);
    expect(await onHand(mirror)).toEqual(before.mirror);
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('refuses to examine twice', async () => {
    expect(
      await t.refused(422, 'POST', `${base}/examine/${waiting.code}`, buyer, {
        method: 'paper',
        lines: [{ lineNo: 1, qty: 1 }],
      }),
    ).toContain('이미 검수');
    expect(
      await t.refused(422, 'POST', `${base}/scan/${waiting.code}`, buyer, { value: 'de-bmp' }),
    ).toContain('이미 검수');
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('links a draft order of the customer: examining fixes that order from the pass-through warehouse', async () => {
    const order = await draftOrder(
      t,
      admin,
      customerCode,
      [{ partCode: bumper, qty: 1, unitPrice: 85_000, priceReason: '직송 특가' }],
      {
        warehouseCode: 'MAIN',
      },
    );
    const linked = await request({ orderCode: order.code, lines: [{ partCode: bumper, qty: 1 }] });
    expect(linked.orderCode).toBe(order.code);
    const before = { bumper: await onHand(bumper), payable: await payable(), receivable: await receivable() };
    const done = await t.ok<DirectExaminationView>('POST', `${base}/examine/${linked.code}`, buyer, {
      method: 'paper',
      lines: [{ lineNo: 1, qty: 1 }],
    });
    expect(done.orderCode).toBe(order.code);
    const fixed = await t.ok<OrderView>('GET', `/api/order/v1.0/single/${order.code}`, admin);
    expect(fixed.status).toBe('fixed');
    expect(fixed.lines.map((l) => l.unitPrice)).toEqual([85_000]);
    const purchase = await t.ok<PurchaseView>('GET', `/api/purchase/v1.0/detail/${done.purchaseCode}`, buyer);
    expect(await onHand(bumper)).toEqual(before.bumper);
    expect(await payable()).toBe(before.payable + purchase.total);
    expect(await receivable()).toBe(before.receivable + fixed.total);
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('refuses when fewer arrived than the linked order sells, writing nothing', async () => {
    const order = await draftOrder(t, admin, customerCode, [{ partCode: mirror, qty: 3, unitPrice: 30_000 }]);
    const linked = await request({ orderCode: order.code, lines: [{ partCode: mirror, qty: 3 }] });
    const before = [await count('purchases'), await count('sales_orders'), await count('stock_moves')];
    expect(
      await t.refused(422, 'POST', `${base}/examine/${linked.code}`, buyer, {
        method: 'paper',
        lines: [{ lineNo: 1, qty: 2 }],
      }),
    ).toContain('수주를 도착한 수량에 맞게');
    expect([await count('purchases'), await count('sales_orders'), await count('stock_moves')]).toEqual(
      before,
    );
    const still = await t.ok<DirectExaminationView>('GET', `${base}/detail/${linked.code}`, buyer);
    expect(still.status).toBe('waiting');
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('a refused order fix (customer not yet confirmed) leaves no purchase, no order, no stock move', async () => {
    const { customer } = await t.ok<{ customer: { code: string } }>(
      'POST',
      '/api/customer/v1.0/insert',
      admin,
      {
        name: '미확인정비',
        vatIncluded: false,
      },
    );
    const pending = await request({ customerCode: customer.code, lines: [{ partCode: bumper, qty: 1 }] });
    const before = {
      rows: [await count('purchases'), await count('sales_orders'), await count('stock_moves')],
      payable: await payable(),
      receivable: await receivable(customer.code),
    };
    expect(
      await t.refused(422, 'POST', `${base}/examine/${pending.code}`, buyer, {
        method: 'paper',
        lines: [{ lineNo: 1, qty: 1 }],
      }),
    ).toContain('확인');
    expect([await count('purchases'), await count('sales_orders'), await count('stock_moves')]).toEqual(
      before.rows,
    );
    expect(await payable()).toBe(before.payable);
    expect(await receivable(customer.code)).toBe(before.receivable);
    const still = await t.ok<DirectExaminationView>('GET', `${base}/detail/${pending.code}`, buyer);
    expect([still.status, still.purchaseCode, still.orderCode]).toEqual(['waiting', null, null]);
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('refuses bad requests: another customer order, unknown part, duplicate lines', async () => {
    const order = await draftOrder(t, admin, other, [{ partCode: bumper, qty: 1, unitPrice: 90_000 }]);
    const post = (over: Record<string, unknown>) =>
      t.refused(422, 'POST', `${base}/request`, buyer, {
        supplierCode,
        customerCode,
        lines: [{ partCode: bumper, qty: 1 }],
        ...over,
      });
    expect(await post({ orderCode: order.code })).toContain('이 거래처의 수주가 아닙니다');
    expect(await post({ lines: [{ partCode: 'P9999999', qty: 1 }] })).toContain('찾을 수 없습니다');
    expect(
      await post({
        lines: [
          { partCode: bumper, qty: 1 },
          { partCode: bumper, qty: 2 },
        ],
      }),
    ).toContain('같은 품목');
    expect(await post({ lines: [{ partCode: bumper, qty: 0 }] })).toContain('수량');
    await t.refused(404, 'GET', `${base}/detail/J20000101-0001`, buyer);
  });
});
