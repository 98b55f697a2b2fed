import {
  type IntegratedStatusView,
  type OrderEventRow,
  type OrderReportRow,
  type ProblemRow,
  toYmd,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query.js';
import {
  checkedCancel,
  draftOrder,
  fixedOrder,
  newCustomer,
  newPart,
  type OrderLineInput,
  orderDeskApp,
  requestCancel,
  saveCompany,
  stockIn,
} from '../../test/fixtures.js';
import { createOrder, type OrderView } from '../sales-order/sales-order.service.js';

const { t, admin, clerk, checker, clerkId, checkerId } = await orderDeskApp('sr');
let custUser: string;
let customerCode: string;
let lamp: string;
let filter: string;
let cheap: string;
let backOrder: string;
const today = toYmd(new Date());
const yesterday = toYmd(new Date(Date.now() - 86_400_000));
const tomorrow = toYmd(new Date(Date.now() + 86_400_000));
const VIN = 'KMHD341CBLU123456';

type Page<T> = { rows: T[]; total: number };

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, body?: unknown) =>
  t.call(method, url, { cookie, ...(body === undefined ? {} : { body }) });
const order = (lines: OrderLineInput[], extra = {}) => draftOrder(t, clerk, customerCode, lines, extra);
const fix = (code: string) => t.ok<OrderView>('POST', `/api/order/v1.0/fix/${code}`, clerk);
const kindsOf = async (code: string) =>
  (await t.ok<OrderEventRow[]>('GET', `/api/order/v1.0/log/${code}`, admin)).map((e) => e.kind);

beforeAll(async () => {
  await saveCompany(t, admin);
  customerCode = await newCustomer(t, clerk, {
    name: '보고정비',
    vatIncluded: false,
    customerType: 'repair',
  });
  await t.addAccount({ loginId: 'sr-cust', kind: 'customer', role: 'cust', customerCode });
  custUser = await t.login('sr-cust', 'customer');
  lamp = await newPart(t, admin, {
    partNo: '92101-3X000',
    name: '헤드램프 LH',
    salePrice: 120_000,
    purchasePrice: 80_000,
  });
  filter = await newPart(t, admin, {
    partNo: '26300-35505',
    name: '오일필터',
    salePrice: 7_000,
    purchasePrice: 4_400,
    vatIncluded: true,
  });
  cheap = await newPart(t, admin, {
    partNo: 'CH-1',
    name: '와이퍼',
    salePrice: 10_000,
    purchasePrice: 9_000,
  });
  backOrder = await newPart(t, admin, {
    partNo: 'BO-9',
    name: '주문생산 범퍼',
    salePrice: 50_000,
    allowBackOrder: true,
  });
  await t.ok('POST', '/api/barcode/v1.0/save', admin, { partCode: filter, value: '8801234567893' });
  for (const code of [lamp, filter, cheap]) await stockIn(t, admin, code, 50);
});

