import {
  type ListPage,
  type ListQuery,
  normalizePartNumber,
  PART_LOCATION_LIST_SPEC,
  type PartLocation,
  type PartLocationInput,
  type PartLocationRecord,
  type PartPriceChange,
  type RelatedPartKind,
  type RelatedPartNo,
  type RelatedPartNoInput,
  withParticle,
} from '@erp/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { countedPage, listColumnsOf, listOrderBy, listWhere } from '../../platform/list/list-query.sql.js';
import { suppliers } from '../supplier/supplier.table.js';
import { partRowByCode } from './part.service.js';
import {
  partLocationRecords,
  partLocations,
  partPriceChanges,
  partRelatedNumbers,
  parts,
} from './part.table.js';

// What hangs off one part besides its master row: price history, related numbers and storage
// locations (each with its own append-only record where the issue asks for one).

/** PartAmountChangeInfoList/{code}: newest first. */
export const listPriceChanges = async (db: DbOrTx, code: string): Promise<PartPriceChange[]> => {
  const part = await partRowByCode(db, code);
  const rows = await db
    .select({
      change: partPriceChanges,
      supplierCode: suppliers.code,
      supplierName: suppliers.name,
      changerName: accounts.name,
    })
    .from(partPriceChanges)
    .leftJoin(suppliers, eq(suppliers.id, partPriceChanges.supplierId))
    .leftJoin(accounts, eq(accounts.id, partPriceChanges.changedBy))
    .where(eq(partPriceChanges.partId, part.id))
    .orderBy(desc(partPriceChanges.changedAt), desc(partPriceChanges.id));
  return rows.map((r) => ({
    id: r.change.id,
    partCode: part.code,
    supplierCode: r.supplierCode,
    supplierName: r.supplierName,
    salePriceBefore: r.change.salePriceBefore,
    salePriceAfter: r.change.salePriceAfter,
    purchasePriceBefore: r.change.purchasePriceBefore,
    purchasePriceAfter: r.change.purchasePriceAfter,
    via: r.change.via,
    reason: r.change.reason,
    changedBy: r.change.changedBy,
    changedByName: r.changerName,
    changedAt: r.change.changedAt.toISOString(),
  }));
};

const relatedSelect = (db: DbOrTx) =>
  db
    .select({
      related: partRelatedNumbers,
      partCode: parts.code,
      relatedPartCode: sql<
        string | null
      >`(select p2.code from parts p2 where (p2.part_no_norm collate "C") = (${partRelatedNumbers.relatedPartNoNorm} collate "C") order by p2.id limit 1)`,
    })
    .from(partRelatedNumbers)
    .innerJoin(parts, eq(parts.id, partRelatedNumbers.partId));

const toRelated = (
  r: Awaited<ReturnType<ReturnType<typeof relatedSelect>['where']>>[number],
): RelatedPartNo => ({
  seq: r.related.id,
  partCode: r.partCode,
  relatedPartNo: r.related.relatedPartNo,
  relatedPartNoNorm: r.related.relatedPartNoNorm,
  relation: r.related.relation as RelatedPartKind,
  brandName: r.related.brandName,
  memo: r.related.memo,
  relatedPartCode: r.relatedPartCode,
  createdAt: r.related.createdAt.toISOString(),
});

/** PartRelatedItemNumber: the related numbers of a part. */
export const listRelatedNumbers = async (db: DbOrTx, code: string): Promise<RelatedPartNo[]> => {
  const part = await partRowByCode(db, code);
  const rows = await relatedSelect(db)
    .where(eq(partRelatedNumbers.partId, part.id))
    .orderBy(partRelatedNumbers.id);
  return rows.map(toRelated);
};

