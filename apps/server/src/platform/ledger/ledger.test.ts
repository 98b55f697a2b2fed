import { sql } from 'drizzle-orm';
import { bigint, date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.js';
import type { Database } from '../db/database.js';
import { defineLedger, postLedger, verifyLedger } from './ledger.js';

// The kit on a ledger of its own (two tables made for this test), so it is checked apart from
// any area: posting moves the balance with the entry, and verification finds every mismatch.
const entries = pgTable('kit_test_entries', {
  accountId: integer('account_id').notNull(),
  currency: text('currency').notNull(),
  entryDate: date('entry_date', { mode: 'string' }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  memo: text('memo'),
});
const balances = pgTable('kit_test_balances', {
  accountId: integer('account_id').notNull(),
  currency: text('currency').notNull(),
  balance: bigint('balance', { mode: 'number' }).notNull(),
});
const ledger = defineLedger({
  name: 'kit',
  label: '시험 원장',
  entries,
  balances,
  keys: [
    ['accountId', 'accountId'],
    ['currency', 'currency'],
  ],
  amount: 'amount',
  balance: 'balance',
});

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table kit_test_entries (account_id int not null, currency text not null,
    entry_date date not null, amount bigint not null, memo text)`);
  await database.db.execute(sql`create table kit_test_balances (account_id int not null, currency text not null,
    balance bigint not null, primary key (account_id, currency))`);
});
afterAll(async () => database?.close());

describe('ledger kit', () => {
  it('appends entries and moves the cached balance of their key in the same statement', async () => {
    const { db } = database;
    await db.transaction(async (tx) => {
      await postLedger(tx, ledger, { accountId: 1, currency: 'KRW', entryDate: '2026-11-26', amount: 5_000 });
      await postLedger(tx, ledger, {
        accountId: 1,
        currency: 'KRW',
        entryDate: '2026-11-26',
        amount: -1_200,
      });
      await postLedger(tx, ledger, {
        accountId: 2,
        currency: 'KRW',
        entryDate: '2026-11-26',
        amount: 700,
        memo: "따옴표 ' 도",
      });
    });
    const rows = await db.select().from(balances).orderBy(balances.accountId);
    expect(rows).toEqual([
      { accountId: 1, currency: 'KRW', balance: 3_800 },
      { accountId: 2, currency: 'KRW', balance: 700 },
    ]);
    expect(await verifyLedger(db, ledger)).toEqual([]);
  });

  it('refuses an amount that is not whole won before writing anything', async () => {
    const { db } = database;
    const before = await db.select().from(entries);
    await expect(
      postLedger(db, ledger, { accountId: 1, currency: 'KRW', entryDate: '2026-11-26', amount: 10.5 }),
    ).rejects.toThrow(/원 단위 정수/);
    expect(await db.select().from(entries)).toHaveLength(before.length);
  });

  it('reports a balance that differs from its entries, and entries that have no balance row', async () => {
    const { db } = database;
    await db.execute(sql`update kit_test_balances set balance = balance + 1 where account_id = 2`);
    await db.execute(
      sql`insert into kit_test_entries (account_id, currency, entry_date, amount) values (3, 'USD', '2026-11-26', 9)`,
    );
    const differences = await verifyLedger(db, ledger);
    expect(differences).toEqual(
      expect.arrayContaining([
        { ledger: 'kit', key: '2@KRW', cached: 701, ledgerSum: 700 },
        { ledger: 'kit', key: '3@USD', cached: 0, ledgerSum: 9 },
      ]),
    );
    expect(differences).toHaveLength(2);
  });
});