describe('order log', () => {
  it('records every transition of an order in order, with who did it and why', async () => {
    const draft = await order([
      { partCode: lamp, qty: 1, unitPrice: 120_000 },
      { partCode: filter, qty: 2, unitPrice: 7_000 },
    ]);
    await t.ok('POST', `/api/order/v1.0/update/${draft.code}`, clerk, {
      customerCode,
      warehouseCode: 'MAIN',
      version: draft.version,
      lines: [
        { partCode: lamp, qty: 1, unitPrice: 110_000, priceReason: '단골 할인' },
        { partCode: filter, qty: 2, unitPrice: 7_000 },
      ],
    });
    await fix(draft.code);
    await t.ok('GET', `/api/order/v1.0/statement/${draft.code}`, clerk);
    // The same person's same document again within minutes is the same print.
    await t.ok('GET', `/api/order/v1.0/statement/${draft.code}`, clerk);
    await t.ok('POST', `/api/examination/v1.0/order/start/${draft.code}`, checker);
    const refused = await call('POST', `/api/examination/v1.0/order/scan/${draft.code}`, checker, {
      barcode: 'NOPE-0000',
    });
    expect(refused.status).toBe(422);
    const first = await requestCancel(t, clerk, draft.code, '잘못 주문', [{ lineNo: 2, qty: 1 }]);
    await t.ok('POST', `/api/order/v1.0/cancel/reject/${first.id}`, checker, { reason: '이미 출고됨' });
    await checkedCancel(t, clerk, checker, draft.code, '고객 변심', [{ lineNo: 2, qty: 1 }]);

    expect(await kindsOf(draft.code)).toEqual([
      'registered',
      'modified',
      'price-changed',
      'fixed',
      'printed',
      'exam-started',
      'exam-refused',
      'cancel-requested',
      'cancel-rejected',
      'cancel-requested',
      'cancel-checked',
    ]);
    const log = await t.ok<OrderEventRow[]>('GET', `/api/order/v1.0/log/${draft.code}`, admin);
    expect(log.find((e) => e.kind === 'cancel-rejected')).toMatchObject({
      actorId: checkerId,
      reason: '이미 출고됨',
    });
    expect(log.find((e) => e.kind === 'price-changed')).toMatchObject({
      actorId: clerkId,
      reason: '단골 할인',
      after: { lines: [{ partCode: lamp, listPrice: 120_000, unitPrice: 110_000 }] },
    });
    expect(log.find((e) => e.kind === 'modified')).toMatchObject({
      before: { total: 147_400 },
      after: { total: 136_400 },
    });
  });

  it('lists the log by day, kind, person and order code, and refuses unknown fields', async () => {
    const draft = await order([{ partCode: filter, qty: 1, unitPrice: 7_000 }]);
    await fix(draft.code);
    const byCode = await t.ok<Page<OrderEventRow>>('POST', '/api/order/v1.0/log/list', admin, {
      filters: [
        { field: 'orderCode', op: 'eq', value: draft.code },
        { field: 'at', op: 'between', value: [today, today] },
      ],
    });
    expect(byCode.rows.map((r) => r.kind).sort()).toEqual(['fixed', 'registered']);
    const fixes = await t.ok<Page<OrderEventRow>>('POST', '/api/order/v1.0/log/list', admin, {
      filters: [
        { field: 'kind', op: 'eq', value: 'fixed' },
        { field: 'actorId', op: 'eq', value: clerkId },
      ],
      sort: [{ field: 'at', dir: 'desc' }],
    });
    expect(fixes.rows[0]).toMatchObject({
      orderCode: draft.code,
      kind: 'fixed',
      actorName: expect.any(String),
    });
    expect(fixes.rows.every((r) => r.kind === 'fixed' && r.actorId === clerkId)).toBe(true);
    const yesterdayOnly = await t.ok<Page<OrderEventRow>>('POST', '/api/order/v1.0/log/list', admin, {
      filters: [{ field: 'at', op: 'eq', value: yesterday }],
    });
    expect(yesterdayOnly.rows.some((r) => r.orderCode === draft.code)).toBe(false);
    await t.refused(422, 'POST', '/api/order/v1.0/log/list', admin, {
      sort: [{ field: 'reason', dir: 'asc' }],
    });
  });

  it('keeps the log append-only in the database itself', async () => {
    await expect(t.db.execute(sql`update order_events set kind = kind`)).rejects.toThrow();
  });
});

