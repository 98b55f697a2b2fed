import type { CpsOrderView, OrderView, SeoOrderResult, WarehouseMoveView } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query.js';
import {
  newCustomer,
  newPart,
  onHand,
  orderDeskApp,
  saveCompany,
  saveWarehouse,
  stockIn,
} from '../../test/fixtures.js';
import { verifyLedgers } from '../verify-ledgers.js';

// The CPS round trip through HTTP: a branch order the Busan warehouse cannot fill becomes a CPS
// order; head office fills it as a move MAIN → BUSAN (in transit), a fill without stock fails
// with its reason and is filled again; the branch scans the goods in and sells; both warehouses'
// ledgers and the receivable are checked at each step. Then who may read what: another branch's
// customer and order, head office's order, the staff endpoints read as missing or are refused.

const { t, admin, clerk } = await orderDeskApp('seo');
await saveWarehouse(t, admin, 'BUSAN', '부산 창고');
await saveCompany(t, admin);
const B = '/api/cps/v1.0/branch';
const H = '/api/cps/v1.0/head';
const pad = await newPart(t, admin, {
  partNo: 'SEO-BP1',
  name: '브레이크 패드',
  salePrice: 20_000,
  purchasePrice: 12_000,
});
const bulb = await newPart(t, admin, {
  partNo: 'SEO-BL1',
  name: '전구',
  salePrice: 3_000,
  purchasePrice: 1_000,
});
await t.ok('POST', '/api/barcode/v1.0/save', admin, { partCode: pad, value: '8809990000011' });
await t.ok('POST', '/api/barcode/v1.0/save', admin, { partCode: bulb, value: '8809990000028' });
await stockIn(t, admin, pad, 1);
await stockIn(t, admin, bulb, 5, 'BUSAN');

const branchShop = await newCustomer(t, clerk, '부산정비');
const headShop = await newCustomer(t, clerk, '서울정비');
await t.ok('POST', `${H}/branch-customer`, clerk, { customerCode: branchShop, partnerCode: 'SEO' });
await t.addAccount({ loginId: 'seo-branch', kind: 'seo', role: 'seo', partnerCode: 'SEO' });
const seo = await t.login('seo-branch', 'seo');

const qty = (part: string, wh: string) => onHand(t, clerk, part, wh);
const receivable = async (customer: string): Promise<number> => {
  const [row] = await queryRows<{ v: string }>(
    t.db,
    sql`select coalesce(sum(b.balance), 0)::bigint as v from customer_balances b join customers c on c.id = b.customer_id where c.code = ${customer}`,
  );
  return Number(row?.v ?? 0);
};
const lines = [
  { partCode: pad, qty: 3, unitPrice: 20_000 },
  { partCode: bulb, qty: 2, unitPrice: 3_000 },
];

