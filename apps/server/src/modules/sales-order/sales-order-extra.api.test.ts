import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkedCancel,
  draftOrder,
  fixedOrder,
  issueUnits,
  newCustomer as newCustomerOf,
  newPart,
  type OrderLineInput,
  onHand,
  orderDeskApp,
  requestCancel,
  saveCompany,
  stockIn,
} from '../../test/fixtures.js';
import type { CancelExaminationView } from './cancel-examination.service.js';
import type { CarEstimate, TransactionStatement } from './customer-statement.service.js';
import type { MemoView } from './memo.service.js';
import type { CancelRequestView } from './order-cancel.service.js';
import type { DiscountProdRow } from './order-candidate.service.js';
import type { ExaminationQueueRow, ExaminationRecord } from './order-examination-list.service.js';
import type { OrderView } from './sales-order.service.js';
import type { Statement } from './statement.service.js';

const { t, admin, clerk, checker } = await orderDeskApp('sx');
let lamp = '';
let filter = '';
let pad = '';
let units: string[] = [];

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, cookie: string, body?: unknown) =>
  t.call(method, url, { cookie, ...(body === undefined ? {} : { body }) });
const kstToday = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');

beforeAll(async () => {
  await saveCompany(t, admin);
  await t.ok('POST', '/api/product/v1.0/kind/insert', admin, { code: 'BR', name: '브레이크' });
  lamp = await newPart(t, admin, { partNo: '92101-3X000', name: '헤드램프 LH', salePrice: 120_000 });
  filter = await newPart(t, admin, { partNo: '26300-35505', name: '오일필터', salePrice: 7_000 });
  pad = await newPart(t, admin, {
    partNo: 'SP1399',
    name: '앞 브레이크 패드',
    salePrice: 48_000,
    kindCode: 'BR',
  });
  await t.ok('POST', '/api/barcode/v1.0/save', admin, { partCode: filter, value: '8801234567893' });
  await t.ok('POST', '/api/barcode/v1.0/save', admin, { partCode: pad, value: '8800005000010' });
  units = (await issueUnits(t, admin, lamp, 4)).map((u) => u.value);
  for (const code of [lamp, filter, pad]) await stockIn(t, admin, code, 50);
});

const newCustomer = (name: string, vatIncluded = false) => newCustomerOf(t, clerk, { name, vatIncluded });
const draft = (customerCode: string, lines: OrderLineInput[], extra = {}) =>
  draftOrder(t, clerk, customerCode, lines, extra);
const fix = (code: string) => t.ok<OrderView>('POST', `/api/order/v1.0/fix/${code}`, clerk);
const stockOf = (partCode: string) => onHand(t, clerk, partCode);
const ledger = (customerCode: string) =>
  t.ok<{
    closingBalance: number;
    lines: { docKind: string | null; docCode: string | null; credit: number }[];
  }>('POST', '/api/customer/v1.0/ledger', clerk, { customerCode, fromDate: '20200101', toDate: '20991231' });

describe('memo list by period and status', () => {
  it('filters by the day of arrival and the status, and names a reversed period', async () => {
    const customerCode = await newCustomer('메모필터정비');
    const first = await t.ok<MemoView>('POST', '/api/memo/v1.0/save', clerk, {
      customerCode,
      request: '배터리 1개',
    });
    await t.ok<MemoView>('POST', '/api/memo/v1.0/save', clerk, { customerCode, request: '오일필터' });
    await t.ok('POST', `/api/memo/v1.0/working/check/${first.code}`, checker);
    const today = kstToday();
    const working = await t.ok<{ rows: MemoView[]; total: number }>(
      'POST',
      '/api/memo/v1.0/search/filter/list',
      clerk,
      {
        customerCode,
        fromDate: today,
        toDate: today,
        status: 'working',
      },
    );
    expect(working.total).toBe(1);
    expect(working.rows[0]).toMatchObject({
      code: first.code,
      status: 'working',
      workedByName: 'sx-checker 테스트',
    });
    const all = await t.ok<{ total: number }>('POST', '/api/memo/v1.0/search/filter/list', clerk, {
      customerCode,
      fromDate: today,
      toDate: today,
    });
    expect(all.total).toBe(2);
    const before = await t.ok<{ total: number }>('POST', '/api/memo/v1.0/search/filter/list', clerk, {
      customerCode,
      fromDate: '20200101',
      toDate: '20200131',
    });
    expect(before.total).toBe(0);
    const reversed = await t.refused(422, 'POST', '/api/memo/v1.0/search/filter/list', clerk, {
      fromDate: '20261130',
      toDate: '20261101',
    });
    expect(reversed).toContain('시작일');
    const badStatus = await t.refused(422, 'POST', '/api/memo/v1.0/search/filter/list', clerk, {
      status: 'lost',
    });
    expect(badStatus).toContain('상태');
  });
});

