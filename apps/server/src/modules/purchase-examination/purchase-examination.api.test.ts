import type {
  ArrivalExamRecord,
  BundleDivision,
  DateCodeChange,
  ExamScanResult,
  ListPage,
  PurchaseExamination,
  PurchaseView,
  SupplierPayable,
  UnconfirmedArrival,
  UnitBarcode,
  WarehouseCheck,
  WarehouseInfo,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query.js';
import { loginStaff, newPart, newSupplier, onHand as onHandOf, saveWarehouse } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { verifyLedgers } from '../verify-ledgers.js';

// The arrival examination end to end through HTTP: every refusal of a scan, the differences,
// the posting (stock and payable by the accepted quantity only), the record, the date-code
// correction with its history, and the bundle division with its reversal.

const BASE = '/api/purchase/v1.0/examination';
let t: TestApp;
let admin: string;
let clerk: string;
let examiner: string;
let supplierCode: string;
let battery: string;
let filter: string;
let wiper: string;
let absent: string;
let stranger: string;
let arrival: PurchaseView;
let datedUnit: string;
let undatedUnit: string;
let absentUnit: string;

const onHand = (partCode: string) => onHandOf(t, clerk, partCode);
const payable = async (): Promise<number> =>
  ((await t.ok('GET', `/api/purchase/v1.0/supplier/payable/${supplierCode}`, clerk)) as SupplierPayable)
    .balance;
const register = (lines: { partCode: string; qty: number; unitPrice: number }[]) =>
  t.ok<PurchaseView>('POST', '/api/purchase/v1.0/insert', clerk, {
    supplierCode,
    warehouseCode: 'MAIN',
    lines,
  });
const scan = (barcode: string, extra: Record<string, unknown> = {}, code = arrival.code) =>
  t.ok<ExamScanResult>('POST', `${BASE}/scan/${code}`, examiner, { barcode, ...extra });
const refusedScan = (barcode: string, extra: Record<string, unknown> = {}) =>
  t.refused(422, 'POST', `${BASE}/scan/${arrival.code}`, examiner, { barcode, ...extra });
const lineOf = (view: PurchaseExamination, partCode: string) =>
  view.lines.find((l) => l.partCode === partCode)!;
const issueUnits = async (code: string, partCode: string, qty: number, manufacturedOn?: string) =>
  (
    await t.ok<UnitBarcode[]>('POST', '/api/barcode/v1.0/unit/create', clerk, {
      partCode,
      qty,
      docKind: 'purchase',
      docCode: code,
      ...(manufacturedOn ? { manufacturedOn } : {}),
    })
  ).map((u) => u.value);

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginStaff(t, 'pe-admin', 'admin');
  clerk = await loginStaff(t, 'pe-clerk');
  examiner = await loginStaff(t, 'pe-examiner');
  await saveWarehouse(t, admin);
  const kind = await t.ok<{ code: string }>('POST', '/api/product/v1.0/kind/insert', admin, {
    name: '배터리',
  });
  supplierCode = await newSupplier(t, clerk, { name: '세방전지 대리점' });
  battery = await newPart(t, admin, { partNo: 'PE-GB80L', name: '배터리 80Ah', kindCode: kind.code });
  filter = await newPart(t, admin, { partNo: 'PE-OF100', name: '오일필터' });
  wiper = await newPart(t, admin, { partNo: 'PE-WB500', name: '와이퍼 500' });
  absent = await newPart(t, admin, { partNo: 'PE-BP01', name: '브레이크 패드' });
  stranger = await newPart(t, admin, { partNo: 'PE-XX01', name: '에어필터' });
  await t.ok('POST', '/api/barcode/v1.0/save', admin, { partCode: filter, value: '8801234567893' });
  await t.ok('POST', '/api/barcode/v1.0/save', admin, { partCode: stranger, value: '8809999000017' });
  await t.ok('POST', '/api/barcode/v1.0/save', admin, { partCode: absent, value: '8801111000014' });
  arrival = await register([
    { partCode: battery, qty: 2, unitPrice: 100_000 },
    { partCode: filter, qty: 3, unitPrice: 5_000 },
    { partCode: wiper, qty: 2, unitPrice: 9_000 },
    { partCode: absent, qty: 1, unitPrice: 30_000 },
  ]);
  datedUnit = (await issueUnits(arrival.code, battery, 1, '20261015'))[0]!;
  undatedUnit = (await issueUnits(arrival.code, battery, 1))[0]!;
  absentUnit = (await issueUnits(arrival.code, absent, 1))[0]!;
});
afterAll(async () => t.close());

