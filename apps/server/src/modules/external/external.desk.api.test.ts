import type {
  ExternalCoreInfo,
  ExternalCoreRow,
  ExternalUser,
  MemoView,
  OrderView,
  Statement,
} from '@erp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkedCancel,
  fixedOrder,
  newCustomer,
  newPart,
  orderDeskApp,
  saveCompany,
  stockIn,
} from '../../test/fixtures.js';
import { verifyLedgers } from '../verify-ledgers.js';

// The external's desk for one of their customers through real HTTP: an order memo (which head
// office sees among its unprocessed memos), the order registered for a car from it (the memo
// done), the statements of their customers' orders, and the cores (used parts) those customers
// owe. Another external's customer, order or memo answers exactly like a missing one.

const { t, admin, clerk, checker } = await orderDeskApp('xd');
const X = '/api/external/v1.0';
const PASSWORD = 'field-pass-1234';
const VIN = 'KMHD341DBNU123456';
const BATTERY_BARCODE = '8800000000905';

let ext1: string;
let ext2: string;
let mine: string;
let theirs: string;
let oil: string;
let battery: string;

const linkCustomer = async (name: string, recommendCode: string, n: number) => {
  const code = await newCustomer(t, clerk, name);
  await t.ok('POST', '/api/customer/v1.0/user/save', clerk, {
    loginId: `xd-cu-${n}`,
    password: PASSWORD,
    name: `${name} 사용자`,
    customerCode: code,
    recommendCode,
  });
  return code;
};

beforeAll(async () => {
  for (const [loginId, recommendCode] of [
    ['xd-one', 'XDA'],
    ['xd-two', 'XDB'],
  ] as const)
    await t.ok<ExternalUser>('POST', `${X}/user/save`, clerk, {
      loginId,
      password: PASSWORD,
      name: `영업 ${loginId}`,
      recommendCode,
    });
  mine = await linkCustomer('메모정비', 'XDA', 1);
  theirs = await linkCustomer('남의메모정비', 'XDB', 2);
  ext1 = await t.login('xd-one', 'external', PASSWORD);
  ext2 = await t.login('xd-two', 'external', PASSWORD);
  oil = await newPart(t, admin, { partNo: 'XD-OIL', name: '엔진오일 4L', salePrice: 40_000 });
  await t.ok('POST', '/api/order/v1.0/old/payback/save', admin, {
    code: 'xbat',
    name: '배터리',
    cashbackPoints: 0,
  });
  const kind = await t.ok<{ code: string }>('POST', '/api/product/v1.0/kind/insert', admin, {
    name: '배터리',
    oldPaybackCode: 'XBAT',
  });
  battery = await newPart(t, admin, {
    partNo: 'XD-80L',
    name: '배터리 80L',
    salePrice: 100_000,
    kindCode: kind.code,
  });
  await t.ok('POST', '/api/barcode/v1.0/save', admin, { partCode: battery, value: BATTERY_BARCODE });
  await stockIn(t, admin, oil, 20);
  await stockIn(t, admin, battery, 20);
  await saveCompany(t, admin);
});

describe('order memo and the order for a car (ExternalMemo, ExternalOrderRegister)', () => {
  it('writes a memo for its own customer, which head office sees unprocessed', async () => {
    const memo = await t.ok<MemoView>('POST', `${X}/memo/save`, ext1, {
      customerCode: mine,
      vin: VIN,
      carNumber: '12가3456',
      request: '엔진오일 교환, 오후 배송',
      urgent: true,
    });
    expect(memo).toMatchObject({ customerCode: mine, vin: VIN, status: 'open', urgent: true });
    const unprocessed = await t.ok<{ rows: MemoView[] }>(
      'POST',
      '/api/memo/v1.0/unprocessed/simple/list',
      clerk,
      {
        page: 1,
        size: 50,
      },
    );
    expect(unprocessed.rows.map((m) => m.code)).toContain(memo.code);
    const list = await t.ok<{ rows: MemoView[] }>('POST', `${X}/memo/list`, ext1, { customerCode: mine });
    expect(list.rows.map((m) => m.code)).toEqual([memo.code]);
    expect((await t.ok<MemoView>('GET', `${X}/memo/single/${memo.code}`, ext1)).request).toBe(
      '엔진오일 교환, 오후 배송',
    );
  });

  it("refuses another external's customer and memo exactly like missing ones", async () => {
    const body = { customerCode: theirs, request: '브레이크 패드' };
    expect(await t.refused(404, 'POST', `${X}/memo/save`, ext1, body)).toBe(
      await t.refused(404, 'POST', `${X}/memo/save`, ext1, { ...body, customerCode: 'C999999' }),
    );
    const own = await t.ok<MemoView>('POST', `${X}/memo/save`, ext1, {
      customerCode: mine,
      request: '와이퍼',
    });
    expect(await t.refused(404, 'GET', `${X}/memo/single/${own.code}`, ext2)).toBe(
      await t.refused(404, 'GET', `${X}/memo/single/M00000000-0000`, ext2),
    );
    expect(await t.refused(404, 'POST', `${X}/memo/list`, ext2, { customerCode: mine })).toBe(
      await t.refused(404, 'POST', `${X}/memo/list`, ext2, { customerCode: 'C999999' }),
    );
    expect(
      await t.refused(422, 'POST', `${X}/memo/save`, ext1, { customerCode: mine, request: ' ' }),
    ).toContain('요청 내용');
    expect(
      await t.refused(422, 'POST', `${X}/memo/save`, ext1, {
        customerCode: mine,
        vin: 'ABC',
        request: '오일',
      }),
    ).toContain('차대번호');
  });

  it('registers the order for the car from the memo, and the memo is done with it', async () => {
    const memo = await t.ok<MemoView>('POST', `${X}/memo/save`, ext1, {
      customerCode: mine,
      vin: VIN,
      request: '오일 2통',
    });
    const order = await t.ok<OrderView>('POST', `${X}/order/insert`, ext1, {
      customerCode: mine,
      vin: VIN,
      memoCode: memo.code,
      lines: [{ partCode: oil, qty: 2 }],
    });
    expect(order).toMatchObject({ status: 'draft', customerCode: mine, vin: VIN, total: 88_000 });
    const done = await t.ok<MemoView>('GET', `${X}/memo/single/${memo.code}`, ext1);
    expect(done).toMatchObject({ status: 'done', orderCode: order.code });
    // A memo once done registers nothing more.
    expect(
      await t.refused(422, 'POST', `${X}/order/insert`, ext1, {
        customerCode: mine,
        memoCode: memo.code,
        lines: [{ partCode: oil, qty: 1 }],
      }),
    ).toContain('이미 처리');
  });

  it('refuses a memo a clerk has taken, naming the clerk', async () => {
    const memo = await t.ok<MemoView>('POST', `${X}/memo/save`, ext1, {
      customerCode: mine,
      request: '필터',
    });
    await t.ok('POST', `/api/memo/v1.0/working/check/${memo.code}`, clerk);
    expect(
      await t.refused(409, 'POST', `${X}/order/insert`, ext1, {
        customerCode: mine,
        memoCode: memo.code,
        lines: [{ partCode: oil, qty: 1 }],
      }),
    ).toContain('처리 중');
  });
});

