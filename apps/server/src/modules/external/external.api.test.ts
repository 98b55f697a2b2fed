import {
  type ExternalCustomer,
  type ExternalUser,
  haversineMatrix,
  type OrderView,
  type ReportView,
  type RotationDay,
  type SellReport,
  toYmd,
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

// External sales staff through real HTTP: head office registers them; an external sees only the
// customers whose users carry its recommendation code (another's answers like a missing one);
// reports are editable until read; the 12-visit rotation comes back in the exact optimum; the
// commission is the rate table applied to fixed sales minus cancels and returns.

const { t, admin, clerk, checker } = await orderDeskApp('ex');
const X = '/api/external/v1.0';
const PASSWORD = 'field-pass-1234';
const today = toYmd(new Date());
const PAD_BARCODE = '8800000000011';

let e1: ExternalUser;
let e2: ExternalUser;
let ext1: string;
let ext2: string;
const mine: string[] = [];
let theirs: string;

const linkCustomer = async (name: string, recommendCode: string, n: number) => {
  const code = await newCustomer(t, clerk, name);
  await t.ok('POST', '/api/customer/v1.0/user/save', clerk, {
    loginId: `ex-cu-${n}`,
    password: PASSWORD,
    name: `${name} 사용자`,
    customerCode: code,
    recommendCode,
  });
  return code;
};

beforeAll(async () => {
  const add = (loginId: string, recommendCode: string, extra: Record<string, unknown> = {}) =>
    t.ok<ExternalUser>('POST', `${X}/user/save`, clerk, {
      loginId,
      password: PASSWORD,
      name: `영업 ${loginId}`,
      recommendCode,
      ...extra,
    });
  e1 = await add('ex-one', 'EXA', { startLat: 37.39, startLng: 127.0 });
  e2 = await add('ex-two', 'EXB');
  for (let i = 0; i < 12; i += 1) mine.push(await linkCustomer(`외부정비${i + 1}`, 'EXA', i));
  theirs = await linkCustomer('남의정비', 'EXB', 99);
  ext1 = await t.login('ex-one', 'external', PASSWORD);
  ext2 = await t.login('ex-two', 'external', PASSWORD);
});

describe('external staff management', () => {
  it('registers with a unique recommendation code, lists with customer counts, flags deletion', async () => {
    expect(e1).toMatchObject({ recommendCode: 'EXA', deleted: false });
    expect((await t.ok<ExternalUser>('GET', `${X}/user/single/${e1.id}`, clerk)).customerCount).toBe(12);
    const dup = await t.refused(422, 'POST', `${X}/user/save`, clerk, {
      loginId: 'ex-dup',
      password: PASSWORD,
      name: '중복',
      recommendCode: 'exa',
    });
    expect(dup).toContain('추천인 코드');
    const list = await t.ok<{ rows: ExternalUser[]; total: number }>('POST', `${X}/user/list`, clerk, {});
    expect(list.rows.map((r) => r.loginId)).toEqual(['ex-one', 'ex-two']);
    const three = await t.ok<ExternalUser>('POST', `${X}/user/save`, clerk, {
      loginId: 'ex-three',
      password: PASSWORD,
      name: '삭제될 영업',
      recommendCode: 'EXC',
      imageUrl: '/uploads/p.png',
    });
    expect((await t.ok<ExternalUser>('PUT', `${X}/user/image/reset/${three.id}`, clerk)).imageUrl).toBeNull();
    await t.ok('PUT', `${X}/user/deleted/${three.id}`, clerk, { deleted: true });
    const after = await t.ok<{ rows: ExternalUser[] }>('POST', `${X}/user/list`, clerk, {});
    expect(after.rows.map((r) => r.loginId)).not.toContain('ex-three');
    // An external may not manage staff.
    await t.refused(403, 'POST', `${X}/user/list`, ext1, {});
  });

  it('changes the recommendation code and takes the customers along', async () => {
    await t.ok('PUT', `${X}/recommend/code/${e2.id}`, clerk, { recommendCode: 'EXB2' });
    expect(await t.ok('GET', `${X}/recommend/code/${e2.id}`, clerk)).toEqual({ recommendCode: 'EXB2' });
    const rows = await t.ok<{ rows: ExternalCustomer[] }>('POST', `${X}/customer/list`, ext2, {});
    expect(rows.rows.map((r) => r.customerCode)).toEqual([theirs]);
  });
});

describe('scope: an external reads only its own customers', () => {
  it('lists its recommended customers; another external or customer answers as a missing one', async () => {
    const list = await t.ok<{ rows: ExternalCustomer[]; total: number }>(
      'POST',
      `${X}/customer/list`,
      ext1,
      {},
    );
    expect(list.total).toBe(12);
    expect(list.rows.map((r) => r.customerCode).sort()).toEqual([...mine].sort());
    const other = await t.refused(404, 'POST', `${X}/customer/list`, ext1, { externalId: e2.id });
    const missing = await t.refused(404, 'POST', `${X}/customer/list`, ext1, { externalId: 999_999 });
    expect(other).toBe(missing);
    await t.refused(404, 'POST', `${X}/customer/list`, clerk, { externalId: 999_999 });
    expect(await t.refused(404, 'GET', `${X}/user/single/${e2.id}`, ext1)).toBe(
      await t.refused(404, 'GET', `${X}/user/single/999999`, ext1),
    );
    const visit = (customerCode: string) => ({ weekday: 2, customerCode, lat: 37.5, lng: 127.1 });
    const foreign = await t.refused(404, 'POST', `${X}/rotation/add`, ext1, visit(theirs));
    expect(foreign).toBe(await t.refused(404, 'POST', `${X}/rotation/add`, ext1, visit('C999999')));
    // Head office reads any external's customers by naming it.
    const staff = await t.ok<{ total: number }>('POST', `${X}/customer/list`, clerk, { externalId: e2.id });
    expect(staff.total).toBe(1);
  });
});

describe('day and week reports', () => {
  const body = {
    reportDate: today,
    visits: '3곳 방문',
    customersMet: '외부정비1',
    issues: '',
    nextSteps: '재방문',
  };

  it('is editable by its writer until head office reads it; head office comments', async () => {
    const saved = await t.ok<ReportView>('POST', `${X}/report/day/save`, ext1, body);
    expect(saved.code).toMatch(/^ED\d{8}-\d{4}$/);
    expect(saved.editable).toBe(true);
    expect(await t.refused(422, 'POST', `${X}/report/day/save`, ext1, body)).toContain('보고일');
    expect(await t.refused(422, 'POST', `${X}/report/day/save`, ext1, { ...body, visits: '' })).toContain(
      '방문 내용',
    );
    const edited = await t.ok<ReportView>('POST', `${X}/report/update/${saved.code}`, ext1, {
      ...body,
      visits: '4곳 방문',
    });
    expect(edited.visits).toBe('4곳 방문');
    // Another external: same answer as a missing report.
    expect(await t.refused(404, 'GET', `${X}/report/single/${saved.code}`, ext2)).toBe(
      await t.refused(404, 'GET', `${X}/report/single/ED00000000-0000`, ext2),
    );
    await t.refused(403, 'POST', `${X}/report/review/${saved.code}`, ext1, { comment: '셀프' });
    const read = await t.ok<ReportView>('POST', `${X}/report/review/${saved.code}`, clerk, {
      comment: '수고했습니다',
    });
    expect(read.readAt).not.toBeNull();
    expect(read.comments.map((c) => c.body)).toEqual(['수고했습니다']);
    expect(await t.refused(422, 'POST', `${X}/report/update/${saved.code}`, ext1, body)).toContain(
      '읽은 보고',
    );
    const mineView = await t.ok<ReportView>('GET', `${X}/report/single/${saved.code}`, ext1);
    expect(mineView).toMatchObject({ editable: false, visits: '4곳 방문', commentCount: 1 });
    const week = await t.ok<ReportView>('POST', `${X}/report/week/save`, ext1, body);
    expect(week.code).toMatch(/^EW/);
    const listed = await t.ok<{ total: number }>('POST', `${X}/report/list`, clerk, {
      kind: 'day',
      unreadOnly: true,
    });
    expect(listed.total).toBe(0);
    const own = await t.ok<{ total: number }>('POST', `${X}/report/list`, ext2, { kind: 'day' });
    expect(own.total).toBe(0);
  });
});

/** Shortest open path from index 0 through every other index, by subsets (independent of the engine). */
const shortestPath = (m: number[][]): number => {
  const k = m.length - 1;
  const full = 1 << k;
  const dp = Array.from({ length: full }, () => new Array<number>(k).fill(Number.POSITIVE_INFINITY));
  for (let j = 0; j < k; j += 1) dp[1 << j]![j] = m[0]![j + 1]!;
  for (let s = 1; s < full; s += 1)
    for (let j = 0; j < k; j += 1) {
      const here = dp[s]![j]!;
      if (!(s & (1 << j)) || here === Number.POSITIVE_INFINITY) continue;
      for (let n = 0; n < k; n += 1)
        if (!(s & (1 << n))) dp[s | (1 << n)]![n] = Math.min(dp[s | (1 << n)]![n]!, here + m[j + 1]![n + 1]!);
    }
  return Math.min(...dp[full - 1]!);
};

describe('visit rotation', () => {
  it('orders 12 visits in the exact optimum; a locked visit keeps its place; reorder by hand', async () => {
    // Deterministic scattered points around Seoul (a linear congruential sequence).
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const points = mine.map(() => ({ lat: 37.4 + next() * 0.2, lng: 126.9 + next() * 0.25 }));
    let day: RotationDay | undefined;
    for (const [i, code] of mine.entries())
      day = await t.ok<RotationDay>('POST', `${X}/rotation/add`, ext1, {
        weekday: 1,
        customerCode: code,
        ...points[i]!,
      });
    expect(day!.visits).toHaveLength(12);
    const optimum = shortestPath(haversineMatrix([{ lat: 37.39, lng: 127.0 }, ...points]));
    const optimised = await t.ok<RotationDay>('POST', `${X}/rotation/optimize`, ext1, { weekday: 1 });
    expect(optimised.optimal).toBe(true);
    expect(optimised.distanceMetres).toBe(optimum);
    expect(optimised.visits.map((v) => v.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);

    // Lock the last visit at the first place: optimising again keeps it there.
    const last = optimised.visits[11]!;
    const ids = [last.id, ...optimised.visits.slice(0, 11).map((v) => v.id)];
    const manual = await t.ok<RotationDay>('POST', `${X}/rotation/reorder`, ext1, { weekday: 1, ids });
    expect(manual.visits[0]!.id).toBe(last.id);
    expect(manual.distanceMetres).toBeGreaterThan(optimum);
    await t.ok('PUT', `${X}/rotation/lock/${last.id}`, ext1, { locked: true });
    const again = await t.ok<RotationDay>('POST', `${X}/rotation/optimize`, ext1, { weekday: 1 });
    expect(again.visits[0]!.id).toBe(last.id);
    expect(again.distanceMetres).toBeLessThanOrEqual(manual.distanceMetres);
    expect(
      await t.refused(422, 'POST', `${X}/rotation/reorder`, ext1, { weekday: 1, ids: ids.slice(1) }),
    ).toContain('방문 순서');
    // Another external cannot touch the visit.
    expect(await t.refused(404, 'PUT', `${X}/rotation/lock/${last.id}`, ext2, { locked: false })).toBe(
      await t.refused(404, 'PUT', `${X}/rotation/lock/99999`, ext2, { locked: false }),
    );
  });
});

describe('commission (ExternalSellPeriodically)', () => {
  it('applies the rate brackets to fixed sales minus cancels and returns of their customers', async () => {
    await t.refused(403, 'PUT', `${X}/commission/rates`, ext1, {
      brackets: [{ fromAmount: 0, rateBp: 100 }],
    });
    expect(
      await t.refused(422, 'PUT', `${X}/commission/rates`, clerk, {
        brackets: [{ fromAmount: 10, rateBp: 100 }],
      }),
    ).toContain('0원부터');
    await t.ok('PUT', `${X}/commission/rates`, clerk, {
      brackets: [
        { fromAmount: 0, rateBp: 200 },
        { fromAmount: 1_000_000, rateBp: 300 },
      ],
    });
    const part = await newPart(t, admin, { partNo: 'EX-1', name: '브레이크 패드', salePrice: 100_000 });
    await stockIn(t, admin, part, 100);
    await saveCompany(t, admin);
    await t.ok('POST', '/api/barcode/v1.0/save', admin, { partCode: part, value: PAD_BARCODE });
    const a = await fixedOrder(t, clerk, mine[0]!, [{ partCode: part, qty: 10, unitPrice: 100_000 }]);
    const b = await fixedOrder(t, clerk, mine[1]!, [{ partCode: part, qty: 3, unitPrice: 100_000 }]);
    await fixedOrder(t, clerk, theirs, [{ partCode: part, qty: 5, unitPrice: 100_000 }]);
    await checkedCancel(t, clerk, checker, a.code, '수량 착오', [{ lineNo: 1, qty: 1 }]);
    // One pad of the second order comes back: asked, checked, scanned and completed.
    const R = '/api/order/v1.0/return';
    const ret = await t.ok<{ id: number; code: string }>('POST', `${R}/request`, clerk, {
      orderCode: b.code,
      kind: 'plain',
      reason: '오주문',
      lines: [{ lineNo: 1, qty: 1 }],
    });
    await t.ok('POST', `${R}/check/${ret.id}`, checker);
    await t.ok('POST', `/api/examination/v1.0/order/return/scan/${ret.code}`, checker, {
      barcode: PAD_BARCODE,
    });
    await t.ok('POST', `/api/examination/v1.0/order/return/complete/${ret.code}`, checker);
    const report = await t.ok<SellReport>('POST', `${X}/sell/period`, ext1, { from: today, to: today });
    expect(report.rows.map((r) => [r.customerCode, r.sales, r.cancels, r.returns, r.net])).toEqual(
      [
        [mine[0], 1_000_000, 100_000, 0, 900_000],
        [mine[1], 300_000, 0, 100_000, 200_000],
      ].sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    );
    // 2 % of the first 1,000,000 and 3 % of the 100,000 above it.
    expect(report).toMatchObject({ sales: 1_300_000, cancels: 100_000, returns: 100_000, net: 1_100_000 });
    expect(report.commission).toBe(20_000 + 3_000);
    expect(
      await t.refused(404, 'POST', `${X}/sell/period`, ext1, { externalId: e2.id, from: today, to: today }),
    ).toBe(
      await t.refused(404, 'POST', `${X}/sell/period`, ext1, { externalId: 999_999, from: today, to: today }),
    );
    expect(await verifyLedgers(t.db)).toEqual([]);
  });
});

describe('orders for their customers', () => {
  it('registers a draft at the agreed price for its own customer only, lists and reads its orders', async () => {
    const part = await newPart(t, admin, { partNo: 'EX-OIL', name: '엔진오일 4L', salePrice: 42_000 });
    await stockIn(t, admin, part, 10);
    const candidates = await t.ok<{ code: string; suggestedPrice: number }[]>(
      'POST',
      `${X}/order/part/candidates`,
      ext1,
      { customerCode: mine[2], keyword: 'EX-OIL' },
    );
    expect(candidates.find((c) => c.code === part)?.suggestedPrice).toBe(42_000);
    const order = await t.ok<OrderView>('POST', `${X}/order/insert`, ext1, {
      customerCode: mine[2],
      memo: '오전 배송 희망',
      lines: [{ partCode: part, qty: 2 }],
    });
    expect(order).toMatchObject({ status: 'draft', customerCode: mine[2], total: 92_400 });
    const body = { customerCode: theirs, lines: [{ partCode: part, qty: 1 }] };
    expect(await t.refused(404, 'POST', `${X}/order/insert`, ext1, body)).toBe(
      await t.refused(404, 'POST', `${X}/order/insert`, ext1, { ...body, customerCode: 'C999999' }),
    );
    expect(
      await t.refused(422, 'POST', `${X}/order/insert`, ext1, {
        customerCode: mine[2],
        lines: [{ partCode: part, qty: 0 }],
      }),
    ).toContain('수량');
    const list = await t.ok<{ rows: { code: string }[] }>('POST', `${X}/order/list`, ext1, {
      status: 'draft',
    });
    expect(list.rows.map((r) => r.code)).toContain(order.code);
    expect((await t.ok<OrderView>('GET', `${X}/order/single/${order.code}`, ext1)).code).toBe(order.code);
    expect(await t.refused(404, 'GET', `${X}/order/single/${order.code}`, ext2)).toBe(
      await t.refused(404, 'GET', `${X}/order/single/O00000000-0000`, ext2),
    );
    // Head office fixes it on its own screens, as any draft.
    await t.ok('POST', `/api/order/v1.0/fix/${order.code}`, clerk);
  });
});
