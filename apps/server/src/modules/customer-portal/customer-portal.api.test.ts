import type { AppOrderRow, Basket, CustomerMain, ListPage, PortalPartPage } from '@erp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRows, newCustomer, newPart, orderDeskApp, stockIn } from '../../test/fixtures.js';

// The customer pages through their endpoints: find by VIN with the fitment and only "available /
// on order", a basket kept across logins, an app order as a draft the staff fix, the rank's hours
// refused with the Korean reason, and every row of another customer read as a missing one.

const { t, admin, clerk } = await orderDeskApp('cp');
const VIN = 'KMHD341CBHU123456';
let fitted: string;
let noStock: string;
let customer: string;
let other: string;
let cust: string;
let cust2: string;

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date()).replaceAll('-', '');
const range = () => ({ fromDate: today(), toDate: today() });

beforeAll(async () => {
  fitted = await newPart(t, admin, { partNo: 'CP-PAD-1', name: '브레이크 패드 앞', salePrice: 30_000 });
  noStock = await newPart(t, admin, { partNo: 'CP-OIL-1', name: '엔진오일 4L', salePrice: 40_000 });
  await stockIn(t, admin, fitted, 20);
  await t.ok('POST', '/api/car/v1.0/fitment/insert', clerk, {
    vin: VIN,
    model: '아반떼 AD',
    partCodes: [fitted],
  });
  await t.ok('POST', '/api/delivery/v1.0/method/save', admin, {
    code: 'OWN',
    name: '자사 배송',
    kind: 'driver',
    fee: 0,
    isDefault: true,
  });
  await t.ok('POST', '/api/delivery/v1.0/method/save', admin, {
    code: 'QK',
    name: '퀵',
    kind: 'quick',
    fee: 9000,
  });
  customer = await newCustomer(t, clerk, '포털 정비');
  other = await newCustomer(t, clerk, '남의 정비');
  await t.addAccount({ loginId: 'cp-cust', kind: 'customer', role: 'cust', customerCode: customer });
  await t.addAccount({ loginId: 'cp-cust2', kind: 'customer', role: 'cust', customerCode: other });
  cust = await t.login('cp-cust', 'customer');
  cust2 = await t.login('cp-cust2', 'customer');
});