describe('date and reservation changes', () => {
  it('moves a draft to an earlier day, refuses the future, and shows it in the change list', async () => {
    const draft = await order([{ partCode: filter, qty: 1, unitPrice: 7_000 }]);
    const future = await t.refused(422, 'POST', `/api/order/v1.0/date/change/${draft.code}`, clerk, {
      orderDate: tomorrow,
      reason: '내일 주문',
    });
    expect(future).toContain('오늘 이후');
    const noReason = await t.refused(422, 'POST', `/api/order/v1.0/date/change/${draft.code}`, clerk, {
      orderDate: yesterday,
    });
    expect(noReason).toContain('변경 사유');
    const moved = await t.ok<OrderView>('POST', `/api/order/v1.0/date/change/${draft.code}`, clerk, {
      orderDate: yesterday,
      reason: '어제 전화로 받은 주문',
    });
    expect(moved.orderDate).toBe(yesterday);
    // ObtainList files it under its new day.
    const listed = async (day: string) =>
      (
        await t.ok<Page<{ code: string }>>('POST', '/api/order/v1.0/list', clerk, {
          fromDate: day,
          toDate: day,
          size: 500,
        })
      ).rows.map((r) => r.code);
    expect(await listed(yesterday)).toContain(draft.code);
    expect(await listed(today)).not.toContain(draft.code);
    const changes = await t.ok<Page<OrderEventRow>>('POST', '/api/order/v1.0/change/info/list', admin, {
      filters: [{ field: 'orderCode', op: 'eq', value: draft.code }],
    });
    expect(changes.rows).toEqual([
      expect.objectContaining({
        kind: 'date-changed',
        reason: '어제 전화로 받은 주문',
        before: { orderDate: today },
        after: { orderDate: yesterday },
      }),
    ]);
  });

  it('moves a fixed order back a day without touching its ledger entries', async () => {
    const draft = await order([{ partCode: lamp, qty: 1, unitPrice: 120_000 }]);
    await fix(draft.code);
    const ledgerOf = () =>
      queryRows(
        t.db,
        sql`select entry_date::text as d, amount from customer_ledger where doc_code = ${draft.code}`,
      );
    const ledgerBefore = await ledgerOf();
    expect(ledgerBefore).toHaveLength(1);
    await t.refused(422, 'POST', `/api/order/v1.0/date/change/${draft.code}`, clerk, {
      orderDate: tomorrow,
      reason: '나중 날짜',
    });
    const moved = await t.ok<OrderView>('POST', `/api/order/v1.0/date/change/${draft.code}`, clerk, {
      orderDate: yesterday,
      reason: '어제 출고분',
    });
    expect(moved.orderDate).toBe(yesterday);
    expect(await ledgerOf()).toEqual(ledgerBefore);
    const statement = await t.ok<{ documentDate: string }>(
      'GET',
      `/api/order/v1.0/statement/${draft.code}`,
      clerk,
    );
    expect(statement.documentDate).toBe(today);
  });

  it('refuses date and reservation changes on a cancelled order', async () => {
    const draft = await order([{ partCode: filter, qty: 1, unitPrice: 7_000 }]);
    await fix(draft.code);
    await checkedCancel(t, clerk, checker, draft.code, '전체 취소');
    const date = await t.refused(422, 'POST', `/api/order/v1.0/date/change/${draft.code}`, clerk, {
      orderDate: yesterday,
      reason: '날짜 정정',
    });
    expect(date).toContain('취소된 주문');
    await t.refused(422, 'POST', `/api/order/v1.0/reservation/change/${draft.code}`, clerk, {
      reservationDate: tomorrow,
    });
    expect((await kindsOf(draft.code)).filter((k) => k.endsWith('changed'))).toEqual([]);
  });

  it('books, checks and clears a reservation', async () => {
    const draft = await order([{ partCode: filter, qty: 1, unitPrice: 7_000 }]);
    await t.refused(422, 'POST', `/api/order/v1.0/reservation/change/${draft.code}`, clerk, {
      reservationDate: yesterday,
      reservationTime: '1000',
    });
    await t.refused(422, 'POST', `/api/order/v1.0/reservation/change/${draft.code}`, clerk, {
      reservationTime: '1000',
    });
    const badTime = await t.refused(422, 'POST', `/api/order/v1.0/reservation/change/${draft.code}`, clerk, {
      reservationDate: tomorrow,
      reservationTime: '2560',
    });
    expect(badTime).toContain('예약 시각');
    const booked = await t.ok<OrderView>('POST', `/api/order/v1.0/reservation/change/${draft.code}`, clerk, {
      reservationDate: tomorrow,
      reservationTime: '1430',
      reason: '내일 오후 방문',
    });
    expect(booked).toMatchObject({ reservationDate: tomorrow, reservationTime: '1430' });
    const cleared = await t.ok<OrderView>('POST', `/api/order/v1.0/reservation/change/${draft.code}`, clerk, {
      reservationDate: '',
      reservationTime: '',
    });
    expect(cleared).toMatchObject({ reservationDate: null, reservationTime: null });
    const log = await t.ok<OrderEventRow[]>('GET', `/api/order/v1.0/log/${draft.code}`, admin);
    expect(log.filter((e) => e.kind === 'reservation-changed').map((e) => e.after)).toEqual([
      { date: tomorrow, time: '1430' },
      { date: null, time: null },
    ]);
  });
});

