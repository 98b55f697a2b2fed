import type {
  StockAbnormalPage,
  StockCountEntryAnswer,
  StockCountLines,
  StockCountPage,
  StockCountView,
  StockMovePage,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countRows,
  fixedOrder,
  newCustomer,
  newPart,
  onHand as onHandOf,
  orderDesk,
  staffAccount,
  stockIn,
} from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { verifyLedgers } from '../verify-ledgers.js';

// Stock counts end to end through HTTP: plan, assign, count by scan and by typed figure while
// sales go on, submit, the four-eyes approval posting survey-adjust moves, every refusal, and
// the ledgers verified after each step that moves stock.

let t: TestApp;
let admin: string;
let clerk: string;
let clerkId: number;
let checker: string;
let counter: { id: number; cookie: string };
let approver: string;
let customer: string;
let battery: string;
let wiper: string;
let filter: string;
let plug: string;

const C = '/api/stock/v1.0/count';
const onHand = (partCode: string) => onHandOf(t, clerk, partCode);
const plan = (cookie: string, body: Record<string, unknown>) =>
  t.ok<StockCountView>('POST', `${C}/plan`, cookie, { plannedOn: '20261127', ...body });
const entry = (cookie: string, code: string, body: Record<string, unknown>) =>
  t.ok<StockCountEntryAnswer>('POST', `${C}/entry/${code}`, cookie, { seq: 1, mode: 'set', ...body });
const detail = (code: string) => t.ok<StockCountView>('GET', `${C}/detail/${code}`, clerk);
const step = async (cookie: string, action: string, code: string) =>
  t.ok<StockCountView>('POST', `${C}/${action}/${code}`, cookie, { version: (await detail(code)).version });
const stepRefused = async (status: number, cookie: string, action: string, code: string) =>
  t.refused(status, 'POST', `${C}/${action}/${code}`, cookie, { version: (await detail(code)).version });
const verified = async () => expect(await verifyLedgers(t.db)).toEqual([]);
const PRICES: Record<string, number> = {};
const sell = (partCode: string, qty: number) =>
  fixedOrder(t, clerk, customer, [{ partCode, qty, unitPrice: PRICES[partCode] ?? 1_000 }]);

beforeAll(async () => {
  t = await createTestApp();
  const desk = await orderDesk(t, 'sc');
  ({ admin, clerk, checker, clerkId } = desk);
  counter = await staffAccount(t, 'sc-counter');
  approver = (await staffAccount(t, 'sc-approver')).cookie;
  customer = await newCustomer(t, clerk, '실사정비');
  battery = await newPart(t, admin, {
    partNo: 'SC-BAT80',
    name: '배터리 80Ah',
    salePrice: 95_000,
    purchasePrice: 60_000,
    kindCode: null,
  });
  wiper = await newPart(t, admin, {
    partNo: 'SC-WIP50',
    name: '와이퍼 500',
    salePrice: 9_000,
    purchasePrice: 5_000,
  });
  filter = await newPart(t, admin, {
    partNo: 'SC-FLT01',
    name: '오일 필터',
    salePrice: 7_000,
    purchasePrice: 3_000,
  });
  plug = await newPart(t, admin, {
    partNo: 'SC-PLG01',
    name: '점화 플러그',
    salePrice: 8_000,
    purchasePrice: 4_000,
  });
  PRICES[wiper] = 9_000;
  PRICES[filter] = 7_000;
  await stockIn(t, admin, battery, 10);
  await stockIn(t, admin, wiper, 20);
  await stockIn(t, admin, filter, 5);
  for (const [code, location] of [
    [battery, 'A-01'],
    [wiper, 'A-01'],
    [filter, 'B-02'],
  ] as const)
    await t.ok('POST', `/api/product/v1.0/location/save/${code}`, admin, { warehouseCode: 'MAIN', location });
});
afterAll(async () => t.close());