describe('customer portal', () => {
  it('finds the parts that fit a VIN, showing only whether stock is there', async () => {
    const byVin = await t.ok<PortalPartPage>('POST', '/api/custorder/v1.0/part/search', cust, { vin: VIN });
    expect(byVin.rows.map((r) => [r.partCode, r.fitment, r.availability])).toEqual([
      [fitted, 'vin', 'available'],
    ]);
    expect(JSON.stringify(byVin)).not.toContain('qty');
    const byName = await t.ok<PortalPartPage>('POST', '/api/custorder/v1.0/part/search', cust, {
      keyword: 'CP-OIL',
    });
    expect(byName.rows.map((r) => [r.partCode, r.availability])).toEqual([[noStock, 'order']]);
    expect(await t.refused(422, 'POST', '/api/custorder/v1.0/part/search', cust, {})).toContain('품번·품명');
    await t.refused(403, 'POST', '/api/custorder/v1.0/part/search', clerk, { keyword: 'CP' });
  });

  it('keeps the basket across logins, orders it, and shows the staff fix in the order list', async () => {
    await t.ok('POST', '/api/custorder/v1.0/basket/insert', cust, { partCode: fitted, qty: 2, vin: VIN });
    await t.ok('POST', '/api/custorder/v1.0/basket/insert', cust, { partCode: fitted, qty: 1 });
    const again = await t.login('cp-cust', 'customer');
    const basket = await t.ok<Basket>('GET', '/api/custorder/v1.0/basket/list', again);
    expect(basket.items.map((i) => [i.partCode, i.qty, i.amount])).toEqual([[fitted, 3, 90_000]]);
    expect(basket.rule.allowed).toBe(true);
    expect(basket.rule.deliveryOptions.map((o) => o.code)).toEqual(['OWN', 'QK']);
    expect(
      await t.refused(422, 'POST', '/api/custorder/v1.0/order/insert', again, { deliveryMethodCode: 'NOPE' }),
    ).toContain('배송 방법');
    const sent = await t.ok<AppOrderRow>('POST', '/api/custorder/v1.0/order/insert', again, {
      deliveryMethodCode: 'QK',
      memo: '오전 중 부탁',
    });
    // The customer is VAT-excluded: the order adds 10 % to the basket's 90,000.
    expect(sent).toMatchObject({ state: 'waiting', total: 99_000, vin: VIN, deliveryMethod: '퀵' });
    expect((await t.ok<Basket>('GET', '/api/custorder/v1.0/basket/list', cust)).items).toEqual([]);
    const staffList = await t.ok<ListPage<AppOrderRow>>(
      'POST',
      '/api/custorder/v1.0/order/summary/list',
      clerk,
      {
        ...range(),
        state: 'waiting',
      },
    );
    expect(staffList.rows.map((r) => r.code)).toContain(sent.code);
    await t.ok('POST', `/api/order/v1.0/fix/${sent.code}`, clerk);
    const mine = await t.ok<ListPage<AppOrderRow>>(
      'POST',
      '/api/custorder/v1.0/order/my/list',
      cust,
      range(),
    );
    expect(mine.rows.map((r) => [r.code, r.state])).toEqual([[sent.code, 'fixed']]);
    const main = await t.ok<CustomerMain>('GET', '/api/custorder/v1.0/main', cust);
    expect(main.recentOrders[0]?.code).toBe(sent.code);
    expect(main.balance).toBeGreaterThan(0);
    // Another customer sees none of it.
    const theirs = await t.ok<ListPage<AppOrderRow>>(
      'POST',
      '/api/custorder/v1.0/order/my/list',
      cust2,
      range(),
    );
    expect(theirs.rows).toEqual([]);
    await t.refused(404, 'GET', `/api/order/v1.0/single/${sent.code}`, cust2);
    // 내 정보: the customer's own projection, never the staff row.
    const info = await t.ok<Record<string, Record<string, unknown>>>(
      'GET',
      '/api/custorder/v1.0/user/info',
      cust,
    );
    expect(info.customer).toMatchObject({ code: customer, balance: main.balance });
    expect(Object.keys(info.customer ?? {})).not.toContain('creditLimit');
  });

  it("reads another account's basket line as a missing one", async () => {
    const mine = await t.ok<Basket>('POST', '/api/custorder/v1.0/basket/insert', cust, {
      partCode: noStock,
      qty: 1,
    });
    const id = mine.items[0]!.id;
    const foreign = await t.refused(404, 'POST', `/api/custorder/v1.0/basket/delete/${id}`, cust2);
    const missing = await t.refused(404, 'POST', '/api/custorder/v1.0/basket/delete/999999', cust2);
    expect(foreign).toBe(missing);
    await t.refused(404, 'POST', `/api/custorder/v1.0/basket/update/${id}`, cust2, { qty: 5 });
    expect((await t.ok<Basket>('GET', '/api/custorder/v1.0/basket/list', cust)).items[0]?.qty).toBe(1);
    await t.ok('POST', `/api/custorder/v1.0/basket/delete/${id}`, cust);
  });

  it("refuses an order outside the rank's hours with the rank's reason, writing nothing", async () => {
    await t.ok('PUT', '/api/rank/v1.0/status/save', clerk, {
      periodMonths: 3,
      levels: [
        { code: 'BASIC', name: '일반', minAmount: 0, pointRateBp: 0, sortOrder: 1, active: true },
        { code: 'GOLD', name: '골드', minAmount: 100_000_000, pointRateBp: 0, sortOrder: 2, active: true },
      ],
    });
    await t.ok('POST', '/api/rank/v1.0/choice/insert', clerk, {
      customerCode: customer,
      rankCode: 'GOLD',
      reason: '시험',
      endDate: '20991231',
    });
    // A one-minute window five minutes from now: whatever the clock says, now is outside it.
    const hm = (m: number) => {
      const d = new Date(Date.now() + 9 * 3_600_000 + m * 60_000);
      return `${String(d.getUTCHours()).padStart(2, '0')}${String(d.getUTCMinutes()).padStart(2, '0')}`;
    };
    await t.ok('PUT', '/api/rank/v1.0/hour/order/auth/update', clerk, {
      rankCode: 'GOLD',
      fromHm: hm(5),
      toHm: hm(6),
    });
    await t.ok('POST', '/api/custorder/v1.0/basket/insert', cust, { partCode: fitted, qty: 1 });
    const before = await countRows(t, 'sales_orders');
    const reason = await t.refused(422, 'POST', '/api/custorder/v1.0/order/insert', cust, {
      deliveryMethodCode: 'OWN',
    });
    expect(reason).toContain('골드 등급은 지금');
    expect(await countRows(t, 'sales_orders')).toBe(before);
    const basket = await t.ok<Basket>('GET', '/api/custorder/v1.0/basket/list', cust);
    expect(basket.items).toHaveLength(1);
    expect(basket.rule).toMatchObject({ allowed: false, reason });
  });
});