describe('examination lists', () => {
  it('lists the day’s orders by examination state and records every scan with its examiner', async () => {
    const customerCode = await newCustomer('검수목록정비');
    const order = await fixedOrder(t, clerk, customerCode, [
      { partCode: filter, qty: 2, unitPrice: 7_000 },
      { partCode: pad, qty: 1, unitPrice: 48_000 },
    ]);
    const listOf = (state: string) =>
      t.ok<{
        rows: ExaminationQueueRow[];
        total: number;
        counts: { none: number; scanning: number; done: number };
      }>('POST', '/api/examination/v1.0/order/request/list', clerk, { ymd: kstToday(), state, size: 500 });
    const waiting = await listOf('waiting');
    expect(waiting.rows.find((r) => r.orderCode === order.code)).toMatchObject({
      examStatus: 'none',
      lineCount: 2,
      units: 3,
      total: order.total,
      customerCode,
      fixedByName: 'sx-clerk 테스트',
    });
    await t.ok('POST', `/api/examination/v1.0/order/start/${order.code}`, checker);
    for (const value of ['8801234567893', '8801234567893', '8800005000010'])
      await t.ok('POST', `/api/examination/v1.0/order/scan/${order.code}`, checker, { barcode: value });
    expect((await listOf('scanning')).rows.map((r) => r.orderCode)).toContain(order.code);
    await t.ok('POST', `/api/examination/v1.0/order/complete/${order.code}`, checker);
    const done = await listOf('done');
    expect(done.rows.map((r) => r.orderCode)).toContain(order.code);
    expect((await listOf('waiting')).rows.map((r) => r.orderCode)).not.toContain(order.code);
    expect(done.counts.done).toBeGreaterThanOrEqual(1);
    const record = await t.ok<ExaminationRecord>(
      'GET',
      `/api/examination/v1.0/order/scans/${order.code}`,
      clerk,
    );
    expect(record).toMatchObject({ status: 'done', examinerName: 'sx-checker 테스트', customerCode });
    expect(record.scans.map((s) => [s.lineNo, s.scanned, s.scannedByName])).toEqual([
      [1, '8801234567893', 'sx-checker 테스트'],
      [1, '8801234567893', 'sx-checker 테스트'],
      [2, '8800005000010', 'sx-checker 테스트'],
    ]);
    expect(record.completedAt).not.toBeNull();
    const other = await listOf('all');
    expect(other.counts.none + other.counts.scanning + other.counts.done).toBe(other.total);
    const badDay = await t.refused(422, 'POST', '/api/examination/v1.0/order/request/list', clerk, {
      ymd: '20261340',
    });
    expect(badDay).toContain('확정일');
  });

  it('shows fixed orders not examined within the limit, longest waiting first', async () => {
    const customerCode = await newCustomer('검수초과정비');
    const late = await fixedOrder(t, clerk, customerCode, [{ partCode: filter, qty: 1, unitPrice: 7_000 }]);
    const later = await fixedOrder(t, clerk, customerCode, [{ partCode: filter, qty: 1, unitPrice: 7_000 }]);
    const examined = await fixedOrder(t, clerk, customerCode, [
      { partCode: filter, qty: 1, unitPrice: 7_000 },
    ]);
    const fresh = await fixedOrder(t, clerk, customerCode, [{ partCode: filter, qty: 1, unitPrice: 7_000 }]);
    await t.db.execute(
      sql`update sales_orders set fixed_at = now() - interval '3 hours' where code = ${late.code}`,
    );
    await t.db.execute(
      sql`update sales_orders set fixed_at = now() - interval '2 hours' where code in (${later.code}, ${examined.code})`,
    );
    await t.ok('POST', `/api/examination/v1.0/order/start/${examined.code}`, checker);
    await t.ok('POST', `/api/examination/v1.0/order/scan/${examined.code}`, checker, {
      barcode: '8801234567893',
    });
    await t.ok('POST', `/api/examination/v1.0/order/complete/${examined.code}`, checker);
    const list = await t.ok<{ rows: ExaminationQueueRow[]; minutes: number }>(
      'POST',
      '/api/examination/v1.0/order/exceed/list',
      clerk,
      { minutes: 60, size: 500 },
    );
    const codes = list.rows.map((r) => r.orderCode);
    expect(codes.indexOf(late.code)).toBeGreaterThanOrEqual(0);
    expect(codes.indexOf(late.code)).toBeLessThan(codes.indexOf(later.code));
    expect(codes).not.toContain(examined.code);
    expect(codes).not.toContain(fresh.code);
    expect(list.rows.find((r) => r.orderCode === late.code)!.waitedMinutes).toBeGreaterThanOrEqual(179);
    const byDefault = await t.ok<{ minutes: number; days: number }>(
      'POST',
      '/api/examination/v1.0/order/exceed/list',
      clerk,
      {},
    );
    expect(byDefault).toMatchObject({ minutes: 30, days: 7 });
    // A fix older than the days looked at is not today's work.
    await t.db.execute(
      sql`update sales_orders set fixed_at = now() - interval '10 days' where code = ${late.code}`,
    );
    const lastWeek = await t.ok<{ rows: ExaminationQueueRow[] }>(
      'POST',
      '/api/examination/v1.0/order/exceed/list',
      clerk,
      {
        minutes: 60,
        size: 500,
      },
    );
    expect(lastWeek.rows.map((r) => r.orderCode)).not.toContain(late.code);
    const longer = await t.ok<{ rows: ExaminationQueueRow[] }>(
      'POST',
      '/api/examination/v1.0/order/exceed/list',
      clerk,
      {
        minutes: 60,
        days: 30,
        size: 500,
      },
    );
    expect(longer.rows.map((r) => r.orderCode)).toContain(late.code);
    const bad = await t.refused(422, 'POST', '/api/examination/v1.0/order/exceed/list', clerk, {
      minutes: 0,
    });
    expect(bad).toContain('제한 시간');
  });
});