describe('the CPS round trip (branch order → head office → Busan → branch sale)', () => {
  let result: SeoOrderResult;
  let cps: CpsOrderView;

  it('registers a branch order on BUSAN and sends only the shortage there to head office', async () => {
    result = await t.ok<SeoOrderResult>('POST', `${B}/order/insert`, seo, {
      customerCode: branchShop,
      lines,
    });
    expect(result.order).toMatchObject({ status: 'draft', warehouseCode: 'BUSAN', customerCode: branchShop });
    expect(result.cps?.lines.map((l) => [l.partCode, l.qty])).toEqual([[pad, 3]]);
    cps = result.cps!;
    expect(cps.status).toBe('requested');
    // Not sellable yet: Busan holds no pad; the refused fix moves nothing.
    expect(await t.refused(422, 'POST', `${B}/order/fix/${result.order.code}`, seo)).toMatch(/재고/);
    expect(await t.refused(422, 'POST', `${B}/order/cps/${result.order.code}`, seo)).toContain('이미 CPS');
  });

  it('a fill head office cannot ship fails with its reason, moves nothing, and is filled again', async () => {
    const refused = await t.refused(422, 'POST', `${H}/cps/fill/${cps.code}`, clerk, {
      version: cps.version,
    });
    expect(refused).toContain('출고 실패');
    const failed = await t.ok<CpsOrderView>('GET', `${H}/cps/detail/${cps.code}`, clerk);
    expect(failed).toMatchObject({ status: 'failed', failCount: 1 });
    expect(failed.failReason).toMatch(/재고/);
    expect([await qty(pad, 'MAIN'), await qty(pad, 'TR-BUSAN'), await qty(pad, 'BUSAN')]).toEqual([1, 0, 0]);
    const list = await t.ok<{ rows: { code: string }[] }>('POST', `${H}/cps/list`, clerk, {
      filters: [{ field: 'status', op: 'eq', value: 'failed' }],
    });
    expect(list.rows.map((r) => r.code)).toContain(cps.code);
    await stockIn(t, admin, pad, 4);
    cps = await t.ok<CpsOrderView>('POST', `${H}/cps/fill/${cps.code}`, clerk, { version: failed.version });
    expect(cps).toMatchObject({ status: 'shipped', failReason: null });
    expect([await qty(pad, 'MAIN'), await qty(pad, 'TR-BUSAN'), await qty(pad, 'BUSAN')]).toEqual([2, 3, 0]);
    expect(
      await t.refused(422, 'POST', `${H}/cps/fill/${cps.code}`, clerk, { version: cps.version }),
    ).toContain('이동 중 상태');
  });

  it('the branch scans the goods in at Busan, then sells them: Busan stock out, receivable up', async () => {
    const moveCode = cps.moveCode!;
    const transit = await t.ok<{ rows: { code: string }[] }>('POST', `${B}/transfer/list`, seo, {
      filters: [{ field: 'status', op: 'eq', value: 'shipped' }],
    });
    expect(transit.rows.map((r) => r.code)).toContain(moveCode);
    for (let i = 0; i < 3; i += 1)
      await t.ok('POST', `${B}/transfer/scan/${moveCode}`, seo, { barcode: '8809990000011' });
    const move = await t.ok<WarehouseMoveView>('GET', `${B}/transfer/detail/${moveCode}`, seo);
    await t.ok('POST', `${B}/transfer/receive/${moveCode}`, seo, { version: move.version });
    expect([await qty(pad, 'MAIN'), await qty(pad, 'TR-BUSAN'), await qty(pad, 'BUSAN')]).toEqual([2, 0, 3]);
    expect((await t.ok<CpsOrderView>('GET', `${H}/cps/detail/${cps.code}`, clerk)).status).toBe('received');

    const before = await receivable(branchShop);
    const sold = await t.ok<OrderView>('POST', `${B}/order/fix/${result.order.code}`, seo);
    expect(sold.status).toBe('fixed');
    expect([await qty(pad, 'BUSAN'), await qty(bulb, 'BUSAN'), await qty(pad, 'MAIN')]).toEqual([0, 3, 2]);
    expect((await receivable(branchShop)) - before).toBe(sold.total);
    const statement = await t.ok<{ total: number; recipient: { name: string } }>(
      'GET',
      `${B}/order/statement/${sold.code}`,
      seo,
    );
    expect(statement).toMatchObject({ total: sold.total, recipient: { name: '부산정비' } });
    const mine = await t.ok<{ rows: { code: string; cpsStatus: string }[] }>(
      'POST',
      `${B}/order/list`,
      seo,
      {},
    );
    expect(mine.rows).toEqual([expect.objectContaining({ code: sold.code, cpsStatus: 'received' })]);
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('an order Busan can fill sends no CPS order', async () => {
    const r = await t.ok<SeoOrderResult>('POST', `${B}/order/insert`, seo, {
      customerCode: branchShop,
      lines: [{ partCode: bulb, qty: 1, unitPrice: 3_000 }],
    });
    expect(r.cps).toBeNull();
    expect(await t.refused(422, 'POST', `${B}/order/cps/${r.order.code}`, seo)).toContain('필요 없습니다');
  });
});

describe('the cancel handshake (branch asks, head office checks)', () => {
  it('a branch cancel moves nothing until a head office employee checks it; then Busan and the receivable are back', async () => {
    const r = await t.ok<SeoOrderResult>('POST', `${B}/order/insert`, seo, {
      customerCode: branchShop,
      lines: [{ partCode: bulb, qty: 2, unitPrice: 3_000 }],
    });
    const sold = await t.ok<OrderView>('POST', `${B}/order/fix/${r.order.code}`, seo);
    const [busan, owed] = [await qty(bulb, 'BUSAN'), await receivable(branchShop)];
    const request = await t.ok<{ id: number; status: string }>(
      'POST',
      `${B}/order/cancel/request/${sold.code}`,
      seo,
      {
        reason: '고객 변심',
      },
    );
    expect(request.status).toBe('requested');
    expect([await qty(bulb, 'BUSAN'), await receivable(branchShop)]).toEqual([busan, owed]);
    const history = await t.ok<{ rows: { id: number; status: string }[] }>(
      'POST',
      `${B}/order/cancel/list`,
      seo,
      {},
    );
    expect(history.rows.map((h) => h.id)).toContain(request.id);
    await t.ok('POST', `/api/order/v1.0/cancel/check/${request.id}`, clerk);
    expect([await qty(bulb, 'BUSAN'), await receivable(branchShop)]).toEqual([busan + 2, owed - sold.total]);
    expect(await verifyLedgers(t.db)).toEqual([]);
  });
});

describe('the branch reads its own rows only', () => {
  it("answers head office's customer and order as missing, and refuses head office's endpoints", async () => {
    const missing = await t.refused(422, 'POST', `${B}/order/insert`, seo, { customerCode: headShop, lines });
    const unknown = await t.refused(422, 'POST', `${B}/order/insert`, seo, {
      customerCode: 'C999999',
      lines,
    });
    expect(missing.replace(headShop, 'X')).toBe(unknown.replace('C999999', 'X'));
    const headOrder = await t.ok<OrderView>('POST', '/api/order/v1.0/insert', clerk, {
      customerCode: headShop,
      warehouseCode: 'MAIN',
      lines: [{ partCode: pad, qty: 1, unitPrice: 20_000 }],
    });
    const a = await t.refused(404, 'GET', `${B}/order/detail/${headOrder.code}`, seo);
    const b = await t.refused(404, 'GET', `${B}/order/detail/O20000101-9999`, seo);
    expect(a.replace(headOrder.code, 'X')).toBe(b.replace('O20000101-9999', 'X'));
    await t.refused(404, 'POST', `${B}/order/fix/${headOrder.code}`, seo);
    await t.refused(404, 'GET', `${B}/order/statement/${headOrder.code}`, seo);
    await t.refused(404, 'POST', `${B}/order/cancel/request/${headOrder.code}`, seo, { reason: '남의 주문' });
    const customers = await t.ok<{ customerCode: string }[]>('GET', `${B}/customers`, seo);
    expect(customers.map((c) => c.customerCode)).toEqual([branchShop]);
    await t.refused(403, 'POST', `${H}/cps/list`, seo, {});
    await t.refused(403, 'POST', '/api/order/v1.0/insert', seo, { customerCode: branchShop, lines });
    await t.refused(403, 'POST', `${B}/order/list`, clerk, {});
  });

  it('answers a move that does not arrive at Busan as missing', async () => {
    await saveWarehouse(t, admin, 'DAEGU', '대구 창고');
    const other = await t.ok<WarehouseMoveView>('POST', '/api/stock/v1.0/warehouse-move/request', clerk, {
      fromWarehouseCode: 'MAIN',
      toWarehouseCode: 'DAEGU',
      lines: [{ partCode: pad, qty: 1 }],
    });
    const a = await t.refused(404, 'GET', `${B}/transfer/detail/${other.code}`, seo);
    const b = await t.refused(404, 'GET', `${B}/transfer/detail/H20000101-9999`, seo);
    expect(a.replace(other.code, 'X')).toBe(b.replace('H20000101-9999', 'X'));
    await t.refused(404, 'POST', `${B}/transfer/scan/${other.code}`, seo, { barcode: '8809990000011' });
  });
});
