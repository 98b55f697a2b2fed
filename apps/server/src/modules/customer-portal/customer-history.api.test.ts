import type {
  ListPage,
  MonthTotals,
  OrderItemRow,
  PortalCarRow,
  ReservationRow,
  Statement,
  StatementListRow,
} from '@erp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkedCancel,
  draftOrder,
  fixedOrder,
  newCustomer,
  newPart,
  orderDeskApp,
  saveCompany,
  stockIn,
} from '../../test/fixtures.js';

// The shop's own history on the customer pages: order lines, reservations, cars, a month's totals
// from the ledgers and the statements of its app orders. Every read is its own customer's, another
// customer's rows answer as missing ones, and staff are not customers.

const { t, admin, clerk, checker } = await orderDeskApp('ch');
const VIN = 'KMHD341CBHU765432';
const OTHER_VIN = 'KMHD341CBHU765433';
let pad: string;
let oil: string;
let customer: string;
let other: string;
let cust: string;
let cust2: string;

const kst = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' })
    .format(new Date(Date.now() + days * 86_400_000))
    .replaceAll('-', '');
const today = () => ({ fromDate: kst(), toDate: kst() });

beforeAll(async () => {
  await saveCompany(t, admin);
  pad = await newPart(t, admin, { partNo: 'CH-PAD-1', name: '브레이크 패드', salePrice: 30_000 });
  oil = await newPart(t, admin, { partNo: 'CH-OIL-1', name: '엔진오일', salePrice: 20_000 });
  await stockIn(t, admin, pad, 50);
  await stockIn(t, admin, oil, 50);
  customer = await newCustomer(t, clerk, '이력 정비');
  other = await newCustomer(t, clerk, '남의 이력 정비');
  await t.addAccount({ loginId: 'ch-cust', kind: 'customer', role: 'cust', customerCode: customer });
  await t.addAccount({ loginId: 'ch-cust2', kind: 'customer', role: 'cust', customerCode: other });
  cust = await t.login('ch-cust', 'customer');
  cust2 = await t.login('ch-cust2', 'customer');
  await t.ok('POST', '/api/delivery/v1.0/method/save', admin, {
    code: 'OWN',
    name: '자사 배송',
    kind: 'driver',
    fee: 0,
    isDefault: true,
  });
});