describe('cancel examination (returned goods scanned back in)', () => {
  it('takes each returned unit once, refuses other parts, extra units and units sold with another order', async () => {
    const customerCode = await newCustomer('반품검수정비');
    const order = await fixedOrder(t, clerk, customerCode, [
      { partCode: lamp, qty: 2, unitPrice: 120_000 },
      { partCode: filter, qty: 2, unitPrice: 7_000 },
    ]);
    // The order went out with units 0 and 1; units 2 and 3 went with another order.
    await t.ok('POST', `/api/examination/v1.0/order/start/${order.code}`, checker);
    for (const value of [units[0]!, units[1]!, '8801234567893', '8801234567893'])
      await t.ok('POST', `/api/examination/v1.0/order/scan/${order.code}`, checker, { barcode: value });
    const other = await fixedOrder(t, clerk, customerCode, [{ partCode: lamp, qty: 1, unitPrice: 120_000 }]);
    await t.ok('POST', `/api/examination/v1.0/order/start/${other.code}`, checker);
    await t.ok('POST', `/api/examination/v1.0/order/scan/${other.code}`, checker, { barcode: units[2]! });

    const request = await requestCancel(t, clerk, order.code, '주문 착오', [
      { lineNo: 1, qty: 1 },
      { lineNo: 2, qty: 1 },
    ]);
    const early = await t.refused(
      422,
      'POST',
      `/api/examination/v1.0/order/cancel/scan/${request.code}`,
      checker,
      {
        barcode: '8801234567893',
      },
    );
    expect(early).toContain('확인된 취소');
    await t.ok('POST', `/api/order/v1.0/cancel/check/${request.id}`, checker);
    const waiting = () =>
      t.ok<{ rows: { code: string; units: number; scanned: number }[] }>(
        'POST',
        '/api/examination/v1.0/order/cancel/waiting/list',
        clerk,
        { size: 200 },
      );
    expect((await waiting()).rows.find((r) => r.code === request.code)).toMatchObject({
      units: 2,
      scanned: 0,
    });
    const stockAfterCheck = { lamp: await stockOf(lamp), filter: await stockOf(filter) };
    const balanceAfterCheck = (await ledger(customerCode)).closingBalance;

    const scan = (barcode: string) =>
      call('POST', `/api/examination/v1.0/order/cancel/scan/${request.code}`, clerk, { barcode });
    const wrongPart = await scan('8800005000010');
    expect(wrongPart.status).toBe(422);
    expect(wrongPart.body.message).toContain('취소분에 없는 품목');
    expect((await scan('8801234567893')).status).toBe(200);
    const extra = await scan('8801234567893');
    expect(extra.status).toBe(422);
    expect(extra.body.message).toContain('수량 초과');
    const foreign = await scan(units[2]!);
    expect(foreign.status).toBe(422);
    expect(foreign.body.message).toContain(other.code);
    const early2 = await t.refused(
      422,
      'POST',
      `/api/examination/v1.0/order/cancel/complete/${request.code}`,
      clerk,
    );
    expect(early2).toContain('1번');
    const good = await scan(units[0]!);
    expect(good.status).toBe(200);
    expect((good.body.response as CancelExaminationView & { unitBarcode: string }).unitBarcode).toBe(
      units[0],
    );
    const done = await t.ok<CancelExaminationView>(
      'POST',
      `/api/examination/v1.0/order/cancel/complete/${request.code}`,
      clerk,
    );
    expect(done).toMatchObject({ status: 'done', complete: true, completedByName: 'sx-clerk 테스트' });
    expect(done.lines.map((l) => [l.lineNo, l.scanned, l.required])).toEqual([
      [1, 1, 1],
      [2, 1, 1],
    ]);
    expect(done.scans).toHaveLength(2);
    expect((await waiting()).rows.map((r) => r.code)).not.toContain(request.code);
    const afterDone = await scan(units[1]!);
    expect(afterDone.status).toBe(422);
    expect(afterDone.body.message).toContain('이미 끝난');
    // The unit's own history has the return examination.
    const history = await t.ok<{ events: { event: string; docCode: string | null }[] }>(
      'POST',
      '/api/barcode/v1.0/unit/history',
      clerk,
      { value: units[0] },
    );
    expect(history.events.map((e) => [e.event, e.docCode])).toContainEqual(['examined', request.code]);
    // Scanning the returns moves neither stock nor money: the check already did, exactly once.
    expect({ lamp: await stockOf(lamp), filter: await stockOf(filter) }).toEqual(stockAfterCheck);
    expect((await ledger(customerCode)).closingBalance).toBe(balanceAfterCheck);
    expect(balanceAfterCheck).toBe(order.total + other.total - (120_000 + 7_000) * 1.1);
  });
});

