import {
  type ListFilter,
  type ListPage,
  type ListQuery,
  looksLikePartNumber,
  normalizePartNumber,
  normalizeSearchText,
  PART_LIST_SPEC,
  type PartListField,
  type PartListRow,
  reduceScannedBarcode,
} from '@erp/domain';
import { eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import {
  combine,
  countCapped,
  escapeLike,
  gramsContains,
  type ListColumns,
  listFilterConditions,
  listOrderBy,
  normalizedSql,
  withOrderedScan,
} from '../../platform/list/list-query.sql.js';
import { PART_COLUMNS, partIdsByBarcode, selectParts, toPart } from './part.service.js';
import { brands, partKinds, parts } from './part.table.js';

// Part search at a million rows (DESIGN §10, issue 7): every branch is one index.
//   part number prefix  → b-tree on (part_no_norm collate "C"): LIKE 'GB80%' is a range scan
//   barcode, exact      → unique b-trees of part_barcodes / unit_barcodes, then the primary key
//   name / car model    → GIN over search_grams (1- and 2-character grams: 램, 램프, 필터…)
// The search box ORs the three (a BitmapOr of the three indexes); broad searches page through
// the sort column's b-tree (withOrderedScan) and count up to 1 000.

const PART_NO_SORT = sql`(${parts.partNoNorm} collate "C")`;

// Fields that are not a column of parts: filtered through their own table's index.
type SpecialField = 'supplierCode' | 'barcode' | 'location';
const SPECIAL: readonly string[] = ['supplierCode', 'barcode', 'location'] satisfies SpecialField[];

const LIST_COLUMNS: ListColumns<Exclude<PartListField, SpecialField>> = {
  code: parts.code,
  partNo: PART_NO_SORT,
  name: parts.name,
  carModel: parts.carModel,
  norm: parts.norm,
  brandCode: parts.brandCode,
  kindCode: sql`(${parts.kindCode} collate "C")`,
  salePrice: parts.salePrice,
  purchasePrice: parts.purchasePrice,
  isSet: parts.isSet,
  allowBackOrder: parts.allowBackOrder,
  active: parts.active,
  createdAt: sql`(${parts.createdAt} at time zone 'Asia/Seoul')::date`,
  updatedAt: sql`(${parts.updatedAt} at time zone 'Asia/Seoul')::date`,
};

/** Part-number prefix: the normalised term as a C-collated range of the b-tree. */
export const partNoPrefix = (term: string): SQL =>
  sql`${PART_NO_SORT} like ${`${escapeLike(normalizePartNumber(term))}%`}`;

/** A substring of the name (or car model) through the grams index, rechecked on that column. */
const textContains = (column: typeof parts.name | typeof parts.carModel, term: string): SQL => {
  const normalized = normalizeSearchText(term);
  return sql`(${gramsContains(parts.searchGrams, parts.searchText, term)} and ${normalizedSql(column)} like ${`%${escapeLike(normalized)}%`})`;
};

const idsIn = (ids: readonly number[]): SQL =>
  ids.length === 0
    ? sql`false`
    : sql`${parts.id} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`;

const specialCondition = async (db: DbOrTx, filter: ListFilter): Promise<SQL> => {
  const value = String(filter.value ?? '');
  switch (filter.field as SpecialField) {
    case 'barcode':
      return idsIn(await partIdsByBarcode(db, reduceScannedBarcode(value)));
    case 'supplierCode':
      return sql`${parts.id} in (select sp.part_id from supplier_parts sp where sp.supplier_id = (select s.id from suppliers s where s.code = ${value.toUpperCase()}))`;
    case 'location':
      return sql`${parts.id} in (select pl.part_id from part_locations pl where (pl.location collate "C") like ${`${escapeLike(value)}%`})`;
  }
};

const columnCondition = (filter: ListFilter): SQL | undefined => {
  if (filter.op === 'contains' && (filter.field === 'name' || filter.field === 'carModel')) {
    return textContains(filter.field === 'name' ? parts.name : parts.carModel, String(filter.value));
  }
  return undefined;
};

/** The search box: part-number prefix OR exact barcode OR name / car-model substring. */
export type KeywordPlan = { where: SQL; matchedBy: SQL };

export const planKeyword = async (db: DbOrTx, keyword: string): Promise<KeywordPlan | undefined> => {
  const scanned = reduceScannedBarcode(keyword);
  if (scanned === '') return undefined;
  const branches: { when: SQL; label: 'partNo' | 'barcode' | 'name' }[] = [];
  if (looksLikePartNumber(scanned)) branches.push({ when: partNoPrefix(scanned), label: 'partNo' });
  if (!/\s/.test(scanned) && scanned.length <= 80) {
    const ids = await partIdsByBarcode(db, scanned);
    if (ids.length > 0) branches.push({ when: idsIn(ids), label: 'barcode' });
  }
  branches.push({ when: gramsContains(parts.searchGrams, parts.searchText, scanned), label: 'name' });
  return {
    where: branches.length === 1 ? branches[0]!.when : or(...branches.map((b) => b.when))!,
    matchedBy: sql`case ${sql.join(
      branches.map((b) => sql`when ${b.when} then ${b.label}`),
      sql` `,
    )} end`,
  };
};

export const partListWhere = async (
  db: DbOrTx,
  query: ListQuery,
  extra: readonly (SQL | undefined)[] = [],
): Promise<{ where: SQL | undefined; matchedBy: SQL }> => {
  const filters = query.filters.map((f) =>
    f.field === 'partNo' && typeof f.value === 'string' ? { ...f, value: normalizePartNumber(f.value) } : f,
  );
  const generic = filters.filter((f) => !SPECIAL.includes(f.field) && !columnCondition(f));
  const conditions: (SQL | undefined)[] = [
    ...listFilterConditions(PART_LIST_SPEC, LIST_COLUMNS as ListColumns<PartListField>, generic),
    ...filters.map(columnCondition),
    ...(await Promise.all(
      filters.filter((f) => SPECIAL.includes(f.field)).map((f) => specialCondition(db, f)),
    )),
    ...extra,
  ];
  const plan = query.keyword ? await planKeyword(db, query.keyword) : undefined;
  if (plan) conditions.push(plan.where);
  return { where: combine(conditions), matchedBy: plan?.matchedBy ?? sql`null` };
};

const pageQuery = (handle: DbOrTx, where: SQL | undefined, matchedBy: SQL, query: ListQuery) =>
  handle
    .select({
      row: PART_COLUMNS,
      brandName: brands.name,
      kindName: partKinds.name,
      matchedBy: sql<string | null>`${matchedBy}`,
    })
    .from(parts)
    .leftJoin(brands, eq(brands.code, parts.brandCode))
    .leftJoin(partKinds, eq(partKinds.code, parts.kindCode))
    .where(where)
    .orderBy(...listOrderBy(LIST_COLUMNS as ListColumns<PartListField>, query.sort, parts.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);

/** PartList / PartLargeList / MobilePtnoList: a page of parts with a count capped at 1 000. */
export const listParts = async (
  db: Db,
  query: ListQuery,
  extra: readonly (SQL | undefined)[] = [],
): Promise<ListPage<PartListRow>> => {
  const { where, matchedBy } = await partListWhere(db, query, extra);
  const { total, totalCapped } = await countCapped(db, parts, where);
  const rows =
    totalCapped && where
      ? await withOrderedScan(db, (tx) => pageQuery(tx, where, matchedBy, query))
      : await pageQuery(db, where, matchedBy, query);
  return {
    rows: rows.map((r) => ({
      ...toPart(r.row, r.brandName, r.kindName),
      matchedBy: (r.matchedBy as PartListRow['matchedBy']) ?? null,
    })),
    total,
    totalCapped,
    page: query.page,
    size: query.size,
  };
};

/** Every row of the current filter in pages, for the streamed Excel download. */
export async function* iterateParts(db: Db, query: ListQuery, batch = 2_000): AsyncGenerator<PartListRow[]> {
  const { where } = await partListWhere(db, query);
  for (let offset = 0; ; offset += batch) {
    const rows = await selectParts(db)
      .where(where)
      .orderBy(...listOrderBy(LIST_COLUMNS as ListColumns<PartListField>, query.sort, parts.id))
      .limit(batch)
      .offset(offset);
    if (rows.length === 0) return;
    yield rows.map((r) => ({ ...toPart(r.row, r.brandName, r.kindName), matchedBy: null }));
    if (rows.length < batch) return;
  }
}
