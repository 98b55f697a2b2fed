import type {
  DeliveryMethod,
  DeliverySummary,
  DeliveryView,
  DispatchPlan,
  Driver,
  DriverDay,
  ListPage,
} from '@erp/domain';
import { describe, expect, it } from 'vitest';
import {
  checkedCancel,
  countRows,
  fixedOrder,
  newCustomer,
  newPart,
  orderDeskApp,
  stockIn,
} from '../../test/fixtures.js';

// Deliveries through HTTP: a fixed order's stop appears by itself, its method and reservation
// change, it is dispatched, the driver finishes it (done with proof, failed with a reason), the
// desk hands over a counter pickup and cancels another; every refusal: complete twice, another
// driver's stop, a waiting stop, a stale version, a bad method; an offline replay applies once.

const { t, admin, clerk, checker } = await orderDeskApp('dl');
const part = await newPart(t, admin, { partNo: 'DL-BAT', name: '배터리 80Ah', salePrice: 90_000 });
await stockIn(t, admin, part, 100);
const customer = await newCustomer(t, clerk, {
  name: '배송 정비소',
  vatIncluded: false,
  address: '서울 강서구 공항대로 1',
});

const method = (body: Record<string, unknown>) =>
  t.ok<DeliveryMethod>('POST', '/api/delivery/v1.0/method/save', admin, {
    fee: 0,
    isDefault: false,
    active: true,
    ...body,
  });
await method({ code: 'OWN', name: '자사 배송', kind: 'driver', isDefault: true });
await method({ code: 'COUNTER', name: '방문 수령', kind: 'counter' });

const driverOf = async (loginId: string, extra: Record<string, unknown> = {}) => {
  await t.addAccount({ loginId, kind: 'mobile', role: 'public' });
  const driver = await t.ok<Driver>('POST', '/api/driver/v1.0/save', admin, {
    loginId,
    capacity: 100,
    shiftStart: '0900',
    shiftEnd: '1800',
    ...extra,
  });
  return { driver, cookie: await t.login(loginId, 'mobile') };
};
const one = await driverOf('dl-drv1');
const two = await driverOf('dl-drv2');

const orderDelivery = async (): Promise<DeliverySummary> => {
  const order = await fixedOrder(t, clerk, customer, [{ partCode: part, qty: 2, unitPrice: 90_000 }]);
  const page = await t.ok<ListPage<DeliverySummary>>('POST', '/api/delivery/v1.0/list', clerk, {
    filters: [{ field: 'orderCode', op: 'eq', value: order.code }],
  });
  expect(page.rows).toHaveLength(1);
  return page.rows[0]!;
};
const assign = (codes: string[], driverId: number | null) =>
  t.ok<DeliverySummary[]>('POST', '/api/delivery/v1.0/assign', clerk, { codes, driverId });
const key = () => `key-${crypto.randomUUID()}`;

describe('a fixed order becomes a delivery', () => {
  it('waits with the default method, the order code and amount, the customer address', async () => {
    const d = await orderDelivery();
    expect(d).toMatchObject({ status: 'waiting', methodCode: 'OWN', kind: 'delivery', total: 198_000 });
    expect(d.code).toMatch(/^L\d{8}-\d{4}$/);
    expect(d.address).toContain('공항대로');
  });

  it('is made once however many times the lists are read', async () => {
    await orderDelivery();
    const before = await countRows(t, 'deliveries');
    await t.ok('POST', '/api/delivery/v1.0/list', clerk, {});
    await t.ok('POST', '/api/delivery/v1.0/list', admin, {});
    expect(await countRows(t, 'deliveries')).toBe(before);
  });

  it('is cancelled with the reason when its order is cancelled', async () => {
    const d = await orderDelivery();
    await checkedCancel(t, clerk, checker, d.orderCode!, '고객 변심');
    const view = await t.ok<DeliveryView>('GET', `/api/delivery/v1.0/detail/${d.code}`, clerk);
    expect(view.status).toBe('cancelled');
    expect(view.cancelReason).toContain('고객 변심');
  });
});