describe('cancel checks for the admin and cancel statements by code', () => {
  it('names who asked and who checked, filters by person, and is the admin’s only', async () => {
    const customerCode = await newCustomer('취소관리정비', true);
    const order = await fixedOrder(t, clerk, customerCode, [{ partCode: filter, qty: 3, unitPrice: 7_000 }]);
    const request = await checkedCancel(t, clerk, checker, order.code, '중복 주문', [{ lineNo: 1, qty: 2 }]);
    const list = await t.ok<{ rows: CancelRequestView[]; total: number }>(
      'POST',
      '/api/order/v1.0/cancel/admin/check/list',
      admin,
      { person: 'SX-CHECKER', status: 'checked', fromDate: kstToday(), toDate: kstToday() },
    );
    expect(list.rows.find((r) => r.code === request.code)).toMatchObject({
      requestedByName: 'sx-clerk 테스트',
      checkedByName: 'sx-checker 테스트',
      status: 'checked',
      total: 14_000,
    });
    const nobody = await t.ok<{ total: number }>('POST', '/api/order/v1.0/cancel/admin/check/list', admin, {
      person: '없는사람',
    });
    expect(nobody.total).toBe(0);
    expect((await call('POST', '/api/order/v1.0/cancel/admin/check/list', clerk, {})).status).toBe(403);

    const byId = await t.ok<Statement>('GET', `/api/order/v1.0/cancel/statement/${request.id}`, clerk);
    const byCode = await t.ok<Statement>(
      'GET',
      `/api/order/v1.0/cancel/statement/code/${request.code.toLowerCase()}`,
      clerk,
    );
    expect(byCode).toEqual(byId);
    expect(byCode.total).toBe(-14_000);
    const cancelRow = (await ledger(customerCode)).lines.find((l) => l.docKind === 'order_cancel');
    expect(cancelRow).toMatchObject({ docCode: request.code, credit: 14_000 });
    await t.refused(404, 'GET', '/api/order/v1.0/cancel/statement/code/X20990101-9999', clerk);
  });
});

