import type {
  FastTurnPage,
  PartReturnsPage,
  ProperStockPage,
  SalesRecordsPage,
  WithoutRotationPage,
} from '@erp/domain';
import { toYmd } from '@erp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkedCancel,
  draftOrder,
  fixedOrder,
  newCustomer,
  newPart,
  onHand as onHandOf,
  orderDeskApp,
  saveWarehouse,
  stockIn,
} from '../../test/fixtures.js';
import type { OrderView } from '../sales-order/sales-order.service.js';

// The reports are computed from real fixed orders, a cancel and stock moves made through the API.

const { t, admin, clerk, checker } = await orderDeskApp('pr');
let custA: string;
let custB: string;
let battery: string;
let filter: string;
let idle: string;
let wiper: string;
let draft: OrderView;
const today = toYmd(new Date());

const onHand = (partCode: string) => onHandOf(t, clerk, partCode);
beforeAll(async () => {
  await saveWarehouse(t, admin, 'SUB', '2창고');
  custA = await newCustomer(t, clerk, '회전정비');
  custB = await newCustomer(t, clerk, '판매모터스');
  battery = await newPart(t, admin, {
    partNo: 'PR-BAT80',
    name: '배터리 80Ah',
    salePrice: 95_000,
    properStock: 30,
  });
  filter = await newPart(t, admin, {
    partNo: 'PR-OF1',
    name: '오일필터',
    salePrice: 7_000,
    purchasePrice: 4_000,
  });
  idle = await newPart(t, admin, {
    partNo: 'PR-IDLE',
    name: '안 팔리는 램프',
    salePrice: 3_000,
    purchasePrice: 1_500,
  });
  wiper = await newPart(t, admin, { partNo: 'PR-WIP', name: '와이퍼', salePrice: 9_000, properStock: 10 });
  await stockIn(t, admin, battery, 20);
  await stockIn(t, admin, filter, 100);
  await stockIn(t, admin, idle, 7);
  await stockIn(t, admin, wiper, 3);

  const first = await fixedOrder(t, clerk, custA, [
    { partCode: battery, qty: 3, unitPrice: 95_000 },
    { partCode: filter, qty: 5, unitPrice: 7_000 },
  ]);
  await fixedOrder(t, clerk, custB, [{ partCode: filter, qty: 4, unitPrice: 7_000 }]);
  // One battery of the first order comes back: it was not sold.
  await checkedCancel(t, clerk, checker, first.code, '고객 변심', [{ lineNo: 1, qty: 1 }]);
  // A draft sells nothing until it is fixed.
  draft = await draftOrder(t, clerk, custA, [{ partCode: filter, qty: 1, unitPrice: 7_000 }]);
});

describe('PartFastTurn', () => {
  it('ranks parts by units sold in the period, net of cancels, with orders and on-hand', async () => {
    const page = (await t.ok('POST', '/api/product/v1.0/fast/turn/list', clerk, {
      fromDate: today,
      toDate: today,
    })) as FastTurnPage;
    expect(page.total).toBe(2);
    expect(page.days).toBe(1);
    expect(page.rows).toEqual([
      expect.objectContaining({
        rank: 1,
        partCode: filter,
        soldQty: 9,
        outQty: 9,
        orderCount: 2,
        onHand: 91,
      }),
      expect.objectContaining({
        rank: 2,
        partCode: battery,
        soldQty: 2,
        outQty: 3,
        orderCount: 1,
        onHand: 18,
      }),
    ]);
  });

  it('pages the ranking and still counts past the last page', async () => {
    const second = (await t.ok('POST', '/api/product/v1.0/fast/turn/list', clerk, {
      fromDate: today,
      toDate: today,
      page: 2,
      size: 1,
    })) as FastTurnPage;
    expect(second.rows.map((r) => [r.rank, r.partCode])).toEqual([[2, battery]]);
    const past = (await t.ok('POST', '/api/product/v1.0/fast/turn/list', clerk, {
      fromDate: today,
      toDate: today,
      page: 9,
      size: 1,
    })) as FastTurnPage;
    expect(past).toMatchObject({ rows: [], total: 2 });
  });

  it('finds nothing in another warehouse or an earlier period', async () => {
    const sub = (await t.ok('POST', '/api/product/v1.0/fast/turn/list', clerk, {
      fromDate: today,
      toDate: today,
      warehouseCode: 'sub',
    })) as FastTurnPage;
    expect(sub.total).toBe(0);
    const old = (await t.ok('POST', '/api/product/v1.0/fast/turn/list', clerk, {
      fromDate: '20200101',
      toDate: '20200131',
    })) as FastTurnPage;
    expect(old).toMatchObject({ rows: [], total: 0, days: 31 });
  });

  it('refuses a reversed or over-long period with the field named', async () => {
    const reversed = await t.refused(422, 'POST', '/api/product/v1.0/fast/turn/list', clerk, {
      fromDate: '20261130',
      toDate: '20261101',
    });
    expect(reversed).toContain('시작일');
    const long = await t.refused(422, 'POST', '/api/product/v1.0/fast/turn/list', clerk, {
      fromDate: '20240101',
      toDate: '20251231',
    });
    expect(long).toContain('366일');
  });
});

