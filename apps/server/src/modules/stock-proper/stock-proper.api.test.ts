import {
  type KindPercentPage,
  type NewInOutPage,
  type ProperHistoryPage,
  type ProperRun,
  type ProperSuggestionPage,
  properLevels,
  serviceLevelZ,
  type TurnRatioPage,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query.js';
import {
  draftOrder,
  fixedOrder,
  newCustomer,
  newPart,
  newSupplier,
  orderDeskApp,
  stockIn,
} from '../../test/fixtures.js';
import { verifyLedgers } from '../verify-ledgers.js';

// A run over planted demand: sales fixed through the API and a lost sale recorded from a refused
// order, their stock moves then dated inside a past period (moving a move's date leaves every
// balance as it was), so the figures below are computed by hand.

const { t, admin, clerk } = await orderDeskApp('sp');
const B = '/api/stock/v1.0';
const PERIOD = { fromDate: '20261101', toDate: '20261110' };
const PARAMS = { ...PERIOD, serviceLevel: 95, leadSource: 'supplier', defaultLeadDays: 4, reviewDays: 7 };
let partA: string;
let partB: string;
let customer: string;

/** Dates every stock move / demand miss of a document (or of a part's opening) at a KST instant. */
const dateMoves = (where: ReturnType<typeof sql>, kstInstant: string) =>
  t.db.execute(sql`update stock_moves set at = ${kstInstant}::timestamptz where ${where}`);

const waitForRun = async (id: number): Promise<ProperRun> => {
  for (let i = 0; i < 200; i += 1) {
    const run = await t.ok<ProperRun>('GET', `${B}/proper/run/single/${id}`, clerk);
    if (run.status !== 'queued' && run.status !== 'running') return run;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('run did not finish');
};

const startRun = async (body: Record<string, unknown> = PARAMS) => {
  const run = await t.ok<ProperRun>('POST', `${B}/proper/run/insert`, clerk, body);
  return waitForRun(run.id);
};

const suggestionsOf = async (runId: number) =>
  (await t.ok<ProperSuggestionPage>('POST', `${B}/proper/suggestion/list`, clerk, { runId })).rows;

beforeAll(async () => {
  customer = await newCustomer(t, clerk, '적정정비');
  partA = await newPart(t, admin, { partNo: 'SP-A1', name: '브레이크 패드', salePrice: 20_000 });
  partB = await newPart(t, admin, { partNo: 'SP-B1', name: '점화 플러그', salePrice: 8_000 });
  await stockIn(t, admin, partA, 100);
  await stockIn(t, admin, partB, 2);
  await dateMoves(sql`reason = 'opening'`, '2026-10-31 12:00+09');
  // Part A: 4 sold on 11/01, 6 on 11/02. Part B: 2 sold and 3 more asked for (refused) on 11/03.
  const a1 = await fixedOrder(t, clerk, customer, [{ partCode: partA, qty: 4, unitPrice: 20_000 }]);
  const a2 = await fixedOrder(t, clerk, customer, [{ partCode: partA, qty: 6, unitPrice: 20_000 }]);
  const b1 = await fixedOrder(t, clerk, customer, [{ partCode: partB, qty: 2, unitPrice: 8_000 }]);
  await dateMoves(sql`doc_code = ${a1.code}`, '2026-11-01 10:00+09');
  await dateMoves(sql`doc_code = ${a2.code}`, '2026-11-02 10:00+09');
  await dateMoves(sql`doc_code = ${b1.code}`, '2026-11-03 10:00+09');
  // Part A's main supplier delivers in 9 days; part B has none (the default 4 days).
  const supplier = await newSupplier(t, admin, { name: '적정부품상사' });
  await t.db.execute(sql`insert into supplier_parts (supplier_id, part_id, lead_days, preferred)
    select s.id, p.id, 9, true from suppliers s, parts p where s.code = ${supplier} and p.code = ${partA}`);
});

describe('lost sales (stock_demand_misses)', () => {
  it('records the shortfall when an order is refused for no stock, once per order', async () => {
    const draft = await draftOrder(t, clerk, customer, [{ partCode: partB, qty: 3, unitPrice: 8_000 }]);
    expect(await t.refused(422, 'POST', `/api/order/v1.0/fix/${draft.code}`, clerk)).toContain('재고');
    // Retried: still one row, not two.
    await t.refused(422, 'POST', `/api/order/v1.0/fix/${draft.code}`, clerk);
    const misses = await queryRows<{ qty: number; doc_code: string }>(
      t.db,
      sql`select qty, doc_code from stock_demand_misses`,
    );
    expect(misses).toEqual([{ qty: 3, doc_code: draft.code }]);
    await t.db.execute(sql`update stock_demand_misses set at = '2026-11-03 11:00+09'`);
    expect(await verifyLedgers(t.db)).toEqual([]);
  });
});

describe('proper stock runs', () => {
  it('refuses bad parameters naming the field in Korean', async () => {
    const res = await t.call('POST', `${B}/proper/run/insert`, {
      cookie: clerk,
      body: { ...PARAMS, serviceLevel: 120, leadSource: 'x', fromDate: '20261120' },
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('E0422');
    expect(res.body.message).toContain('서비스 수준');
    expect(res.body.message).toContain('조달 기간 기준');
    const period = await t.call('POST', `${B}/proper/run/insert`, {
      cookie: clerk,
      body: { ...PARAMS, fromDate: '20251101' },
    });
    expect(period.body.code).toBe('E0422');
    expect(
      await t.refused(404, 'POST', `${B}/proper/run/insert`, clerk, { ...PARAMS, warehouseCodes: ['NOPE'] }),
    ).toContain('NOPE');
  });

  it('computes min and max from demand, σ, lead time and service level', async () => {
    const run = await startRun();
    expect(run.status).toBe('done');
    expect(run.done).toBe(run.total);
    const rows = await suggestionsOf(run.id);
    const a = rows.find((r) => r.partCode === partA);
    const b = rows.find((r) => r.partCode === partB);
    // A: daily demand 4, 6 and eight zeros: mean 1, σ = √(52/10 − 1) = √4.2; L = 9 (supplier).
    // safety = 1.6449 × 2.0494 × 3 = 10.11 → 10; min = round(9 + 10.11) = 19; max = 19 + 7 = 26.
    expect(a).toMatchObject({ demandQty: 10, missQty: 0, leadDays: 9, safety: 10, newMin: 19, newMax: 26 });
    expect(a?.sigma).toBeCloseTo(Math.sqrt(4.2), 6);
    // B: 2 sold + 3 lost on one day: mean 0.5, σ = √(25/10 − 0.25) = 1.5; L = 4 (default).
    // safety = 1.6449 × 1.5 × 2 = 4.93 → 5; min = round(2 + 4.93) = 7; max = 7 + round(3.5) = 11.
    expect(b).toMatchObject({
      demandQty: 5,
      missQty: 3,
      leadDays: 4,
      safety: 5,
      newMin: 7,
      newMax: 11,
      onHand: 0,
    });
    const z = serviceLevelZ(95);
    expect(z).toBeCloseTo(1.6449, 4);
    expect(properLevels({ mean: 1, sigma: Math.sqrt(4.2), leadDays: 9, z, reviewDays: 7 })).toEqual({
      safety: 10,
      min: 19,
      max: 26,
    });
  });

  it('applies accepted lines with history and parts.proper_stock, once', async () => {
    const runs = await t.ok<{ rows: ProperRun[] }>('GET', `${B}/proper/run/list`, clerk);
    const run = runs.rows[0] as ProperRun;
    await t.ok('POST', `${B}/proper/suggestion/accept`, clerk, {
      runId: run.id,
      lines: [{ partCode: partB, warehouseCode: 'MAIN', accepted: false }],
    });
    const applied = await t.ok<{ applied: number; run: ProperRun }>(
      'POST',
      `${B}/proper/run/apply/${run.id}`,
      clerk,
    );
    expect(applied.applied).toBe(1);
    expect(applied.run.status).toBe('applied');
    expect(await t.refused(422, 'POST', `${B}/proper/run/apply/${run.id}`, clerk)).toContain('이미 반영');
    expect(
      await t.refused(422, 'POST', `${B}/proper/suggestion/accept`, clerk, {
        runId: run.id,
        lines: [{ partCode: partB, warehouseCode: 'MAIN', accepted: true }],
      }),
    ).toContain('반영');
    const levels = await queryRows<{ code: string; min_qty: number; max_qty: number; proper_stock: number }>(
      t.db,
      sql`select p.code, l.min_qty, l.max_qty, p.proper_stock from proper_stock_levels l join parts p on p.id = l.part_id`,
    );
    expect(levels).toEqual([{ code: partA, min_qty: 19, max_qty: 26, proper_stock: 19 }]);

    // A second run: A is unchanged (no history), B is applied now.
    const second = await startRun();
    const a = (await suggestionsOf(second.id)).find((r) => r.partCode === partA);
    expect(a).toMatchObject({ currentMin: 19, currentMax: 26, newMin: 19 });
    const again = await t.ok<{ applied: number }>('POST', `${B}/proper/run/apply/${second.id}`, admin);
    expect(again.applied).toBe(1);
    const history = await t.ok<ProperHistoryPage>('POST', `${B}/proper/history/list`, clerk, {});
    expect(
      history.rows.map((h) => [h.partCode, h.runId, h.oldMin, h.newMin, h.oldMax, h.newMax, h.changedBy]),
    ).toEqual([
      [partB, second.id, 0, 7, 0, 11, 'sp-admin'],
      [partA, run.id, 0, 19, 0, 26, 'sp-clerk'],
    ]);
    const [b] = await queryRows<{ proper_stock: number }>(
      t.db,
      sql`select proper_stock from parts where code = ${partB}`,
    );
    expect(b?.proper_stock).toBe(7);
  });

  it('answers 404 for a run that does not exist', async () => {
    await t.refused(404, 'POST', `${B}/proper/run/apply/9999`, clerk);
    await t.refused(404, 'GET', `${B}/proper/run/single/9999`, clerk);
  });
});

describe('stock reports', () => {
  it('lists kinds below a percentage of proper stock', async () => {
    // No kinds: one group. Proper 19 + 7 = 26, on hand 90 + 0 = 90 → 346 %.
    const at100 = await t.ok<KindPercentPage>('POST', `${B}/kind/percent/less/list`, clerk, { percent: 100 });
    expect(at100.rows).toEqual([]);
    const at400 = await t.ok<KindPercentPage>('POST', `${B}/kind/percent/less/list`, clerk, { percent: 400 });
    expect(at400.rows).toEqual([
      expect.objectContaining({
        kindName: '(분류 없음)',
        partCount: 2,
        belowCount: 1,
        properQty: 26,
        onHand: 90,
      }),
    ]);
    // One warehouse reads its levels: B's 7 against 0 on hand.
    const main = await t.ok<KindPercentPage>('POST', `${B}/kind/percent/less/list`, clerk, {
      percent: 50,
      warehouseCode: 'main',
    });
    expect(main.rows).toEqual([]);
  });

  it('computes turnover and days of stock', async () => {
    const page = await t.ok<TurnRatioPage>('POST', `${B}/product/turn/ratio/list`, clerk, PERIOD);
    const a = page.rows.find((r) => r.partCode === partA);
    // A: 10 issued, 100 at the start, 90 at the end: 10 ÷ 95; 90 ÷ (10 / 10 days) = 90 days.
    expect(a).toMatchObject({ issueQty: 10, openingQty: 100, closingQty: 90, avgStock: 95, daysOfStock: 90 });
    expect(a?.turnRatio).toBeCloseTo(10 / 95, 6);
  });

  it('lists parts first received or sold in a period', async () => {
    const out = await t.ok<NewInOutPage>('POST', `${B}/new/inout/list`, clerk, { ...PERIOD, type: 'out' });
    expect(out.rows.map((r) => [r.partCode, r.firstOutQty]).sort()).toEqual([
      [partA, 4],
      [partB, 2],
    ]);
    const fresh = await t.ok<NewInOutPage>('POST', `${B}/new/inout/list`, clerk, { ...PERIOD, type: 'in' });
    expect(fresh.rows).toEqual([]);
    const before = await t.ok<NewInOutPage>('POST', `${B}/new/inout/list`, clerk, {
      fromDate: '20261031',
      toDate: '20261031',
      type: 'in',
    });
    expect(before.rows.map((r) => [r.partCode, r.firstInQty]).sort()).toEqual([
      [partA, 100],
      [partB, 2],
    ]);
    const xlsx = await t.call('POST', `${B}/new/inout/excel/download`, { cookie: clerk, body: PERIOD });
    expect(xlsx.status).toBe(200);
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it("ShortageStock reads a warehouse's own minimum when one is chosen", async () => {
    // A's level in MAIN raised above its 90 on hand; the part's own proper stock stays 19.
    await t.db.execute(sql`update proper_stock_levels set min_qty = 95
      where part_id = (select id from parts where code = ${partA})`);
    type Page = { rows: { partCode: string; properStock: number; shortage: number }[] };
    const main = await t.ok<Page>('POST', '/api/product/v1.0/proper/stock/list', clerk, {
      warehouseCode: 'MAIN',
    });
    expect(main.rows.find((r) => r.partCode === partA)).toMatchObject({ properStock: 95, shortage: 5 });
    const all = await t.ok<Page>('POST', '/api/product/v1.0/proper/stock/list', clerk, {});
    expect(all.rows.find((r) => r.partCode === partA)).toBeUndefined();
  });
});
