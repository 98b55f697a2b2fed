import {
  type ListFilter,
  type ListPage,
  type ListQuery,
  latinKeysOf,
  looksLikePartNumber,
  normalizePartNumber,
  normalizeSearchText,
  PART_LIST_SPEC,
  type PartListField,
  type PartListRow,
  reduceScannedBarcode,
  searchGramsOfWord,
  searchWords,
} from '@erp/domain';
import { eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import {
  combine,
  countCapped,
  escapeLike,
  gramsContains,
  kstDay,
  type ListColumns,
  listFilterConditions,
  listOrderBy,
  normalizedSql,
  TOTAL_CAP,
  withOrderedScan,
} from '../../platform/list/list-query.sql.js';
import { PART_COLUMNS, partIdsByBarcode, selectParts, toPart } from './part.service.js';
import { brands, partKinds, parts } from './part.table.js';
import { estimateGramMatches, type SearchStrategy, strategyFor, withStrategy } from './part-search.plan.js';

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
  createdAt: kstDay(parts.createdAt),
  updatedAt: kstDay(parts.updatedAt),
};

/** Part-number prefix: the normalised term as a C-collated range of the b-tree. */
export const partNoPrefix = (term: string): SQL =>
  sql`${PART_NO_SORT} like ${`${escapeLike(normalizePartNumber(term))}%`}`;

/**
 * The grams a term needs, one group per word: the words match independently, so the planning
 * estimates a term of several words from each word's own frequency (part-search.plan.ts).
 */
const wordGrams = (term: string): string[][] =>
  searchWords(term)
    .map(searchGramsOfWord)
    .filter((g) => g.length > 0);

/** A substring through the grams index of name and car model (rechecked for 3+ characters). */
const gramsCondition = (term: string): { when: SQL; grams: string[][] } | null => {
  const grams = wordGrams(term);
  return grams.length === 0
    ? null
    : { when: gramsContains(parts.searchGrams, parts.searchText, term), grams };
};

/**
 * 품명 contains: name and car model together, as the search box does (staff type '아반떼' into
 * 품명 and mean both). 차종 contains is rechecked on the car-model column alone.
 */
const textCondition = (filter: ListFilter): { when: SQL; grams: string[][] } => {
  const term = String(filter.value);
  const found = gramsCondition(term);
  if (!found) return { when: sql`true`, grams: [] };
  if (filter.field === 'name') return found;
  return {
    when: sql`(${found.when} and ${normalizedSql(parts.carModel)} like ${`%${escapeLike(normalizeSearchText(term))}%`})`,
    grams: found.grams,
  };
};

const isTextContains = (f: ListFilter): boolean =>
  f.op === 'contains' && (f.field === 'name' || f.field === 'carModel');

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

/** One way the search box can match, with the grams it needs when it goes through the GIN. */
export type KeywordBranch = {
  when: SQL;
  label: NonNullable<PartListRow['matchedBy']>;
  /** Per word, the grams it needs through the GIN (null: the branch does not use it). */
  grams: string[][] | null;
};

// A part's own code (P0000008): one letter and digits, looked up exactly in the unique index.
const PART_CODE_SHAPE = /^[A-Z]\d{3,}$/;

/**
 * The search box: part code (exact) OR part-number prefix OR exact barcode OR name / car-model
 * words (each word, any order; 초성 words by their initials). A term typed with the Korean
 * input method on is also read as its Latin keys for the code, part number and barcode.
 */
export const keywordBranches = async (db: Db, keyword: string): Promise<KeywordBranch[]> => {
  const scanned = reduceScannedBarcode(keyword);
  if (scanned === '') return [];
  const typed = latinKeysOf(scanned);
  const readings = [...new Set([scanned, ...(typed ? [typed] : [])])];
  const branches: KeywordBranch[] = [];
  const codes = [...new Set(readings.map((r) => r.toUpperCase()).filter((r) => PART_CODE_SHAPE.test(r)))];
  if (codes.length > 0) {
    branches.push({
      when: or(...codes.map((c) => eq(parts.code, c)))!,
      label: 'code',
      grams: null,
    });
  }
  const numbers = readings.filter(looksLikePartNumber);
  if (numbers.length > 0) {
    branches.push({ when: or(...numbers.map(partNoPrefix))!, label: 'partNo', grams: null });
  }
  if (!/\s/.test(scanned) && scanned.length <= 80) {
    const ids = [...new Set((await Promise.all(readings.map((r) => partIdsByBarcode(db, r)))).flat())];
    if (ids.length > 0) branches.push({ when: idsIn(ids), label: 'barcode', grams: null });
  }
  // A part's code is the system's own number: no name holds one, and its digit grams ('00') are
  // among the commonest, so a name search for it would only cost.
  const grams = codes.length > 0 ? [] : wordGrams(scanned);
  if (grams.length > 0) {
    branches.push({
      when: gramsContains(parts.searchGrams, parts.searchText, scanned),
      label: 'name',
      grams,
    });
  }
  return branches;
};