describe('customer prices (CustomerDiscountProds)', () => {
  it('lists each part the customer bought with its last price, sale price and category price', async () => {
    const customerCode = await newCustomer('단가정비');
    // Category prices are a granted menu (SPEC §6): admin sets them.
    await t.ok('POST', '/api/customer/v1.0/category/price/save', admin, {
      customerCode,
      kindCode: 'BR',
      discountBp: 1000,
    });
    await fixedOrder(t, clerk, customerCode, [{ partCode: pad, qty: 1, unitPrice: 48_000 }]);
    const second = await fixedOrder(t, clerk, customerCode, [
      { partCode: pad, qty: 2, unitPrice: 43_200 },
      { partCode: filter, qty: 1, unitPrice: 6_500, priceReason: '단골 할인' },
    ] as { partCode: string; qty: number; unitPrice: number }[]);
    await draft(customerCode, [{ partCode: lamp, qty: 1, unitPrice: 120_000 }]);
    const res = await t.ok<{
      rows: DiscountProdRow[];
      total: number;
      categories: { kindCode: string; discountBp: number }[];
    }>('POST', '/api/order/v1.0/customer/discount/prods', clerk, { customerCode });
    expect(res.total).toBe(2);
    expect(res.categories).toEqual([expect.objectContaining({ kindCode: 'BR', discountBp: 1000 })]);
    const padRow = res.rows.find((r) => r.partCode === pad)!;
    expect(padRow).toMatchObject({
      salePrice: 48_000,
      categoryPrice: 43_200,
      discountBp: 1000,
      lastPrice: 43_200,
      lastOrderCode: second.code,
      orderCount: 2,
      qty: 3,
    });
    expect(res.rows.find((r) => r.partCode === filter)).toMatchObject({
      lastPrice: 6_500,
      categoryPrice: null,
    });
    // The order screen offers the same figure as this screen.
    const candidates = await t.ok<{ code: string; suggestedPrice: number }[]>(
      'POST',
      '/api/order/v1.0/part/candidates',
      clerk,
      { customerCode, keyword: 'SP1399' },
    );
    expect(candidates.find((c) => c.code === pad)?.suggestedPrice).toBe(padRow.suggestedPrice);
    const searched = await t.ok<{ total: number }>('POST', '/api/order/v1.0/customer/discount/prods', clerk, {
      customerCode,
      keyword: '필터',
    });
    expect(searched.total).toBe(1);
    await t.refused(404, 'POST', '/api/order/v1.0/customer/discount/prods', clerk, {
      customerCode: 'C999999',
    });
  });
});

