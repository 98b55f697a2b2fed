import type {
  ClientBasket,
  ClientCar,
  ClientHome,
  ClientNotice,
  ClientOrderDetail,
  ClientRequest,
} from '@erp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newPart, orderDeskApp, stockIn } from '../../test/fixtures.js';
import { verifyLedgers } from '../verify-ledgers.js';
import { fakeOutbox, lastFakeCode } from './message.adapter.js';

// QR customers through real HTTP: sign-up needs the code the fake message adapter received; id
// and password find answer alike for known and unknown phones; a client's cars, basket and
// orders are its own (another's id answers like a missing one); the basket survives a new
// login; an order becomes a draft of the shop that staff fix.

const { t, admin, clerk } = await orderDeskApp('qc');
const VIN = 'KMHD341CBHU123456';
let shop: string;
let part: string;

const join = async (loginId: string, phone: string) => {
  await t.ok('POST', '/api/client/v1.0/join/code', '', { phone });
  const code = lastFakeCode(phone);
  expect(code).toMatch(/^\d{6}$/);
  await t.ok('POST', '/api/client/v1.0/join', '', {
    shop,
    phone,
    code,
    loginId,
    password: 'client-pass-1',
    name: '홍길동',
    agree: true,
  });
  return t.login(loginId, 'client', 'client-pass-1');
};

beforeAll(async () => {
  shop = await newCustomer(t, clerk, 'QR 정비');
  part = await newPart(t, admin, { partNo: 'QC-PAD', name: '브레이크 패드', salePrice: 40_000 });
  await stockIn(t, admin, part, 10);
});

describe('QR client sign-up', () => {
  it('needs the code the message adapter received and never answers with it', async () => {
    const phone = '010-2000-0001';
    const sent = await t.call('POST', '/api/client/v1.0/join/code', { body: { phone } });
    expect(sent.status).toBe(200);
    const code = lastFakeCode(phone)!;
    expect(JSON.stringify(sent.body)).not.toContain(code);
    const body = { shop, phone, loginId: 'qc-one', password: 'client-pass-1', name: '김하나', agree: true };
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await t.refused(422, 'POST', '/api/client/v1.0/join', '', { ...body, code: wrong });
    expect(refused).toContain('인증번호');
    await t.ok('POST', '/api/client/v1.0/join', '', { ...body, code });
    // A used code does not open a second account.
    expect(
      await t.refused(422, 'POST', '/api/client/v1.0/join', '', { ...body, loginId: 'qc-two', code }),
    ).toContain('인증번호');
    const cookie = await t.login('qc-one', 'client', 'client-pass-1');
    const home = await t.ok<ClientHome>('GET', '/api/client/v1.0/main', cookie);
    expect(home.profile.shop).toEqual({ code: shop, name: 'QR 정비' });
    // The shop of a QR code that does not exist is named.
    expect(await t.refused(404, 'GET', '/api/client/v1.0/join/shop/C999999', '')).toContain('매장');
  });

  it('finds an id or a password without telling whether the phone has an account', async () => {
    await join('qc-find', '010-2000-0002');
    const before = fakeOutbox.length;
    const known = await t.ok<ClientNotice>('POST', '/api/client/v1.0/find/id', '', {
      phone: '010-2000-0002',
    });
    const unknown = await t.ok<ClientNotice>('POST', '/api/client/v1.0/find/id', '', {
      phone: '010-2999-9999',
    });
    expect(unknown).toEqual(known);
    await new Promise((r) => setTimeout(r, 50));
    expect(fakeOutbox.slice(before).map((m) => m.to)).toEqual(['010-2000-0002']);
    const pwKnown = await t.ok('POST', '/api/client/v1.0/find/password/code', '', {
      loginId: 'qc-find',
      phone: '010-2000-0002',
    });
    const pwUnknown = await t.ok('POST', '/api/client/v1.0/find/password/code', '', {
      loginId: 'nobody',
      phone: '010-2000-0002',
    });
    expect(pwUnknown).toEqual(pwKnown);
    await new Promise((r) => setTimeout(r, 50));
    const code = lastFakeCode('010-2000-0002');
    await t.ok('POST', '/api/client/v1.0/find/password/reset', '', {
      loginId: 'qc-find',
      phone: '010-2000-0002',
      code,
      password: 'new-pass-123',
    });
    await t.login('qc-find', 'client', 'new-pass-123');
  });
});

