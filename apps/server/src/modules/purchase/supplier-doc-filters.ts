import type { ListQuery } from '@erp/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { escapeLike } from '../../platform/list/list-query.sql.js';

// The list filters every supplier document list (purchases, orders, returns) applies the same
// way: the supplier and the part through ids (so the indexes serve them), and the keyword as the
// document's code or part of its supplier's name.

/** The values of one filter field, upper-cased codes. */
const codesOf = (query: ListQuery, field: string) =>
  query.filters.filter((f) => f.field === field).map((f) => String(f.value).toUpperCase());

/** A document table's code and supplier columns. */
type SupplierDoc = { code: PgColumn; supplierId: PgColumn };

/** The supplierCode filters and the keyword, as conditions for listWhere. */
export const supplierDocConditions = (doc: SupplierDoc, query: ListQuery): (SQL | undefined)[] => {
  const keyword = query.keyword?.trim();
  return [
    ...codesOf(query, 'supplierCode').map(
      (code): SQL => sql`${doc.supplierId} = (select id from suppliers where code = ${code})`,
    ),
    keyword
      ? sql`(${doc.code} = ${keyword.toUpperCase()} or ${doc.supplierId} in (select id from suppliers where name like ${`%${escapeLike(keyword)}%`}))`
      : undefined,
  ];
};

/**
 * The partCode filters: documents with a line of that part, `lines` naming the lines table and
 * its column of the document's id (trusted names, never input).
 */
export const partLineConditions = (
  docId: PgColumn,
  lines: { table: string; docColumn: string },
  query: ListQuery,
): SQL[] =>
  codesOf(query, 'partCode').map(
    (code) =>
      sql`${docId} in (select l.${sql.raw(lines.docColumn)} from ${sql.raw(lines.table)} l where l.part_id = (select id from parts where code = ${code}))`,
  );

/** The filters the conditions above handle, left out of the plain column filters. */
export const withoutOwnFilters = (query: ListQuery, own: readonly string[]) =>
  query.filters.filter((f) => !own.includes(f.field));
