import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query.js';
import { newCustomer, orderDeskApp } from '../../test/fixtures.js';
import { verifyLedgers } from '../verify-ledgers.js';
import { pointBalanceOf, postPoints, reverseSalePoints, spendPoints } from './point.service.js';

// The point ledger's rules as the loyalty and returns flows rely on them: a spend never passes
// the balance (even side by side), a sale line's points come back exactly over partial returns,
// and points already spent come back as a shortfall for the caller to settle, never as a
// negative balance.

const { t, clerk } = await orderDeskApp('pt');
let customerId: number;
const sale = { docKind: 'order', docCode: 'O20261127-0001', docLine: 1 };

beforeAll(async () => {
  const code = await newCustomer(t, clerk, '포인트 상사');
  const [row] = await queryRows<{ id: number }>(t.db, sql`select id from customers where code = ${code}`);
  customerId = Number(row?.id);
});

describe('point ledger', () => {
  it('refuses a spend beyond the balance with the balance in the message and writes nothing', async () => {
    await t.db.transaction((tx) =>
      postPoints(tx, { customerId, kind: 'sale', amount: 1_000, doc: sale }, null),
    );
    const spend = (points: number) =>
      t.db.transaction((tx) =>
        spendPoints(tx, { customerId, points, doc: { docKind: 'order', docCode: 'O-USE' } }, null),
      );
    await expect(spend(1_001)).rejects.toThrow('포인트 잔액이 부족합니다 (잔액 1,000점, 요청 1,001점)');
    await expect(spend(0)).rejects.toThrow('사용 포인트');
    expect(await pointBalanceOf(t.db, customerId)).toBe(1_000);
  });

  it('lets concurrent spends through only while the balance lasts', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        t.db.transaction((tx) =>
          spendPoints(tx, { customerId, points: 300, doc: { docKind: 'order', docCode: `O-C${i}` } }, null),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await pointBalanceOf(t.db, customerId)).toBe(100);
    expect(await verifyLedgers(t.db)).toEqual([]);
  });

  it('reverses a line over partial returns exactly, and what was spent as a shortfall', async () => {
    const line = { docKind: 'order', docCode: 'O20261127-0002', docLine: 1 };
    await t.db.transaction((tx) =>
      postPoints(tx, { customerId, kind: 'sale', amount: 100, doc: line }, null),
    );
    // Balance 200: three units sold, earned 100; return one, then the other two.
    const back = (units: number, returnedBefore: number) =>
      t.db.transaction((tx) =>
        reverseSalePoints(
          tx,
          {
            customerId,
            sale: line,
            units,
            returnedBefore,
            soldUnits: 3,
            by: { docKind: 'return', docCode: 'U-1' },
          },
          null,
        ),
      );
    expect(await back(1, 0)).toEqual({ due: 33, reversed: 33, shortfall: 0 });
    await t.db.transaction((tx) =>
      spendPoints(tx, { customerId, points: 150, doc: { docKind: 'order', docCode: 'O-X' } }, null),
    );
    // 17 left; the other two units owe 67: 17 taken, 50 to settle in money.
    expect(await back(2, 1)).toEqual({ due: 67, reversed: 17, shortfall: 50 });
    expect(await pointBalanceOf(t.db, customerId)).toBe(0);
    await expect(back(1, 3)).rejects.toThrow('회수 수량');
    expect(await verifyLedgers(t.db)).toEqual([]);
  });
});
