import {
  type ListPage,
  type ListQuery,
  normalizePartNumber,
  SUPPLIER_DUPLICATE_REASON_LABELS,
  SUPPLIER_PART_LIST_SPEC,
  type SupplierDuplicateGroup,
  type SupplierPart,
  type SupplierPartInput,
  withParticle,
} from '@erp/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { countedPage, listColumnsOf, listOrderBy, listWhere } from '../../platform/list/list-query.sql.js';
import { supplierByCode } from '../supplier/supplier.service.js';
import { suppliers } from '../supplier/supplier.table.js';
import { partRowByCode, partRowNamedInBody, recordPriceChange } from './part.service.js';
import { parts } from './part.table.js';
import { supplierParts } from './part-supplier.table.js';

// Which of our parts each supplier sells, under its own part number and price (ProductVendorList).
// The links belong to the part catalogue: suppliers come first and know nothing of parts. A
// link's price change is a price change: it goes into the part's price history and the audit.

/**
 * Links a part to a supplier, or changes the link (ProductVendorList). A new or changed price
 * goes into the part's price history with the supplier named. One supplier is the main one.
 */
export const saveSupplierPart = async (
  tx: Tx,
  input: Omit<SupplierPartInput, 'partCode'> & { partId: number },
  actor: AuditActor,
  via: string,
): Promise<void> => {
  const supplier = await supplierByCode(tx, input.supplierCode);
  const [before] = await tx
    .select()
    .from(supplierParts)
    .where(and(eq(supplierParts.supplierId, supplier.id), eq(supplierParts.partId, input.partId)))
    .for('update');
  const values = {
    supplierPartNo: input.supplierPartNo ?? null,
    purchasePrice: input.purchasePrice,
    leadDays: input.leadDays ?? null,
    preferred: input.preferred,
    memo: input.memo ?? null,
    updatedBy: actor.accountId,
  };
  if (input.preferred) {
    await tx
      .update(supplierParts)
      .set({ preferred: false })
      .where(and(eq(supplierParts.partId, input.partId), ne(supplierParts.supplierId, supplier.id)));
  }
  await tx
    .insert(supplierParts)
    .values({ ...values, supplierId: supplier.id, partId: input.partId })
    .onConflictDoUpdate({
      target: [supplierParts.supplierId, supplierParts.partId],
      set: { ...values, updatedAt: sql`now()` },
    });
  const changed = await recordPriceChange(
    tx,
    {
      partId: input.partId,
      supplierId: supplier.id,
      saleBefore: null,
      saleAfter: null,
      purchaseBefore: before?.purchasePrice ?? null,
      purchaseAfter: input.purchasePrice,
      via: `supplier.${via}`,
      reason: input.priceChangeReason,
    },
    actor,
  );
  if (changed || !before) {
    await writeAudit(tx, actor, {
      action: before ? 'supplier_part.modify' : 'supplier_part.create',
      entity: 'supplier_part',
      entityId: `${supplier.code}:${input.partId}`,
      before: before ?? null,
      after: values,
    });
  }
};

export const linkSupplierPart = async (
  db: Db,
  input: SupplierPartInput,
  actor: AuditActor,
): Promise<SupplierPart[]> => {
  const partId = await db.transaction(async (tx) => {
    const part = await partRowNamedInBody(tx, input.partCode.toUpperCase());
    await saveSupplierPart(tx, { ...input, partId: part.id }, actor, 'link');
    return part.id;
  });
  return listSupplierPartsOf(db, { partId });
};

export const unlinkSupplierPart = async (
  db: Db,
  supplierCode: string,
  partCode: string,
  actor: AuditActor,
): Promise<void> =>
  db.transaction(async (tx) => {
    const supplier = await supplierByCode(tx, supplierCode);
    const part = await partRowByCode(tx, partCode);
    const [row] = await tx
      .delete(supplierParts)
      .where(and(eq(supplierParts.supplierId, supplier.id), eq(supplierParts.partId, part.id)))
      .returning();
    if (!row)
      throw new AppError(
        'E2001',
        `매입처 ${withParticle(supplier.code, '과/와')} 품목 ${part.code}의 연결이 없습니다.`,
      );
    await writeAudit(tx, actor, {
      action: 'supplier_part.remove',
      entity: 'supplier_part',
      entityId: `${supplier.code}:${part.code}`,
      before: row,
    });
  });

const selectLinks = (db: DbOrTx) =>
  db
    .select({
      link: supplierParts,
      supplierCode: suppliers.code,
      supplierName: suppliers.name,
      partCode: parts.code,
      partNo: parts.partNo,
      partName: parts.name,
      carModel: parts.carModel,
    })
    .from(supplierParts)
    .innerJoin(suppliers, eq(suppliers.id, supplierParts.supplierId))
    .innerJoin(parts, eq(parts.id, supplierParts.partId));