describe('PartWithoutRotation', () => {
  it('lists stocked parts with no sale since the date, the most money first', async () => {
    const page = (await t.ok('POST', '/api/product/v1.0/without/rotation/list', clerk, {
      sinceDate: today,
    })) as WithoutRotationPage;
    const codes = page.rows.map((r) => r.partCode);
    expect(codes).toContain(idle);
    expect(codes).toContain(wiper);
    expect(codes).not.toContain(filter);
    expect(codes).not.toContain(battery);
    expect(page.rows.find((r) => r.partCode === idle)).toMatchObject({
      onHand: 7,
      purchasePrice: 1_500,
      stockValue: 10_500,
      lastOutAt: null,
    });
    expect(codes.indexOf(idle)).toBeLessThan(codes.indexOf(wiper));
  });

  it('counts today’s sales as rotation only from today: since tomorrow every stocked part is idle', async () => {
    const tomorrow = toYmd(new Date(Date.now() + 24 * 60 * 60 * 1000));
    const page = (await t.ok('POST', '/api/product/v1.0/without/rotation/list', clerk, {
      sinceDate: tomorrow,
    })) as WithoutRotationPage;
    const bat = page.rows.find((r) => r.partCode === battery);
    expect(bat).toMatchObject({ onHand: 18 });
    expect(bat?.lastOutAt).not.toBeNull();
  });
});

describe('ProductSalesRecordsList', () => {
  it('lists the fixed lines of the period with cancels, and sums every line', async () => {
    const page = (await t.ok('POST', '/api/product/v1.0/sales/records/list', clerk, {
      fromDate: today,
      toDate: today,
    })) as SalesRecordsPage;
    expect(page.total).toBe(3);
    expect(page.rows.map((r) => r.orderCode)).not.toContain(draft.code);
    const bat = page.rows.find((r) => r.partCode === battery);
    expect(bat).toMatchObject({
      customerCode: custA,
      qty: 3,
      cancelledQty: 1,
      unitPrice: 95_000,
      supply: 285_000,
    });
    expect(page.sums).toEqual({
      qty: 12,
      cancelledQty: 1,
      supply: 285_000 + 35_000 + 28_000,
      tax: 28_500 + 3_500 + 2_800,
      total: 313_500 + 38_500 + 30_800,
    });
  });

  it('narrows to one part or one customer', async () => {
    const one = (await t.ok('POST', '/api/product/v1.0/sales/records/list', clerk, {
      fromDate: today,
      toDate: today,
      partCode: filter.toLowerCase(),
    })) as SalesRecordsPage;
    expect(one.rows.map((r) => r.customerCode).sort()).toEqual([custA, custB].sort());
    expect(one.sums.qty).toBe(9);
    const cust = (await t.ok('POST', '/api/product/v1.0/sales/records/list', clerk, {
      fromDate: today,
      toDate: today,
      customerCode: custB,
    })) as SalesRecordsPage;
    expect(cust.rows).toEqual([expect.objectContaining({ partCode: filter, qty: 4, total: 30_800 })]);
  });
});

