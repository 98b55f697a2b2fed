import type { OrderCandidate, RankHistoryRow, RankOrderCheck, RankRun } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query.js';
import { draftOrder, fixedOrder, newCustomer, newPart, orderDeskApp, stockIn } from '../../test/fixtures.js';

// The rank engine through its endpoints: thresholds move a customer at recompute and the order
// price follows the rank's discount; manual choices hold over recomputes; a customer account is
// refused outside its rank's weekdays and hours, staff see the same reason as a warning.

const { t, admin, clerk } = await orderDeskApp('rk');
let part: string;
let customer: string;

const LEVELS = [
  { code: 'BASIC', name: '일반', minAmount: 0, pointRateBp: 0, sortOrder: 1, active: true },
  { code: 'GOLD', name: '골드', minAmount: 100_000, pointRateBp: 200, sortOrder: 2, active: true },
];

const rankOf = async (code: string) => {
  const [row] = await queryRows<{ rank: string | null }>(
    t.db,
    sql`select rank from customers where code = ${code}`,
  );
  return row?.rank ?? null;
};

/** Starts a recompute and waits for its run to finish (the job runs after the answer). */
const recompute = async (): Promise<RankRun> => {
  const run = await t.ok<RankRun>('POST', '/api/rank/v1.0/recompute/start', clerk, {});
  for (let i = 0; i < 200; i += 1) {
    const now = await t.ok<RankRun>('GET', `/api/rank/v1.0/recompute/single/${run.id}`, clerk);
    if (now.status === 'done' || now.status === 'failed') return now;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('recompute did not finish');
};

beforeAll(async () => {
  await t.ok('POST', '/api/product/v1.0/kind/insert', admin, { code: 'BT', name: '배터리' });
  part = await newPart(t, admin, {
    partNo: 'RK-100',
    name: '배터리 100Ah',
    salePrice: 100_000,
    kindCode: 'BT',
  });
  await stockIn(t, admin, part, 50);
  customer = await newCustomer(t, clerk, '등급 상사');
  await t.ok('PUT', '/api/rank/v1.0/status/save', clerk, { periodMonths: 3, levels: LEVELS });
  await t.ok('PUT', '/api/rank/v1.0/discount/save', clerk, {
    rankCode: 'GOLD',
    discounts: [{ kindCode: 'BT', discountBp: 1_000 }],
  });
});

describe('rank engine', () => {
  it('refuses bad settings with the field named and writes nothing', async () => {
    const message = await t.refused(422, 'PUT', '/api/rank/v1.0/status/save', clerk, {
      periodMonths: 0,
      levels: LEVELS,
    });
    expect(message).toContain('집계 기간');
    expect(
      await t.refused(422, 'PUT', '/api/rank/v1.0/discount/save', clerk, {
        rankCode: 'NOPE',
        discounts: [],
      }),
    ).toContain('없는 등급');
  });

  it('moves a customer at recompute by its purchases, and the order price follows the rank discount', async () => {
    const run0 = await recompute();
    expect(run0.status).toBe('done');
    expect(await rankOf(customer)).toBe('BASIC');
    const before = await t.ok<OrderCandidate[]>('POST', '/api/order/v1.0/part/candidates', clerk, {
      customerCode: customer,
      keyword: 'RK-100',
    });
    expect(before[0]?.suggestedPrice).toBe(100_000);
    await fixedOrder(t, clerk, customer, [{ partCode: part, qty: 2, unitPrice: 100_000 }]);
    const run = await recompute();
    expect(run.changed).toBeGreaterThanOrEqual(1);
    expect(await rankOf(customer)).toBe('GOLD');
    const history = await t.ok<{ rows: RankHistoryRow[] }>('POST', '/api/rank/v1.0/history/list', clerk, {
      customerCode: customer,
    });
    expect(history.rows[0]).toMatchObject({
      fromRank: 'BASIC',
      toRank: 'GOLD',
      source: 'recompute',
      amount: 220_000,
    });
    // A new customer with no last price: the rank discount is the suggestion and needs no reason.
    const other = await newCustomer(t, clerk, '골드 신규');
    await t.ok('POST', '/api/rank/v1.0/choice/insert', clerk, {
      customerCode: other,
      rankCode: 'GOLD',
      reason: '대리점 계약',
      endDate: '20991231',
    });
    const [c] = await t.ok<OrderCandidate[]>('POST', '/api/order/v1.0/part/candidates', clerk, {
      customerCode: other,
      keyword: 'RK-100',
    });
    expect(c).toMatchObject({ rankPrice: 90_000, suggestedPrice: 90_000 });
    const draft = await draftOrder(t, clerk, other, [{ partCode: part, qty: 1, unitPrice: 90_000 }]);
    expect(draft.lines[0]?.priceReason ?? null).toBeNull();
  });

  it('keeps a manual choice over recomputes until released, and refuses a second one', async () => {
    const code = await newCustomer(t, clerk, '수동 등급');
    const choice = await t.ok<{ id: number }>('POST', '/api/rank/v1.0/choice/insert', clerk, {
      customerCode: code,
      rankCode: 'GOLD',
      reason: '신규 우대',
      endDate: '20991231',
    });
    expect(
      await t.refused(422, 'POST', '/api/rank/v1.0/choice/insert', clerk, {
        customerCode: code,
        rankCode: 'BASIC',
        reason: '중복',
        endDate: '20991231',
      }),
    ).toContain('이미 수동 지정');
    expect(
      await t.refused(422, 'POST', '/api/rank/v1.0/choice/insert', clerk, {
        customerCode: code,
        rankCode: 'GOLD',
        reason: '',
        endDate: '20991231',
      }),
    ).toContain('사유');
    await recompute();
    expect(await rankOf(code)).toBe('GOLD');
    await t.ok('POST', `/api/rank/v1.0/choice/release/${choice.id}`, clerk, { reason: '계약 종료' });
    await recompute();
    expect(await rankOf(code)).toBe('BASIC');
    const history = await t.ok<{ rows: RankHistoryRow[] }>('POST', '/api/rank/v1.0/history/list', clerk, {
      customerCode: code,
    });
    expect(history.rows.map((r) => r.source)).toEqual(['recompute', 'manual']);
  });

  it('refuses a customer account outside its rank hours in Korean; staff see it as a warning', async () => {
    // A window that excludes every minute but one: whatever the clock says now, it is refused.
    const now = new Date(Date.now() + 9 * 3_600_000);
    const hm = (m: number) => {
      const d = new Date(now.getTime() + m * 60_000);
      return `${String(d.getUTCHours()).padStart(2, '0')}${String(d.getUTCMinutes()).padStart(2, '0')}`;
    };
    await t.ok('PUT', '/api/rank/v1.0/hour/order/auth/update', clerk, {
      rankCode: 'GOLD',
      fromHm: hm(5),
      toHm: hm(6),
    });
    await t.addAccount({ loginId: 'rk-cust', kind: 'customer', role: 'cust', customerCode: customer });
    const cust = await t.login('rk-cust', 'customer');
    const check = await t.ok<RankOrderCheck>('GET', `/api/rank/v1.0/order/auth/check/${customer}`, cust);
    expect(check.allowed).toBe(false);
    expect(check.reason).toContain('골드 등급은 지금');
    const staff = await t.ok<RankOrderCheck>('GET', `/api/rank/v1.0/order/auth/check/${customer}`, clerk);
    expect(staff.reason).toBe(check.reason);
    const other = await newCustomer(t, clerk, '남의 거래처');
    await t.refused(404, 'GET', `/api/rank/v1.0/order/auth/check/${other}`, cust);
    expect(
      await t.refused(422, 'PUT', '/api/rank/v1.0/hour/order/auth/update', clerk, {
        rankCode: 'GOLD',
        fromHm: '2500',
        toHm: null,
      }),
    ).toContain('HHmm');
    await t.ok('PUT', '/api/rank/v1.0/hour/order/auth/update', clerk, {
      rankCode: 'GOLD',
      fromHm: null,
      toHm: null,
    });
    await t.ok('PUT', '/api/rank/v1.0/week/order/auth/update', clerk, {
      rankCode: 'GOLD',
      weekdays: [false, false, false, false, false, false, false],
    });
    const week = await t.ok<RankOrderCheck>('GET', `/api/rank/v1.0/order/auth/check/${customer}`, cust);
    expect(week.reason).toContain('요일에 주문할 수 없습니다');
  });
});
