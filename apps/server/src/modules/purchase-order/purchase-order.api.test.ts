import type {
  ArrivalDraft,
  LateSupply,
  ListPage,
  PurchaseOrderPrint,
  PurchaseOrderSummary,
  PurchaseOrderView,
  PurchaseSchedule,
  PurchaseView,
  ScheduleLineDetail,
  ShortagePart,
  SupplierPayable,
} from '@erp/domain';
import { toYmd } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query.js';
import { newPart, newSupplier, onHand as onHandOf, staffAccount, stockIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { fixPurchase } from '../purchase/purchase.service.js';
import { verifyLedgers } from '../verify-ledgers.js';
import { assertWithinOrdered } from './purchase-arrival.service.js';

// 발주 end to end through HTTP: request → check → last check → save by three people, each refusal
// of the four-eyes rule, stale versions, arrivals against the remainder (the examination's fix is
// called as helper B's screen will: assertWithinOrdered, then fixPurchase { examined: true }),
// the schedule with its history, late supplies, the list and the shortage prefill.

let t: TestApp;
let admin: string;
let clerk: string;
let checker: string;
let approver: string;
let adminId: number;
let supplier: string;
let otherSupplier: string;
let battery: string;
let wiper: string;

const O = '/api/purchase/v1.0/order';
const today = toYmd(new Date());
const request = (lines: { partCode: string; qty: number; unitPrice: number }[], who = clerk, extra = {}) =>
  t.ok<PurchaseOrderView>('POST', `${O}/insert`, who, {
    supplierCode: supplier,
    warehouseCode: 'MAIN',
    expectedDate: today,
    lines,
    ...extra,
  });
const step = (action: string, o: { code: string; version: number }, who: string, reason?: string) =>
  t.ok<PurchaseOrderView>('POST', `${O}/${action}/${o.code}`, who, { version: o.version, reason });
const refusedStep = (status: number, action: string, o: { code: string; version: number }, who: string) =>
  t.refused(status, 'POST', `${O}/${action}/${o.code}`, who, { version: o.version });
/** Request → check → last check → save, each by the right person. */
const savedOrder = async (lines: { partCode: string; qty: number; unitPrice: number }[], extra = {}) => {
  let o = await request(lines, clerk, extra);
  o = await step('check', o, checker);
  o = await step('last-check', o, approver);
  return step('save', o, clerk);
};
const detail = (code: string) => t.ok<PurchaseOrderView>('GET', `${O}/detail/${code}`, clerk);
const arrival = (orderCodes: string[]) => t.ok<ArrivalDraft>('POST', `${O}/arrival`, clerk, { orderCodes });
const purchaseIdOf = async (code: string) =>
  (await queryRows<{ id: number }>(t.db, sql`select id from purchases where code = ${code}`))[0]!.id;
/** What the purchase examination does when it posts: the order check and the fix in one go. */
const examineAndFix = async (purchaseCode: string) => {
  const id = await purchaseIdOf(purchaseCode);
  await t.db.transaction(async (tx) => assertWithinOrdered(tx, id));
  return fixPurchase(
    t.db,
    purchaseCode,
    undefined,
    { accountId: adminId, loginId: 'po-admin' },
    { examined: true },
  );
};
const payable = async () =>
  (await t.ok<SupplierPayable>('GET', `/api/purchase/v1.0/supplier/payable/${supplier}`, clerk)).balance;
const onHand = (partCode: string) => onHandOf(t, clerk, partCode);

beforeAll(async () => {
  t = await createTestApp();
  const a = await staffAccount(t, 'po-admin', 'admin');
  admin = a.cookie;
  adminId = a.id;
  clerk = (await staffAccount(t, 'po-clerk')).cookie;
  checker = (await staffAccount(t, 'po-checker')).cookie;
  approver = (await staffAccount(t, 'po-approver', 'purchase')).cookie;
  await t.ok('POST', '/api/stock/v1.0/warehouse/save', admin, { code: 'MAIN', name: '본사 창고' });
  supplier = await newSupplier(t, clerk, { name: '세방전지 대리점' });
  otherSupplier = await newSupplier(t, clerk, { name: '보쉬 부품' });
  battery = await newPart(t, admin, {
    partNo: 'PO-GB90L',
    name: '배터리 90Ah',
    salePrice: 120_000,
    properStock: 10,
  });
  wiper = await newPart(t, admin, { partNo: 'PO-WB600', name: '와이퍼 600', salePrice: 9_000 });
  await stockIn(t, admin, battery, 3);
});
afterAll(async () => t.close());

describe('the four-eyes path of a purchase order', () => {
  let order: PurchaseOrderView;

  it('requests an order: B code, priced, expected day on every line, nothing moved', async () => {
    order = await request([
      { partCode: battery, qty: 10, unitPrice: 90_000 },
      { partCode: wiper, qty: 20, unitPrice: 5_000 },
    ]);
    expect(order.code).toMatch(/^B\d{8}$/);
    expect(order.status).toBe('requested');
    expect(order.supply + order.vat).toBe(order.total);
    expect(order.total).toBe((900_000 + 100_000) * 1.1);
    expect(order.lines.map((l) => l.expectedDate)).toEqual([today, today]);
    expect(await onHand(battery)).toBe(3);
  });

  it('refuses the requester checking their own order', async () => {
    expect(await refusedStep(422, 'check', order, clerk)).toContain('요청한 사람은');
  });

  it('refuses a stale version with 409', async () => {
    await refusedStep(409, 'check', { ...order, version: order.version + 1 }, checker);
  });

  it('refuses the last check before the check, then by the checker and the requester', async () => {
    expect(await refusedStep(422, 'last-check', order, approver)).toContain('요청 상태에서는');
    order = await step('check', order, checker);
    expect(order.status).toBe('checked');
    expect(order.checkedByName).not.toBeNull();
    expect(await refusedStep(422, 'last-check', order, checker)).toContain('확인한 사람은');
    expect(await refusedStep(422, 'last-check', order, clerk)).toContain('요청한 사람은');
  });

  it('modifies a checked order back to requested; a stale modify is 409', async () => {
    const body = {
      supplierCode: supplier,
      warehouseCode: 'MAIN',
      expectedDate: today,
      lines: [
        { partCode: battery, qty: 8, unitPrice: 90_000 },
        { partCode: wiper, qty: 20, unitPrice: 5_000, expectedDate: '20991231' },
      ],
    };
    const modified = await t.ok<PurchaseOrderView>('POST', `${O}/update/${order.code}`, clerk, {
      ...body,
      version: order.version,
    });
    expect(modified.status).toBe('requested');
    expect(modified.checkedByName).toBeNull();
    expect(modified.lines[0]!.qty).toBe(8);
    expect(modified.lines[1]!.expectedDate).toBe('20991231');
    await t.refused(409, 'POST', `${O}/update/${order.code}`, clerk, { ...body, version: order.version });
    order = modified;
  });

  it('refuses a duplicate part and an unknown supplier naming the field', async () => {
    const dup = await t.refused(422, 'POST', `${O}/insert`, clerk, {
      supplierCode: supplier,
      expectedDate: today,
      lines: [
        { partCode: battery, qty: 1, unitPrice: 1 },
        { partCode: battery, qty: 2, unitPrice: 1 },
      ],
    });
    expect(dup).toContain('2번째 줄');
    const bad = await t.refused(422, 'POST', `${O}/insert`, clerk, {
      supplierCode: 'S999999',
      expectedDate: today,
      lines: [{ partCode: battery, qty: 1, unitPrice: 1 }],
    });
    expect(bad).toContain('매입처');
    const qty = await t.refused(422, 'POST', `${O}/insert`, clerk, {
      supplierCode: supplier,
      expectedDate: today,
      lines: [{ partCode: battery, qty: 0, unitPrice: 1 }],
    });
    expect(qty).toContain('수량');
  });

  it('approves and saves; after saving it can be neither modified nor cancelled', async () => {
    order = await step('check', order, checker);
    order = await step('last-check', order, approver);
    expect(order.status).toBe('approved');
    order = await step('save', order, clerk);
    expect(order.status).toBe('saved');
    expect(order.receiptState).toBe('waiting');
    expect(order.receiptLabel).toBe('입고 대기');
    const modify = await t.refused(422, 'POST', `${O}/update/${order.code}`, clerk, {
      supplierCode: supplier,
      expectedDate: today,
      lines: [{ partCode: battery, qty: 1, unitPrice: 1 }],
      version: order.version,
    });
    expect(modify).toContain('확정 상태에서는 수정할 수 없습니다');
    expect(await refusedStep(422, 'cancel', order, clerk)).toContain('확정 상태에서는 취소할 수 없습니다');
    expect(await onHand(battery)).toBe(3);
  });

  it('rejects only with a reason; a rejected order goes no further', async () => {
    const o = await request([{ partCode: wiper, qty: 1, unitPrice: 5_000 }]);
    expect(await refusedStep(422, 'reject', o, checker)).toContain('반려 사유');
    const rejected = await step('reject', o, checker, '단가 확인 필요');
    expect(rejected.status).toBe('rejected');
    expect(rejected.rejectReason).toBe('단가 확인 필요');
    expect(await refusedStep(422, 'check', rejected, checker)).toContain('반려 상태에서는');
  });

  describe('arrivals against the order', () => {
    it('refuses to fix an order-linked draft outside the examination', async () => {
      const a = await arrival([order.code]);
      expect(a).toMatchObject({ lineCount: 2, totalQty: 28 });
      const view = await t.ok<PurchaseView>('GET', `/api/purchase/v1.0/detail/${a.purchaseCode}`, clerk);
      expect(view.status).toBe('draft');
      expect(view.supplierCode).toBe(supplier);
      const msg = await t.refused(422, 'POST', `/api/purchase/v1.0/fix/${a.purchaseCode}`, clerk, {});
      expect(msg).toBe('발주 입고는 검수 화면에서 확정합니다.');
      // The examination counted 4 batteries and no wipers yet (its own screen changes the draft).
      await t.db.execute(
        sql`update purchase_lines set qty = 4 where purchase_id = ${await purchaseIdOf(a.purchaseCode)} and line_no = 1`,
      );
      await t.db.execute(
        sql`update purchase_lines set qty = 20 where purchase_id = ${await purchaseIdOf(a.purchaseCode)} and line_no = 2`,
      );
      const before = await payable();
      const fixed = await examineAndFix(a.purchaseCode);
      expect(fixed.status).toBe('fixed');
      expect(await onHand(battery)).toBe(7);
      expect(await payable()).toBe(before + fixed.total);
      const now = await detail(order.code);
      expect(now.receiptState).toBe('partial');
      expect(now.lines.map((l) => [l.receivedQty, l.remainingQty])).toEqual([
        [4, 4],
        [20, 0],
      ]);
      expect(now.remainingQty).toBe(4);
      // The bill desk sets ordered beside received for each arrival line that came from the order.
      const billable = await t.ok<{ purchaseCode: string; orderedQty: number | null; receivedQty: number }[]>(
        'GET',
        `/api/purchase/v1.0/bill/billable/${supplier}`,
        clerk,
      );
      expect(
        billable.filter((l) => l.purchaseCode === a.purchaseCode).map((l) => [l.orderedQty, l.receivedQty]),
      ).toEqual([
        [8, 4],
        [20, 20],
      ]);
    });

    it('refuses an arrival beyond the remainder when it is posted', async () => {
      const first = await arrival([order.code]);
      const second = await arrival([order.code]);
      expect(first.totalQty).toBe(4);
      await examineAndFix(first.purchaseCode);
      await expect(examineAndFix(second.purchaseCode)).rejects.toThrow(
        /PO-GB90L 배터리 90Ah: 발주 잔량 0개보다/,
      );
      expect(await onHand(battery)).toBe(11);
      expect((await detail(order.code)).receiptState).toBe('complete');
      expect(await t.refused(422, 'POST', `${O}/arrival`, clerk, { orderCodes: [order.code] })).toContain(
        '잔량이 없습니다',
      );
    });

    it('refuses orders of two suppliers, and an order not saved', async () => {
      const mine = await savedOrder([{ partCode: wiper, qty: 2, unitPrice: 5_000 }]);
      const theirs = await savedOrder([{ partCode: battery, qty: 2, unitPrice: 80_000 }], {
        supplierCode: otherSupplier,
      });
      const mixed = await t.refused(422, 'POST', `${O}/arrival`, clerk, {
        orderCodes: [mine.code, theirs.code],
      });
      expect(mixed).toContain('매입처가 다른 발주는');
      const pending = await request([{ partCode: wiper, qty: 1, unitPrice: 5_000 }]);
      expect(await t.refused(422, 'POST', `${O}/arrival`, clerk, { orderCodes: [pending.code] })).toContain(
        '확정되지 않아',
      );
    });

    it('cuts the remainder of a partly received order', async () => {
      const o = await savedOrder([{ partCode: wiper, qty: 5, unitPrice: 5_000 }]);
      const a = await arrival([o.code]);
      // An edit of the arrival draft on the purchase screen keeps its link to the order line.
      const draft = await t.ok<PurchaseView>('GET', `/api/purchase/v1.0/detail/${a.purchaseCode}`, clerk);
      await t.ok('POST', `/api/purchase/v1.0/update/${a.purchaseCode}`, clerk, {
        supplierCode: draft.supplierCode,
        warehouseCode: draft.warehouseCode,
        lines: [{ partCode: wiper, qty: 2, unitPrice: 5_000 }],
        version: draft.version,
      });
      expect(await t.refused(422, 'POST', `/api/purchase/v1.0/fix/${a.purchaseCode}`, clerk, {})).toBe(
        '발주 입고는 검수 화면에서 확정합니다.',
      );
      await examineAndFix(a.purchaseCode);
      const partial = await detail(o.code);
      expect(partial.receiptState).toBe('partial');
      const cut = await step('cancel-remainder', partial, clerk, '단종');
      expect(cut.receiptState).toBe('closed');
      expect(cut.lines[0]).toMatchObject({ receivedQty: 2, cancelledQty: 3, remainingQty: 0 });
      expect(await refusedStep(422, 'cancel-remainder', cut, clerk)).toContain('남은 수량이 없습니다');
    });

    it('keeps every ledger equal to its cached balance', async () => {
      expect(await verifyLedgers(t.db)).toEqual([]);
    });
  });
});

describe('lists, schedule, lateness and shortages', () => {
  it('filters the list by status, supplier, part and period, and downloads Excel', async () => {
    const list = (filters: unknown[]) =>
      t.ok<ListPage<PurchaseOrderSummary>>('POST', `${O}/list`, clerk, { filters, page: 1, size: 100 });
    const all = await list([]);
    expect(all.total).toBeGreaterThanOrEqual(6);
    const rejected = await list([{ field: 'status', op: 'eq', value: 'rejected' }]);
    expect(rejected.rows.every((r) => r.status === 'rejected')).toBe(true);
    expect(rejected.total).toBe(1);
    const other = await list([{ field: 'supplierCode', op: 'eq', value: otherSupplier }]);
    expect(other.rows.map((r) => r.supplierName)).toEqual(['보쉬 부품']);
    const withBattery = await list([{ field: 'partCode', op: 'eq', value: battery }]);
    expect(withBattery.total).toBe(2);
    const tomorrow = toYmd(new Date(Date.now() + 2 * 86_400_000));
    expect((await list([{ field: 'orderDate', op: 'gte', value: tomorrow }])).total).toBe(0);
    const excel = await t.call('POST', `${O}/excel/download`, { cookie: clerk, body: { filters: [] } });
    expect(excel.status).toBe(200);
    expect(excel.raw.headers['content-type']).toContain('spreadsheetml');
    const one = await t.call('GET', `${O}/excel/${all.rows[0]!.code}`, { cookie: clerk });
    expect(one.status).toBe(200);
    const print = await t.ok<PurchaseOrderPrint>('GET', `${O}/print/${all.rows[0]!.code}`, approver);
    expect(print.supplier.name).toBe(all.rows[0]!.supplierName);
    expect(print.order.lines.length).toBe(all.rows[0]!.lineCount);
  });

  it('shows the schedule by kind and brand, and changes an expected day with its history', async () => {
    const top = await t.ok<PurchaseSchedule>('GET', `${O}/schedule`, clerk);
    expect(top.groups.map((g) => g.code)).toEqual(['-']);
    const line = top.lines.find((l) => l.supplierName === '보쉬 부품')!;
    expect(line.remainingQty).toBe(2);
    const brandLevel = await t.ok<PurchaseSchedule>('GET', `${O}/schedule?largeCode=-`, clerk);
    expect(brandLevel.groups.map((g) => g.name)).toEqual(['브랜드 없음']);
    const leaf = await t.ok<PurchaseSchedule>('GET', `${O}/schedule?largeCode=-&brandCode=-`, clerk);
    expect(leaf.groups).toEqual([]);
    expect(leaf.lines.length).toBe(top.lines.length);
    const changed = await t.ok<ScheduleLineDetail>('POST', `${O}/schedule/line/${line.id}`, clerk, {
      expectedDate: '20261101',
      reason: '매입처 재고 없음',
    });
    expect(changed.expectedDate).toBe('20261101');
    expect(changed.history).toMatchObject([
      { fromDate: today, toDate: '20261101', reason: '매입처 재고 없음' },
    ]);
    expect(changed.history[0]!.changedByName).not.toBeNull();
    expect(
      await t.refused(422, 'POST', `${O}/schedule/line/${line.id}`, clerk, { expectedDate: '20261101' }),
    ).toContain('같은 날');
    await t.refused(404, 'GET', `${O}/schedule/line/999999`, clerk);
  });

  it('lists the late supplies by supplier with the days late', async () => {
    const late = await t.ok<ListPage<LateSupply>>('POST', `${O}/late/list`, clerk, {
      filters: [],
      page: 1,
      size: 50,
    });
    const row = late.rows.find((r) => r.supplierName === '보쉬 부품')!;
    expect(row.expectedDate).toBe('20261101');
    expect(row.daysLate).toBeGreaterThan(0);
    expect(row.remainingQty).toBe(2);
    expect(late.rows.every((r) => r.expectedDate < today)).toBe(true);
    const bySupplier = await t.ok<ListPage<LateSupply>>('POST', `${O}/late/list`, clerk, {
      filters: [{ field: 'supplierCode', op: 'eq', value: supplier }],
    });
    expect(bySupplier.rows.every((r) => r.supplierCode === supplier)).toBe(true);
    const excel = await t.call('POST', `${O}/late/excel/download`, { cookie: clerk, body: { filters: [] } });
    expect(excel.status).toBe(200);
  });

  it('prefills a request from parts below their proper stock', async () => {
    const rows = await t.ok<ShortagePart[]>('GET', `${O}/shortage`, clerk);
    const b = rows.find((r) => r.partCode === battery);
    // 3 opening + 4 + 4 arrived = 11 ≥ 10: no longer short.
    expect(b).toBeUndefined();
    await t.ok('POST', '/api/stock/v1.0/adjust', admin, {
      partCode: battery,
      warehouseCode: 'MAIN',
      qty: -5,
      reason: 'manual-adjust',
    });
    const after = await t.ok<ShortagePart[]>('GET', `${O}/shortage`, clerk);
    expect(after.find((r) => r.partCode === battery)).toMatchObject({
      properStock: 10,
      onHand: 6,
      suggestedQty: 4,
      onOrder: 2,
    });
  });
});
