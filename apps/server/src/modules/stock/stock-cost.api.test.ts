import { type PurchaseView, type StockValuationPage, toYmd } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query.js';
import {
  fixedOrder,
  loginStaff,
  newCustomer,
  newPart,
  newSupplier,
  saveWarehouse,
} from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { verifyLedgers } from '../verify-ledgers.js';
import { postStockMoves } from './stock.service.js';
import { allocateFreight } from './stock-cost.service.js';

// The moving average cost (issue #17 "Cost") through the real endpoints: purchases in at their
// supply, sales out at the average, a fix change reversing at the recorded cost, the last unit
// taking the remainder, freight and a purchase return, the valuation on a past day and today.

let t: TestApp;
let admin: string;
let clerk: string;
let supplierCode: string;
let customerCode: string;
let lamp: string;
let bulb: string;
let belt: string;
const today = toYmd(new Date());

/** The cached balance of a part in MAIN: units and value. */
const balance = async (partCode: string) => {
  const [row] = await queryRows<{ qty: number; value: string }>(
    t.db,
    sql`select b.qty, b.value from stock_balances b join parts p on p.id = b.part_id
        where p.code = ${partCode} and b.warehouse_code = 'MAIN'`,
  );
  return { qty: Number(row?.qty ?? 0), value: Number(row?.value ?? 0) };
};
/** The part's moves oldest first: reason, units, unit cost and value. */
const movesOf = async (partCode: string) =>
  (
    await queryRows<{ reason: string; qty: number; unit_cost: string | null; value: string }>(
      t.db,
      sql`select m.reason, m.qty, m.unit_cost, m.value from stock_moves m join parts p on p.id = m.part_id
          where p.code = ${partCode} order by m.id`,
    )
  ).map((m) => [m.reason, m.qty, m.unit_cost === null ? null : Number(m.unit_cost), Number(m.value)]);
const partId = async (code: string) =>
  Number((await queryRows<{ id: number }>(t.db, sql`select id from parts where code = ${code}`))[0]?.id);

const purchase = async (lines: { partCode: string; qty: number; unitPrice: number }[]) => {
  const draft = await t.ok<PurchaseView>('POST', '/api/purchase/v1.0/insert', clerk, {
    supplierCode,
    warehouseCode: 'MAIN',
    purchaseDate: today,
    lines,
  });
  return t.ok<PurchaseView>('POST', `/api/purchase/v1.0/fix/${draft.code}`, clerk, {
    version: draft.version,
  });
};
const valuation = (body: Record<string, unknown>) =>
  t.ok<StockValuationPage>('POST', '/api/stock/v1.0/valuation', clerk, body);

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginStaff(t, 'sc-admin', 'admin');
  clerk = await loginStaff(t, 'sc-clerk');
  await saveWarehouse(t, admin);
  supplierCode = await newSupplier(t, clerk, { name: '원가 대리점' });
  customerCode = await newCustomer(t, clerk, '원가정비');
  // A master purchase price (9,999) no move may use once real costs exist.
  const costPart = (partNo: string, name: string, salePrice: number) =>
    newPart(t, admin, { partNo, name, salePrice, purchasePrice: 9_999 });
  lamp = await costPart('SC-LAMP', '전조등', 3_000);
  bulb = await costPart('SC-BULB', '전구', 900);
  belt = await costPart('SC-BELT', '벨트', 900);
});
afterAll(async () => t.close());