describe('statements of their customers’ orders', () => {
  it("prints a fixed order of its customer; another's order answers like a missing one", async () => {
    const order = await fixedOrder(t, clerk, mine, [{ partCode: oil, qty: 1, unitPrice: 40_000 }]);
    const s = await t.ok<Statement>('GET', `${X}/order/statement/${order.code}`, ext1);
    expect(s).toMatchObject({ kind: 'sale', documentCode: order.code, total: 44_000 });
    expect(s.lines).toHaveLength(1);
    // Head office prints it too.
    expect((await t.ok<Statement>('GET', `${X}/order/statement/${order.code}`, clerk)).total).toBe(44_000);
    expect(await t.refused(404, 'GET', `${X}/order/statement/${order.code}`, ext2)).toBe(
      await t.refused(404, 'GET', `${X}/order/statement/O00000000-0000`, ext2),
    );
    const draft = await t.ok<OrderView>('POST', `${X}/order/insert`, ext1, {
      customerCode: mine,
      lines: [{ partCode: oil, qty: 1 }],
    });
    expect(await t.refused(422, 'GET', `${X}/order/statement/${draft.code}`, ext1)).toContain('견적서');
  });
});

describe('used parts (cores) of their customers (ExternalOldPartList, ExternalOldPartInfo)', () => {
  it('reads the core ledger of its customers: owed net of cancels, collected, outstanding', async () => {
    const a = await fixedOrder(t, clerk, mine, [{ partCode: battery, qty: 3, unitPrice: 100_000 }]);
    await fixedOrder(t, clerk, theirs, [{ partCode: battery, qty: 2, unitPrice: 100_000 }]);
    await checkedCancel(t, clerk, checker, a.code, '한 개 취소', [{ lineNo: 1, qty: 1 }]);
    await t.ok('POST', '/api/order/v1.0/old/pick/allow/save', clerk, { customerCode: mine, allowed: true });
    // One core comes back, counted by the battery's maker barcode.
    await t.ok('POST', '/api/order/v1.0/old/collect', clerk, {
      customerCode: mine,
      barcodes: [BATTERY_BARCODE],
    });
    const list = await t.ok<{ rows: ExternalCoreRow[]; total: number }>(
      'POST',
      `${X}/old-part/list`,
      ext1,
      {},
    );
    expect(list.rows.map((r) => r.customerCode)).toEqual([mine]);
    const row = list.rows[0]!;
    expect(row).toMatchObject({ paybackCode: 'XBAT', paybackName: '배터리' });
    expect(row).toMatchObject({ owed: 2, collected: 1, outstanding: 1 });
    expect(row.lastCollectedAt).not.toBeNull();
    const info = await t.ok<ExternalCoreInfo>('POST', `${X}/old-part/info`, ext1, { customerCode: mine });
    expect(info.balances).toEqual(list.rows);
    expect(info.entries.map((e) => [e.kind, e.qty])).toEqual([
      ['collected', -1],
      ['cancelled', -1],
      ['sold', 3],
    ]);
    expect(info.entries.at(-1)?.docCode).toBe(a.code);
    expect(await t.refused(404, 'POST', `${X}/old-part/info`, ext1, { customerCode: theirs })).toBe(
      await t.refused(404, 'POST', `${X}/old-part/info`, ext1, { customerCode: 'C999999' }),
    );
    // Another external's customer asked for by code lists nothing.
    expect(
      (await t.ok<{ rows: ExternalCoreRow[] }>('POST', `${X}/old-part/list`, ext1, { customerCode: theirs }))
        .rows,
    ).toEqual([]);
    await t.refused(403, 'POST', `${X}/old-part/list`, clerk, {});
    expect(await verifyLedgers(t.db)).toEqual([]);
  });
});