const matchedByOf = (branches: readonly KeywordBranch[]): SQL =>
  branches.length === 0
    ? sql`null`
    : sql`case ${sql.join(
        branches.map((b) => sql`when ${b.when} then ${b.label}`),
        sql` `,
      )} end`;

/** The conditions of a list query: the filters (ANDed) and the search box branches (ORed). */
export type PartSearchPlan = {
  base: SQL[];
  /** Grams of the name / car-model filters, which every arm must match. */
  baseGrams: string[][];
  /** The filters are one 품명 substring and nothing else (its grams say all about the matches). */
  baseIsNameOnly: boolean;
  branches: KeywordBranch[] | null;
};

export const planPartSearch = async (
  db: Db,
  query: ListQuery,
  extra: readonly (SQL | undefined)[] = [],
): Promise<PartSearchPlan> => {
  const filters = query.filters.map((f) =>
    f.field === 'partNo' && typeof f.value === 'string' ? { ...f, value: normalizePartNumber(f.value) } : f,
  );
  const generic = filters.filter((f) => !SPECIAL.includes(f.field) && !isTextContains(f));
  const texts = filters.filter(isTextContains).map(textCondition);
  const base = [
    ...listFilterConditions(PART_LIST_SPEC, LIST_COLUMNS as ListColumns<PartListField>, generic),
    ...texts.map((t) => t.when),
    ...(await Promise.all(
      filters.filter((f) => SPECIAL.includes(f.field)).map((f) => specialCondition(db, f)),
    )),
    ...extra,
  ].filter((c): c is SQL => c !== undefined);
  const baseGrams = texts.flatMap((t) => t.grams);
  const branches = query.keyword ? await keywordBranches(db, query.keyword) : null;
  const baseIsNameOnly =
    base.length === 1 &&
    filters.length === 1 &&
    filters[0]!.field === 'name' &&
    filters[0]!.op === 'contains';
  return { base, baseGrams, baseIsNameOnly, branches };
};

/** The whole condition as one WHERE (the Excel download and the simple path use it). */
export const partListWhere = async (
  db: Db,
  query: ListQuery,
  extra: readonly (SQL | undefined)[] = [],
): Promise<{ where: SQL | undefined; matchedBy: SQL }> => {
  const plan = await planPartSearch(db, query, extra);
  const keyword =
    plan.branches === null
      ? undefined
      : plan.branches.length === 0
        ? sql`false`
        : or(...plan.branches.map((b) => b.when));
  return { where: combine([...plan.base, keyword]), matchedBy: matchedByOf(plan.branches ?? []) };
};

const fullRows = (handle: DbOrTx, where: SQL | undefined, matchedBy: SQL, query: ListQuery) =>
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
    .orderBy(...listOrderBy(LIST_COLUMNS as ListColumns<PartListField>, query.sort, parts.id));

/** One branch of the search with the filters: its WHERE, its grams, whether the grams are all of it. */
type Arm = { where: SQL | undefined; grams: string[][]; gramsOnly: boolean };

// A term of one or two characters is one gram, and the column statistics give how many parts
// carry it (sampled, not bounded). When that is ten times the count cap and nothing else
// narrows the search, the count is certainly capped: counting 1 001 of 50 000 matches would cost
// a 50 000-entry bitmap (20–40 ms here) to print "1,000건 이상".
const CERTAINLY_CAPPED = 10 * (TOTAL_CAP + 1);
const certainlyCapped = async (db: Db, arm: Arm): Promise<boolean> => {
  if (!arm.gramsOnly || arm.grams.length !== 1 || arm.grams[0]!.length !== 1) return false;
  const estimate = await estimateGramMatches(db, arm.grams);
  return estimate !== null && estimate >= CERTAINLY_CAPPED;
};

// A broad search stays broad: parts are never deleted, so a search box term or 품명 substring
// that matched more than the cap a few minutes ago still does (mass renames aside). Counting one
// again costs a bitmap of every match (50 000 for 배터리, 20–40 ms here), so each process
// remembers such terms for ten minutes. Only "capped" is remembered; the page is always read
// fresh, and a narrow term is always counted.
const BROAD_TTL_MS = 10 * 60_000;
const BROAD_MAX_TERMS = 2_000;
const broadByDb = new WeakMap<object, Map<string, number>>();
const broadTermsOf = (db: Db): Map<string, number> => {
  let terms = broadByDb.get(db);
  if (!terms) {
    terms = new Map();
    broadByDb.set(db, terms);
  }
  return terms;
};

const knownBroad = (db: Db, key: string | null): boolean => {
  if (key === null) return false;
  const broadTerms = broadTermsOf(db);
  const at = broadTerms.get(key);
  if (at === undefined) return false;
  if (Date.now() - at < BROAD_TTL_MS) return true;
  broadTerms.delete(key);
  return false;
};

const rememberBroad = (db: Db, key: string | null): void => {
  if (key === null) return;
  const broadTerms = broadTermsOf(db);
  if (broadTerms.size >= BROAD_MAX_TERMS) broadTerms.delete(broadTerms.keys().next().value!);
  broadTerms.set(key, Date.now());
};

