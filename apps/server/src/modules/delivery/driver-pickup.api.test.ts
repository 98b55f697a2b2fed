import {
  type CoreCollection,
  type DriverPickup,
  type OrderView,
  type Pickup,
  type ReturnView,
  toYmd,
} from '@erp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRows, fixedOrder, newCustomer, newPart, orderDeskApp, stockIn } from '../../test/fixtures.js';
import { verifyLedgers } from '../verify-ledgers.js';

// The driver's phone pages for pickups through HTTP: today's own pickups, a used-part pickup
// collected with its scanned units (the core collection made with it), a return collected, one not
// collected with a reason (it stays assigned); every refusal: another driver's pickup, collecting
// twice, a used-part pickup without a scan; a replay of a queued action applies once.

const { t, admin, clerk, checker } = await orderDeskApp('dk');
const P = '/api/driver/v1.0/pickup';
const today = toYmd(new Date());
const key = () => `key-${crypto.randomUUID()}`;
let customerCode: string;
let part: string;
const BARCODES = ['8800000000912', '8800000000929'];

const driver = async (loginId: string) => {
  await t.addAccount({ loginId, kind: 'mobile', role: 'public' });
  await t.ok('POST', '/api/driver/v1.0/save', admin, {
    loginId,
    capacity: 50,
    shiftStart: '0900',
    shiftEnd: '1800',
  });
  return t.login(loginId, 'mobile');
};
const one = await driver('dk-one');
const two = await driver('dk-two');

beforeAll(async () => {
  customerCode = await newCustomer(t, clerk, { name: '회수 정비', vatIncluded: false, address: '서울 2' });
  await t.ok('POST', '/api/order/v1.0/old/payback/save', admin, {
    code: 'DKB',
    name: '배터리',
    cashbackPoints: 1_000,
  });
  const kind = await t.ok<{ code: string }>('POST', '/api/product/v1.0/kind/insert', admin, {
    name: '회수 배터리',
    oldPaybackCode: 'DKB',
  });
  const battery = await newPart(t, admin, {
    partNo: 'DK-BAT',
    name: '배터리 70L',
    salePrice: 80_000,
    kindCode: kind.code,
  });
  for (const value of BARCODES)
    await t.ok('POST', '/api/barcode/v1.0/save', admin, { partCode: battery, value });
  await stockIn(t, admin, battery, 10);
  await fixedOrder(t, clerk, customerCode, [{ partCode: battery, qty: 2, unitPrice: 80_000 }]);
  await t.ok('POST', '/api/order/v1.0/old/pick/allow/save', clerk, { customerCode, allowed: true });
  part = await newPart(t, admin, { partNo: 'DK-1', name: '필터', salePrice: 5_000 });
  await stockIn(t, admin, part, 20);
});

const junkPickup = (driverLoginId = 'dk-one') =>
  t.ok<Pickup>('POST', '/api/delivery/v1.0/pickup/register', clerk, {
    kind: 'junk',
    customerCode,
    windowDate: today,
    windowFrom: '0900',
    windowTo: '1200',
    driverLoginId,
  });
const returnPickup = async () => {
  const draft = await t.ok<OrderView>('POST', '/api/order/v1.0/insert', clerk, {
    customerCode,
    warehouseCode: 'MAIN',
    lines: [{ partCode: part, qty: 1, unitPrice: 5_000 }],
  });
  const order = await t.ok<OrderView>('POST', `/api/order/v1.0/fix/${draft.code}`, clerk);
  const r = await t.ok<ReturnView>('POST', '/api/order/v1.0/return/request', clerk, {
    orderCode: order.code,
    kind: 'plain',
    reason: '불량',
    lines: [{ lineNo: 1, qty: 1 }],
  });
  await t.ok('POST', `/api/order/v1.0/return/check/${r.id}`, checker);
  return t.ok<Pickup>('POST', '/api/delivery/v1.0/pickup/register', clerk, {
    kind: 'return',
    customerCode,
    returnCode: r.code,
    windowDate: today,
    windowFrom: '1300',
    windowTo: '1500',
    driverLoginId: 'dk-one',
  });
};

