import {
  type CoreCollection,
  type DeliverySummary,
  type Driver,
  type DriverPayHistory,
  type DriverPayMonth,
  type DriverPickupCalc,
  type ListPage,
  type OrderView,
  type Pickup,
  type ProvisionCandidate,
  type ProvisionView,
  type ReturnView,
  toYmd,
} from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { countRows, fixedOrder, newCustomer, newPart, orderDeskApp, stockIn } from '../../test/fixtures.js';
import { pointBalanceOf } from '../point/point.service.js';
import { verifyLedgers } from '../verify-ledgers.js';

// Driver pay and provision confirmation through HTTP: a month counts each driver's completed stops
// and picked pickups by the rate table, is fixed once (the second fix is refused with the reason),
// is corrected by a reversing run and fixed again; a core collection's and a picked return's
// cash-back reach the customer's points only when confirmed, once; only the admin may do any of it.

const { t, admin, clerk, checker } = await orderDeskApp('dp');
const D = '/api/driver/v1.0';
const PV = `${D}/provision/confirmation`;
const month = toYmd(new Date()).slice(0, 6);

await t.ok('POST', '/api/delivery/v1.0/method/save', admin, {
  code: 'OWN',
  name: '자사 배송',
  kind: 'driver',
  fee: 0,
  isDefault: true,
  active: true,
});
const part = await newPart(t, admin, { partNo: 'DP-1', name: '브레이크 패드', salePrice: 30_000 });
await stockIn(t, admin, part, 100);
const customerCode = await newCustomer(t, clerk, {
  name: '급여 정비소',
  vatIncluded: false,
  address: '서울 1',
});
const customerId = (await t.ok<{ id: number }>('GET', `/api/customer/v1.0/single/${customerCode}`, clerk)).id;

const newDriver = async (loginId: string) => {
  await t.addAccount({ loginId, kind: 'mobile', role: 'public' });
  const driver = await t.ok<Driver>('POST', `${D}/save`, admin, {
    loginId,
    capacity: 100,
    shiftStart: '0900',
    shiftEnd: '1800',
  });
  return { driver, cookie: await t.login(loginId, 'mobile') };
};
const drv = await newDriver('dp-drv');

/** A fixed order's stop, dispatched to the driver and completed on the phone. */
const completedStop = async () => {
  const order = await fixedOrder(t, clerk, customerCode, [{ partCode: part, qty: 1, unitPrice: 30_000 }]);
  const page = await t.ok<ListPage<DeliverySummary>>('POST', '/api/delivery/v1.0/list', clerk, {
    filters: [{ field: 'orderCode', op: 'eq', value: order.code }],
  });
  const stop = page.rows[0]!;
  await t.ok('POST', '/api/delivery/v1.0/assign', clerk, { codes: [stop.code], driverId: drv.driver.id });
  await t.ok('POST', `${D}/stop/complete/${stop.code}`, drv.cookie, { idempotencyKey: crypto.randomUUID() });
  return stop.code;
};
const monthOf = () => t.ok<DriverPayMonth>('GET', `${D}/salary/calculate?month=${month}`, admin);
const lineOf = (m: DriverPayMonth) => m.lines.find((l) => l.driverId === drv.driver.id)!;

/** A return of the customer, checked, picked up by the driver. */
const pickedReturn = async () => {
  const draft = await t.ok<OrderView>('POST', '/api/order/v1.0/insert', clerk, {
    customerCode,
    warehouseCode: 'MAIN',
    lines: [{ partCode: part, qty: 2, unitPrice: 30_000 }],
  });
  const order = await t.ok<OrderView>('POST', `/api/order/v1.0/fix/${draft.code}`, clerk);
  const r = await t.ok<ReturnView>('POST', '/api/order/v1.0/return/request', clerk, {
    orderCode: order.code,
    kind: 'plain',
    reason: '회수',
    lines: [{ lineNo: 1, qty: 1 }],
  });
  await t.ok('POST', `/api/order/v1.0/return/check/${r.id}`, checker);
  const p = await t.ok<Pickup>('POST', '/api/delivery/v1.0/pickup/register', clerk, {
    kind: 'return',
    customerCode,
    returnCode: r.code,
    windowDate: toYmd(new Date()),
    windowFrom: '0900',
    windowTo: '1800',
    driverLoginId: 'dp-drv',
  });
  await t.ok('POST', `/api/delivery/v1.0/pickup/picked/${p.id}`, drv.cookie);
  return r.code;
};