describe('fix status and print user check', () => {
  it('says which orders are fixed and who printed their statements', async () => {
    const a = await order([{ partCode: filter, qty: 1, unitPrice: 7_000 }]);
    const b = await order([{ partCode: filter, qty: 1, unitPrice: 7_000 }]);
    await fix(a.code);
    const status = await t.ok<{ code: string; fixed: boolean; fixedByName: string | null }[]>(
      'POST',
      '/api/order/v1.0/fix/status/list',
      clerk,
      { codes: [a.code, b.code] },
    );
    expect(status.map((s) => [s.code, s.fixed])).toEqual([
      [a.code, true],
      [b.code, false],
    ]);
    await t.refused(404, 'POST', '/api/order/v1.0/fix/status/list', clerk, {
      codes: ['O20000101-0001'],
    });
    expect(await t.ok('POST', '/api/order/v1.0/print/user/check', clerk, { codes: [a.code] })).toEqual([]);
    await t.ok('GET', `/api/order/v1.0/statement/${a.code}`, checker);
    await t.ok('GET', `/api/order/v1.0/estimate/${b.code}`, clerk);
    const prints = await t.ok<{ orderCode: string; document: string; actorLoginId: string }[]>(
      'POST',
      '/api/order/v1.0/print/user/check',
      clerk,
      { codes: [a.code, b.code] },
    );
    expect(prints.map((p) => [p.orderCode, p.document, p.actorLoginId]).sort()).toEqual(
      [
        [a.code, 'sale', 'sr-checker'],
        [b.code, 'estimate', 'sr-clerk'],
      ].sort(),
    );
  });
});

