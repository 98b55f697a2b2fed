import {
  isInitialsTerm,
  type ListFilter,
  type ListQuery,
  type ListSpec,
  normalizeSearchText,
  searchGramsOfTerm,
  searchWords,
  ymdToIsoDate,
} from '@erp/domain';
import { and, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../db/database.js';
import { queryRows } from '../db/query.js';

/**
 * Where each list field lives in SQL. A text field may name a grams column (search_grams of the
 * same text): `contains` then uses its GIN index and rechecks with LIKE.
 */
export type ListColumn =
  | AnyPgColumn
  | SQL
  | { expr: AnyPgColumn | SQL; grams: AnyPgColumn; normalized?: boolean };
export type ListColumns<F extends string> = Record<F, ListColumn>;

/** The SQL place of each field of a list spec (a field missing or unknown is a type error). */
export const listColumnsOf = <F extends string>(
  _spec: ListSpec<F>,
  columns: ListColumns<F>,
): ListColumns<F> => columns;

const exprOf = (column: ListColumn): AnyPgColumn | SQL =>
  typeof column === 'object' && 'grams' in column ? column.expr : column;

export const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Substring match through the grams index: all grams of the term must be in the row's grams,
 * then LIKE on the normalised text removes the false positives (grams out of order). A term of
 * several words matches when every word does, in any order ("필터 아반떼", "아반떼 필터"); a word
 * of initial consonants ("ㅂㄹㅇㅋ") matches through the initials grams where the table stores them.
 */
export const gramsContains = (grams: AnyPgColumn, normalizedText: SQL | AnyPgColumn, term: string): SQL => {
  const needed = searchGramsOfTerm(term);
  if (needed.length === 0) return sql`true`;
  const contains = sql`${grams} @> ${sql`array[${sql.join(
    needed.map((g) => sql`${g}`),
    sql`, `,
  )}]::text[]`}`;
  // A word whose grams are exactly the word (one or two characters; three initials) needs no recheck.
  const rechecks = searchWords(term)
    .map(normalizeSearchText)
    .filter((word) => {
      const length = Array.from(word).length;
      return isInitialsTerm(word) ? length > 3 : length > 2;
    })
    .map((word) => sql`${normalizedText} like ${`%${escapeLike(word)}%`}`);
  if (rechecks.length === 0) return contains;
  return sql`(${sql.join([contains, ...rechecks], sql` and `)})`;
};

/** SQL that normalises a text the way normalizeSearchText does. */
export const normalizedSql = (expr: AnyPgColumn | SQL): SQL =>
  sql`lower(regexp_replace(${expr}, '[[:space:]-]+', '', 'g'))`;

const valueFor = (spec: ListSpec, field: string, value: unknown): unknown =>
  spec.fields[field]?.kind === 'date' && typeof value === 'string' ? ymdToIsoDate(value) : value;

const filterSql = (spec: ListSpec, column: ListColumn, filter: ListFilter): SQL => {
  const expr = exprOf(column);
  const v = (x: unknown) => valueFor(spec, filter.field, x);
  switch (filter.op) {
    case 'eq':
      return sql`${expr} = ${v(filter.value)}`;
    case 'ne':
      return sql`${expr} is distinct from ${v(filter.value)}`;
    case 'in':
      return sql`${expr} in (${sql.join(
        (filter.value as unknown[]).map((x) => sql`${v(x)}`),
        sql`, `,
      )})`;
    case 'contains': {
      const term = String(filter.value);
      if (typeof column === 'object' && 'grams' in column) {
        return gramsContains(
          column.grams,
          column.normalized ? column.expr : normalizedSql(column.expr),
          term,
        );
      }
      return sql`${expr} like ${`%${escapeLike(term)}%`}`;
    }
    case 'startsWith':
      return sql`${expr} like ${`${escapeLike(String(filter.value))}%`}`;
    case 'gte':
      return sql`${expr} >= ${v(filter.value)}`;
    case 'lte':
      return sql`${expr} <= ${v(filter.value)}`;
    case 'between': {
      const [from, to] = filter.value as [unknown, unknown];
      return sql`${expr} between ${v(from)} and ${v(to)}`;
    }
    case 'isNull':
      return filter.value === false ? sql`${expr} is not null` : sql`${expr} is null`;
  }
};

/** The WHERE conditions of a list query's filters (fields already whitelisted by the schema). */
export const listFilterConditions = <F extends string>(
  spec: ListSpec<F>,
  columns: ListColumns<F>,
  filters: readonly ListFilter[],
): SQL[] => filters.map((f) => filterSql(spec as ListSpec, columns[f.field as F], f));

/** ORDER BY of the query's sort keys, then the unique tiebreaker so pages never overlap. */
export const listOrderBy = <F extends string>(
  columns: ListColumns<F>,
  sort: ListQuery['sort'],
  tiebreaker: AnyPgColumn,
): SQL[] => [
  ...sort.map((s) => {
    const expr = exprOf(columns[s.field as F]);
    // PostgreSQL's default null placement, so a b-tree index can deliver the order by itself.
    return s.dir === 'desc' ? desc(expr) : asc(expr);
  }),
  asc(tiebreaker),
];

export const combine = (conditions: readonly (SQL | undefined)[]): SQL | undefined => {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length > 0 ? and(...present) : undefined;
};

/** A list's WHERE: the conditions of its filters and those the list adds of its own. */
export const listWhere = <F extends string>(
  spec: ListSpec<F>,
  columns: ListColumns<F>,
  filters: readonly ListFilter[],
  ...own: readonly (SQL | undefined)[]
): SQL | undefined => combine([...listFilterConditions(spec, columns, filters), ...own]);

/** The KST day an instant falls on, as the database computes it (index-friendly on date columns). */
export const kstDay = (column: SQL | AnyPgColumn): SQL => sql`(${column} at time zone 'Asia/Seoul')::date`;

/** The instant a Korean day (YYYYMMDD or YYYY-MM-DD) starts, for comparing a timestamptz. */
export const kstDayStart = (day: string): SQL => sql`((${day}::date)::timestamp at time zone 'Asia/Seoul')`;

/** The instant a Korean day ends (the next one starts): the exclusive end of a range of days. */
export const kstDayEnd = (day: string): SQL => sql`((${day}::date + 1)::timestamp at time zone 'Asia/Seoul')`;

/** [start, end) instants of a range of Korean days, for a timestamptz column's b-tree. */
export const kstDayRange = (column: SQL | AnyPgColumn, fromYmd: string, toYmd: string): SQL =>
  sql`${column} >= ${kstDayStart(fromYmd)} and ${column} < ${kstDayEnd(toYmd)}`;

/**
 * A list's day filter (eq, gte, lte, between) on a timestamptz column, as instants from Korean
 * midnight, so the column's index serves it; another operator is not a day filter.
 */
export const kstDayFilter = (column: SQL | AnyPgColumn, filter: ListFilter): SQL | undefined => {
  const v = filter.value;
  switch (filter.op) {
    case 'eq':
      return kstDayRange(column, String(v), String(v));
    case 'between': {
      const [from, to] = v as [string, string];
      return kstDayRange(column, from, to);
    }
    case 'gte':
      return sql`${column} >= ${kstDayStart(String(v))}`;
    case 'lte':
      return sql`${column} < ${kstDayEnd(String(v))}`;
    default:
      return undefined;
  }
};

// Counting every match of a broad filter over a million rows costs more than the page itself
// (10 000 matches: ~100 ms on PostgreSQL); past this many, lists show "1,000건 이상".
export const TOTAL_CAP = 1_000;

/** Matching rows of a table (or a join) counted up to TOTAL_CAP (+1 to know it was capped). */
export const countCapped = async (
  db: DbOrTx,
  table: PgTable | SQL,
  where: SQL | undefined,
): Promise<{ total: number; totalCapped: boolean }> => {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${table} ${where ? sql`where ${where}` : sql``} limit ${TOTAL_CAP + 1}) c`,
  );
  const n = Number(row?.n ?? 0);
  return n > TOTAL_CAP ? { total: TOTAL_CAP, totalCapped: true } : { total: n, totalCapped: false };
};

/** The page a list query asks for, as LIMIT and OFFSET. */
export const pageWindow = (query: Pick<ListQuery, 'page' | 'size'>): { limit: number; offset: number } => ({
  limit: query.size,
  offset: (query.page - 1) * query.size,
});

/** A select that can still take its LIMIT and OFFSET (drizzle runs it only when awaited). */
type Pageable<T> = { limit(n: number): { offset(n: number): PromiseLike<T[]> } };

/**
 * A list page: the matches of `where` in `table` counted up to TOTAL_CAP, and the asked page of
 * `select` (ordered and filtered by the caller), each row made a list row.
 */
export const countedPage = async <T, R>(
  db: DbOrTx,
  table: PgTable | SQL,
  where: SQL | undefined,
  query: Pick<ListQuery, 'page' | 'size'>,
  select: Pageable<T>,
  toRow: (row: T) => R,
): Promise<{ rows: R[]; total: number; totalCapped: boolean; page: number; size: number }> => {
  const { limit, offset } = pageWindow(query);
  // Both at once: on a pool they take two connections and the page costs the slower of the two
  // round trips, not their sum (bench purchase.list); a transaction or PGlite runs them in turn.
  const [{ total, totalCapped }, rows] = await Promise.all([
    countCapped(db, table, where),
    select.limit(limit).offset(offset),
  ]);
  return { rows: rows.map(toRow), total, totalCapped, page: query.page, size: query.size };
};

/**
 * Runs a page query of a broad search (more than TOTAL_CAP matches) as an ordered walk of the
 * sort column's b-tree. The planner underestimates such searches (several correlated grams look
 * rare) and would fetch and sort every match through the GIN index; walking the sort order and
 * testing each row finds the first page after a few hundred rows. The settings are local to the
 * transaction, so nothing else is affected.
 */
export const withOrderedScan = async <T>(db: Db, run: (tx: DbOrTx) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('enable_sort', 'off', true), set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true)`,
    );
    return run(tx);
  });