/** The memo key of a search made of one term and nothing else (search box or 품명 substring). */
const broadKey = (query: ListQuery, plan: PartSearchPlan): string | null => {
  if (plan.branches !== null && plan.base.length === 0 && query.keyword) {
    return `box:${normalizeSearchText(reduceScannedBarcode(query.keyword))}`;
  }
  if (plan.branches === null && plan.baseIsNameOnly)
    return `name:${normalizeSearchText(String(query.filters[0]!.value))}`;
  return null;
};

/** Matches of the arms together, counted up to TOTAL_CAP (+1), each arm through its index. */
const countArms = async (db: Db, arms: readonly Arm[], strategy: SearchStrategy) => {
  const [row] = await withStrategy(db, strategy, (tx) =>
    queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from (${sql.join(
        arms.map(
          (arm) =>
            sql`(select ${parts.id} from ${parts} ${arm.where ? sql`where ${arm.where}` : sql``} limit ${TOTAL_CAP + 1})`,
        ),
        sql` union `,
      )}) u`,
    ),
  );
  const n = Number(row?.n ?? 0);
  return n > TOTAL_CAP ? { total: TOTAL_CAP, totalCapped: true } : { total: n, totalCapped: false };
};

/** The first `n` ids of one arm in the list's order, by the strategy its grams call for. */
const topIds = async (
  db: Db,
  arm: Arm,
  query: ListQuery,
  n: number,
  sortIsPartNo: boolean,
): Promise<number[]> => {
  const strategy = await strategyFor(db, arm.grams, sortIsPartNo);
  const rows = await withStrategy(db, strategy, (tx) =>
    tx
      .select({ id: parts.id })
      .from(parts)
      .where(arm.where)
      .orderBy(...listOrderBy(LIST_COLUMNS as ListColumns<PartListField>, query.sort, parts.id))
      .limit(n),
  );
  return rows.map((r) => r.id);
};

/**
 * PartList / PartLargeList / MobilePtnoList: a page of parts with a count capped at 1 000.
 * A search through the grams index (the search box or a name / car-model filter) pages each
 * branch of the search box on its own index (a top-N per branch, merged), so a part-number
 * prefix never waits on a name search and vice versa.
 */
export const listParts = async (
  db: Db,
  query: ListQuery,
  extra: readonly (SQL | undefined)[] = [],
): Promise<ListPage<PartListRow>> => {
  const plan = await planPartSearch(db, query, extra);
  const matchedBy = matchedByOf(plan.branches ?? []);
  const toRow = (r: Awaited<ReturnType<typeof fullRows>>[number]): PartListRow => ({
    ...toPart(r.row, r.brandName, r.kindName),
    matchedBy: (r.matchedBy as PartListRow['matchedBy']) ?? null,
  });
  const offset = (query.page - 1) * query.size;

  if (plan.branches === null && plan.baseGrams.length === 0) {
    // A plain list (filters on columns): one query, walked in order when the filter is broad.
    const where = combine(plan.base);
    const { total, totalCapped } = await countCapped(db, parts, where);
    const page = (handle: DbOrTx) =>
      fullRows(handle, where, matchedBy, query).limit(query.size).offset(offset);
    const rows = totalCapped && where ? await withOrderedScan(db, page) : await page(db);
    return { rows: rows.map(toRow), total, totalCapped, page: query.page, size: query.size };
  }

  const arms: Arm[] = (plan.branches ?? [null]).map((branch) => ({
    where: combine([...plan.base, branch?.when]),
    grams: [...plan.baseGrams, ...(branch?.grams ?? [])],
    gramsOnly: branch ? plan.base.length === 0 && branch.grams !== null : plan.baseIsNameOnly,
  }));
  if (plan.branches !== null && plan.branches.length === 0) {
    return { rows: [], total: 0, totalCapped: false, page: query.page, size: query.size };
  }
  const anyGrams = arms.some((a) => a.grams.length > 0);
  const key = broadKey(query, plan);
  const capped =
    knownBroad(db, key) || (await Promise.all(arms.map((arm) => certainlyCapped(db, arm)))).some(Boolean);
  const { total, totalCapped } = capped
    ? { total: TOTAL_CAP, totalCapped: true }
    : await countArms(db, arms, anyGrams ? 'bitmap' : 'auto');
  if (totalCapped) rememberBroad(db, key);
  if (total === 0) return { rows: [], total, totalCapped, page: query.page, size: query.size };
  const sortIsPartNo = (query.sort[0]?.field ?? 'partNo') === 'partNo';
  const ids = new Set<number>();
  for (const arm of arms) {
    for (const id of await topIds(db, arm, query, offset + query.size, sortIsPartNo)) ids.add(id);
  }
  if (ids.size === 0) return { rows: [], total, totalCapped, page: query.page, size: query.size };
  const rows = await fullRows(db, idsIn([...ids]), matchedBy, query)
    .limit(query.size)
    .offset(offset);
  return { rows: rows.map(toRow), total, totalCapped, page: query.page, size: query.size };
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