describe('the driver’s pickups on the phone', () => {
  it('lists the driver’s own pickups of the day by kind, never another’s', async () => {
    const mine = await junkPickup();
    const theirs = await junkPickup('dk-two');
    const list = await t.ok<DriverPickup[]>('GET', `${P}/mine?kind=junk`, one);
    expect(list.map((p) => p.id)).toContain(mine.id);
    expect(list.map((p) => p.id)).not.toContain(theirs.id);
    expect(list.find((p) => p.id === mine.id)).toMatchObject({ customerCode, status: 'assigned' });
    expect(await t.ok<DriverPickup[]>('GET', `${P}/mine?kind=return`, two)).toEqual([]);
  });

  it('collects a used-part pickup with its scanned units; the replay of the same action applies once', async () => {
    const p = await junkPickup();
    const body = { idempotencyKey: key(), barcodes: [BARCODES[0]] };
    const done = await t.ok<DriverPickup>('POST', `${P}/collect/${p.id}`, one, body);
    expect(done.status).toBe('picked');
    expect(done.collectionCode).toMatch(/^Q\d{8}-\d{4}$/);
    const collections = await countRows(t, 'old_part_collections');
    const replay = await t.ok<DriverPickup>('POST', `${P}/collect/${p.id}`, one, body);
    expect(replay).toMatchObject({ status: 'picked', collectionCode: done.collectionCode });
    expect(await countRows(t, 'old_part_collections')).toBe(collections);
    const collection = await t.ok<{ rows: CoreCollection[] }>(
      'POST',
      '/api/order/v1.0/old/collection/list',
      clerk,
      {
        customerCode,
      },
    );
    expect(collection.rows.find((c) => c.code === done.collectionCode)?.units).toBe(1);
    // A new key for the same pickup is a second collection: refused, it is picked already.
    expect(
      await t.refused(422, 'POST', `${P}/collect/${p.id}`, one, {
        idempotencyKey: key(),
        barcodes: [BARCODES[1]],
      }),
    ).toContain('이미 회수');
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('refuses a used-part pickup without a scan, naming the field, and writes nothing', async () => {
    const p = await junkPickup();
    const actions = await countRows(t, 'driver_pickup_actions');
    const message = await t.refused(422, 'POST', `${P}/collect/${p.id}`, one, { idempotencyKey: key() });
    expect(message).toContain('스캔한 바코드');
    expect(await countRows(t, 'driver_pickup_actions')).toBe(actions);
  });

  it('answers another driver’s pickup as a missing one, for collect and fail alike', async () => {
    const p = await junkPickup();
    const missing = await t.refused(404, 'POST', `${P}/collect/999999`, two, {
      idempotencyKey: key(),
      barcodes: [BARCODES[1]],
    });
    expect(
      await t.refused(404, 'POST', `${P}/collect/${p.id}`, two, {
        idempotencyKey: key(),
        barcodes: [BARCODES[1]],
      }),
    ).toBe(missing);
    await t.refused(404, 'POST', `${P}/fail/${p.id}`, two, { idempotencyKey: key(), reason: '부재' });
  });

  it('records a return not collected with its reason, keeps it assigned, then collects it', async () => {
    const p = await returnPickup();
    const failKey = key();
    const failed = await t.ok<DriverPickup>('POST', `${P}/fail/${p.id}`, one, {
      idempotencyKey: failKey,
      reason: '가게 문 닫음',
    });
    expect(failed).toMatchObject({ status: 'assigned', failReason: '가게 문 닫음' });
    await t.ok('POST', `${P}/fail/${p.id}`, one, { idempotencyKey: failKey, reason: '가게 문 닫음' });
    const actions = await countRows(t, 'driver_pickup_actions');
    await t.ok('POST', `${P}/fail/${p.id}`, one, { idempotencyKey: failKey, reason: '가게 문 닫음' });
    expect(await countRows(t, 'driver_pickup_actions')).toBe(actions);
    // The same key for another action is refused, naming the key.
    expect(await t.refused(422, 'POST', `${P}/collect/${p.id}`, one, { idempotencyKey: failKey })).toContain(
      '처리 키',
    );
    const done = await t.ok<DriverPickup>('POST', `${P}/collect/${p.id}`, one, { idempotencyKey: key() });
    expect(done).toMatchObject({
      status: 'picked',
      failReason: null,
      returnCode: expect.stringMatching(/^U/),
    });
    expect(
      await t.refused(422, 'POST', `${P}/fail/${p.id}`, one, { idempotencyKey: key(), reason: '다시' }),
    ).toContain('이미 회수');
  });

  it('refuses a caller who is no registered driver', async () => {
    expect(await t.refused(404, 'GET', `${P}/mine?kind=junk`, clerk)).toContain('기사');
  });
});
