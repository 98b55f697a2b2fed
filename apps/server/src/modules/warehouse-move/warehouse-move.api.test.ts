import type {
  ListPage,
  PartStock,
  WarehouseMoveRecord,
  WarehouseMoveSummary,
  WarehouseMoveView,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query.js';
import {
  countRows,
  issueUnits,
  newPart,
  onHand,
  orderDeskApp,
  saveWarehouse,
  stockIn,
} from '../../test/fixtures.js';
import { verifyLedgers } from '../verify-ledgers.js';

// Warehouse moves end to end through HTTP: request, modify, ship into transit, scan at the
// destination (wrong part refused, a unit barcode followed), receive with a short and a damaged
// unit, and every refusal; the three balances (source, transit, destination) after each step.

const { t, admin, clerk, checker } = await orderDeskApp('wm');
await saveWarehouse(t, admin, 'BUSAN', '부산 창고');
const wiper = await newPart(t, admin, {
  partNo: 'WM-WB600',
  name: '와이퍼 600',
  salePrice: 9_000,
  purchasePrice: 5_000,
});
const filter = await newPart(t, admin, {
  partNo: 'WM-OF100',
  name: '오일필터',
  salePrice: 6_000,
  purchasePrice: 3_000,
});
const stranger = await newPart(t, admin, { partNo: 'WM-XX', name: '다른 부품', salePrice: 1_000 });
await t.ok('POST', '/api/barcode/v1.0/save', admin, { partCode: wiper, value: '8801234500011' });
await t.ok('POST', '/api/barcode/v1.0/save', admin, { partCode: stranger, value: '8801234500028' });
await stockIn(t, admin, wiper, 10);
await stockIn(t, admin, filter, 4);

const M = '/api/stock/v1.0/warehouse-move';
const TRANSIT = 'TR-BUSAN';
const qty = (part: string, wh: string) => onHand(t, clerk, part, wh);
const stockValue = async (part: string, wh: string): Promise<number> => {
  const [row] = await queryRows<{ v: string }>(
    t.db,
    sql`select coalesce(sum(b.value), 0)::bigint as v from stock_balances b join parts p on p.id = b.part_id
        where p.code = ${part} and b.warehouse_code = ${wh}`,
  );
  return Number(row?.v ?? 0);
};
const balances = async (part: string) => [
  await qty(part, 'MAIN'),
  await qty(part, TRANSIT),
  await qty(part, 'BUSAN'),
];
const body = (lines: { partCode: string; qty: number }[], extra = {}) => ({
  fromWarehouseCode: 'MAIN',
  toWarehouseCode: 'BUSAN',
  lines,
  ...extra,
});
const request = (lines: { partCode: string; qty: number }[]) =>
  t.ok<WarehouseMoveView>('POST', `${M}/request`, clerk, body(lines));
const ship = (m: WarehouseMoveView) =>
  t.ok<WarehouseMoveView>('POST', `${M}/ship/${m.code}`, clerk, { version: m.version });
const scan = (m: { code: string }, barcode: string) =>
  t.ok<WarehouseMoveView & { matchedLine: number }>('POST', `${M}/scan/${m.code}`, checker, { barcode });

describe('warehouse move', () => {
  let move: WarehouseMoveView;

  it('requests a move (H day code) and modifies it while requested; nothing moves', async () => {
    move = await request([{ partCode: wiper, qty: 2 }]);
    expect(move.code).toMatch(/^H\d{8}-\d{4}$/);
    expect(move.status).toBe('requested');
    expect(move.lines[0]).toMatchObject({ partCode: wiper, requestedQty: 2, fromOnHand: 10 });
    move = await t.ok<WarehouseMoveView>('POST', `${M}/update/${move.code}`, clerk, {
      ...body([
        { partCode: wiper, qty: 3 },
        { partCode: filter, qty: 2 },
      ]),
      version: move.version,
    });
    expect(move.lines.map((l) => l.requestedQty)).toEqual([3, 2]);
    expect(await balances(wiper)).toEqual([10, 0, 0]);
    expect(
      await t.refused(409, 'POST', `${M}/update/${move.code}`, clerk, {
        ...body([{ partCode: wiper, qty: 1 }]),
        version: 1,
      }),
    ).toContain('다른 사용자');
  });

  it('refuses bad input naming the field in Korean', async () => {
    const same = await t.refused(
      422,
      'POST',
      `${M}/request`,
      clerk,
      body([{ partCode: wiper, qty: 1 }], { toWarehouseCode: 'MAIN' }),
    );
    expect(same).toContain('입고 창고');
    expect(
      await t.refused(422, 'POST', `${M}/request`, clerk, body([{ partCode: wiper, qty: 0 }])),
    ).toContain('요청 수량');
    expect(await t.refused(422, 'POST', `${M}/request`, clerk, body([]))).toContain('이동 품목');
  });

  it('refuses to ship more than on hand and writes nothing', async () => {
    const big = await request([
      { partCode: filter, qty: 1 },
      { partCode: wiper, qty: 11 },
    ]);
    const moves = await countRows(t, 'stock_moves');
    const why = await t.refused(422, 'POST', `${M}/ship/${big.code}`, clerk, { version: big.version });
    expect(why).toContain('재고가 부족');
    expect(why).toContain('MAIN');
    expect(await countRows(t, 'stock_moves')).toBe(moves);
    expect((await t.ok<WarehouseMoveView>('GET', `${M}/detail/${big.code}`, clerk)).status).toBe('requested');
    expect(await balances(wiper)).toEqual([10, 0, 0]);
    expect(
      await t.ok<WarehouseMoveView>('POST', `${M}/cancel/${big.code}`, clerk, { version: big.version }),
    ).toMatchObject({
      status: 'cancelled',
    });
  });

  it('ships into the transit location at the source cost, opening it on first use', async () => {
    const mainValue = await stockValue(wiper, 'MAIN');
    move = await ship(move);
    expect(move.status).toBe('shipped');
    expect(move.transitWarehouseCode).toBe(TRANSIT);
    expect(await balances(wiper)).toEqual([7, 3, 0]);
    expect(await balances(filter)).toEqual([2, 2, 0]);
    expect(await stockValue(wiper, TRANSIT)).toBe(mainValue - (await stockValue(wiper, 'MAIN')));
    const [w] = await queryRows<{ kind: string; name: string }>(
      t.db,
      sql`select kind, name from warehouses where code = ${TRANSIT}`,
    );
    expect(w).toEqual({ kind: 'transit', name: '부산 창고 이동 중' });
    const stock = await t.ok<PartStock[]>('GET', `/api/stock/v1.0/part/${wiper}`, clerk);
    expect(stock.find((s) => s.warehouseCode === TRANSIT)).toMatchObject({
      qty: 3,
      warehouseKind: 'transit',
      kindLabel: '이동 중',
    });
    // Nobody sells from, buys into or adjusts goods in transit by hand.
    const adjust = { partCode: wiper, warehouseCode: TRANSIT, qty: 1, reason: 'opening' };
    expect(await t.refused(422, 'POST', '/api/stock/v1.0/adjust', admin, adjust)).toContain('이동 중');
    // No location the system keeps (transit, defect of returns, scrap…) is a move's source by hand.
    await t.db.execute(
      sql`insert into warehouses (code, name, kind) values ('DF-MAIN', '본사 창고 불량', 'defect')`,
    );
    for (const from of [TRANSIT, 'DF-MAIN'])
      expect(
        await t.refused(422, 'POST', `${M}/request`, clerk, {
          ...body([{ partCode: wiper, qty: 1 }]),
          fromWarehouseCode: from,
        }),
      ).toContain('사용할 수 없는 창고');
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('refuses to cancel or modify after ship', async () => {
    expect(
      await t.refused(422, 'POST', `${M}/cancel/${move.code}`, clerk, { version: move.version }),
    ).toContain('취소할 수 없습니다');
    expect(
      await t.refused(422, 'POST', `${M}/ship/${move.code}`, clerk, { version: move.version }),
    ).toContain('출고할 수 없습니다');
  });

  it('counts scans by part barcode, unit barcode and part code; refuses a wrong part and one too many', async () => {
    const [unit] = await issueUnits(t, admin, wiper, 1);
    expect((await scan(move, '8801234500011')).lines[0]?.scannedQty).toBe(1);
    expect((await scan(move, unit!.value)).lines[0]?.scannedQty).toBe(2);
    const refusedWrong = await t.refused(422, 'POST', `${M}/scan/${move.code}`, checker, {
      barcode: '8801234500028',
    });
    expect(refusedWrong).toContain('이 이동에 없는 품목');
    expect(
      await t.refused(422, 'POST', `${M}/scan/${move.code}`, checker, { barcode: unit!.value }),
    ).toContain('이미 검수한');
    await scan(move, 'WM-OF100');
    const two = await scan(move, 'wm-of100');
    expect(two.lines.map((l) => l.scannedQty)).toEqual([2, 2]);
    expect(
      await t.refused(422, 'POST', `${M}/scan/${move.code}`, checker, { barcode: 'WM-OF100' }),
    ).toContain('모두 검수');
    const [u] = await queryRows<{ state: string; warehouse_code: string }>(
      t.db,
      sql`select state, warehouse_code from unit_barcodes where value = ${unit!.value}`,
    );
    expect(u).toEqual({ state: 'in_stock', warehouse_code: 'BUSAN' });
    expect(await balances(wiper)).toEqual([7, 3, 0]);
  });

  it('receives: one wiper short, one filter damaged; transit empties, value conserved but the loss', async () => {
    const transitValue = await stockValue(wiper, TRANSIT);
    move = await t.ok<WarehouseMoveView>('GET', `${M}/detail/${move.code}`, checker);
    const done = await t.ok<WarehouseMoveView>('POST', `${M}/receive/${move.code}`, checker, {
      version: move.version,
      damaged: [{ lineNo: 2, qty: 1 }],
    });
    expect(done.status).toBe('received');
    expect(done.lines.map((l) => [l.shippedQty, l.receivedQty, l.shortQty, l.damagedQty])).toEqual([
      [3, 2, 1, 0],
      [2, 1, 0, 1],
    ]);
    expect(await balances(wiper)).toEqual([7, 0, 2]);
    expect(await balances(filter)).toEqual([2, 0, 2]);
    expect(await stockValue(wiper, TRANSIT)).toBe(0);
    expect(await stockValue(wiper, 'BUSAN')).toBe(Math.round((transitValue * 2) / 3));
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('refuses a second receive and a scan after receive', async () => {
    const m = await t.ok<WarehouseMoveView>('GET', `${M}/detail/${move.code}`, clerk);
    expect(await t.refused(422, 'POST', `${M}/receive/${m.code}`, checker, { version: m.version })).toContain(
      '이미 입고',
    );
    expect(
      await t.refused(422, 'POST', `${M}/scan/${m.code}`, checker, { barcode: '8801234500011' }),
    ).toContain('입고 완료');
    expect(await balances(wiper)).toEqual([7, 0, 2]);
  });

  it('keeps the history with every scan, refused ones too, and lists moves by status', async () => {
    const record = await t.ok<WarehouseMoveRecord>('GET', `${M}/record/${move.code}`, clerk);
    const events = record.events.map((e) => e.event);
    expect(events.filter((e) => e === 'scan')).toHaveLength(4);
    expect(events.filter((e) => e === 'scan-refused').length).toBeGreaterThanOrEqual(3);
    expect(events[0]).toBe('request');
    expect(events.at(-1)).toBe('scan-refused');
    expect(events).toContain('receive');
    const page = await t.ok<ListPage<WarehouseMoveSummary>>('POST', `${M}/list`, clerk, {
      filters: [{ field: 'status', op: 'eq', value: 'received' }],
    });
    expect(page.rows.map((r) => r.code)).toEqual([move.code]);
    expect(page.rows[0]).toMatchObject({ shortQty: 1, damagedQty: 1, receivedQty: 3 });
    const byPart = await t.ok<ListPage<WarehouseMoveSummary>>('POST', `${M}/list`, clerk, {
      filters: [{ field: 'partCode', op: 'eq', value: filter }],
    });
    expect(byPart.total).toBe(2);
    await t.ok('GET', `${M}/print/${move.code}`, clerk);
  });
});