describe('order reports', () => {
  it('counts the day by state and lists the orders of a state', async () => {
    const before = await t.ok<IntegratedStatusView>('POST', '/api/order/v1.0/integrated/status', admin, {
      date: today,
    });
    const draft = await order([{ partCode: filter, qty: 2, unitPrice: 7_000 }]);
    const fixed = await order([{ partCode: lamp, qty: 1, unitPrice: 120_000 }]);
    await fix(fixed.code);
    const after = await t.ok<IntegratedStatusView>('POST', '/api/order/v1.0/integrated/status', admin, {
      date: today,
    });
    const of = (v: IntegratedStatusView, s: string) => v.states.find((x) => x.state === s)!;
    expect(of(after, 'draft').count - of(before, 'draft').count).toBe(1);
    expect(of(after, 'draft').total - of(before, 'draft').total).toBe(draft.total);
    expect(of(after, 'waiting-exam').count - of(before, 'waiting-exam').count).toBe(1);
    expect(of(after, 'waiting-exam').total - of(before, 'waiting-exam').total).toBe(132_000);
    expect(after.count).toBe(after.states.reduce((n, s) => n + s.count, 0));
    const list = await t.ok<Page<OrderReportRow>>('POST', '/api/order/v1.0/integrated/status/list', admin, {
      date: today,
      state: 'waiting-exam',
      size: 500,
    });
    expect(list.rows.map((r) => r.code)).toContain(fixed.code);
    expect(list.rows.every((r) => r.state === 'waiting-exam')).toBe(true);
    expect(list.total).toBe(of(after, 'waiting-exam').count);
  });

  it('lists fixed orders still to examine, and drops them once examined', async () => {
    const draft = await order([{ partCode: filter, qty: 1, unitPrice: 7_000 }]);
    await fix(draft.code);
    const waiting = await t.ok<Page<OrderReportRow>>('POST', '/api/order/v1.0/check/list', admin, {
      filters: [{ field: 'code', op: 'eq', value: draft.code }],
    });
    expect(waiting.rows).toEqual([expect.objectContaining({ code: draft.code, examState: 'none' })]);
    await t.ok('POST', `/api/examination/v1.0/order/start/${draft.code}`, checker);
    await t.ok('POST', `/api/examination/v1.0/order/scan/${draft.code}`, checker, {
      barcode: '8801234567893',
    });
    const scanning = await t.ok<Page<OrderReportRow>>('POST', '/api/order/v1.0/check/list', admin, {
      examState: 'scanning',
      filters: [{ field: 'code', op: 'eq', value: draft.code }],
    });
    expect(scanning.rows[0]).toMatchObject({ examState: 'scanning', examinerName: expect.any(String) });
    await t.ok('POST', `/api/examination/v1.0/order/complete/${draft.code}`, checker);
    const done = await t.ok<Page<OrderReportRow>>('POST', '/api/order/v1.0/check/list', admin, {
      filters: [{ field: 'code', op: 'eq', value: draft.code }],
    });
    expect(done.rows).toEqual([]);
    expect(await kindsOf(draft.code)).toContain('examined');
  });

  it('flags each kind of problem on the order that has it', async () => {
    const belowCost = await order([{ partCode: cheap, qty: 1, unitPrice: 8_000, priceReason: '재고 정리' }]);
    const negative = await order([{ partCode: backOrder, qty: 2, unitPrice: 50_000 }]);
    await fix(negative.code);
    const pending = await order([{ partCode: filter, qty: 1, unitPrice: 7_000 }]);
    await fix(pending.code);
    await t.ok('POST', `/api/order/v1.0/cancel/request/${pending.code}`, clerk, { reason: '확인 필요' });
    const refused = await order([{ partCode: filter, qty: 1, unitPrice: 7_000 }]);
    await fix(refused.code);
    await t.ok('POST', `/api/examination/v1.0/order/start/${refused.code}`, checker);
    await call('POST', `/api/examination/v1.0/order/scan/${refused.code}`, checker, { barcode: 'WRONG-1' });
    const clean = await order([{ partCode: lamp, qty: 1, unitPrice: 120_000 }]);
    // A reason typed on the list price itself is no price change.
    const listPrice = await order([{ partCode: lamp, qty: 1, unitPrice: 120_000, priceReason: '정가' }]);

    const all = await t.ok<Page<ProblemRow>>('POST', '/api/order/v1.0/problem/list', admin, { size: 500 });
    const problemsOf = (code: string) => all.rows.find((r) => r.code === code)?.problems;
    expect(problemsOf(belowCost.code)).toEqual(['below-cost', 'price-reason']);
    expect(problemsOf(negative.code)).toEqual(['negative-stock']);
    expect(problemsOf(pending.code)).toEqual(['cancel-pending']);
    expect(problemsOf(refused.code)).toEqual(['exam-refused']);
    expect(all.rows.find((r) => r.code === refused.code)?.refusals).toBe(1);
    expect(problemsOf(clean.code)).toBeUndefined();
    expect(problemsOf(listPrice.code)).toBeUndefined();
    expect(await kindsOf(listPrice.code)).toEqual(['registered']);
    const onlyNegative = await t.ok<Page<ProblemRow>>('POST', '/api/order/v1.0/problem/list', admin, {
      problem: 'negative-stock',
      size: 500,
    });
    expect(onlyNegative.rows.map((r) => r.code)).toEqual([negative.code]);
  });

  it('finds the same part ordered twice for the same car', async () => {
    const a = await order([{ partCode: lamp, qty: 1, unitPrice: 120_000 }], { vin: VIN });
    const b = await order([{ partCode: lamp, qty: 1, unitPrice: 120_000 }], { vin: VIN });
    await order([{ partCode: filter, qty: 1, unitPrice: 7_000 }], { vin: VIN });
    await fix(a.code);
    const groups = await t.ok<
      Page<{ vin: string; partCode: string; orderCount: number; orderCodes: string[] }>
    >('POST', '/api/order/v1.0/vin/duplicate/list', admin, {
      filters: [{ field: 'vin', op: 'eq', value: VIN }],
    });
    expect(groups.rows).toEqual([
      expect.objectContaining({
        vin: VIN,
        partCode: lamp,
        orderCount: 2,
        orderCodes: [a.code, b.code].sort(),
      }),
    ]);
    const byCar = await t.ok<Page<{ orderCount: number }>>(
      'POST',
      '/api/order/v1.0/vin/duplicate/list',
      admin,
      {
        samePart: false,
        filters: [{ field: 'vin', op: 'eq', value: VIN }],
      },
    );
    expect(byCar.rows).toEqual([expect.objectContaining({ orderCount: 3, partCode: null })]);
  });

  it('finds a car by part of its number', async () => {
    const draft = await order([{ partCode: filter, qty: 1, unitPrice: 7_000 }], { carNumber: '12가3456' });
    const found = await t.ok<Page<OrderReportRow>>('POST', '/api/order/v1.0/car/number/list', admin, {
      carNumber: '3456',
    });
    expect(found.rows.map((r) => r.code)).toContain(draft.code);
  });
});

