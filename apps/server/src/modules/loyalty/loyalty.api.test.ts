import type { PointInfo } from '@erp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkedCancel,
  fixedOrder,
  newCustomer,
  newPart,
  orderDeskApp,
  stockIn,
} from '../../test/fixtures.js';
import { verifyLedgers } from '../verify-ledgers.js';

// Sale points through the real order flow: posted at fix at the day rate (or the rank's rate),
// taken back by a checked cancel in the same transaction; manual provision with a reason; a
// take-away or expiry never passes the balance; a customer account reads only its own points.

const { t, admin, clerk, checker } = await orderDeskApp('ly');
let part: string;

const info = (code: string, cookie = clerk) =>
  t.ok<PointInfo>('POST', `/api/point/v1.0/info/${code}`, cookie, {});

beforeAll(async () => {
  part = await newPart(t, admin, { partNo: 'LY-1', name: '엔진오일', salePrice: 10_000 });
  await stockIn(t, admin, part, 100);
  // 1 % from long ago: every fix in this file earns it.
  await t.ok('PUT', '/api/point/v1.0/day/rate/update', clerk, { day: '20200101', rateBp: 100 });
});

describe('sale points', () => {
  it('posts a sale line its points at fix and takes back a cancelled line exactly', async () => {
    const customer = await newCustomer(t, clerk, '포인트 정비');
    const order = await fixedOrder(t, clerk, customer, [
      { partCode: part, qty: 3, unitPrice: 10_000 },
      { partCode: part, qty: 1, unitPrice: 10_000 },
    ]);
    // VAT excluded customer: line totals 33,000 and 11,000 → 330 and 110 points.
    const fixed = await info(customer);
    expect(fixed.balance).toBe(440);
    expect(fixed.entries.rows.map((r) => [r.kind, r.amount, r.docLine])).toEqual([
      ['sale', 110, 2],
      ['sale', 330, 1],
    ]);
    await checkedCancel(t, clerk, checker, order.code, '고객 변심', [{ lineNo: 1, qty: 1 }]);
    const once = await info(customer);
    expect(once.balance).toBe(330);
    await checkedCancel(t, clerk, checker, order.code, '전량 취소', [
      { lineNo: 1, qty: 2 },
      { lineNo: 2, qty: 1 },
    ]);
    const all = await info(customer);
    expect(all.balance).toBe(0);
    expect(all.entries.rows[0]?.kind).toBe('sale-reversal');
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('gives and takes points by hand with a reason, never below zero', async () => {
    const customer = await newCustomer(t, clerk, '수동 포인트');
    expect(
      await t.refused(422, 'POST', '/api/point/v1.0/manual/insert', clerk, {
        customerCode: customer,
        points: 500,
        reason: '',
      }),
    ).toContain('사유');
    const given = await t.ok<PointInfo>('POST', '/api/point/v1.0/manual/insert', clerk, {
      customerCode: customer,
      points: 500,
      reason: '개업 축하',
    });
    expect(given.balance).toBe(500);
    expect(
      await t.refused(422, 'POST', '/api/point/v1.0/manual/insert', clerk, {
        customerCode: customer,
        points: -501,
        reason: '정정',
      }),
    ).toContain('포인트 잔액이 부족합니다');
    const taken = await t.ok<PointInfo>('POST', '/api/point/v1.0/manual/insert', clerk, {
      customerCode: customer,
      points: -200,
      reason: '오지급 정정',
    });
    expect(taken.balance).toBe(300);
    expect(taken.entries.rows[0]).toMatchObject({
      kind: 'manual',
      amount: -200,
      balanceAfter: 300,
      memo: '오지급 정정',
    });
  });

  it('expires what was earned before a day and is still unspent', async () => {
    const customer = await newCustomer(t, clerk, '소멸 상사');
    await t.ok('POST', '/api/point/v1.0/manual/insert', clerk, {
      customerCode: customer,
      points: 1_000,
      reason: '지급',
    });
    await t.ok('POST', '/api/point/v1.0/manual/insert', clerk, {
      customerCode: customer,
      points: -300,
      reason: '사용',
    });
    const expired = await t.ok<PointInfo>('POST', '/api/point/v1.0/expiry/insert', clerk, {
      customerCode: customer,
      before: '20991231',
    });
    expect(expired.balance).toBe(0);
    expect(expired.entries.rows[0]).toMatchObject({ kind: 'expiry', amount: -700 });
    expect(
      await t.refused(422, 'POST', '/api/point/v1.0/expiry/insert', clerk, {
        customerCode: customer,
        before: '20991231',
      }),
    ).toContain('남은 포인트가 없습니다');
  });

  it('lets a customer account read its own points only', async () => {
    const own = await newCustomer(t, clerk, '내 포인트');
    const other = await newCustomer(t, clerk, '남의 포인트');
    await t.addAccount({ loginId: 'ly-cust', kind: 'customer', role: 'cust', customerCode: own });
    const cust = await t.login('ly-cust', 'customer');
    expect((await info(own, cust)).customerCode).toBe(own);
    await t.refused(404, 'POST', `/api/point/v1.0/info/${other}`, cust, {});
    await t.refused(403, 'POST', '/api/point/v1.0/manual/insert', cust, {
      customerCode: own,
      points: 1,
      reason: 'x',
    });
  });
});