describe('plan (StockScheduleRegister, StockScheduleTargetUser)', () => {
  it('plans the whole warehouse: a line per part with stock or a location, grouped by location', async () => {
    const count = await plan(clerk, { warehouseCode: 'MAIN', scope: 'all', memo: '월말 실사' });
    expect(count.code).toMatch(/^K\d{8}-\d{4}$/);
    expect(count).toMatchObject({
      status: 'planned',
      lineCount: 3,
      countedCount: 0,
      warehouseName: '본사 창고',
    });
    expect(count.zones).toEqual([
      { seq: 1, location: 'A-01', lineCount: 2, countedCount: 0 },
      { seq: 2, location: 'B-02', lineCount: 1, countedCount: 0 },
    ]);
    const lines = await t.ok<StockCountLines>('GET', `${C}/lines/${count.code}?seq=1`, clerk);
    expect(lines.rows.map((l) => [l.partCode, l.bookQty, l.countedQty])).toEqual([
      [battery, null, null],
      [wiper, null, null],
    ]);
    await step(clerk, 'cancel', count.code);
  });

  it('plans by location prefix, and refuses a scope without values, an unknown warehouse or a non-staff counter', async () => {
    const count = await plan(clerk, { warehouseCode: 'MAIN', scope: 'locations', scopeValues: ['b-'] });
    expect(count.lineCount).toBe(1);
    expect(count.scopeValues).toEqual(['B-']);
    await step(clerk, 'cancel', count.code);
    const before = await countRows(t, 'stock_counts');
    expect(
      await t.refused(422, 'POST', `${C}/plan`, clerk, {
        warehouseCode: 'MAIN',
        scope: 'kinds',
        plannedOn: '20261127',
      }),
    ).toContain('범위 값');
    expect(
      await t.refused(422, 'POST', `${C}/plan`, clerk, {
        warehouseCode: 'NOPE',
        scope: 'all',
        plannedOn: '20261127',
      }),
    ).toContain('창고');
    expect(
      await t.refused(422, 'POST', `${C}/plan`, clerk, {
        warehouseCode: 'MAIN',
        scope: 'all',
        plannedOn: '2026-13-45',
      }),
    ).toContain('실사 예정일');
    const cust = await t.addAccount({ loginId: 'sc-cust', kind: 'customer', role: 'cust' });
    expect(
      await t.refused(422, 'POST', `${C}/plan`, clerk, {
        warehouseCode: 'MAIN',
        scope: 'all',
        plannedOn: '20261127',
        counterIds: [cust.id],
      }),
    ).toContain('실사 담당자');
    expect(await countRows(t, 'stock_counts')).toBe(before);
  });
});

