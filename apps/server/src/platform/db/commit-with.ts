import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Tx } from './database.js';

const dialect = new PgDialect();

/** Drizzle keeps the session and the savepoint depth on the transaction object. */
type TxInternals = { session?: { client?: unknown }; nestedIndex?: number };

/** The node-postgres connection of a top-level transaction; null on PGlite or in a savepoint. */
const topLevelPgClient = (tx: Tx): pg.Client | null => {
  const internals = tx as unknown as TxInternals;
  const client = internals.session?.client;
  return internals.nestedIndex === 0 && client instanceof pg.Client ? client : null;
};

const literal = (value: unknown): string => {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`commitWith: ${value} cannot be sent as a literal`);
    return String(value);
  }
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  // A column of a document's rows (the stock ledger sends them as arrays): the statement casts it
  // (`::int[]`), which also types an empty ARRAY[] or one of nulls.
  if (Array.isArray(value)) return `ARRAY[${value.map(literal).join(',')}]`;
  throw new Error(`commitWith: a ${typeof value} parameter cannot be sent as a literal`);
};

/** The statement as plain text: each $n outside a quoted string becomes its escaped value. */
const inline = (statement: SQL): string => {
  const query = dialect.sqlToQuery(statement);
  return query.sql.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\$(\d+)/g, (match, index?: string) =>
    index === undefined ? match : literal(query.params[Number(index) - 1]),
  );
};

/** The rows of the n-th statement's result (node-postgres answers a multi-statement query with an array). */
const resultRows = <T>(result: unknown, index: number): T[] => {
  const nth = Array.isArray(result) ? result[index] : result;
  return (nth as { rows?: T[] } | undefined)?.rows ?? [];
};

/**
 * Runs the transaction's LAST statements and commits them in the same message to PostgreSQL, then
 * opens an empty transaction for the caller's wrapper to commit. Rows a statement locks here
 * (the contended stock balances) are released without a trip back to the application in
 * between: under load, that trip waits for the event loop while every other clerk waits for
 * the lock. Several statements run one after another, each with its own snapshot (a statement
 * after the one that locks rows reads their latest values); the answer is the last one's rows.
 * Nothing may run in `tx` after this call. If a statement fails, the rest of the message is
 * skipped and the wrapper rolls back as usual. On PGlite (one connection, nobody to wait) and
 * inside a savepoint they are plain statements, committed by the wrapper.
 */
export const commitWith = async <T>(tx: Tx, statements: SQL | readonly SQL[]): Promise<T[]> => {
  const list: readonly SQL[] = Array.isArray(statements) ? statements : [statements as SQL];
  const client = topLevelPgClient(tx);
  if (!client) {
    let rows: T[] = [];
    for (const statement of list) rows = resultRows<T>(await tx.execute(statement), 0);
    return rows;
  }
  // Without parameters node-postgres uses the simple query protocol, which carries several
  // statements; the values are inlined as escaped literals for that reason.
  const result = await tx.execute(sql.raw(`${list.map(inline).join(';\n')};\ncommit;\nbegin`));
  return resultRows<T>(result, list.length - 1);
};
