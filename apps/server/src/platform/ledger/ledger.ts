import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/database.js';
import { queryRows } from '../db/query.js';
import { runTogether } from '../db/run-together.js';

// The ledger kit (DESIGN §6): a balance is never edited, it is the sum of an append-only ledger
// with a cached balance row moved in the same statement. A ledger is declared once — its entry
// table, its balance table, the key they share and the signed amount — and the kit posts to it
// and verifies it. Corrections are reversing entries, so there is no update or delete here.

type Columns<T extends PgTable> = T['_']['columns'];

export type LedgerDef<E extends PgTable = PgTable, B extends PgTable = PgTable> = {
  /** Short name in verification output (`receivable`, `payable`, `stock`, `point`…). */
  name: string;
  /** Korean name for people reading a verification report. */
  label: string;
  entries: E;
  balances: B;
  /** The key columns, entry property → balance property (customerId → customerId). */
  keys: readonly (readonly [keyof Columns<E> & string, keyof Columns<B> & string])[];
  /** The entry's signed amount and the balance it moves. */
  amount: keyof Columns<E> & string;
  balance: keyof Columns<B> & string;
  /** A balance column stamped with now() on every move, when the table has one. */
  touched?: keyof Columns<B> & string;
};

/** Any ledger, for lists of ledgers (a module's, the verification's). */
export type AnyLedger = {
  name: string;
  label: string;
  entries: PgTable;
  balances: PgTable;
  keys: readonly (readonly [string, string])[];
  amount: string;
  balance: string;
  touched?: string;
};

export const defineLedger = <E extends PgTable, B extends PgTable>(
  ledger: LedgerDef<E, B>,
): LedgerDef<E, B> => ledger;

const column = (table: PgTable, property: string): PgColumn => {
  const found = (table as unknown as Record<string, PgColumn | undefined>)[property];
  if (!found) throw new Error(`${getTableName(table)}: 열 ${property}이 없습니다.`);
  return found;
};

const ident = (col: PgColumn) => sql.identifier(col.name);

/**
 * The entry and the move of its cached balance as two statements for `runTogether`, so a
 * caller can send them with the change's other writes in one round trip.
 */
export const ledgerStatements = <E extends PgTable, B extends PgTable>(
  ledger: LedgerDef<E, B>,
  entry: E['$inferInsert'],
): SQL[] => {
  const values = entry as Record<string, unknown>;
  const entryProps = Object.keys(values).filter((prop) => values[prop] !== undefined);
  const entryCols = entryProps.map((prop) => column(ledger.entries, prop));
  const amount = values[ledger.amount];
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount))
    throw new Error(`${ledger.name}: 금액은 원 단위 정수여야 합니다 (${String(amount)}).`);
  const keyCols = ledger.keys.map(([, balanceKey]) => column(ledger.balances, balanceKey));
  const balanceCol = column(ledger.balances, ledger.balance);
  const touched = ledger.touched ? column(ledger.balances, ledger.touched) : undefined;
  const insertCols = [...keyCols, balanceCol, ...(touched ? [touched] : [])];
  const insertValues = [
    ...ledger.keys.map(([entryKey]) => sql`${values[entryKey]}`),
    sql`${amount}`,
    ...(touched ? [sql`now()`] : []),
  ];
  const table = sql.identifier(getTableName(ledger.balances));
  const sets = [
    sql`${ident(balanceCol)} = ${table}.${ident(balanceCol)} + excluded.${ident(balanceCol)}`,
    ...(touched ? [sql`${ident(touched)} = now()`] : []),
  ];
  return [
    // Values go through each column's own encoder (sql.param), as a Drizzle insert would.
    sql`insert into ${sql.identifier(getTableName(ledger.entries))} (${sql.join(entryCols.map(ident), sql`, `)})
        values (${sql.join(
          entryProps.map((prop, i) => sql.param(values[prop], entryCols[i])),
          sql`, `,
        )})`,
    sql`insert into ${table} (${sql.join(insertCols.map(ident), sql`, `)})
        values (${sql.join(insertValues, sql`, `)})
        on conflict (${sql.join(keyCols.map(ident), sql`, `)}) do update set ${sql.join(sets, sql`, `)}`,
  ];
};

/** Appends an entry and moves its cached balance in the caller's transaction, in one statement. */
export const postLedger = async <E extends PgTable, B extends PgTable>(
  tx: DbOrTx,
  ledger: LedgerDef<E, B>,
  entry: E['$inferInsert'],
): Promise<void> => runTogether(tx, ledgerStatements(ledger, entry));

export type LedgerDifference = { ledger: string; key: string; cached: number; ledgerSum: number };

/**
 * Every key whose cached balance differs from the sum of its entries, a balance row without
 * entries and entries without a balance row included (DESIGN §6).
 */
export const verifyLedger = async (db: DbOrTx, ledger: AnyLedger): Promise<LedgerDifference[]> => {
  const entryKeys = ledger.keys.map(([entryKey]) => ident(column(ledger.entries, entryKey)));
  const balanceKeys = ledger.keys.map(([, balanceKey]) => ident(column(ledger.balances, balanceKey)));
  const amount = ident(column(ledger.entries, ledger.amount));
  const balance = ident(column(ledger.balances, ledger.balance));
  const entries = sql.identifier(getTableName(ledger.entries));
  const balances = sql.identifier(getTableName(ledger.balances));
  const keyText = sql.join(
    balanceKeys.map((key, i) => sql`coalesce(b.${key}::text, m.${entryKeys[i] ?? key}::text)`),
    sql` || '@' || `,
  );
  const joinOn = sql.join(
    balanceKeys.map((key, i) => sql`m.${entryKeys[i] ?? key} = b.${key}`),
    sql` and `,
  );
  const rows = await queryRows<{ key: string; cached: number; sum: number }>(
    db,
    sql`select ${keyText} as key, coalesce(b.${balance}, 0)::bigint as cached, coalesce(m.sum, 0)::bigint as sum
        from ${balances} b
        full join (select ${sql.join(entryKeys, sql`, `)}, sum(${amount}) as sum from ${entries}
                   group by ${sql.join(entryKeys, sql`, `)}) m on ${joinOn}
        where coalesce(b.${balance}, 0) <> coalesce(m.sum, 0)`,
  );
  return rows.map((r) => ({
    ledger: ledger.name,
    key: r.key,
    cached: Number(r.cached),
    ledgerSum: Number(r.sum),
  }));
};
