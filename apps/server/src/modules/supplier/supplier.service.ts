import {
  type ListPage,
  type ListQuery,
  SUPPLIER_DUPLICATE_REASON_LABELS,
  SUPPLIER_LIST_SPEC,
  type Supplier,
  type SupplierInput,
  type SupplierSaveResult,
  supplierNameKey,
  withParticle,
} from '@erp/domain';
import { and, eq, getTableColumns, ne, or, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  countedPage,
  kstDay,
  listColumnsOf,
  listFilterConditions,
  listOrderBy,
  listWhere,
} from '../../platform/list/list-query.sql.js';
import { suppliers } from './supplier.table.js';

// Suppliers (매입처). Which of our parts each sells (the links) is the part module's
// (part-supplier.service.ts): suppliers come first in the catalogue and import no part.

const { nameGrams: _grams, nameKey: _key, ...SUPPLIER_COLUMNS } = getTableColumns(suppliers);
type SupplierRow = Omit<typeof suppliers.$inferSelect, 'nameGrams' | 'nameKey'>;

const toSupplier = (row: SupplierRow): Supplier => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const supplierByCode = async (db: DbOrTx, code: string): Promise<SupplierRow> => {
  const [row] = await db
    .select(SUPPLIER_COLUMNS)
    .from(suppliers)
    .where(eq(suppliers.code, code.toUpperCase()));
  if (!row) throw new AppError('E2001', `매입처 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  return row;
};

export const getSupplier = async (db: DbOrTx, code: string): Promise<Supplier> =>
  toSupplier(await supplierByCode(db, code));

const duplicatesOf = async (db: DbOrTx, row: { id: number; bizNo: string | null; name: string }) => {
  const rows = await db
    .select({
      code: suppliers.code,
      name: suppliers.name,
      bizNo: suppliers.bizNo,
      nameKey: suppliers.nameKey,
    })
    .from(suppliers)
    .where(
      and(
        ne(suppliers.id, row.id),
        or(
          row.bizNo ? eq(suppliers.bizNo, row.bizNo) : undefined,
          eq(suppliers.nameKey, supplierNameKey(row.name)),
        ),
      ),
    )
    .limit(20);
  return rows.map((r) => ({
    code: r.code,
    name: r.name,
    reason:
      row.bizNo && r.bizNo === row.bizNo
        ? SUPPLIER_DUPLICATE_REASON_LABELS.bizNo
        : SUPPLIER_DUPLICATE_REASON_LABELS.name,
  }));
};

export const insertSuppliers = async (tx: Tx, inputs: SupplierInput[], actor: AuditActor) =>
  tx
    .insert(suppliers)
    .values(inputs.map((i) => ({ ...i, nameKey: supplierNameKey(i.name), createdBy: actor.accountId })))
    .returning(SUPPLIER_COLUMNS);

export const createSupplier = async (
  db: Db,
  input: SupplierInput,
  actor: AuditActor,
): Promise<SupplierSaveResult> =>
  db.transaction(async (tx) => {
    const [row] = await insertSuppliers(tx, [input], actor);
    const supplier = toSupplier(row!);
    await writeAudit(tx, actor, {
      action: 'supplier.create',
      entity: 'supplier',
      entityId: supplier.code,
      after: supplier,
    });
    return { supplier, duplicates: await duplicatesOf(tx, row!) };
  });

export const modifySupplier = async (
  db: Db,
  code: string,
  input: SupplierInput,
  version: number,
  actor: AuditActor,
): Promise<SupplierSaveResult> =>
  db.transaction(async (tx) => {
    const before = await supplierByCode(tx, code);
    const [row] = await tx
      .update(suppliers)
      .set({
        ...input,
        nameKey: supplierNameKey(input.name),
        updatedAt: sql`now()`,
        version: sql`${suppliers.version} + 1`,
      })
      .where(and(eq(suppliers.id, before.id), eq(suppliers.version, version)))
      .returning(SUPPLIER_COLUMNS);
    if (!row)
      throw new AppError(
        'E0409',
        '다른 사용자가 먼저 이 매입처를 수정했습니다. 새로고침 후 다시 수정하세요.',
      );
    await writeAudit(tx, actor, {
      action: 'supplier.modify',
      entity: 'supplier',
      entityId: row.code,
      before: toSupplier(before),
      after: toSupplier(row),
    });
    return { supplier: toSupplier(row), duplicates: await duplicatesOf(tx, row) };
  });

const SUPPLIER_LIST_COLUMNS = listColumnsOf(SUPPLIER_LIST_SPEC, {
  code: suppliers.code,
  name: { expr: suppliers.name, grams: suppliers.nameGrams },
  bizNo: suppliers.bizNo,
  contactName: suppliers.contactName,
  active: suppliers.active,
  createdAt: kstDay(suppliers.createdAt),
});

const supplierWhere = (query: ListQuery) =>
  listWhere(
    SUPPLIER_LIST_SPEC,
    SUPPLIER_LIST_COLUMNS,
    query.filters,
    query.keyword
      ? sql`(${suppliers.code} = ${query.keyword.toUpperCase()} or ${listFilterConditions(
          SUPPLIER_LIST_SPEC,
          SUPPLIER_LIST_COLUMNS,
          [{ field: 'name', op: 'contains', value: query.keyword }],
        )[0]!})`
      : undefined,
  );

/** partSupplierList. */
export const listSuppliers = async (db: DbOrTx, query: ListQuery): Promise<ListPage<Supplier>> => {
  const where = supplierWhere(query);
  const select = db
    .select(SUPPLIER_COLUMNS)
    .from(suppliers)
    .where(where)
    .orderBy(...listOrderBy(SUPPLIER_LIST_COLUMNS, query.sort, suppliers.id));
  return countedPage(db, suppliers, where, query, select, toSupplier);
};

export async function* iterateSuppliers(
  db: DbOrTx,
  query: ListQuery,
  batch = 2_000,
): AsyncGenerator<Supplier[]> {
  const where = supplierWhere(query);
  for (let offset = 0; ; offset += batch) {
    const rows = await db
      .select(SUPPLIER_COLUMNS)
      .from(suppliers)
      .where(where)
      .orderBy(...listOrderBy(SUPPLIER_LIST_COLUMNS, query.sort, suppliers.id))
      .limit(batch)
      .offset(offset);
    if (rows.length === 0) return;
    yield rows.map(toSupplier);
    if (rows.length < batch) return;
  }
}