describe('the desk', () => {
  it('books a day, a time and a window; a window ending before it starts is refused', async () => {
    const d = await orderDelivery();
    const changed = await t.ok<DeliverySummary>('POST', `/api/delivery/v1.0/change/${d.code}`, clerk, {
      version: d.version,
      methodCode: 'OWN',
      reservationDate: '20261201',
      reservationTime: '1030',
      windowStart: '1000',
      windowEnd: '1200',
    });
    expect(changed).toMatchObject({
      reservationDate: '20261201',
      windowStart: '1000',
      version: d.version + 1,
    });
    const message = await t.refused(422, 'POST', `/api/delivery/v1.0/change/${d.code}`, clerk, {
      version: changed.version,
      methodCode: 'OWN',
      windowStart: '1300',
      windowEnd: '1200',
    });
    expect(message).toContain('도착 가능 끝');
    await t.refused(409, 'POST', `/api/delivery/v1.0/change/${d.code}`, clerk, {
      version: d.version,
      methodCode: 'OWN',
    });
    await t.refused(422, 'POST', `/api/delivery/v1.0/change/${d.code}`, clerk, {
      version: changed.version,
      methodCode: 'NOPE',
    });
  });

  it('hands over a counter pickup; a driver delivery cannot be handed over', async () => {
    const d = await orderDelivery();
    await t.refused(422, 'POST', `/api/delivery/v1.0/handover/${d.code}`, clerk, { version: d.version });
    const counter = await t.ok<DeliverySummary>('POST', `/api/delivery/v1.0/change/${d.code}`, clerk, {
      version: d.version,
      methodCode: 'COUNTER',
    });
    const done = await t.ok<DeliverySummary>('POST', `/api/delivery/v1.0/handover/${d.code}`, clerk, {
      version: counter.version,
      receiverName: '김사장',
    });
    expect(done).toMatchObject({ status: 'done', receiverName: '김사장' });
  });

  it('cancels with who and why; the cancelled list shows it; a cancelled stop is not dispatched', async () => {
    const d = await orderDelivery();
    await t.ok('POST', `/api/delivery/v1.0/cancel/${d.code}`, clerk, {
      version: d.version,
      reason: '주소 불명',
    });
    const page = await t.ok<ListPage<DeliverySummary>>('POST', '/api/delivery/v1.0/list', clerk, {
      filters: [{ field: 'status', op: 'eq', value: 'cancelled' }],
    });
    const row = page.rows.find((r) => r.code === d.code);
    expect(row).toMatchObject({ cancelReason: '주소 불명', cancelledByName: 'dl-clerk 테스트' });
    await t.refused(422, 'POST', '/api/delivery/v1.0/assign', clerk, {
      codes: [d.code],
      driverId: one.driver.id,
    });
    await t.refused(422, 'POST', `/api/delivery/v1.0/cancel/${d.code}`, clerk, {
      version: d.version + 1,
      reason: 'x',
    });
  });

  it('refuses a customer user and a driver saving a method', async () => {
    await t.refused(403, 'POST', '/api/delivery/v1.0/method/save', one.cookie, {
      code: 'X',
      name: 'x',
      kind: 'quick',
      fee: 0,
    });
  });
});

describe('the driver', () => {
  it('sees the assigned stops of the day in order and completes one with proof', async () => {
    const a = await orderDelivery();
    const b = await orderDelivery();
    const assigned = await assign([b.code, a.code], one.driver.id);
    expect(assigned.map((s) => s.status)).toEqual(['assigned', 'assigned']);
    const day = await t.ok<DriverDay>('GET', '/api/driver/v1.0/stop/mine', one.cookie);
    const codes = day.stops.map((s) => s.code);
    expect(codes.indexOf(b.code)).toBeLessThan(codes.indexOf(a.code));
    const done = await t.ok<DeliverySummary>('POST', `/api/driver/v1.0/stop/complete/${b.code}`, one.cookie, {
      idempotencyKey: key(),
      receiverName: '정비소 직원',
      signature: 'data:image/png;base64,AAAA',
    });
    expect(done).toMatchObject({ status: 'done', receiverName: '정비소 직원' });
    const failed = await t.ok<DeliverySummary>('POST', `/api/driver/v1.0/stop/fail/${a.code}`, one.cookie, {
      idempotencyKey: key(),
      reason: '문 닫음',
    });
    expect(failed).toMatchObject({ status: 'failed', failReason: '문 닫음' });
  });

  it('refuses to complete a stop twice', async () => {
    const d = await orderDelivery();
    await assign([d.code], one.driver.id);
    await t.ok('POST', `/api/driver/v1.0/stop/complete/${d.code}`, one.cookie, { idempotencyKey: key() });
    const message = await t.refused(422, 'POST', `/api/driver/v1.0/stop/complete/${d.code}`, one.cookie, {
      idempotencyKey: key(),
    });
    expect(message).toContain('이미 배송 완료');
  });

  it("refuses another driver's stop as a missing one", async () => {
    const d = await orderDelivery();
    await assign([d.code], one.driver.id);
    await t.refused(404, 'POST', `/api/driver/v1.0/stop/complete/${d.code}`, two.cookie, {
      idempotencyKey: key(),
    });
    const view = await t.ok<DeliveryView>('GET', `/api/delivery/v1.0/detail/${d.code}`, clerk);
    expect(view.status).toBe('assigned');
  });

  it('refuses a waiting stop and a staff member who is not a driver', async () => {
    const d = await orderDelivery();
    await assign([d.code], one.driver.id);
    await assign([d.code], null);
    await t.refused(404, 'POST', `/api/driver/v1.0/stop/complete/${d.code}`, one.cookie, {
      idempotencyKey: key(),
    });
    expect(await t.refused(404, 'GET', '/api/driver/v1.0/stop/mine', clerk)).toContain('기사로 등록된');
  });

  it('applies an action replayed from the offline queue once', async () => {
    const d = await orderDelivery();
    await assign([d.code], one.driver.id);
    const action = { idempotencyKey: key(), receiverName: '오프라인' };
    const first = await t.ok<DeliverySummary>(
      'POST',
      `/api/driver/v1.0/stop/complete/${d.code}`,
      one.cookie,
      action,
    );
    const again = await t.ok<DeliverySummary>(
      'POST',
      `/api/driver/v1.0/stop/complete/${d.code}`,
      one.cookie,
      action,
    );
    expect(again.version).toBe(first.version);
    const view = await t.ok<DeliveryView>('GET', `/api/delivery/v1.0/detail/${d.code}`, clerk);
    expect(view.events.filter((e) => e.event === 'complete')).toHaveLength(1);
    // The same key on another action is a mistake, not a replay.
    await t.refused(422, 'POST', `/api/driver/v1.0/stop/fail/${d.code}`, one.cookie, {
      idempotencyKey: action.idempotencyKey,
      reason: '다른 처리',
    });
  });
});