describe('scanning an arrival', () => {
  it('refuses an unknown code, naming the barcode', async () => {
    expect(await refusedScan('NO-SUCH-CODE-1')).toContain('바코드: 등록되지 않은 바코드입니다');
  });

  it('refuses a part that is not on the arrival (wrong part)', async () => {
    expect(await refusedScan('8809999000017')).toContain('입고 목록에 없는 품목입니다');
  });

  it('counts a maker barcode per unit and refuses one more than the line (extra)', async () => {
    for (let i = 1; i <= 3; i += 1) expect(lineOf(await scan('8801234567893'), filter).examined).toBe(i);
    expect(await refusedScan('8801234567893')).toContain('수량 초과');
  });

  it('reads the battery date code from the unit, asks for it otherwise, refuses a unit twice', async () => {
    const first = await scan(datedUnit);
    expect(first).toMatchObject({ unitBarcode: datedUnit, status: 'scanning' });
    expect(lineOf(first, battery)).toMatchObject({ examined: 1, battery: true });
    expect(await refusedScan(datedUnit)).toContain('이미 검수한 개체입니다');
    expect(await refusedScan(undatedUnit)).toContain('제조 일자');
    expect(await refusedScan(undatedUnit, { dateCode: '2613' })).toContain('제조 일자');
    const second = await scan(undatedUnit, { dateCode: '2609' });
    expect(lineOf(second, battery).dateCodes).toEqual([
      { dateCode: '202609', count: 1 },
      { dateCode: '20261015', count: 1 },
    ]);
  });

  it('refuses a unit barcode printed for another purchase', async () => {
    const other = await register([{ partCode: battery, qty: 1, unitPrice: 100_000 }]);
    const [foreign] = await issueUnits(other.code, battery, 1, '20261001');
    expect(await refusedScan(foreign!)).toContain('다른 문서의 개체 바코드');
  });

  it('counts one unit once when two examiners scan the last one at the same time', async () => {
    const one = await register([{ partCode: filter, qty: 1, unitPrice: 5_000 }]);
    const url = `${BASE}/scan/${one.code}`;
    const both = await Promise.all(
      [clerk, examiner].map((cookie) => t.call('POST', url, { cookie, body: { barcode: '8801234567893' } })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 422]);
    const view = await t.ok<PurchaseExamination>('GET', `${BASE}/detail/${one.code}`, clerk);
    expect(view.lines[0]).toMatchObject({ qty: 1, examined: 1 });
    // The draft raised to 2 while under examination: the count follows the draft.
    const draft = await t.ok<PurchaseView>('GET', `/api/purchase/v1.0/detail/${one.code}`, clerk);
    await t.ok('POST', `/api/purchase/v1.0/update/${one.code}`, clerk, {
      supplierCode,
      warehouseCode: 'MAIN',
      lines: [{ partCode: filter, qty: 2, unitPrice: 5_000 }],
      version: draft.version,
    });
    expect(lineOf(await scan('8801234567893', {}, one.code), filter)).toMatchObject({ qty: 2, examined: 2 });
  });

  it('takes a typed part code for a part without any barcode', async () => {
    expect(lineOf(await scan(wiper.toLowerCase()), wiper).examined).toBe(1);
  });

  it('records damaged units with a reason, never more than examined', async () => {
    const url = `${BASE}/damage/${arrival.code}`;
    expect(await t.refused(422, 'POST', url, examiner, { lineNo: 2, damaged: 1 })).toContain('파손 사유');
    expect(
      await t.refused(422, 'POST', url, examiner, { lineNo: 2, damaged: 4, reason: '찌그러짐' }),
    ).toContain('파손 수량');
    const view = await t.ok<PurchaseExamination>('POST', url, examiner, {
      lineNo: 2,
      damaged: 1,
      reason: '찌그러짐',
    });
    expect(lineOf(view, filter)).toMatchObject({ qty: 3, examined: 3, damaged: 1, short: 0, accepted: 2 });
    expect(lineOf(view, wiper)).toMatchObject({ qty: 2, examined: 1, short: 1, accepted: 1 });
    expect(lineOf(view, absent)).toMatchObject({ qty: 1, examined: 0, short: 1, accepted: 0 });
  });

  it('lists the arrival as waiting, with its progress and age, and by warehouse', async () => {
    const page = await t.ok<ListPage<UnconfirmedArrival>>('POST', `${BASE}/unconfirmed/list`, clerk, {
      filters: [],
    });
    expect(page.rows.find((r) => r.code === arrival.code)).toMatchObject({
      examStatus: 'scanning',
      examinedQty: 6,
      ageDays: 0,
    });
    const check = await t.ok<WarehouseCheck>('POST', `${BASE}/warehouse/check`, clerk, {});
    expect(check.warehouses[0]).toMatchObject({ warehouseCode: 'MAIN', examined: 0 });
    const excel = await t.call('POST', `${BASE}/unconfirmed/excel`, { cookie: clerk, body: { filters: [] } });
    expect(excel.status).toBe(200);
  });
});

