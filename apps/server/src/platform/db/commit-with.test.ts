import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.js';
import { commitWith } from './commit-with.js';
import type { Database } from './database.js';
import { queryRows } from './query.js';

// On PostgreSQL (the CI pass with TEST_DATABASE_URL) commitWith inlines the statement's values
// and sends it with the COMMIT; on PGlite it is a plain statement. Both must store exactly what
// was given and keep the transaction all-or-nothing.
describe('commitWith', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`create table commit_with_probe (id int primary key, label text, n bigint)`);
  });
  afterAll(async () => {
    await database.close();
  });

  const stored = () =>
    queryRows<{ id: number; label: string | null; n: string | null }>(
      database.db,
      sql`select id, label, n::text as n from commit_with_probe order by id`,
    );

  it('stores quoted, dollar and backslash text, nulls and numbers exactly, and commits with the earlier work', async () => {
    const tricky = `O'Brien $1 \\n "따옴표" '' $$ --`;
    const rows = await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into commit_with_probe (id, label, n) values (1, ${'앞 문장'}, ${1})`);
      return commitWith<{ id: number }>(
        tx,
        sql`insert into commit_with_probe (id, label, n) values (${2}, ${tricky}, ${null}), (${3}, ${null}, ${9_007_199_254_740_991}) returning id`,
      );
    });
    expect(rows.map((r) => Number(r.id))).toEqual([2, 3]);
    expect(await stored()).toEqual([
      { id: 1, label: '앞 문장', n: '1' },
      { id: 2, label: tricky, n: null },
      { id: 3, label: null, n: '9007199254740991' },
    ]);
  });

  it('sends array parameters (a document’s columns) exactly, nulls, quotes and empty arrays included', async () => {
    const tricky = `it's {a,b} "q" \\`;
    const rows = await database.db.transaction(async (tx) =>
      commitWith<{ id: number }>(
        tx,
        sql`insert into commit_with_probe (id, label, n)
            select * from unnest(${sql.param([10, 11, 12])}::int[], ${sql.param([tricky, null, '배터리'])}::text[], ${sql.param([null, 5, 9_007_199_254_740_991])}::bigint[])
            where not exists (select 1 from unnest(${sql.param([])}::int[]))
            returning id`,
      ),
    );
    expect(rows.map((r) => Number(r.id))).toEqual([10, 11, 12]);
    expect((await stored()).filter((r) => r.id >= 10)).toEqual([
      { id: 10, label: tricky, n: null },
      { id: 11, label: null, n: '5' },
      { id: 12, label: '배터리', n: '9007199254740991' },
    ]);
    // The tests after this one count the probe's rows.
    await database.db.execute(sql`delete from commit_with_probe where id >= 10`);
  });

  it('commits nothing when the last statement fails', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into commit_with_probe (id, label) values (10, 'rolled back')`);
        // id 1 exists: the unique violation must take the earlier insert with it.
        await commitWith(tx, sql`insert into commit_with_probe (id, label) values (${1}, ${'dup'})`);
      }),
    ).rejects.toThrow();
    expect((await stored()).map((r) => r.id)).toEqual([1, 2, 3]);
  });

  // PostgreSQL only: PGlite has a single connection, so no second one can look in meanwhile.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, has committed when it returns, before the wrapper ends the transaction',
    async () => {
      await database.db.transaction(async (tx) => {
        await commitWith(tx, sql`insert into commit_with_probe (id, label) values (${30}, ${'벌써'})`);
        // Another connection of the pool already sees the row: the COMMIT went with the insert.
        const seen = await queryRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from commit_with_probe where id = 30`,
        );
        expect(Number(seen[0]?.n)).toBe(1);
      });
    },
  );

  it('runs several statements in order, the later one seeing the earlier, and answers the last one', async () => {
    const rows = await database.db.transaction(async (tx) =>
      commitWith<{ id: number; label: string }>(tx, [
        sql`select id from commit_with_probe where id = ${1} for update`,
        sql`update commit_with_probe set label = label || ${' 뒤'} where id = ${1} returning id, label`,
      ]),
    );
    expect(rows.map((r) => [Number(r.id), r.label])).toEqual([[1, '앞 문장 뒤']]);
  });

  it('leaves the connection usable for the next transaction', async () => {
    await database.db.transaction(async (tx) => {
      await commitWith(tx, sql`insert into commit_with_probe (id, label) values (${20}, ${'다음'})`);
    });
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from commit_with_probe`,
    );
    expect(Number(row?.n)).toBe(process.env.TEST_DATABASE_URL ? 5 : 4);
  });
});