describe('car estimate and transaction statement', () => {
  it('prints the estimate of a customer’s car from a draft and refuses a fixed order', async () => {
    const customerCode = await newCustomer('차량견적정비');
    const older = await draft(customerCode, [{ partCode: pad, qty: 1, unitPrice: 48_000 }], {
      vin: 'KMHD341CBKU123456',
      carNumber: '12가3456',
    });
    const newer = await draft(customerCode, [{ partCode: filter, qty: 2, unitPrice: 7_000 }]);
    const latest = await t.ok<CarEstimate>('POST', '/api/order/v1.0/car/estimate', clerk, { customerCode });
    expect(latest.drafts.map((d) => d.code)).toEqual([newer.code, older.code]);
    expect(latest.statement?.documentCode).toBe(newer.code);
    const chosen = await t.ok<CarEstimate>('POST', '/api/order/v1.0/car/estimate', clerk, {
      customerCode,
      orderCode: older.code,
    });
    expect(chosen.car).toEqual({ vin: 'KMHD341CBKU123456', carNumber: '12가3456' });
    expect(chosen.statement).toMatchObject({
      kind: 'estimate',
      supply: 48_000,
      tax: 4_800,
      total: 52_800,
      newBalance: null,
    });
    const fixed = await fix(older.code);
    const refused = await t.refused(422, 'POST', '/api/order/v1.0/car/estimate', clerk, {
      customerCode,
      orderCode: fixed.code,
    });
    expect(refused).toContain('작성 중');
    const otherCustomer = await newCustomer('남의정비');
    await t.refused(404, 'POST', '/api/order/v1.0/car/estimate', clerk, {
      customerCode: otherCustomer,
      orderCode: newer.code,
    });
    const none = await t.ok<CarEstimate>('POST', '/api/order/v1.0/car/estimate', clerk, {
      customerCode: otherCustomer,
    });
    expect(none).toMatchObject({ drafts: [], statement: null });
  });

  it('lists a period’s sales, cancels and payments with lines that add up to the ledger', async () => {
    const customerCode = await newCustomer('거래내역정비');
    const sale = await fixedOrder(t, clerk, customerCode, [
      { partCode: pad, qty: 2, unitPrice: 48_000 },
      { partCode: filter, qty: 3, unitPrice: 7_000 },
    ]);
    await t.ok('POST', '/api/customer/v1.0/payment/save', clerk, {
      customerCode,
      kind: 'payment-transfer',
      amount: 50_000,
    });
    const request = await checkedCancel(t, clerk, checker, sale.code, '1개 반품', [{ lineNo: 2, qty: 1 }]);
    const today = kstToday();
    const statement = await t.ok<TransactionStatement>(
      'POST',
      '/api/order/v1.0/transaction/statement',
      clerk,
      {
        customerCode,
        fromDate: today,
        toDate: today,
      },
    );
    expect(statement.documents.map((d) => [d.kind, d.docCode, d.amount])).toEqual([
      ['sale', sale.code, 128_700],
      ['payment-transfer', expect.any(String), -50_000],
      ['cancel', request.code, -7_700],
    ]);
    for (const d of statement.documents.filter((x) => x.lines.length > 0))
      expect(d.lines.reduce((n, l) => n + l.total, 0)).toBe(d.amount);
    expect(statement).toMatchObject({
      openingBalance: 0,
      sales: 128_700,
      cancels: 7_700,
      payments: 50_000,
      others: 0,
    });
    const closing = (await ledger(customerCode)).closingBalance;
    expect(statement.closingBalance).toBe(closing);
    expect(statement.closingBalance).toBe(128_700 - 50_000 - 7_700);
    // A later period starts from this closing balance.
    const tomorrow = new Date(Date.now() + 33 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
    const next = await t.ok<TransactionStatement>('POST', '/api/order/v1.0/transaction/statement', clerk, {
      customerCode,
      fromDate: tomorrow,
      toDate: tomorrow,
    });
    expect(next).toMatchObject({ openingBalance: closing, documents: [], closingBalance: closing });
    await t.addAccount({ loginId: 'sx-other-cust', kind: 'customer', role: 'cust', customerCode: 'C999999' });
    const stranger = await t.login('sx-other-cust', 'customer');
    await t.refused(404, 'POST', '/api/order/v1.0/transaction/statement', stranger, {
      customerCode,
      fromDate: today,
      toDate: today,
    });
  });
});