describe('PartReturnList', () => {
  it('lists the goods a checked cancel put back, with its document, order and customer', async () => {
    const page = (await t.ok('POST', '/api/product/v1.0/return/list', clerk, {
      fromDate: today,
      toDate: today,
    })) as PartReturnsPage;
    expect(page.total).toBe(1);
    expect(page.qty).toBe(1);
    expect(page.rows[0]).toMatchObject({
      reason: 'cancel-in',
      customerCode: custA,
      partCode: battery,
      warehouseCode: 'MAIN',
      qty: 1,
    });
    expect(page.rows[0]?.docCode).toMatch(/^X/);
    expect(page.rows[0]?.orderCode).toMatch(/^O/);
  });

  it('narrows to a part or a customer, and a page past the end still knows the total', async () => {
    const none = (await t.ok('POST', '/api/product/v1.0/return/list', clerk, {
      fromDate: today,
      toDate: today,
      customerCode: custB,
    })) as PartReturnsPage;
    expect(none.total).toBe(0);
    const byPart = (await t.ok('POST', '/api/product/v1.0/return/list', clerk, {
      fromDate: today,
      toDate: today,
      partCode: filter,
    })) as PartReturnsPage;
    expect(byPart.total).toBe(0);
    const past = (await t.ok('POST', '/api/product/v1.0/return/list', clerk, {
      fromDate: today,
      toDate: today,
      page: 3,
      size: 1,
    })) as PartReturnsPage;
    expect(past).toMatchObject({ rows: [], total: 1, qty: 1 });
  });
});

describe('PartProperStockRecordList', () => {
  it('lists active parts under their proper stock, the biggest shortage first', async () => {
    const page = (await t.ok('POST', '/api/product/v1.0/proper/stock/list', clerk, {})) as ProperStockPage;
    expect(page.rows.map((r) => [r.partCode, r.properStock, r.onHand, r.shortage])).toEqual([
      [battery, 30, 18, 12],
      [wiper, 10, 3, 7],
    ]);
    const search = (await t.ok('POST', '/api/product/v1.0/proper/stock/list', clerk, {
      keyword: '와이퍼',
    })) as ProperStockPage;
    expect(search.rows.map((r) => r.partCode)).toEqual([wiper]);
  });
});

describe('PartSetInsert', () => {
  it('puts a set on a draft order as its components, quantities multiplied; fixing takes the components out', async () => {
    const set = (await t.ok('POST', '/api/product/v1.0/set/insert', admin, {
      partNo: 'PR-SET1',
      name: '배터리 교환 세트',
      salePrice: 100_000,
      items: [
        { partCode: battery, qty: 1 },
        { partCode: filter, qty: 2 },
      ],
    })) as { part: { code: string } };
    await t.refused(409, 'POST', `/api/product/v1.0/set/order/insert/${draft.code}`, clerk, {
      setCode: set.part.code,
      qty: 2,
      version: draft.version + 5,
    });
    const order = (await t.ok('POST', `/api/product/v1.0/set/order/insert/${draft.code}`, clerk, {
      setCode: set.part.code.toLowerCase(),
      qty: 2,
      version: draft.version,
    })) as OrderView;
    expect(order.lines.map((l) => [l.partCode, l.qty, l.unitPrice, l.memo])).toEqual([
      [filter, 1, 7_000, null],
      [battery, 2, 95_000, `세트 ${set.part.code} × 2`],
      [filter, 4, 7_000, `세트 ${set.part.code} × 2`],
    ]);
    expect(order.supply).toBe(7_000 + 190_000 + 28_000);
    const before = { battery: await onHand(battery), filter: await onHand(filter) };
    await t.ok('POST', `/api/order/v1.0/fix/${draft.code}`, clerk);
    expect(await onHand(battery)).toBe(before.battery - 2);
    expect(await onHand(filter)).toBe(before.filter - 5);
  });

  it('refuses a part that is not a set, and a fixed order', async () => {
    const fixed = (await t.ok('GET', `/api/order/v1.0/single/${draft.code}`, clerk)) as OrderView;
    const notSet = await t.call('POST', `/api/product/v1.0/set/order/insert/${draft.code}`, {
      cookie: clerk,
      body: { setCode: filter, qty: 1, version: fixed.version },
    });
    expect(notSet.status).toBeGreaterThanOrEqual(400);
    expect(notSet.body.message).toContain('세트가 아닙니다');
    const sets = (await t.ok('POST', '/api/product/v1.0/set/page/list', clerk, {})) as {
      rows: { code: string }[];
    };
    await t.refused(422, 'POST', `/api/product/v1.0/set/order/insert/${draft.code}`, clerk, {
      setCode: sets.rows[0]!.code,
      qty: 1,
      version: fixed.version,
    });
    expect(
      ((await t.ok('GET', `/api/order/v1.0/single/${draft.code}`, clerk)) as OrderView).lines,
    ).toHaveLength(3);
  });
});
