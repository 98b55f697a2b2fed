import type { Claim, DeliverySummary, ListPage, OrderView, ReturnView } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { countRows, fixedOrder, newCustomer, newPart, orderDeskApp, stockIn } from '../../test/fixtures.js';

// Delivery claims through HTTP: recorded on an order's delivery (damaged, late, wrong), listed,
// linked to the return of the same order once; refusals: an unknown delivery, a bad kind, a return
// of another order, a second link.

const { t, admin, clerk } = await orderDeskApp('dc');
await t.ok('POST', '/api/delivery/v1.0/method/save', admin, {
  code: 'OWN',
  name: '자사 배송',
  kind: 'driver',
  fee: 0,
  isDefault: true,
  active: true,
});
const part = await newPart(t, admin, { partNo: 'DC-1', name: '헤드램프', salePrice: 120_000 });
await stockIn(t, admin, part, 20);
const customer = await newCustomer(t, clerk, { name: '클레임 정비', vatIncluded: false, address: '대구 1' });
const C = '/api/delivery/v1.0/claim';

const delivered = async () => {
  const order = await fixedOrder(t, clerk, customer, [{ partCode: part, qty: 1, unitPrice: 120_000 }]);
  const page = await t.ok<ListPage<DeliverySummary>>('POST', '/api/delivery/v1.0/list', clerk, {
    filters: [{ field: 'orderCode', op: 'eq', value: order.code }],
  });
  return { order, delivery: page.rows[0]! };
};
const returnOf = (order: OrderView) =>
  t.ok<ReturnView>('POST', '/api/order/v1.0/return/request', clerk, {
    orderCode: order.code,
    kind: 'defect',
    reason: '파손 도착',
    lines: [{ lineNo: 1, qty: 1 }],
  });

describe('delivery claims', () => {
  it('records a claim on a delivery and links the return of the same order once', async () => {
    const { order, delivery } = await delivered();
    const claim = await t.ok<Claim>('POST', `${C}/register`, clerk, {
      deliveryCode: delivery.code,
      kind: 'damaged',
      memo: '램프 깨짐',
    });
    expect(claim).toMatchObject({ kindLabel: '파손', orderCode: order.code, returnCode: null });
    const open = await t.ok<{ rows: Claim[] }>('POST', `${C}/list`, clerk, { open: true });
    expect(open.rows.map((c) => c.id)).toContain(claim.id);
    const ret = await returnOf(order);
    const linked = await t.ok<Claim>('POST', `${C}/return/${claim.id}`, clerk, { returnCode: ret.code });
    expect(linked.returnCode).toBe(ret.code);
    expect(
      await t.refused(422, 'POST', `${C}/return/${claim.id}`, clerk, { returnCode: ret.code }),
    ).toContain('이미 반품');
    const stillOpen = await t.ok<{ rows: Claim[] }>('POST', `${C}/list`, clerk, { open: true });
    expect(stillOpen.rows.map((c) => c.id)).not.toContain(claim.id);
  });

  it('refuses the return of another order, an unknown delivery and a bad kind, writing nothing', async () => {
    const a = await delivered();
    const b = await delivered();
    const claim = await t.ok<Claim>('POST', `${C}/register`, clerk, {
      deliveryCode: a.delivery.code,
      kind: 'wrong',
      memo: '다른 품목 도착',
    });
    const other = await returnOf(b.order);
    expect(
      await t.refused(422, 'POST', `${C}/return/${claim.id}`, clerk, { returnCode: other.code }),
    ).toContain('반품 번호');
    const claims = await countRows(t, 'delivery_claims');
    await t.refused(404, 'POST', `${C}/register`, clerk, {
      deliveryCode: 'L00000000-0000',
      kind: 'late',
      memo: '늦음',
    });
    expect(
      await t.refused(422, 'POST', `${C}/register`, clerk, {
        deliveryCode: a.delivery.code,
        kind: 'lost',
        memo: '분실',
      }),
    ).toContain('클레임 구분');
    expect(await countRows(t, 'delivery_claims')).toBe(claims);
  });
});