describe('customer history', () => {
  it("adds up the month from the ledgers: orders, a cancel, the net, and the other shop's nothing", async () => {
    const order = await fixedOrder(t, clerk, customer, [
      { partCode: pad, qty: 2, unitPrice: 30_000 },
      { partCode: oil, qty: 1, unitPrice: 20_000 },
    ]);
    await checkedCancel(t, clerk, checker, order.code, '고객 변심', [{ lineNo: 2, qty: 1 }]);
    const ym = kst();
    const path = `/api/custorder/v1.0/order/total/${ym.slice(0, 4)}/${Number(ym.slice(4, 6))}`;
    const month = await t.ok<MonthTotals>('GET', path, cust);
    // VAT-excluded customer: 80,000 + 10 % = 88,000; the oil line back is 22,000.
    expect(month).toMatchObject({ orderCount: 1, orders: 88_000, cancels: 22_000, returns: 0, net: 66_000 });
    expect(month.days).toEqual([{ day: ym, orders: 88_000, returns: 22_000, net: 66_000 }]);
    const theirs = await t.ok<MonthTotals>('GET', path, cust2);
    expect(theirs).toMatchObject({ orderCount: 0, orders: 0, net: 0, days: [] });
    expect(await t.refused(422, 'GET', '/api/custorder/v1.0/order/total/2026/13', cust)).toContain('월');
    await t.refused(403, 'GET', path, clerk);
  });

  it('lists its order lines by period and part, without cost or price reason', async () => {
    await fixedOrder(t, clerk, customer, [{ partCode: pad, qty: 3, unitPrice: 30_000 }], { vin: VIN });
    const byPart = await t.ok<ListPage<OrderItemRow>>('POST', '/api/custorder/v1.0/order/item/list', cust, {
      ...today(),
      keyword: 'CH-PAD',
    });
    expect(byPart.rows.length).toBeGreaterThanOrEqual(2);
    expect(byPart.rows.every((r) => r.partNo === 'CH-PAD-1')).toBe(true);
    expect(byPart.rows[0]).toMatchObject({ qty: 3, vin: VIN, status: 'fixed' });
    expect(Object.keys(byPart.rows[0]!)).not.toContain('unitCost');
    const theirs = await t.ok<ListPage<OrderItemRow>>(
      'POST',
      '/api/custorder/v1.0/order/item/list',
      cust2,
      today(),
    );
    expect(theirs.rows).toEqual([]);
    expect(
      await t.refused(422, 'POST', '/api/custorder/v1.0/order/item/list', cust, {
        fromDate: kst(),
        toDate: kst(-1),
      }),
    ).toContain('시작일');
  });

  it('lists its reservation orders by the booked day', async () => {
    const booked = await draftOrder(t, clerk, customer, [{ partCode: oil, qty: 1, unitPrice: 20_000 }]);
    await t.ok('POST', `/api/order/v1.0/reservation/change/${booked.code}`, clerk, {
      reservationDate: kst(3),
      reservationTime: '1030',
    });
    await draftOrder(t, clerk, customer, [{ partCode: oil, qty: 1, unitPrice: 20_000 }]);
    const list = await t.ok<ListPage<ReservationRow>>(
      'POST',
      '/api/custorder/v1.0/order/reservation/list',
      cust,
      {
        fromDate: kst(),
        toDate: kst(7),
      },
    );
    expect(list.rows.map((r) => [r.orderCode, r.reservationDate, r.reservationTime])).toEqual([
      [booked.code, kst(3), '1030'],
    ]);
    const theirs = await t.ok<ListPage<ReservationRow>>(
      'POST',
      '/api/custorder/v1.0/order/reservation/list',
      cust2,
      { fromDate: kst(), toDate: kst(7) },
    );
    expect(theirs.rows).toEqual([]);
  });

  it('lists its cars: registered to it or ordered for by VIN, never another shop’s', async () => {
    await t.ok('POST', '/api/car/v1.0/info/only/save', clerk, {
      vin: OTHER_VIN,
      model: '쏘나타',
      customerCode: other,
    });
    await t.ok('POST', '/api/car/v1.0/info/only/save', clerk, {
      vin: VIN,
      model: '아반떼 AD',
      carNo: '12가3456',
    });
    await fixedOrder(t, clerk, customer, [{ partCode: pad, qty: 1, unitPrice: 30_000 }], { vin: VIN });
    const cars = await t.ok<ListPage<PortalCarRow>>('POST', '/api/custorder/v1.0/car/list', cust, {});
    expect(cars.rows.map((c) => c.vin)).toEqual([VIN]);
    expect(cars.rows[0]).toMatchObject({ model: '아반떼 AD', lastOrderDate: kst() });
    expect(cars.rows[0]!.orderCount).toBeGreaterThanOrEqual(1);
    const theirs = await t.ok<ListPage<PortalCarRow>>('POST', '/api/custorder/v1.0/car/list', cust2, {});
    expect(theirs.rows.map((c) => c.vin)).toEqual([OTHER_VIN]);
  });

  it("prints its app order's statement (an estimate before the fix), and another's reads as missing", async () => {
    await t.ok('POST', '/api/custorder/v1.0/basket/insert', cust, { partCode: pad, qty: 1 });
    const sent = await t.ok<{ code: string }>('POST', '/api/custorder/v1.0/order/insert', cust, {
      deliveryMethodCode: 'OWN',
    });
    const before = await t.ok<Statement>('GET', `/api/custorder/v1.0/order/statement/${sent.code}`, cust);
    expect(before).toMatchObject({ kind: 'estimate', documentCode: sent.code });
    await t.ok('POST', `/api/order/v1.0/fix/${sent.code}`, clerk);
    const after = await t.ok<Statement>('GET', `/api/custorder/v1.0/order/statement/${sent.code}`, cust);
    expect(after).toMatchObject({ kind: 'sale', total: 33_000 });
    expect(after.newBalance).not.toBeNull();
    // Staff print it too; the other shop, or an order not sent from the app, is a missing one.
    expect(
      (await t.ok<Statement>('GET', `/api/custorder/v1.0/order/statement/${sent.code}`, clerk)).total,
    ).toBe(33_000);
    const foreign = await t.refused(404, 'GET', `/api/custorder/v1.0/order/statement/${sent.code}`, cust2);
    const missing = await t.refused(404, 'GET', '/api/custorder/v1.0/order/statement/O20000101-0001', cust2);
    expect(foreign).toBe(missing);
    const phone = await fixedOrder(t, clerk, customer, [{ partCode: oil, qty: 1, unitPrice: 20_000 }]);
    await t.refused(404, 'GET', `/api/custorder/v1.0/order/statement/${phone.code}`, cust);

    const apps = await t.ok<ListPage<StatementListRow>>(
      'POST',
      '/api/custorder/v1.0/order/statement/list',
      cust,
      {
        serverType: 'app',
        ...today(),
      },
    );
    expect(apps.rows.map((r) => [r.orderCode, r.app])).toEqual([[sent.code, true]]);
    const all = await t.ok<ListPage<StatementListRow>>(
      'POST',
      '/api/custorder/v1.0/order/statement/list',
      cust,
      {
        serverType: 'all',
        ...today(),
      },
    );
    expect(all.rows.map((r) => r.orderCode)).toEqual(expect.arrayContaining([sent.code, phone.code]));
    expect(
      await t.refused(422, 'POST', '/api/custorder/v1.0/order/statement/list', cust, {
        serverType: 'web',
        ...today(),
      }),
    ).toContain('구분');
  });
});