describe('moving average cost', () => {
  let second: PurchaseView;
  let sale: string;

  it('takes each purchase-in at its supply, exact in won, the average being value ÷ units', async () => {
    await purchase([{ partCode: lamp, qty: 3, unitPrice: 1_000 }]);
    expect(await balance(lamp)).toEqual({ qty: 3, value: 3_000 });
    second = await purchase([{ partCode: lamp, qty: 2, unitPrice: 1_501 }]);
    // 6,002 over 5 units: an average of 1,200.4 kept exactly as the value.
    expect(await balance(lamp)).toEqual({ qty: 5, value: 6_002 });
    expect(await movesOf(lamp)).toEqual([
      ['purchase-in', 3, 1_000, 3_000],
      ['purchase-in', 2, 1_501, 3_002],
    ]);
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('sells at the average, and the margin reads that cost instead of the master price', async () => {
    sale = (await fixedOrder(t, clerk, customerCode, [{ partCode: lamp, qty: 2, unitPrice: 3_000 }])).code;
    // 2 × 1,200.4 = 2,400.8 → 2,401 out; 3 units worth 3,601 stay.
    expect(await balance(lamp)).toEqual({ qty: 3, value: 3_601 });
    expect((await movesOf(lamp)).at(-1)).toEqual(['sale-out', -2, 1_201, -2_401]);
    const profit = await t.ok<{ rows: { code: string; supply: number; cost: number; margin: number }[] }>(
      'POST',
      '/api/customer/v1.0/order/profit/list',
      clerk,
      { customerCode },
    );
    const row = profit.rows.find((r) => r.code === sale);
    expect(row).toMatchObject({ cost: 2_401, margin: (row?.supply ?? 0) - 2_401 });
    // An order fixed before costs were kept (its move's unit cost unrecorded) falls back to the
    // purchase price the line was priced with.
    const unrecord = (unitCost: number | null) =>
      t.db.execute(
        sql`update stock_moves set unit_cost = ${unitCost} where doc_kind = 'sales_order' and doc_code = ${sale}`,
      );
    await unrecord(null);
    const before = await t.ok<{ rows: { code: string; cost: number }[] }>(
      'POST',
      '/api/customer/v1.0/order/profit/list',
      clerk,
      { customerCode },
    );
    expect(before.rows.find((r) => r.code === sale)?.cost).toBe(2 * 9_999);
    await unrecord(1_201);
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('reverses a fix change at the cost the fix brought in, not at the average of today', async () => {
    await t.ok('POST', `/api/purchase/v1.0/fix-change/${second.code}`, clerk, { version: second.version });
    // 3,601 − 3,002: the one unit left carries what the sale did not take.
    expect(await balance(lamp)).toEqual({ qty: 1, value: 599 });
    expect((await movesOf(lamp)).at(-1)).toEqual(['purchase-in', -2, 1_501, -3_002]);
    // Fixed again: in at its supply once more.
    const draft = await t.ok<PurchaseView>('GET', `/api/purchase/v1.0/detail/${second.code}`, clerk);
    await t.ok('POST', `/api/purchase/v1.0/fix/${second.code}`, clerk, { version: draft.version });
    expect(await balance(lamp)).toEqual({ qty: 3, value: 3_601 });
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('leaves an emptied balance at exactly zero value: the last move takes the remainder', async () => {
    await purchase([{ partCode: bulb, qty: 1, unitPrice: 401 }]);
    await purchase([{ partCode: bulb, qty: 2, unitPrice: 400 }]);
    expect(await balance(bulb)).toEqual({ qty: 3, value: 1_201 });
    // Three moves on one balance in one posting (a document's lines), each priced at the average.
    const out = { partId: await partId(bulb), warehouseCode: 'MAIN', qty: -1, reason: 'sale-out' as const };
    await postStockMoves(t.db, [out, out, out], null);
    // 400.33 a unit: −400, −400, and the last −401.
    expect((await movesOf(bulb)).slice(-3).map((m) => m[3])).toEqual([-400, -400, -401]);
    expect(await balance(bulb)).toEqual({ qty: 0, value: 0 });
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('takes freight into the value of stock on hand, and a purchase return out at the average', async () => {
    await purchase([{ partCode: belt, qty: 2, unitPrice: 500 }]);
    // 301 over belt (weight 2) and bulb (weight 1, no units left: its share is absorbed).
    await allocateFreight(
      t.db,
      {
        amount: 301,
        docKind: 'freight',
        docCode: 'F-TEST',
        lines: [
          { partId: await partId(belt), warehouseCode: 'MAIN', weight: 2 },
          { partId: await partId(bulb), warehouseCode: 'MAIN', weight: 1 },
        ],
      },
      null,
    );
    expect(await balance(belt)).toEqual({ qty: 2, value: 1_201 });
    expect(await balance(bulb)).toEqual({ qty: 0, value: 0 });
    // A return to the supplier brings no cost of its own: 1,201 ÷ 2 = 600.5 → 601 out.
    await postStockMoves(
      t.db,
      [{ partId: await partId(belt), warehouseCode: 'MAIN', qty: -1, reason: 'purchase-return-out' }],
      null,
    );
    expect(await balance(belt)).toEqual({ qty: 1, value: 600 });
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('values stock on any day as the sum of its moves; today equals the balances', async () => {
    const now = await valuation({ date: today });
    const [sums] = await queryRows<{ qty: number; value: string }>(
      t.db,
      sql`select sum(qty)::int as qty, sum(value)::bigint as value from stock_balances`,
    );
    expect({ qty: now.totalQty, value: now.totalValue }).toEqual({
      qty: sums?.qty,
      value: Number(sums?.value),
    });
    expect((await valuation({ date: today, partCode: lamp })).rows).toEqual([
      expect.objectContaining({
        partCode: lamp,
        warehouseCode: 'MAIN',
        qty: 3,
        value: 3_601,
        averageCost: 1_200,
      }),
    ]);
    // The first lamp purchase moved to an earlier day: that day holds only it.
    await t.db.execute(
      sql`update stock_moves set at = '2026-01-10T12:00:00+09:00' where id = (select min(m.id) from stock_moves m
          join parts p on p.id = m.part_id where p.code = ${lamp})`,
    );
    expect((await valuation({ date: '20260110', partCode: lamp })).rows).toEqual([
      expect.objectContaining({ qty: 3, value: 3_000, averageCost: 1_000 }),
    ]);
    expect((await valuation({ date: '20260109', partCode: lamp })).total).toBe(0);
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('refuses a day that is not a date, naming the field in Korean', async () => {
    const message = await t.refused(422, 'POST', '/api/stock/v1.0/valuation', clerk, { date: '2026-13-01' });
    expect(message).toContain('기준일');
  });
});
