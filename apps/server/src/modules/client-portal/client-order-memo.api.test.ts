import type { ClientCar, ClientOrderDetail, ClientOrderMemoView } from '@erp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newPart, orderDeskApp, stockIn } from '../../test/fixtures.js';
import { lastFakeCode } from './message.adapter.js';

// ClientOrderMemo: the QR customer who placed an order and the shop's staff write notes on it; a
// note keeps its line breaks, staff names stay with the shop, and another client reads the order
// exactly like a missing one (reading or writing).

const { t, admin, clerk } = await orderDeskApp('qm');
let shop: string;
let part: string;
let me: string;
let other: string;
let order: ClientOrderDetail;

const join = async (loginId: string, phone: string) => {
  await t.ok('POST', '/api/client/v1.0/join/code', '', { phone });
  await t.ok('POST', '/api/client/v1.0/join', '', {
    shop,
    phone,
    code: lastFakeCode(phone),
    loginId,
    password: 'client-pass-1',
    name: loginId === 'qm-me' ? '김고객' : '남고객',
    agree: true,
  });
  return t.login(loginId, 'client', 'client-pass-1');
};

beforeAll(async () => {
  shop = await newCustomer(t, clerk, 'QR 메모 정비');
  part = await newPart(t, admin, { partNo: 'QM-PAD', name: '브레이크 패드', salePrice: 40_000 });
  await stockIn(t, admin, part, 10);
  me = await join('qm-me', '010-3000-0001');
  other = await join('qm-other', '010-3000-0002');
  const car = await t.ok<ClientCar>('POST', '/api/client/v1.0/cars', me, { vin: 'KMHD341CBHU111222' });
  await t.ok('PUT', '/api/client/v1.0/basket', me, { partCode: part, qty: 1, carId: car.id });
  order = await t.ok<ClientOrderDetail>('POST', '/api/client/v1.0/orders', me, { carId: car.id });
});

describe('client order memo', () => {
  it('keeps the notes of the client and the staff in order, naming the staff to staff only', async () => {
    const path = `/api/client/v1.0/orders/${order.code}/memo`;
    const first = await t.ok<ClientOrderMemoView>('POST', path, me, {
      body: '오후 3시에 방문합니다.\n주차 가능한가요?',
    });
    expect(first.memos.map((m) => [m.author, m.body])).toEqual([
      ['client', '오후 3시에 방문합니다.\n주차 가능한가요?'],
    ]);
    await t.ok('POST', path, clerk, { body: '네, 매장 앞에 주차하세요.' });
    const mine = await t.ok<ClientOrderMemoView>('GET', path, me);
    expect(mine.memos.map((m) => [m.author, m.authorName])).toEqual([
      ['client', '김고객'],
      ['staff', '매장'],
    ]);
    expect(mine.order.code).toBe(order.code);
    const staff = await t.ok<ClientOrderMemoView>('GET', path, clerk);
    expect(staff.memos[1]!.authorName).not.toBe('매장');
  });

  it("reads another client's order like a missing one, and refuses an empty note naming the field", async () => {
    const path = `/api/client/v1.0/orders/${order.code}/memo`;
    const foreign = await t.refused(404, 'GET', path, other);
    expect(foreign).toBe(await t.refused(404, 'GET', '/api/client/v1.0/orders/Q999999/memo', other));
    await t.refused(404, 'POST', path, other, { body: '남의 주문에 쓰기' });
    expect((await t.ok<ClientOrderMemoView>('GET', path, me)).memos.map((m) => m.body)).not.toContain(
      '남의 주문에 쓰기',
    );
    expect(await t.refused(422, 'POST', path, me, { body: '   ' })).toContain('메모');
  });
});
