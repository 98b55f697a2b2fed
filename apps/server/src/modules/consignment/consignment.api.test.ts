import type {
  ConsignmentStatement,
  ConsignmentStock,
  ConsignmentSummary,
  ConsignmentView,
  ListPage,
} from '@erp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  countRows,
  newCustomer,
  newPart,
  onHand as onHandOf,
  orderDeskApp,
  stockIn,
} from '../../test/fixtures.js';
import { verifyLedgers } from '../verify-ledgers.js';

// Consignment end to end through HTTP: place at a customer's shop, the shop uses some (an order
// fixed from the consignment location, the receivable up), withdraw, the refusals, and the
// ledgers verified after each.

const { t, admin, clerk } = await orderDeskApp('cs');
const C = '/api/consignment/v1.0';
let customerCode: string;
let battery: string;
let wiper: string;

const onHand = (partCode: string, warehouse = 'MAIN') => onHandOf(t, clerk, partCode, warehouse);
const location = () => `CS-${customerCode}`;
const register = (body: Record<string, unknown>) =>
  t.ok<ConsignmentView>('POST', `${C}/register`, clerk, body);
const receivable = async (): Promise<number> =>
  (
    (await t.ok('POST', '/api/customer/v1.0/ledger', clerk, {
      customerCode,
      fromDate: '20200101',
      toDate: '20991231',
    })) as { closingBalance: number }
  ).closingBalance;
const verified = async () => expect(await verifyLedgers(t.db)).toEqual([]);

beforeAll(async () => {
  customerCode = await newCustomer(t, clerk, '위탁정비');
  battery = await newPart(t, admin, {
    partNo: 'CS80L',
    name: '배터리 80Ah',
    salePrice: 95_000,
    purchasePrice: 60_000,
  });
  wiper = await newPart(t, admin, {
    partNo: 'CSW-600',
    name: '와이퍼 600',
    salePrice: 12_000,
    purchasePrice: 5_000,
  });
  await stockIn(t, admin, battery, 10);
  await stockIn(t, admin, wiper, 20);
});