describe('driver pay (기사 급여)', () => {
  it('counts a completed stop of the month at the delivery rate', async () => {
    const before = lineOf(await monthOf());
    await completedStop();
    const after = await monthOf();
    expect(after.status).toBe('open');
    expect(lineOf(after).stops).toBe(before.stops + 1);
    expect(lineOf(after).amount).toBe(before.amount + 3_000);
  });

  it('counts a picked return pickup, and pickups per period', async () => {
    const before = lineOf(await monthOf());
    await pickedReturn();
    const after = lineOf(await monthOf());
    expect(after.returnPickups).toBe(before.returnPickups + 1);
    expect(after.amount).toBe(before.amount + 2_000);
    const today = toYmd(new Date());
    const calc = await t.ok<DriverPickupCalc>(
      'GET',
      `${D}/pickup/calculate?from=${today}&to=${today}`,
      admin,
    );
    expect(calc.rows.find((r) => r.driverId === drv.driver.id)?.returnPickups).toBeGreaterThanOrEqual(1);
    expect(await t.refused(422, 'GET', `${D}/pickup/calculate?from=${today}&to=20000101`, admin)).toContain(
      '종료일',
    );
  });

  it('refuses a rate below zero naming the field, and pays by the saved rates', async () => {
    const message = await t.refused(422, 'POST', `${D}/salary/rate/save`, admin, {
      delivery: -1,
      returnPickup: 2_000,
      junkPickup: 2_000,
      returnCashback: 1_000,
    });
    expect(message).toContain('배송 완료');
    await t.ok('POST', `${D}/salary/rate/save`, admin, {
      delivery: 4_000,
      returnPickup: 2_000,
      junkPickup: 2_000,
      returnCashback: 1_000,
    });
    const line = lineOf(await monthOf());
    expect(line.amount).toBe(line.stops * 4_000 + line.returnPickups * 2_000 + line.junkPickups * 2_000);
    await t.ok('POST', `${D}/salary/rate/save`, admin, {
      delivery: 3_000,
      returnPickup: 2_000,
      junkPickup: 2_000,
      returnCashback: 1_000,
    });
  });

  it('fixes a month once: the second fix is refused with the reason and writes nothing', async () => {
    await completedStop();
    const open = await monthOf();
    const fixed = await t.ok<DriverPayMonth>('POST', `${D}/salary/fix`, admin, { month });
    expect(fixed).toMatchObject({ status: 'paid', total: open.total });
    expect(fixed.runCode).toMatch(/^Z\d{8}-\d{4}$/);
    const entries = await countRows(t, 'driver_pay_entries');
    const message = await t.refused(422, 'POST', `${D}/salary/fix`, admin, { month });
    expect(message).toContain('이미 확정');
    expect(message).toContain(fixed.runCode);
    expect(await countRows(t, 'driver_pay_entries')).toBe(entries);
    // Work finished after the fix does not change the fixed month.
    await completedStop();
    expect((await monthOf()).total).toBe(fixed.total);

    const history = await t.ok<DriverPayHistory>('POST', `${D}/salary/list`, admin, {
      driverId: drv.driver.id,
    });
    expect(history.rows[0]).toMatchObject({ kind: 'pay', month, runCode: fixed.runCode });
    expect(history.balance).toBe(lineOf(fixed).amount);

    // A correction: the run is reversed by entries of the opposite sign, then fixed again.
    const reversed = await t.ok<DriverPayMonth>('POST', `${D}/salary/fix/cancel`, admin, {
      month,
      reason: '누락 건 반영',
    });
    expect(reversed.status).toBe('open');
    const after = await t.ok<DriverPayHistory>('POST', `${D}/salary/list`, admin, {
      driverId: drv.driver.id,
    });
    expect(after.rows[0]).toMatchObject({
      kind: 'reversal',
      amount: -lineOf(fixed).amount,
      memo: '누락 건 반영',
    });
    expect(after.balance).toBe(0);
    expect(
      await t.refused(422, 'POST', `${D}/salary/fix/cancel`, admin, { month, reason: '두 번' }),
    ).toContain('확정되지 않아');
    const again = await t.ok<DriverPayMonth>('POST', `${D}/salary/fix`, admin, { month });
    expect(lineOf(again).stops).toBe(lineOf(fixed).stops + 1);
    expect(again.runCode).not.toBe(fixed.runCode);
  });

  it('refuses a month not come yet and a malformed month', async () => {
    const next = `${Number(month.slice(0, 4)) + 1}01`;
    expect(await t.refused(422, 'POST', `${D}/salary/fix`, admin, { month: next })).toContain('아직');
    expect(await t.refused(422, 'POST', `${D}/salary/fix`, admin, { month: '202613' })).toContain('급여 월');
  });

  it('is the admin’s only: staff and drivers are refused', async () => {
    await t.refused(403, 'GET', `${D}/salary/calculate?month=${month}`, clerk);
    await t.refused(403, 'POST', `${D}/salary/fix`, drv.cookie, { month });
    await t.refused(403, 'GET', `${PV}/old/waiting`, drv.cookie);
  });

  it('answers an unknown driver’s history as missing', async () => {
    await t.refused(404, 'POST', `${D}/salary/list`, admin, { driverId: 999_999 });
  });
});