describe('customer order history and profit', () => {
  it('computes the margin per order from purchase prices, after cancels', async () => {
    const other = await newCustomer(t, clerk, { name: '이익정비', vatIncluded: true });
    const draft = await fixedOrder(t, clerk, other, [
      // VAT-inclusive customer: 132,000 → supply 120,000; cost 80,000 a unit.
      { partCode: lamp, qty: 2, unitPrice: 132_000, priceReason: '부가세 포함가' },
      // Part priced VAT-inclusive at 4,400 → cost 4,000 a unit; 7,700 → supply 7,000.
      { partCode: filter, qty: 3, unitPrice: 7_700, priceReason: '부가세 포함가' },
    ]);
    await checkedCancel(t, clerk, checker, draft.code, '하나 반품', [{ lineNo: 1, qty: 1 }]);
    await draftOrder(t, clerk, other, [
      { partCode: lamp, qty: 1, unitPrice: 132_000, priceReason: '작성 중' },
    ]);
    const profit = await t.ok<{
      rows: { code: string; supply: number; cost: number; margin: number; marginBp: number }[];
      sum: { supply: number; cost: number; margin: number };
    }>('POST', '/api/customer/v1.0/order/profit/list', admin, { customerCode: other });
    // Still sold: 1 lamp (132,000 → 120,000 supply) + 3 filters (23,100 → 21,000 supply).
    expect(profit.rows).toEqual([
      expect.objectContaining({
        code: draft.code,
        supply: 141_000,
        cost: 80_000 + 12_000,
        margin: 49_000,
        marginBp: Math.round((49_000 * 10_000) / 141_000),
      }),
    ]);
    expect(profit.sum).toMatchObject({ supply: 141_000, cost: 92_000, margin: 49_000 });
    const history = await t.ok<{
      rows: { orderCode: string; partCode: string; qty: number; cancelledQty: number }[];
      total: number;
      sum: { qty: number; total: number };
    }>('POST', '/api/customer/v1.0/order/history/list', admin, {
      customerCode: other,
      filters: [{ field: 'status', op: 'eq', value: 'fixed' }],
    });
    expect(history.total).toBe(2);
    expect(history.sum).toEqual({ qty: 4, total: 132_000 + 23_100 });
    await t.refused(404, 'POST', '/api/customer/v1.0/order/history/list', admin, {
      customerCode: 'C999999',
    });
  });
});