const toLink = (r: Awaited<ReturnType<ReturnType<typeof selectLinks>['where']>>[number]): SupplierPart => ({
  supplierCode: r.supplierCode,
  supplierName: r.supplierName,
  partCode: r.partCode,
  partNo: r.partNo,
  partName: r.partName,
  carModel: r.carModel,
  supplierPartNo: r.link.supplierPartNo,
  purchasePrice: r.link.purchasePrice,
  leadDays: r.link.leadDays,
  preferred: r.link.preferred,
  memo: r.link.memo,
  updatedAt: r.link.updatedAt.toISOString(),
});

/** The suppliers of one part, main supplier first. */
export const listSupplierPartsOf = async (db: DbOrTx, by: { partId: number }): Promise<SupplierPart[]> => {
  const rows = await selectLinks(db)
    .where(eq(supplierParts.partId, by.partId))
    .orderBy(sql`${supplierParts.preferred} desc`, supplierParts.purchasePrice, suppliers.code);
  return rows.map(toLink);
};

const LINK_COLUMNS = listColumnsOf(SUPPLIER_PART_LIST_SPEC, {
  supplierCode: suppliers.code,
  partCode: parts.code,
  partNo: sql`(${parts.partNoNorm} collate "C")`,
  supplierPartNo: sql`(${supplierParts.supplierPartNoNorm} collate "C")`,
  purchasePrice: supplierParts.purchasePrice,
  preferred: supplierParts.preferred,
});

/** ProductVendorList: every link, filtered by supplier, part or the supplier's part number. */
export const listSupplierParts = async (db: DbOrTx, query: ListQuery): Promise<ListPage<SupplierPart>> => {
  const filters = query.filters.map((f) =>
    (f.field === 'partNo' || f.field === 'supplierPartNo') && typeof f.value === 'string'
      ? { ...f, value: normalizePartNumber(f.value) }
      : f.field === 'supplierCode' && typeof f.value === 'string'
        ? { ...f, value: f.value.toUpperCase() }
        : f,
  );
  const where = listWhere(SUPPLIER_PART_LIST_SPEC, LINK_COLUMNS, filters);
  const linked = sql`${supplierParts}
      join ${suppliers} on ${suppliers.id} = ${supplierParts.supplierId}
      join ${parts} on ${parts.id} = ${supplierParts.partId}`;
  const select = selectLinks(db)
    .where(where)
    .orderBy(...listOrderBy(LINK_COLUMNS, query.sort, supplierParts.partId), supplierParts.supplierId);
  return countedPage(db, linked, where, query, select, toLink);
};

/**
 * productVendorDuplicateList: suppliers that are probably one company entered twice (same
 * business number, or the same name once spaces and corporate marks are dropped), and supplier
 * part numbers linked to more than one of our parts.
 */
export const listSupplierDuplicates = async (db: DbOrTx): Promise<SupplierDuplicateGroup[]> => {
  const bySupplier = await queryRows<{
    reason: 'bizNo' | 'name';
    key: string;
    codes: string[];
    names: string[];
  }>(
    db,
    sql`select 'bizNo' as reason, biz_no as key, array_agg(code order by code) as codes, array_agg(name order by code) as names
        from ${suppliers} where biz_no is not null group by biz_no having count(*) > 1
        union all
        select 'name', name_key, array_agg(code order by code), array_agg(name order by code)
        from ${suppliers} group by name_key having count(*) > 1
        order by 1, 2 limit 500`,
  );
  const byPartNo = await queryRows<{
    key: string;
    supplier_code: string;
    supplier_name: string;
    parts: string;
  }>(
    db,
    sql`select sp.supplier_part_no_norm as key, s.code as supplier_code, s.name as supplier_name,
          json_agg(json_build_object('code', p.code, 'partNo', p.part_no, 'name', p.name) order by p.code)::text as parts
        from ${supplierParts} sp join ${suppliers} s on s.id = sp.supplier_id join ${parts} p on p.id = sp.part_id
        where sp.supplier_part_no_norm is not null and sp.supplier_part_no_norm <> ''
        group by sp.supplier_id, s.code, s.name, sp.supplier_part_no_norm having count(*) > 1
        order by s.code, 1 limit 500`,
  );
  return [
    ...bySupplier.map((g) => ({
      reason: g.reason,
      reasonLabel: SUPPLIER_DUPLICATE_REASON_LABELS[g.reason],
      key: g.key,
      suppliers: g.codes.map((code, i) => ({ code, name: g.names[i] ?? '' })),
      parts: [],
    })),
    ...byPartNo.map((g) => ({
      reason: 'supplierPartNo' as const,
      reasonLabel: SUPPLIER_DUPLICATE_REASON_LABELS.supplierPartNo,
      key: g.key,
      suppliers: [{ code: g.supplier_code, name: g.supplier_name }],
      parts: JSON.parse(g.parts) as { code: string; partNo: string; name: string }[],
    })),
  ];
};
