import type { Aggregation, ProductSum, SeasonDemand } from '@erp/domain';
import { toYmd } from '@erp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkedCancel,
  fixedOrder,
  newCustomer,
  newPart,
  orderDeskApp,
  stockIn,
} from '../../test/fixtures.js';

const { t, admin, clerk, checker } = await orderDeskApp('sx');
const VIN = 'KMHD341CBMU123456';
const today = toYmd(new Date());
let customerCode = '';
let battery = '';
let filter = '';

beforeAll(async () => {
  customerCode = await newCustomer(t, clerk, { name: '합계정비', vatIncluded: true });
  battery = await newPart(t, admin, { partNo: 'SX80', name: '배터리 80', salePrice: 110_000 });
  filter = await newPart(t, admin, { partNo: 'SXF1', name: '오일 필터', salePrice: 11_000 });
  await stockIn(t, admin, battery, 20);
  await stockIn(t, admin, filter, 20);
  const first = await fixedOrder(
    t,
    clerk,
    customerCode,
    [{ partCode: battery, qty: 3, unitPrice: 110_000 }],
    { vin: VIN },
  );
  await fixedOrder(t, clerk, customerCode, [{ partCode: filter, qty: 5, unitPrice: 11_000 }], { vin: VIN });
  await checkedCancel(t, clerk, checker, first.code, '착오', [{ lineNo: 1, qty: 1 }]);
});

const sum = (groupBy: string, order: string) =>
  t.ok<ProductSum>('POST', '/api/order/v1.0/product/sum', clerk, {
    fromDate: today,
    toDate: today,
    groupBy,
    order,
  });

describe('sales sums and a car’s history', () => {
  it('sums quantities and amounts by part net of checked cancels, in the order asked', async () => {
    const byQty = await sum('part', 'qty');
    expect(byQty.rows.map((r) => [r.key, r.qty, r.total])).toEqual([
      [filter, 5, 55_000],
      [battery, 2, 220_000],
    ]);
    const byAmount = await sum('part', 'amount');
    expect(byAmount.rows[0]?.key).toBe(battery);
    expect(byAmount.totalAmount).toBe(275_000);
    expect((await sum('brand', 'qty')).totalQty).toBe(7);
  });

  it("lists a car's orders by VIN with their net lines", async () => {
    const car = await t.ok<Aggregation>('POST', '/api/order/v1.0/aggregation', clerk, {
      type: 'all',
      customerCode,
      vin: VIN.toLowerCase(),
    });
    expect(car.orders).toHaveLength(2);
    expect(car.totalAmount).toBe(275_000);
    expect(car.orders.flatMap((o) => o.lines.map((l) => l.qty)).sort()).toEqual([2, 5]);
    await t.refused(422, 'POST', '/api/order/v1.0/product/sum', clerk, {
      fromDate: today,
      toDate: '20000101',
      groupBy: 'part',
      order: 'qty',
    });
  });

  it('counts the season’s demand per part kind and month', async () => {
    const month = today.slice(0, 6);
    const all = await t.ok<SeasonDemand>('POST', '/api/order/v1.0/season', clerk, {
      type: 'all',
      toMonth: month,
    });
    expect(all.months).toHaveLength(12);
    expect(all.months.at(-1)).toBe(month);
    expect(all.rows.reduce((s, r) => s + (r.byMonth.at(-1) ?? 0), 0)).toBe(7);
    const summer = await t.ok<SeasonDemand>('POST', '/api/order/v1.0/season', clerk, {
      type: 'summer',
      toMonth: month,
    });
    expect(summer.months.map((m) => Number(m.slice(4)))).toEqual([6, 7, 8]);
  });
});