describe('online orders and graphs', () => {
  it('lists orders registered by a customer user and charts them as online', async () => {
    const [account] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from accounts where login_id = 'sr-cust'`,
    );
    const online = await createOrder(
      t.db,
      { customerCode, warehouseCode: 'MAIN', lines: [{ partCode: filter, qty: 1, unitPrice: 7_000 }] },
      { accountId: account!.id, loginId: 'sr-cust' },
    );
    const staffOrder = await order([{ partCode: filter, qty: 1, unitPrice: 7_000 }]);
    const list = await t.ok<Page<OrderReportRow>>('POST', '/api/order/v1.0/online/list', admin, {});
    expect(list.rows.map((r) => r.code)).toEqual([online.code]);
    expect(list.rows[0]?.createdByKind).toBe('customer');
    expect(list.rows.map((r) => r.code)).not.toContain(staffOrder.code);
    const graph = await t.ok<{ buckets: string[]; series: { channel: string; counts: number[] }[] }>(
      'POST',
      '/api/graph/v1.0/app/order',
      admin,
      { fromDate: yesterday, toDate: today, unit: 'day' },
    );
    expect(graph.buckets).toEqual([yesterday, today]);
    expect(graph.series.find((s) => s.channel === 'online')?.counts[1]).toBe(1);
    expect(graph.series.find((s) => s.channel === 'staff')?.counts[1]).toBeGreaterThan(5);
  });

  it('draws the day by hour of fix, by user and customer type', async () => {
    const before = await t.ok<{ total: { amounts: number[] } }>(
      'POST',
      '/api/graph/v1.0/hourly/sales',
      admin,
      {
        date: today,
      },
    );
    const draft = await order([{ partCode: lamp, qty: 1, unitPrice: 120_000 }]);
    await fix(draft.code);
    const hour = Number(new Date(Date.now() + 9 * 3_600_000).getUTCHours());
    const after = await t.ok<{
      total: { amounts: number[] };
      byUser: { label: string; amounts: number[] }[];
      byCustomerType: { key: string; label: string }[];
    }>('POST', '/api/graph/v1.0/hourly/sales', admin, { date: today });
    expect(after.total.amounts[hour]! - before.total.amounts[hour]!).toBe(132_000);
    expect(after.byUser.map((u) => u.label)).toContain('sr-clerk 테스트');
    expect(after.byCustomerType.map((c) => c.label)).toContain('정비업체');
  });

  it('draws the graphs net of checked cancels, as 통합 현황 counts the day', async () => {
    type Hourly = {
      total: { amounts: number[]; counts: number[] };
      byUser: { label: string; amounts: number[] }[];
      byCustomerType: { key: string; amounts: number[] }[];
    };
    type Channels = { series: { channel: string; counts: number[]; fixedTotals: number[] }[] };
    type Monthly = { soldQty: number[]; cancelledQty: number[]; netQty: number[] };
    const month = today.slice(0, 6);
    const sumOf = (values: readonly number[] | undefined) => (values ?? []).reduce((n, v) => n + v, 0);
    // Whole-day sums, so a fix on either side of an hour's turn counts the same.
    const figures = async () => {
      const hourly = await t.ok<Hourly>('POST', '/api/graph/v1.0/hourly/sales', admin, { date: today });
      const channels = await t.ok<Channels>('POST', '/api/graph/v1.0/app/order', admin, {
        fromDate: today,
        toDate: today,
        unit: 'day',
      });
      const monthly = await t.ok<Monthly>('POST', '/api/graph/v1.0/monthly/sales/toss', admin, {
        partCode: lamp,
        fromMonth: month,
        toMonth: month,
      });
      const day = await t.ok<IntegratedStatusView>('POST', '/api/order/v1.0/integrated/status', admin, {
        date: today,
      });
      return {
        hourly: sumOf(hourly.total.amounts),
        hourlyCount: sumOf(hourly.total.counts),
        clerk: sumOf(hourly.byUser.find((u) => u.label === 'sr-clerk 테스트')?.amounts),
        repair: sumOf(hourly.byCustomerType.find((c) => c.key === 'repair')?.amounts),
        staffFixed: channels.series.find((c) => c.channel === 'staff')?.fixedTotals[0] ?? 0,
        lampNet: monthly.netQty[0] ?? 0,
        lampCancelled: monthly.cancelledQty[0] ?? 0,
        dayTotal: day.total,
      };
    };
    const before = await figures();
    // Two lamps (264,000 with VAT) of which one is cancelled and checked (132,000 back), and one
    // lamp (132,000) cancelled whole.
    const partly = await order([{ partCode: lamp, qty: 2, unitPrice: 120_000 }]);
    const whole = await order([{ partCode: lamp, qty: 1, unitPrice: 120_000 }]);
    await fix(partly.code);
    await fix(whole.code);
    const fixed = await figures();
    expect(fixed.hourly - before.hourly).toBe(396_000);
    expect(fixed.staffFixed - before.staffFixed).toBe(396_000);

    const one = await requestCancel(t, clerk, partly.code, '하나 반품', [{ lineNo: 1, qty: 1 }]);
    const all = await requestCancel(t, clerk, whole.code, '전체 취소');
    // A cancel still waiting for its check takes nothing back yet.
    expect((await figures()).hourly).toBe(fixed.hourly);
    await t.ok('POST', `/api/order/v1.0/cancel/check/${one.id}`, checker);
    await t.ok('POST', `/api/order/v1.0/cancel/check/${all.id}`, checker);
    const after = await figures();

    const sold = 132_000;
    expect(after.hourly - before.hourly).toBe(sold);
    expect(after.clerk - before.clerk).toBe(sold);
    expect(after.repair - before.repair).toBe(sold);
    expect(after.staffFixed - before.staffFixed).toBe(sold);
    // The same figure 통합 현황 gives the day, and the two orders were still fixed on it.
    expect(after.dayTotal - before.dayTotal).toBe(sold);
    expect(after.hourly - fixed.hourly).toBe(after.dayTotal - fixed.dayTotal);
    expect(after.hourlyCount - before.hourlyCount).toBe(2);
    // The part's month: three lamps out, two back on the checked cancels.
    expect(after.lampCancelled - before.lampCancelled).toBe(2);
    expect(after.lampNet - before.lampNet).toBe(1);
  });

  it('draws a part\u2019s monthly sales and cancels from the stock ledger', async () => {
    const month = today.slice(0, 6);
    const graph = await t.ok<{
      months: string[];
      soldQty: number[];
      cancelledQty: number[];
      netQty: number[];
    }>('POST', '/api/graph/v1.0/monthly/sales/toss', admin, {
      partCode: filter,
      fromMonth: month,
      toMonth: month,
    });
    const [sold] = await queryRows<{ n: number }>(
      t.db,
      sql`select coalesce(-sum(qty), 0)::int as n from stock_moves m join parts p on p.id = m.part_id where p.code = ${filter} and reason = 'sale-out'`,
    );
    expect(graph.months).toEqual([month]);
    expect(graph.soldQty[0]).toBe(sold!.n);
    expect(graph.cancelledQty[0]).toBeGreaterThan(0);
    expect(graph.netQty[0]).toBe(graph.soldQty[0]! - graph.cancelledQty[0]!);
    await t.refused(404, 'POST', '/api/graph/v1.0/monthly/sales/toss', admin, {
      partCode: 'P9999999',
      fromMonth: month,
      toMonth: month,
    });
  });
});

describe('who may call', () => {
  it('refuses a customer user on every report, log and change call', async () => {
    const calls: [string, unknown][] = [
      ['/api/order/v1.0/log/list', {}],
      ['/api/order/v1.0/change/info/list', {}],
      ['/api/order/v1.0/car/number/list', { carNumber: '3456' }],
      ['/api/order/v1.0/fix/status/list', { codes: ['O1'] }],
      ['/api/order/v1.0/print/user/check', { codes: ['O1'] }],
      ['/api/order/v1.0/date/change/O1', { orderDate: today, reason: '변경' }],
      ['/api/order/v1.0/reservation/change/O1', {}],
      ['/api/order/v1.0/integrated/status', { date: today }],
      ['/api/order/v1.0/integrated/status/list', { date: today, state: 'draft' }],
      ['/api/order/v1.0/check/list', {}],
      ['/api/order/v1.0/problem/list', {}],
      ['/api/order/v1.0/vin/duplicate/list', {}],
      ['/api/order/v1.0/online/list', {}],
      ['/api/customer/v1.0/order/history/list', { customerCode }],
      ['/api/customer/v1.0/order/profit/list', { customerCode }],
      ['/api/graph/v1.0/hourly/sales', { date: today }],
      ['/api/graph/v1.0/monthly/sales/toss', { partCode: filter, fromMonth: '202601', toMonth: '202601' }],
      ['/api/graph/v1.0/app/order', { fromDate: today, toDate: today }],
    ];
    for (const [url, body] of calls) {
      const res = await call('POST', url, custUser, body);
      expect(res.status, url).toBe(403);
    }
    expect((await call('GET', '/api/order/v1.0/log/O1', custUser)).status).toBe(403);
  });
});