describe('a count while sales go on', () => {
  let code: string;

  it('takes counts only from its counters, reads the book at each entry, and starts counting', async () => {
    code = (await plan(clerk, { warehouseCode: 'MAIN', scope: 'all', counterIds: [counter.id, clerkId] }))
      .code;
    expect((await detail(code)).counters.map((c) => c.loginId).sort()).toEqual(['sc-clerk', 'sc-counter']);
    expect(
      await t.refused(422, 'POST', `${C}/entry/${code}`, approver, {
        seq: 1,
        scan: battery,
        qty: 1,
        mode: 'add',
      }),
    ).toContain('담당자가 아닙니다');
    // Battery: 10 on the books, 9 on the shelf (one missing) — counted by three scans and a fix.
    await entry(counter.cookie, code, { scan: 'SC-BAT80', qty: 1, mode: 'add' });
    await entry(counter.cookie, code, { scan: battery.toLowerCase(), qty: 1, mode: 'add' });
    const typed = await entry(counter.cookie, code, { scan: battery, qty: 9 });
    expect(typed.line).toMatchObject({ bookQty: 10, countedQty: 9, difference: -1 });
    expect(typed.status).toBe('counting');
    expect(
      await t.refused(422, 'POST', `${C}/entry/${code}`, counter.cookie, {
        seq: 1,
        scan: 'NO-SUCH',
        qty: 1,
        mode: 'add',
      }),
    ).toContain('품목·바코드');
    expect(
      await t.refused(422, 'POST', `${C}/entry/${code}`, counter.cookie, {
        seq: 1,
        scan: wiper,
        qty: 0,
        mode: 'add',
      }),
    ).toContain('수량');
  });

  it('does not mistake a sale after the count for a difference; a recount re-reads the book', async () => {
    // Wiper counted 20 = book 20, then 3 sold: still no difference.
    await entry(counter.cookie, code, { scan: wiper, qty: 20 });
    await sell(wiper, 3);
    await verified();
    // Filter: 2 sold before it is counted; 3 on the shelf = book 3; then counted again after
    // one more sale: 1 left on the books, 2 on the shelf → +1.
    await sell(filter, 2);
    expect((await entry(clerk, code, { seq: 2, scan: filter, qty: 3 })).line).toMatchObject({
      bookQty: 3,
      difference: 0,
    });
    await sell(filter, 1);
    expect((await entry(clerk, code, { seq: 2, scan: filter, qty: 3 })).line).toMatchObject({
      bookQty: 2,
      difference: 1,
    });
    // A part found where the plan did not expect it: a new line in the group being counted.
    const found = await entry(counter.cookie, code, { seq: 2, scan: plug, qty: 2 });
    expect(found).toMatchObject({
      added: true,
      line: { location: 'B-02', bookQty: 0, countedQty: 2, difference: 2 },
    });
    const view = await detail(code);
    expect(view).toMatchObject({ lineCount: 4, countedCount: 4, differenceCount: 3, differenceQty: 2 });
  });

  it('submits; then refuses entries; the counters and the submitter may not approve', async () => {
    await step(counter.cookie, 'submit', code);
    expect(
      await t.refused(422, 'POST', `${C}/entry/${code}`, counter.cookie, {
        seq: 1,
        scan: battery,
        qty: 1,
        mode: 'add',
      }),
    ).toContain('승인 대기');
    expect(await stepRefused(422, counter.cookie, 'approve', code)).toContain(
      '완료한 사람은 승인할 수 없습니다',
    );
    expect(await stepRefused(422, clerk, 'approve', code)).toContain('입력한 사람은 승인할 수 없습니다');
    expect(await t.refused(409, 'POST', `${C}/approve/${code}`, approver, { version: 1 })).toContain('먼저');
  });

  it('a second person approves: survey-adjust moves of exactly the differences, as the count document', async () => {
    const before = {
      battery: await onHand(battery),
      wiper: await onHand(wiper),
      filter: await onHand(filter),
      plug: await onHand(plug),
    };
    const posted = await step(approver, 'approve', code);
    expect(posted).toMatchObject({ status: 'posted', approvedByName: expect.any(String) });
    expect(await onHand(battery)).toBe(before.battery - 1);
    expect(await onHand(wiper)).toBe(before.wiper);
    expect(await onHand(filter)).toBe(before.filter + 1);
    expect(await onHand(plug)).toBe(before.plug + 2);
    const moves = await t.ok<StockMovePage>('POST', '/api/stock/v1.0/move/list', clerk, {
      filters: [{ field: 'docCode', op: 'eq', value: code }],
      sort: [{ field: 'at', dir: 'asc' }],
    });
    expect(moves.rows.map((m) => [m.partCode, m.qty, m.reason, m.docKind]).sort()).toEqual(
      [
        [battery, -1, 'survey-adjust', 'stock-count'],
        [filter, 1, 'survey-adjust', 'stock-count'],
        [plug, 2, 'survey-adjust', 'stock-count'],
      ].sort(),
    );
    await verified();
  });

  it('refuses posting twice, by status and by the database', async () => {
    const moves = await countRows(t, 'stock_moves');
    expect(await stepRefused(422, admin, 'approve', code)).toContain('승인·반영 상태에서는');
    expect(await stepRefused(422, admin, 'cancel', code)).toContain('취소할 수 없습니다');
    await expect(
      t.db.execute(sql`insert into stock_moves (part_id, warehouse_code, qty, reason, doc_kind, doc_code, doc_line)
        select part_id, warehouse_code, qty, reason, doc_kind, doc_code, doc_line from stock_moves
        where doc_code = ${code} limit 1`),
    ).rejects.toThrow();
    expect(await countRows(t, 'stock_moves')).toBe(moves);
    await verified();
  });
});