describe('consignment (위탁)', () => {
  it('places goods at the customer: a consignment location opens and the value moves with the goods', async () => {
    const doc = await register({
      type: 'place',
      customerCode,
      warehouseCode: 'MAIN',
      lines: [
        { partCode: battery, qty: 4 },
        { partCode: wiper, qty: 5 },
      ],
    });
    expect(doc.code).toMatch(/^G\d{8}-\d{4}$/);
    expect(doc.status).toBe('posted');
    expect(doc.locationCode).toBe(location());
    expect(await onHand(battery)).toBe(6);
    expect(await onHand(battery, location())).toBe(4);
    expect(await onHand(wiper, location())).toBe(5);
    const stock = await t.ok<ConsignmentStock>('GET', `${C}/stock/${customerCode}`, clerk);
    expect(stock.rows.map((r) => [r.partCode, r.qty])).toEqual([
      [battery, 4],
      [wiper, 5],
    ]);
    // Value conserved: 4 × 60,000 and 5 × 5,000 at cost.
    expect(stock.rows.find((r) => r.partCode === battery)?.value).toBe(240_000);
    expect(doc.totalValue).toBe(240_000 + 25_000);
    await verified();
  });

  it('a use sells from the location through a fixed order: location balance down, receivable up', async () => {
    const before = await receivable();
    const doc = await register({ type: 'use', customerCode, lines: [{ partCode: battery, qty: 1 }] });
    expect(doc.status).toBe('posted');
    expect(doc.orderCode).toMatch(/^O\d{8}-\d{4}$/);
    const order = await t.ok<{ status: string; warehouseCode: string; total: number }>(
      'GET',
      `/api/order/v1.0/single/${doc.orderCode}`,
      clerk,
    );
    expect(order.status).toBe('fixed');
    expect(order.warehouseCode).toBe(location());
    expect(await onHand(battery, location())).toBe(3);
    expect(await onHand(battery)).toBe(6);
    expect(await receivable()).toBe(before + order.total);
    expect(order.total).toBeGreaterThan(0);
    await verified();
    // Only a use sells from the location: an order typed on the order screen cannot.
    const typed = await t.refused(422, 'POST', '/api/order/v1.0/insert', clerk, {
      customerCode,
      warehouseCode: location(),
      lines: [{ partCode: battery, qty: 1, unitPrice: 95_000 }],
    });
    expect(typed).toContain('위탁 위치라 직접 쓸 수 없습니다');
  });

  it('withdraws goods back to our warehouse', async () => {
    const doc = await register({
      type: 'withdraw',
      customerCode,
      warehouseCode: 'MAIN',
      lines: [{ partCode: wiper, qty: 2 }],
    });
    expect(doc.status).toBe('posted');
    expect(await onHand(wiper, location())).toBe(3);
    expect(await onHand(wiper)).toBe(17);
    await verified();
  });

  it('refuses more than on hand, naming the part and the place, and writes nothing', async () => {
    const docs = await countRows(t, 'consignments');
    const moves = await countRows(t, 'stock_moves');
    const orders = await countRows(t, 'sales_orders');
    const placeMsg = await t.refused(422, 'POST', `${C}/register`, clerk, {
      type: 'place',
      customerCode,
      warehouseCode: 'MAIN',
      lines: [{ partCode: battery, qty: 99 }],
    });
    expect(placeMsg).toContain(battery);
    expect(placeMsg).toContain('MAIN');
    const useMsg = await t.refused(422, 'POST', `${C}/register`, clerk, {
      type: 'use',
      customerCode,
      lines: [{ partCode: battery, qty: 9 }],
    });
    expect(useMsg).toContain(battery);
    expect(useMsg).toContain(location());
    const withdrawMsg = await t.refused(422, 'POST', `${C}/register`, clerk, {
      type: 'withdraw',
      customerCode,
      warehouseCode: 'MAIN',
      lines: [{ partCode: wiper, qty: 50 }],
    });
    expect(withdrawMsg).toContain(wiper);
    expect(await countRows(t, 'consignments')).toBe(docs);
    expect(await countRows(t, 'stock_moves')).toBe(moves);
    expect(await countRows(t, 'sales_orders')).toBe(orders);
    await verified();
  });

  it('refuses bad input naming the field, and a consignment location as our warehouse', async () => {
    const bad = await t.refused(422, 'POST', `${C}/register`, clerk, {
      type: 'place',
      customerCode,
      lines: [],
    });
    expect(bad).toContain('위탁 품목');
    const noWarehouse = await t.refused(422, 'POST', `${C}/register`, clerk, {
      type: 'place',
      customerCode,
      lines: [{ partCode: wiper, qty: 1 }],
    });
    expect(noWarehouse).toContain('창고');
    const loc = await t.refused(422, 'POST', `${C}/register`, clerk, {
      type: 'place',
      customerCode,
      warehouseCode: location(),
      lines: [{ partCode: wiper, qty: 1 }],
    });
    expect(loc).toContain('창고');
  });

  it('modifies a draft, refuses to modify a posted one, and cancels by reversing', async () => {
    const draft = await register({
      type: 'place',
      customerCode,
      warehouseCode: 'MAIN',
      post: false,
      lines: [{ partCode: wiper, qty: 1 }],
    });
    expect(draft.status).toBe('draft');
    expect(await onHand(wiper, location())).toBe(3);
    const modified = await t.ok<ConsignmentView>('POST', `${C}/update/${draft.code}`, clerk, {
      type: 'place',
      customerCode,
      warehouseCode: 'MAIN',
      post: false,
      version: draft.version,
      lines: [{ partCode: wiper, qty: 2 }],
    });
    expect(modified.lines[0]?.qty).toBe(2);
    const posted = await t.ok<ConsignmentView>('POST', `${C}/post/${draft.code}`, clerk, {
      version: modified.version,
    });
    expect(posted.status).toBe('posted');
    expect(await onHand(wiper, location())).toBe(5);
    const refusal = await t.refused(422, 'POST', `${C}/update/${draft.code}`, clerk, {
      type: 'place',
      customerCode,
      warehouseCode: 'MAIN',
      version: posted.version,
      lines: [{ partCode: wiper, qty: 1 }],
    });
    expect(refusal).toContain('취소');
    const stale = await t.refused(409, 'POST', `${C}/cancel/${draft.code}`, clerk, {
      version: modified.version,
    });
    expect(stale).toContain('새로고침');
    const cancelled = await t.ok<ConsignmentView>('POST', `${C}/cancel/${draft.code}`, clerk, {
      version: posted.version,
    });
    expect(cancelled.status).toBe('cancelled');
    expect(await onHand(wiper, location())).toBe(3);
    expect(await onHand(wiper)).toBe(17);
    await verified();
  });

  it('lists by type and customer, and states the period per part', async () => {
    const list = await t.ok<ListPage<ConsignmentSummary>>('POST', `${C}/list`, clerk, {
      filters: [
        { field: 'type', op: 'eq', value: 'place' },
        { field: 'customerCode', op: 'eq', value: customerCode },
      ],
    });
    expect(list.rows.length).toBe(2);
    expect(list.rows.every((r) => r.type === 'place')).toBe(true);
    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
    const statement = await t.ok<ConsignmentStatement>(
      'GET',
      `${C}/statement/${customerCode}?from=${today}&to=${today}`,
      clerk,
    );
    const bat = statement.rows.find((r) => r.partCode === battery);
    expect(bat).toMatchObject({ openingQty: 0, placedQty: 4, usedQty: 1, withdrawnQty: 0, closingQty: 3 });
    const wip = statement.rows.find((r) => r.partCode === wiper);
    // Placed 5 + 2 − 2 (the cancelled placement reversed) = 5; withdrawn 2.
    expect(wip).toMatchObject({ placedQty: 5, withdrawnQty: 2, closingQty: 3 });
    expect(wip?.closingValue).toBe(15_000);
  });
});