describe('provision confirmation (지급 확인)', () => {
  it('posts a core collection’s cash-back once, when confirmed', async () => {
    await t.ok('POST', '/api/order/v1.0/old/payback/save', admin, {
      code: 'DPB',
      name: '배터리',
      cashbackPoints: 1_500,
    });
    const kind = await t.ok<{ code: string }>('POST', '/api/product/v1.0/kind/insert', admin, {
      name: '급여 배터리',
      oldPaybackCode: 'DPB',
    });
    const battery = await newPart(t, admin, {
      partNo: 'DP-BAT',
      name: '배터리 60L',
      salePrice: 90_000,
      kindCode: kind.code,
    });
    await t.ok('POST', '/api/barcode/v1.0/save', admin, { partCode: battery, value: '8800000000905' });
    await stockIn(t, admin, battery, 5);
    await fixedOrder(t, clerk, customerCode, [{ partCode: battery, qty: 1, unitPrice: 90_000 }]);
    await t.ok('POST', '/api/order/v1.0/old/pick/allow/save', clerk, { customerCode, allowed: true });
    const collection = await t.ok<CoreCollection>('POST', '/api/order/v1.0/old/collect', drv.cookie, {
      customerCode,
      barcodes: ['8800000000905'],
    });
    const waiting = await t.ok<ProvisionCandidate[]>('GET', `${PV}/old/waiting`, admin);
    expect(waiting.find((w) => w.sourceCode === collection.code)).toMatchObject({ points: 1_500, units: 1 });
    const before = await pointBalanceOf(t.db, customerId);
    const p = await t.ok<ProvisionView>('POST', `${PV}/old/insert`, admin, {
      sourceCodes: [collection.code],
    });
    expect(p).toMatchObject({ kind: 'old', points: 1_500, lineCount: 1 });
    expect(p.code).toMatch(/^ZP\d{8}-\d{4}$/);
    expect(p.lines[0]).toMatchObject({
      sourceCode: collection.code,
      customerCode,
      driverName: expect.any(String),
    });
    expect(await pointBalanceOf(t.db, customerId)).toBe(before + 1_500);

    const message = await t.refused(422, 'POST', `${PV}/old/insert`, admin, {
      sourceCodes: [collection.code],
    });
    expect(message).toContain(collection.code);
    expect(await pointBalanceOf(t.db, customerId)).toBe(before + 1_500);
    expect(
      (await t.ok<ProvisionCandidate[]>('GET', `${PV}/old/waiting`, admin)).map((w) => w.sourceCode),
    ).not.toContain(collection.code);
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('posts a picked return’s cash-back once; a batch with a confirmed one writes nothing', async () => {
    const first = await pickedReturn();
    const second = await pickedReturn();
    const waiting = await t.ok<ProvisionCandidate[]>('GET', `${PV}/return/waiting`, admin);
    expect(waiting.map((w) => w.sourceCode)).toEqual(expect.arrayContaining([first, second]));
    const before = await pointBalanceOf(t.db, customerId);
    const p = await t.ok<ProvisionView>('POST', `${PV}/return/insert`, admin, { sourceCodes: [first] });
    expect(p).toMatchObject({ kind: 'return', points: 1_000, lineCount: 1 });
    const provisions = await countRows(t, 'driver_provisions');
    const message = await t.refused(422, 'POST', `${PV}/return/insert`, admin, {
      sourceCodes: [second, first],
    });
    expect(message).toContain(first);
    expect(await countRows(t, 'driver_provisions')).toBe(provisions);
    expect(await pointBalanceOf(t.db, customerId)).toBe(before + 1_000);
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('refuses a code that is no driver’s collection waiting, and lists and opens the confirmations', async () => {
    expect(
      await t.refused(422, 'POST', `${PV}/return/insert`, admin, { sourceCodes: ['U00000000-9999'] }),
    ).toContain('U00000000-9999');
    expect(await t.refused(422, 'POST', `${PV}/old/insert`, admin, { sourceCodes: [] })).toContain(
      '하나 이상',
    );
    const list = await t.ok<{ rows: ProvisionView[]; total: number }>('POST', `${PV}/list`, admin, {
      kind: 'return',
    });
    expect(list.rows.every((r) => r.kind === 'return')).toBe(true);
    const one = await t.ok<ProvisionView>('GET', `${PV}/single/${list.rows[0]!.code}`, admin);
    expect(one.lines).toHaveLength(one.lineCount);
    await t.refused(404, 'GET', `${PV}/single/ZP00000000-0001`, admin);
  });
});