describe('send back, cancel, lists', () => {
  it('StockScheduleTargetUser: replaces the counters of an open count at its version, never of a closed one', async () => {
    const options = await t.ok<{ accountId: number; loginId: string }[]>(
      'GET',
      `${C}/counter-options`,
      clerk,
    );
    expect(options.map((o) => o.loginId)).toContain('sc-counter');
    const count = await plan(clerk, { warehouseCode: 'MAIN', scope: 'all' });
    const assigned = await t.ok<StockCountView>('POST', `${C}/counters/${count.code}`, clerk, {
      version: count.version,
      counterIds: [counter.id],
    });
    expect(assigned.counters.map((c) => c.loginId)).toEqual(['sc-counter']);
    expect(
      await t.refused(409, 'POST', `${C}/counters/${count.code}`, clerk, {
        version: count.version,
        counterIds: [],
      }),
    ).toContain('먼저');
    await step(clerk, 'cancel', count.code);
    expect(
      await t.refused(422, 'POST', `${C}/counters/${count.code}`, clerk, {
        version: (await detail(count.code)).version,
        counterIds: [],
      }),
    ).toContain('취소 상태에서는');
  });

  it('sends a submitted count back for a recount, refuses submitting with nothing counted, cancels', async () => {
    const code = (await plan(clerk, { warehouseCode: 'MAIN', scope: 'all' })).code;
    expect(await stepRefused(422, clerk, 'submit', code)).toContain('계획 상태에서는');
    await entry(clerk, code, { scan: battery, qty: 100 });
    await step(clerk, 'submit', code);
    await step(checker, 'reopen', code);
    expect((await detail(code)).status).toBe('counting');
    const moves = await countRows(t, 'stock_moves');
    await step(clerk, 'cancel', code);
    expect(await countRows(t, 'stock_moves')).toBe(moves);
    expect(await stepRefused(422, clerk, 'submit', code)).toContain('취소 상태에서는');
  });

  it('lists the counts with their figures, and downloads them', async () => {
    const page = await t.ok<StockCountPage>('POST', `${C}/list`, clerk, {
      filters: [{ field: 'status', op: 'eq', value: 'posted' }],
    });
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({
      lineCount: 4,
      countedCount: 4,
      differenceCount: 3,
      status: 'posted',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: `${C}/excel/download`,
      headers: { cookie: clerk, origin: 'http://localhost' },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.rowCount).toBeGreaterThanOrEqual(5);
  });

  it('StockAbnormal: negative balances, unit barcodes that disagree, parts never counted', async () => {
    const abnormal = (section: string) =>
      t.ok<StockAbnormalPage>('POST', `${C}/abnormal/list`, clerk, {
        filters: [{ field: 'section', op: 'eq', value: section }],
      });
    const backOrder = await newPart(t, admin, {
      partNo: 'SC-BO01',
      name: '주문 부품',
      salePrice: 1_000,
      allowBackOrder: true,
    });
    await sell(backOrder, 2);
    expect((await abnormal('negative')).rows.map((r) => [r.partCode, r.qty])).toEqual([[backOrder, -2]]);
    const lonely = await newPart(t, admin, { partNo: 'SC-LON1', name: '미실사 부품', salePrice: 1_000 });
    await stockIn(t, admin, lonely, 4);
    const never = (await abnormal('uncounted')).rows.map((r) => r.partCode);
    expect(never).toContain(lonely);
    expect(never).not.toContain(battery);
    await t.db.execute(sql`insert into unit_barcodes (value, serial, part_id, state, warehouse_code)
      select 'SCU-1', 990001, id, 'in_stock', 'MAIN' from parts where code = ${lonely}`);
    expect((await abnormal('units')).rows.map((r) => [r.partCode, r.qty, r.unitQty])).toEqual([
      [lonely, 4, 1],
    ]);
    await verified();
  });
});