describe('posting the examination', () => {
  it('refuses a stale version with 409', async () => {
    await t.refused(409, 'POST', `${BASE}/post/${arrival.code}`, examiner, { version: arrival.version + 5 });
  });

  it('moves stock and payable by the accepted quantity only, and keeps the record', async () => {
    const before = {
      battery: await onHand(battery),
      filter: await onHand(filter),
      wiper: await onHand(wiper),
      absent: await onHand(absent),
      payable: await payable(),
    };
    const posted = await t.ok<PurchaseExamination>('POST', `${BASE}/post/${arrival.code}`, examiner, {});
    expect(posted).toMatchObject({ status: 'posted', purchaseStatus: 'fixed' });
    expect(await onHand(battery)).toBe(before.battery + 2);
    expect(await onHand(filter)).toBe(before.filter + 2);
    expect(await onHand(wiper)).toBe(before.wiper + 1);
    expect(await onHand(absent)).toBe(before.absent);
    const purchase = await t.ok<PurchaseView>('GET', `/api/purchase/v1.0/detail/${arrival.code}`, clerk);
    // The line examined 0 left the purchase; the others carry the accepted quantity.
    expect(purchase.lines.map((l) => [l.partCode, l.qty])).toEqual([
      [battery, 2],
      [filter, 2],
      [wiper, 1],
    ]);
    // 2×100 000 + 2×5 000 + 1×9 000 = 219 000 + VAT 21 900.
    expect(purchase).toMatchObject({ supply: 219_000, vat: 21_900, total: 240_900 });
    expect(await payable()).toBe(before.payable + 240_900);
    const record = await t.ok<ArrivalExamRecord>('GET', `${BASE}/record/${arrival.code}`, clerk);
    expect(record.lines.map((l) => [l.partCode, l.qty, l.examined, l.damaged, l.short])).toEqual([
      [battery, 2, 2, 0, 0],
      [filter, 3, 3, 1, 0],
      [wiper, 2, 1, 0, 1],
      [absent, 1, 0, 0, 1],
    ]);
    expect(record.scans).toHaveLength(6);
    // Every refused scan is on the record with the reason the examiner heard.
    expect(record.refusals.map((r) => r.reason)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('등록되지 않은 바코드'),
        expect.stringContaining('입고 목록에 없는 품목'),
        expect.stringContaining('수량 초과'),
        expect.stringContaining('이미 검수한 개체'),
      ]),
    );
    expect(record.scans[0]).toMatchObject({ partCode: filter, scannedByName: expect.any(String) });
    expect(record.postedByName).not.toBeNull();
    // The units examined came into stock with the fix.
    const units = await t.ok<UnitBarcode[]>('GET', `/api/barcode/v1.0/unit/document/${arrival.code}`, clerk);
    expect(units.find((u) => u.value === datedUnit)?.state).toBe('in_stock');
    // A label printed for an item that never came is voided, not taken into stock.
    expect(units.find((u) => u.value === absentUnit)?.state).toBe('void');
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('refuses a second posting and any further scan', async () => {
    expect(await t.refused(422, 'POST', `${BASE}/post/${arrival.code}`, examiner, {})).toContain(
      '이미 검수 확정된 입고',
    );
    expect(await refusedScan('8801234567893')).toContain('이미 확정된 매입');
  });

  it('refuses posting an arrival where nothing was examined', async () => {
    const empty = await register([{ partCode: filter, qty: 1, unitPrice: 5_000 }]);
    expect(await t.refused(422, 'POST', `${BASE}/post/${empty.code}`, examiner, {})).toContain(
      '검수한 수량이 없습니다',
    );
  });

  it('shows the put-away of the arrival with the part location', async () => {
    await queryRows(
      t.db,
      sql`insert into part_locations (part_id, warehouse_code, location)
          select id, 'MAIN', 'A-01-03' from parts where code = ${filter}`,
    );
    const info = await t.ok<WarehouseInfo>('GET', `${BASE}/warehouse/info/${arrival.code}`, clerk);
    expect(info.putAway.find((l) => l.partCode === filter)).toMatchObject({ location: 'A-01-03', qty: 2 });
  });
});