describe('drivers and checkers', () => {
  it('lists drivers with their open stops; a customer account cannot be a driver', async () => {
    const list = await t.ok<Driver[]>('GET', '/api/driver/v1.0/list', clerk);
    expect(list.map((d) => d.loginId)).toEqual(expect.arrayContaining(['dl-drv1', 'dl-drv2']));
    await t.addAccount({ loginId: 'dl-cust', kind: 'customer', role: 'cust', customerCode: customer });
    const message = await t.refused(422, 'POST', '/api/driver/v1.0/save', admin, {
      loginId: 'dl-cust',
      capacity: 10,
      shiftStart: '0900',
      shiftEnd: '1800',
    });
    expect(message).toContain('기사 계정');
  });

  it('saves a checker of a warehouse and refuses an unknown warehouse', async () => {
    await t.addAccount({ loginId: 'dl-chk', kind: 'staff', role: 'public' });
    const saved = await t.ok<{ loginId: string; warehouseCode: string }>(
      'POST',
      '/api/delivery/v1.0/checker/save',
      admin,
      { loginId: 'dl-chk', warehouseCode: 'MAIN' },
    );
    expect(saved).toMatchObject({ loginId: 'dl-chk', warehouseCode: 'MAIN' });
    await t.refused(422, 'POST', '/api/delivery/v1.0/checker/save', admin, {
      loginId: 'dl-chk',
      warehouseCode: 'NOWHERE',
    });
  });
});

describe('the solve of the day', () => {
  const DAY = '20261215';
  const placed = async (lat: number, lng: number, extra: Record<string, unknown> = {}) => {
    const d = await orderDelivery();
    return t.ok<DeliverySummary>('POST', `/api/delivery/v1.0/change/${d.code}`, clerk, {
      version: d.version,
      methodCode: 'OWN',
      reservationDate: DAY,
      lat,
      lng,
      ...extra,
    });
  };

  it('spreads the day over the drivers, keeps a locked stop with its driver, lists stops without a place', async () => {
    const west = await driverOf('dl-west', { startLat: 37.55, startLng: 126.85, capacity: 4 });
    const east = await driverOf('dl-east', { startLat: 37.55, startLng: 127.1, capacity: 4 });
    const stops = [
      await placed(37.56, 126.86),
      await placed(37.54, 126.87, { windowStart: '0900', windowEnd: '1100' }),
      await placed(37.56, 127.09),
      await placed(37.54, 127.08),
    ];
    // A western stop locked to the eastern driver stays with him.
    await t.ok('POST', '/api/delivery/v1.0/assign', clerk, {
      codes: [stops[0]!.code],
      driverId: east.driver.id,
      locked: true,
    });
    const nowhere = await orderDelivery();
    await t.ok('POST', `/api/delivery/v1.0/change/${nowhere.code}`, clerk, {
      version: nowhere.version,
      methodCode: 'OWN',
      reservationDate: DAY,
    });
    const plan = await t.ok<DispatchPlan>('POST', '/api/delivery/v1.0/dispatch/solve', clerk, {
      date: DAY,
      driverIds: [west.driver.id, east.driver.id],
    });
    const planned = plan.routes.flatMap((r) => r.codes);
    expect(planned.sort()).toEqual(stops.map((s) => s.code).sort());
    expect(plan.routes.find((r) => r.driverId === east.driver.id)!.codes).toContain(stops[0]!.code);
    // Capacity 4 and 2 units a stop: two stops per van at most.
    for (const r of plan.routes) expect(r.load).toBeLessThanOrEqual(4);
    expect(plan.noPlace).toEqual([nowhere.code]);
    const day = await t.ok<DriverDay>('GET', `/api/driver/v1.0/day/${west.driver.id}?date=${DAY}`, clerk);
    expect(day.stops.map((s) => s.seq)).toEqual(day.stops.map((_, i) => i + 1));
  });

  it('refuses a day without a driver who has a start point', async () => {
    const message = await t.refused(422, 'POST', '/api/delivery/v1.0/dispatch/solve', clerk, {
      date: DAY,
      driverIds: [one.driver.id],
    });
    expect(message).toContain('출발지');
  });
});