/** Parts that list a number among their related ones (cross-reference search), by prefix. */
export const searchRelatedNumbers = async (db: DbOrTx, partNo: string): Promise<RelatedPartNo[]> => {
  const norm = normalizePartNumber(partNo);
  if (norm === '') return [];
  const rows = await relatedSelect(db)
    .where(
      sql`(${partRelatedNumbers.relatedPartNoNorm} collate "C") like ${`${norm.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
    )
    .orderBy(partRelatedNumbers.relatedPartNoNorm, partRelatedNumbers.id)
    .limit(100);
  return rows.map(toRelated);
};

export const addRelatedNumber = async (
  db: Db,
  code: string,
  input: RelatedPartNoInput,
  actor: AuditActor,
): Promise<RelatedPartNo> =>
  db.transaction(async (tx) => {
    const part = await partRowByCode(tx, code);
    if (normalizePartNumber(input.relatedPartNo) === part.partNoNorm) {
      throw new AppError('E0422', '관련 품번: 이 품목 자신의 품번입니다.');
    }
    const [row] = await tx
      .insert(partRelatedNumbers)
      .values({ ...input, partId: part.id, createdBy: actor.accountId })
      .onConflictDoNothing()
      .returning({ id: partRelatedNumbers.id });
    if (!row) throw new AppError('E2002', `관련 품번: 이미 등록된 품번입니다 (${input.relatedPartNo}).`);
    await writeAudit(tx, actor, { action: 'part.related.add', entity: 'part', entityId: code, after: input });
    const [created] = await relatedSelect(tx).where(eq(partRelatedNumbers.id, row.id));
    return toRelated(created!);
  });

export const removeRelatedNumber = async (db: Db, seq: number, actor: AuditActor): Promise<void> =>
  db.transaction(async (tx) => {
    const [row] = await tx.delete(partRelatedNumbers).where(eq(partRelatedNumbers.id, seq)).returning();
    if (!row) throw new AppError('E2001', `관련 품번 ${withParticle(seq, '을/를')} 찾을 수 없습니다.`);
    await writeAudit(tx, actor, {
      action: 'part.related.remove',
      entity: 'part_related',
      entityId: seq,
      before: row,
    });
  });

/** The storage locations of a part, one per warehouse. */
export const listPartLocations = async (db: DbOrTx, code: string): Promise<PartLocation[]> => {
  const part = await partRowByCode(db, code);
  const rows = await db
    .select()
    .from(partLocations)
    .where(eq(partLocations.partId, part.id))
    .orderBy(partLocations.warehouseCode);
  return rows.map((r) => ({
    partCode: part.code,
    warehouseCode: r.warehouseCode,
    location: r.location,
    updatedAt: r.updatedAt.toISOString(),
  }));
};

/**
 * Sets (or, with an empty location, clears) a part's location in one warehouse. Every change
 * leaves a PartLocationRecord row; setting the same location again changes nothing.
 */
export const savePartLocation = async (
  db: Db,
  code: string,
  input: PartLocationInput,
  actor: AuditActor,
): Promise<PartLocation[]> => {
  await db.transaction(async (tx) => {
    const part = await partRowByCode(tx, code);
    const [before] = await tx
      .select()
      .from(partLocations)
      .where(and(eq(partLocations.partId, part.id), eq(partLocations.warehouseCode, input.warehouseCode)))
      .for('update');
    const after = input.location ?? null;
    if ((before?.location ?? null) === after) return;
    if (after === null) {
      await tx
        .delete(partLocations)
        .where(and(eq(partLocations.partId, part.id), eq(partLocations.warehouseCode, input.warehouseCode)));
    } else {
      await tx
        .insert(partLocations)
        .values({
          partId: part.id,
          warehouseCode: input.warehouseCode,
          location: after,
          updatedBy: actor.accountId,
        })
        .onConflictDoUpdate({
          target: [partLocations.partId, partLocations.warehouseCode],
          set: { location: after, updatedBy: actor.accountId, updatedAt: sql`now()` },
        });
    }
    await tx.insert(partLocationRecords).values({
      partId: part.id,
      warehouseCode: input.warehouseCode,
      before: before?.location ?? null,
      after,
      changedBy: actor.accountId,
    });
  });
  return listPartLocations(db, code);
};

/** PartLocationRecord/{code}: newest first. */
export const listLocationRecords = async (db: DbOrTx, code: string): Promise<PartLocationRecord[]> => {
  const part = await partRowByCode(db, code);
  const rows = await db
    .select({ record: partLocationRecords, changerName: accounts.name })
    .from(partLocationRecords)
    .leftJoin(accounts, eq(accounts.id, partLocationRecords.changedBy))
    .where(eq(partLocationRecords.partId, part.id))
    .orderBy(desc(partLocationRecords.id));
  return rows.map((r) => ({
    id: r.record.id,
    partCode: part.code,
    warehouseCode: r.record.warehouseCode,
    before: r.record.before,
    after: r.record.after,
    changedBy: r.record.changedBy,
    changedByName: r.changerName,
    changedAt: r.record.changedAt.toISOString(),
  }));
};

const LOCATION_COLUMNS = listColumnsOf(PART_LOCATION_LIST_SPEC, {
  warehouseCode: partLocations.warehouseCode,
  location: sql`(${partLocations.location} collate "C")`,
  partCode: parts.code,
  partNo: sql`(${parts.partNoNorm} collate "C")`,
});

/** MobilePtnoLocationList: parts of a warehouse by location, for picking and shelf checks. */
export const listLocations = async (
  db: Db,
  query: ListQuery,
): Promise<ListPage<PartLocation & { partNo: string; name: string; carModel: string }>> => {
  const filters = query.filters.map((f) =>
    f.field === 'partNo' && typeof f.value === 'string' ? { ...f, value: normalizePartNumber(f.value) } : f,
  );
  const where = listWhere(PART_LOCATION_LIST_SPEC, LOCATION_COLUMNS, filters);
  const withPart = sql`${partLocations} join ${parts} on ${parts.id} = ${partLocations.partId}`;
  const select = db
    .select({
      location: partLocations,
      code: parts.code,
      partNo: parts.partNo,
      name: parts.name,
      carModel: parts.carModel,
    })
    .from(partLocations)
    .innerJoin(parts, eq(parts.id, partLocations.partId))
    .where(where)
    .orderBy(
      ...listOrderBy(LOCATION_COLUMNS, query.sort, partLocations.partId),
      asc(partLocations.warehouseCode),
    );
  return countedPage(db, withPart, where, query, select, (r) => ({
    partCode: r.code,
    warehouseCode: r.location.warehouseCode,
    location: r.location.location,
    updatedAt: r.location.updatedAt.toISOString(),
    partNo: r.partNo,
    name: r.name,
    carModel: r.carModel,
  }));
};
