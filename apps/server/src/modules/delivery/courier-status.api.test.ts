import type { CourierStatus, DeliverySummary, ListPage } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { fixedOrder, newCustomer, newPart, orderDeskApp, stockIn } from '../../test/fixtures.js';

// DeliveryCompanyStatus through HTTP: one courier method's deliveries counted by state; a method
// that is no courier's reads as missing.

const { t, admin, clerk } = await orderDeskApp('cs');
const method = (body: Record<string, unknown>) =>
  t.ok('POST', '/api/delivery/v1.0/method/save', admin, { fee: 0, isDefault: false, active: true, ...body });
await method({ code: 'OWN', name: '자사 배송', kind: 'driver', isDefault: true });
await method({ code: 'HANJIN', name: '한진택배', kind: 'courier', courierName: '한진택배' });
const part = await newPart(t, admin, { partNo: 'CS-1', name: '와이퍼', salePrice: 9_000 });
await stockIn(t, admin, part, 20);
const customer = await newCustomer(t, clerk, { name: '택배 정비', vatIncluded: false, address: '부산 1' });

const byCourier = async () => {
  const order = await fixedOrder(t, clerk, customer, [{ partCode: part, qty: 1, unitPrice: 9_000 }]);
  const page = await t.ok<ListPage<DeliverySummary>>('POST', '/api/delivery/v1.0/list', clerk, {
    filters: [{ field: 'orderCode', op: 'eq', value: order.code }],
  });
  const d = page.rows[0]!;
  return t.ok<DeliverySummary>('POST', `/api/delivery/v1.0/change/${d.code}`, clerk, {
    version: d.version,
    methodCode: 'HANJIN',
  });
};
const statusOf = () => t.ok<CourierStatus>('GET', '/api/delivery/v1.0/company/status/hanjin', clerk);
const countOf = (s: CourierStatus, status: string) => s.counts.find((c) => c.status === status)?.count ?? 0;

describe('one courier company’s parcels by state', () => {
  it('counts the waiting parcels and those handed over with their waybill', async () => {
    const before = await statusOf();
    const a = await byCourier();
    const b = await byCourier();
    await t.ok('POST', `/api/delivery/v1.0/handover/${a.code}`, clerk, {
      version: a.version,
      waybillNo: '123456789012',
    });
    await t.ok('POST', `/api/delivery/v1.0/handover/${b.code}`, clerk, {
      version: b.version,
      waybillNo: '123456789013',
    });
    const after = await statusOf();
    expect(after.method).toMatchObject({ code: 'HANJIN', kind: 'courier' });
    expect(countOf(after, 'done')).toBe(countOf(before, 'done') + 2);
    await byCourier();
    expect(countOf(await statusOf(), 'waiting')).toBe(countOf(before, 'waiting') + 1);
  });

  it('answers a method that is no courier, and an unknown one, as missing', async () => {
    expect(await t.refused(404, 'GET', '/api/delivery/v1.0/company/status/OWN', clerk)).toContain('택배');
    await t.refused(404, 'GET', '/api/delivery/v1.0/company/status/NOPE', clerk);
  });
});