describe('date code correction', () => {
  it('changes the date code of examined battery units and keeps the history', async () => {
    const record = await t.ok<ArrivalExamRecord>('GET', `${BASE}/record/${arrival.code}`, clerk);
    const batteryScans = record.scans.filter((s) => s.partCode === battery);
    const filterScan = record.scans.find((s) => s.partCode === filter)!;
    expect(
      await t.refused(422, 'POST', `${BASE}/date-code/change`, clerk, {
        purchaseCode: arrival.code,
        scanIds: [filterScan.id],
        dateCode: '2608',
      }),
    ).toContain('검수 기록');
    const changes = await t.ok<DateCodeChange[]>('POST', `${BASE}/date-code/change`, clerk, {
      purchaseCode: arrival.code,
      scanIds: batteryScans.map((s) => s.id),
      dateCode: '20260801',
      reason: '라벨 오독',
    });
    expect(changes.map((c) => [c.before, c.after])).toEqual([
      ['20261015', '20260801'],
      ['202609', '20260801'],
    ]);
    const after = await t.ok<ArrivalExamRecord>('GET', `${BASE}/record/${arrival.code}`, clerk);
    expect(after.dateChanges).toHaveLength(2);
    expect(lineOf(after, battery).dateCodes).toEqual([{ dateCode: '20260801', count: 2 }]);
  });
});

describe('bundle division', () => {
  it('opens boxes of a fixed line into units and reverses a division', async () => {
    const box = await newPart(t, admin, { partNo: 'PE-BOX10', name: '전구 10개입 박스' });
    const bulb = await newPart(t, admin, { partNo: 'PE-BULB', name: '전구' });
    const draft = await register([{ partCode: box, qty: 2, unitPrice: 20_000 }]);
    const body = { purchaseCode: draft.code, lineNo: 1, unitPartCode: bulb, perBox: 10, boxes: 1 };
    expect(await t.refused(422, 'POST', `${BASE}/bundle/divide`, clerk, body)).toContain('확정된 매입');
    await t.ok('POST', `/api/purchase/v1.0/fix/${draft.code}`, clerk, {});
    const division = await t.ok<BundleDivision>('POST', `${BASE}/bundle/divide`, clerk, body);
    expect(division).toMatchObject({ boxPartCode: box, unitPartCode: bulb, units: 10, cancelledAt: null });
    expect(await onHand(box)).toBe(1);
    expect(await onHand(bulb)).toBe(10);
    expect(await t.refused(422, 'POST', `${BASE}/bundle/divide`, clerk, { ...body, boxes: 2 })).toContain(
      '박스 수',
    );
    expect(
      await t.refused(422, 'POST', `${BASE}/bundle/divide`, clerk, { ...body, unitPartCode: box }),
    ).toContain('낱개 품목');
    const cancelled = await t.ok<BundleDivision>('POST', `${BASE}/bundle/cancel/${division.id}`, clerk);
    expect(cancelled.cancelledAt).not.toBeNull();
    expect(await onHand(box)).toBe(2);
    expect(await onHand(bulb)).toBe(0);
    await t.refused(422, 'POST', `${BASE}/bundle/cancel/${division.id}`, clerk);
    const list = await t.ok<BundleDivision[]>('GET', `${BASE}/bundle/list/${draft.code}`, clerk);
    expect(list).toHaveLength(1);
    expect(await verifyLedgers(t.db)).toEqual([]);
  });
});
