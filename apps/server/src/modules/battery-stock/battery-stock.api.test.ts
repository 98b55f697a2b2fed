import type { BatteryCandidates, BatteryMonthly, BatteryUnitLookup, ScanResult } from '@erp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixedOrder, issueUnits, newCustomer, newPart, orderDeskApp, stockIn } from '../../test/fixtures.js';
import { verifyLedgers } from '../verify-ledgers.js';

// Battery freshness through HTTP: FEFO in the order examination (a part-barcode scan takes the
// oldest unit on hand, a unit scan takes that unit), the candidate list, the monthly report, the
// phone lookup and the date-code correction.

const { t, admin, clerk, checker: examiner } = await orderDeskApp('bs', 'examiner');
const B = '/api/stock/v1.0/battery';
const PART_BARCODE = '8809876543210';
let battery = '';
let older = '';
let newer = '';

/** A battery unit in stock at MAIN made on `ymd`. */
const unitMadeOn = async (ymd: string): Promise<string> => {
  const [unit] = await issueUnits(t, admin, battery, 1, { warehouseCode: 'MAIN', manufacturedOn: ymd });
  await t.ok('POST', '/api/barcode/v1.0/unit/event', admin, {
    value: unit!.value,
    event: 'stock_in',
    warehouseCode: 'MAIN',
  });
  return unit!.value;
};

const examinedOrder = async (qty: number) => {
  const customer = await newCustomer(t, clerk, { name: `배터리정비${qty}` });
  const order = await fixedOrder(t, clerk, customer, [{ partCode: battery, qty, unitPrice: 95_000 }]);
  await t.ok('POST', `/api/examination/v1.0/order/start/${order.code}`, examiner);
  return order.code;
};

beforeAll(async () => {
  const kind = await t.ok<{ code: string }>('POST', '/api/product/v1.0/kind/insert', admin, {
    name: '배터리',
  });
  battery = await newPart(t, admin, {
    partNo: 'BS-GB80L',
    name: '배터리 80Ah',
    kindCode: kind.code,
    salePrice: 95_000,
  });
  await t.ok('POST', '/api/barcode/v1.0/save', admin, { partCode: battery, value: PART_BARCODE });
  await stockIn(t, admin, battery, 10);
  // Issued newer first, so the pick follows the date, not the issue order.
  newer = await unitMadeOn('20260901');
  older = await unitMadeOn('20250301');
});

describe('battery FEFO in the order examination', () => {
  it('lists the candidates oldest first with their dates', async () => {
    const code = await examinedOrder(1);
    const candidates = await t.ok<BatteryCandidates>('GET', `${B}/candidates/${code}`, examiner);
    expect(candidates.lines[0]?.units.map((u) => [u.value, u.manufacturedOn])).toEqual([
      [older, '20250301'],
      [newer, '20260901'],
    ]);
    expect(candidates.lines[0]?.units[0]?.ageMonths).toBeGreaterThan(12);
  });

  it('a scan by part barcode takes the older unit; the next one the newer', async () => {
    const code = await examinedOrder(2);
    const first = await t.ok<ScanResult>('POST', `/api/examination/v1.0/order/scan/${code}`, examiner, {
      barcode: PART_BARCODE,
    });
    expect(first.unitBarcode).toBe(older);
    const second = await t.ok<ScanResult>('POST', `/api/examination/v1.0/order/scan/${code}`, examiner, {
      barcode: PART_BARCODE,
    });
    expect(second.unitBarcode).toBe(newer);
    const candidates = await t.ok<BatteryCandidates>('GET', `${B}/candidates/${code}`, examiner);
    expect(candidates.lines[0]?.units.every((u) => u.takenBy === code)).toBe(true);
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('scanning the newer unit takes that unit, not the oldest', async () => {
    const fresh = await unitMadeOn('20261001');
    const stale = await unitMadeOn('20240101');
    const code = await examinedOrder(1);
    const scan = await t.ok<ScanResult>('POST', `/api/examination/v1.0/order/scan/${code}`, examiner, {
      barcode: fresh,
    });
    expect(scan.unitBarcode).toBe(fresh);
    const candidates = await t.ok<BatteryCandidates>('GET', `${B}/candidates/${code}`, examiner);
    const free = candidates.lines[0]?.units.filter((u) => u.takenBy === null).map((u) => u.value);
    expect(free).toContain(stale);
  });
});

describe('battery freshness reports', () => {
  it('counts units on hand by month of manufacture, per warehouse', async () => {
    const monthly = await t.ok<BatteryMonthly>('GET', `${B}/monthly/MAIN?oldMonths=6`, clerk);
    expect(monthly.months).toEqual(['202401', '202503', '202609', '202610']);
    const row = monthly.rows.find((r) => r.partCode === battery);
    expect(row?.total).toBe(4);
    expect(row?.oldest).toBe('20240101');
    expect(row?.old).toBeGreaterThanOrEqual(2);
    const all = await t.ok<BatteryMonthly>('GET', `${B}/monthly/all`, clerk);
    expect(all.unitQty).toBe(4);
  });

  it('looks a unit up and corrects its date code', async () => {
    const lookup = await t.ok<BatteryUnitLookup>('GET', `${B}/unit?scanned=${newer}`, clerk);
    expect(lookup.unit).toMatchObject({ value: newer, manufacturedOn: '20260901', warehouseCode: 'MAIN' });
    expect(lookup.oldest[0]?.manufacturedOn).toBe('20240101');
    const corrected = await t.ok<BatteryUnitLookup>('POST', `${B}/unit/date`, clerk, {
      value: newer,
      dateCode: '15-08-26',
    });
    expect(corrected.unit?.manufacturedOn).toBe('20260815');
    const bad = await t.refused(422, 'POST', `${B}/unit/date`, clerk, { value: newer, dateCode: '99-99-99' });
    expect(bad).toContain('제조일 코드');
  });
});
