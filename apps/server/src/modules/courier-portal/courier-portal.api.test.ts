import type { CourierLoginRow, CourierParcel, CourierToday, DeliverySummary, ListPage } from '@erp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixedOrder, newCustomer, newPart, orderDeskApp, stockIn } from '../../test/fixtures.js';

// The courier company's pages through their endpoints: it sees only the deliveries handed to a
// method of its own courier name, confirms a hand-over by scanning the waybill (once, recorded
// with who and when), and reads its own accounts' logins only.

const { t, admin, clerk } = await orderDeskApp('cr');
let part: string;
let customer: string;
let courier: string;
let otherCourier: string;

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date()).replaceAll('-', '');

/** A fixed order handed to a courier method at the desk with the waybill. */
const handedOver = async (methodCode: string, waybillNo: string): Promise<DeliverySummary> => {
  const order = await fixedOrder(t, clerk, customer, [{ partCode: part, qty: 1, unitPrice: 50_000 }]);
  const page = await t.ok<ListPage<DeliverySummary>>('POST', '/api/delivery/v1.0/list', clerk, {
    filters: [{ field: 'orderCode', op: 'eq', value: order.code }],
  });
  const d = page.rows[0]!;
  const changed = await t.ok<DeliverySummary>('POST', `/api/delivery/v1.0/change/${d.code}`, clerk, {
    version: d.version,
    methodCode,
  });
  return t.ok<DeliverySummary>('POST', `/api/delivery/v1.0/handover/${d.code}`, clerk, {
    version: changed.version,
    waybillNo,
  });
};

beforeAll(async () => {
  part = await newPart(t, admin, { partNo: 'CR-1', name: '에어필터', salePrice: 50_000 });
  await stockIn(t, admin, part, 50);
  customer = await newCustomer(t, clerk, '택배 받는 정비');
  const method = (code: string, name: string, courierName: string) =>
    t.ok('POST', '/api/delivery/v1.0/method/save', admin, {
      code,
      name,
      kind: 'courier',
      courierName,
      fee: 4000,
    });
  await t.ok('POST', '/api/delivery/v1.0/method/save', admin, {
    code: 'OWN',
    name: '자사 배송',
    kind: 'driver',
    fee: 0,
    isDefault: true,
  });
  await method('KD', '경동택배', '경동택배');
  await method('CJ', 'CJ대한통운 택배', 'CJ대한통운');
  await t.addAccount({ loginId: 'cr-kd', kind: 'courier', role: 'cirkep', partnerCode: 'KYUNGDONG' });
  await t.addAccount({ loginId: 'cr-other', kind: 'courier', role: 'cirkep', partnerCode: 'NOPE' });
  courier = await t.login('cr-kd', 'courier');
  otherCourier = await t.login('cr-other', 'courier');
});

describe('courier portal', () => {
  it("lists today's parcels of its own company and confirms one by its waybill, once", async () => {
    const mine = await handedOver('KD', '4201-0001');
    await handedOver('CJ', '6300-0001');
    const before = await t.ok<CourierToday>('GET', '/api/courier/v1.0/today/list', courier);
    expect(before).toMatchObject({ companyName: '경동택배', handed: 1, confirmed: 0 });
    expect(before.rows.map((r) => [r.deliveryCode, r.waybillNo])).toEqual([[mine.code, '4201-0001']]);

    const confirmed = await t.ok<CourierParcel>('POST', '/api/courier/v1.0/handover/scan', courier, {
      waybillNo: '4201-0001',
    });
    expect(confirmed.confirmedBy).toBe('cr-kd 테스트');
    expect(confirmed.confirmedAt).not.toBeNull();
    expect(
      await t.refused(422, 'POST', '/api/courier/v1.0/handover/scan', courier, { waybillNo: '4201-0001' }),
    ).toContain('이미 인수 확인');
    // Another company's waybill reads exactly as one never handed over.
    const foreign = await t.refused(404, 'POST', '/api/courier/v1.0/handover/scan', courier, {
      waybillNo: '6300-0001',
    });
    const unknown = await t.refused(404, 'POST', '/api/courier/v1.0/handover/scan', courier, {
      waybillNo: '6300-0001X',
    });
    expect(foreign.replace('6300-0001', '?')).toBe(unknown.replace('6300-0001X', '?'));
    expect(
      await t.refused(422, 'POST', '/api/courier/v1.0/handover/scan', courier, { waybillNo: '' }),
    ).toContain('송장 번호');

    const after = await t.ok<CourierToday>('GET', '/api/courier/v1.0/today/list', courier);
    expect(after.confirmed).toBe(1);
    const checks = await t.ok<ListPage<CourierParcel>>('POST', '/api/courier/v1.0/check/list', courier, {
      fromDate: today(),
      toDate: today(),
    });
    expect(checks.rows.map((r) => r.waybillNo)).toEqual(['4201-0001']);
    const byOther = await t.ok<ListPage<CourierParcel>>('POST', '/api/courier/v1.0/check/list', courier, {
      fromDate: today(),
      toDate: today(),
      loginId: 'someone-else',
    });
    expect(byOther.rows).toEqual([]);
    // An account of no courier company sees nothing, and staff are not couriers.
    await t.refused(404, 'GET', '/api/courier/v1.0/today/list', otherCourier);
    await t.refused(403, 'GET', '/api/courier/v1.0/today/list', clerk);
  });

  it("reads its own company's logins only", async () => {
    const logins = await t.ok<ListPage<CourierLoginRow>>('POST', '/api/courier/v1.0/login/list', courier, {
      fromDate: today(),
      toDate: today(),
    });
    expect(new Set(logins.rows.map((r) => r.loginId))).toEqual(new Set(['cr-kd']));
  });
});