describe('QR client cars, basket and orders', () => {
  let me: string;
  let other: string;
  let car: ClientCar;

  beforeAll(async () => {
    me = await join('qc-me', '010-2000-0003');
    other = await join('qc-other', '010-2000-0004');
    car = await t.ok<ClientCar>('POST', '/api/client/v1.0/cars', me, { vin: VIN, carNo: '12가3456' });
  });

  it('refuses a bad VIN with the field named and keeps cars to their owner', async () => {
    expect(await t.refused(422, 'POST', '/api/client/v1.0/cars', me, { vin: 'ABC' })).toContain('차대번호');
    const mine = await t.refused(404, 'POST', `/api/client/v1.0/cars/${car.id}/parts`, other, {});
    const missing = await t.refused(404, 'POST', '/api/client/v1.0/cars/999999/parts', other, {});
    expect(mine).toBe(missing);
    const parts = await t.ok<{ parts: { partCode: string; stock: string }[] }>(
      'POST',
      `/api/client/v1.0/cars/${car.id}/parts`,
      me,
      { keyword: '브레이크' },
    );
    expect(parts.parts).toContainEqual(expect.objectContaining({ partCode: part, stock: 'available' }));
  });

  it('keeps the basket across a new login and orders it as a draft of the shop that staff fix', async () => {
    await t.ok<ClientBasket>('PUT', '/api/client/v1.0/basket', me, { partCode: part, qty: 2, carId: car.id });
    const again = await t.login('qc-me', 'client', 'client-pass-1');
    const basket = await t.ok<ClientBasket>('GET', '/api/client/v1.0/basket', again);
    expect(basket.lines.map((l) => [l.partCode, l.qty])).toEqual([[part, 2]]);
    expect(basket.total).toBe(80_000);
    // Another client's car cannot carry the order.
    expect(await t.refused(404, 'POST', '/api/client/v1.0/orders', other, { carId: car.id })).toBe(
      await t.refused(404, 'POST', '/api/client/v1.0/orders', other, { carId: 999_999 }),
    );
    const order = await t.ok<ClientOrderDetail>('POST', '/api/client/v1.0/orders', again, {
      carId: car.id,
      memo: '오전 방문',
    });
    expect(order.status).toBe('draft');
    expect(order.shopCode).toBe(shop);
    expect(order.lines.map((l) => [l.partCode, l.qty, l.unitPrice])).toEqual([[part, 2, 40_000]]);
    expect((await t.ok<ClientBasket>('GET', '/api/client/v1.0/basket', again)).lines).toEqual([]);
    // Another client reads it like a missing order; staff read it.
    const theirs = await t.refused(404, 'GET', `/api/client/v1.0/orders/${order.code}`, other);
    expect(theirs).toBe(await t.refused(404, 'GET', '/api/client/v1.0/orders/Q999999', other));
    await t.ok('POST', `/api/order/v1.0/fix/${order.orderCode}`, clerk);
    const mineNow = await t.ok<ClientOrderDetail>('GET', `/api/client/v1.0/orders/${order.code}`, again);
    expect(mineNow.status).toBe('fixed');
    const list = await t.ok<{ rows: { code: string }[] }>('POST', '/api/client/v1.0/orders/list', again, {});
    expect(list.rows.map((r) => r.code)).toEqual([order.code]);
    expect((await t.ok<{ rows: unknown[] }>('POST', '/api/client/v1.0/orders/list', other, {})).rows).toEqual(
      [],
    );
    const staff = await t.ok<{ rows: { code: string }[] }>('POST', '/api/client/v1.0/staff/orders', clerk, {
      loginId: 'qc-me',
    });
    expect(staff.rows.map((r) => r.code)).toEqual([order.code]);
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('lets staff answer a parts request with parts the client sees', async () => {
    const asked = await t.ok<ClientRequest>('POST', `/api/client/v1.0/cars/${car.id}/requests`, me, {
      request: '앞 브레이크 패드 교환',
    });
    expect(
      await t.refused(404, 'POST', `/api/client/v1.0/cars/${car.id}/requests`, other, { request: 'x' }),
    ).toBe(await t.refused(404, 'POST', '/api/client/v1.0/cars/999999/requests', other, { request: 'x' }));
    await t.ok('POST', `/api/client/v1.0/staff/requests/${asked.id}/answer`, clerk, {
      answer: '재고 있습니다.',
      partCodes: [part],
    });
    const mine = await t.ok<ClientRequest[]>('GET', '/api/client/v1.0/requests', me);
    expect(mine[0]).toMatchObject({ status: 'answered', answer: '재고 있습니다.' });
    expect(mine[0]?.parts.map((p) => p.partCode)).toEqual([part]);
    expect(await t.ok<ClientRequest[]>('GET', '/api/client/v1.0/requests', other)).toEqual([]);
    const users = await t.ok<{ rows: { loginId: string }[] }>('POST', '/api/client/v1.0/staff/users', clerk, {
      keyword: 'qc-me',
    });
    expect(users.rows.map((r) => r.loginId)).toEqual(['qc-me']);
    const logins = await t.ok<{ rows: { loginId: string }[] }>(
      'POST',
      '/api/client/v1.0/staff/logins',
      clerk,
      {
        loginId: 'qc-me',
        period: 'today',
      },
    );
    expect(logins.rows.length).toBeGreaterThan(0);
  });
});
