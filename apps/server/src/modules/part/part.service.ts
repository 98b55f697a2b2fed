import {
  addVat,
  normalizePartNumber,
  type Part,
  type PartCopyInput,
  type PartInput,
  type PartSaveResult,
  type PartSimpleRegisterInput,
  splitVat,
  withParticle,
  withSplitName,
} from '@erp/domain';
import { and, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { suppliers } from '../supplier/supplier.table.js';
import { brands, partKinds, partLocations, partPriceChanges, parts } from './part.table.js';
import { partBarcodes } from './part-barcode.table.js';
import { supplierParts } from './part-supplier.table.js';

export type PartRow = Omit<typeof parts.$inferSelect, 'searchGrams' | 'searchText'>;
export type PartChangeVia = 'full' | 'simple' | 'name' | 'description' | 'copy' | 'excel' | 'quick';

// The generated search columns stay in the database: nothing on the wire needs them.
const { searchGrams: _grams, searchText: _text, ...PART_COLUMNS_ALL } = getTableColumns(parts);
export const PART_COLUMNS = PART_COLUMNS_ALL;

export const toPart = (row: PartRow, brandName: string | null, kindName: string | null): Part => {
  const vat = row.vatIncluded ? splitVat(row.salePrice) : addVat(row.salePrice);
  return {
    id: row.id,
    code: row.code,
    partNo: row.partNo,
    partNoNorm: row.partNoNorm,
    name: row.name,
    carModel: row.carModel,
    norm: row.norm,
    brandCode: row.brandCode,
    brandName,
    kindCode: row.kindCode,
    kindName,
    unit: row.unit,
    salePrice: row.salePrice,
    purchasePrice: row.purchasePrice,
    vatIncluded: row.vatIncluded,
    salePriceSupply: vat.supply,
    salePriceVat: vat.tax,
    properStock: row.properStock,
    allowBackOrder: row.allowBackOrder,
    description: row.description,
    isSet: row.isSet,
    active: row.active,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
};

/** The business fields of a part, as audit and change rows keep them. */
export const partFields = (p: Part) => {
  const { brandName: _b, kindName: _k, salePriceSupply: _s, salePriceVat: _v, ...rest } = p;
  return rest;
};

export const selectParts = (db: DbOrTx) =>
  db
    .select({ row: PART_COLUMNS, brandName: brands.name, kindName: partKinds.name })
    .from(parts)
    .leftJoin(brands, eq(brands.code, parts.brandCode))
    .leftJoin(partKinds, eq(partKinds.code, parts.kindCode));

export const reloadPart = async (db: DbOrTx, id: number): Promise<Part> => {
  const [found] = await selectParts(db).where(eq(parts.id, id)).limit(1);
  return toPart(found!.row, found!.brandName, found!.kindName);
};

export const getPart = async (db: DbOrTx, code: string): Promise<Part> => {
  const [found] = await selectParts(db).where(eq(parts.code, code)).limit(1);
  if (!found) throw new AppError('E2001', `품목 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  return toPart(found.row, found.brandName, found.kindName);
};

/** The part row of a code, for services that only need its id (E2001 in Korean when unknown). */
export const partRowByCode = async (db: DbOrTx, code: string, label = '품목'): Promise<PartRow> => {
  const [row] = await db.select(PART_COLUMNS).from(parts).where(eq(parts.code, code)).limit(1);
  if (!row) throw new AppError('E2001', `${label} ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  return row;
};

/**
 * The part a request body names (a set component, a barcode's part, a fitment): an unknown code
 * there is bad input naming its field (422), not a missing page (404) as in an address.
 */
export const partRowNamedInBody = async (db: DbOrTx, code: string, label = '품목'): Promise<PartRow> => {
  const [row] = await db.select(PART_COLUMNS).from(parts).where(eq(parts.code, code)).limit(1);
  if (!row) throw new AppError('E0422', `${label}: 등록되지 않은 품목입니다 (${code}).`);
  return row;
};

const assertReferences = async (
  db: DbOrTx,
  input: { brandCode?: string | null | undefined; kindCode?: string | null | undefined },
): Promise<void> => {
  if (input.brandCode) {
    const [brand] = await db
      .select({ code: brands.code })
      .from(brands)
      .where(eq(brands.code, input.brandCode));
    if (!brand) throw new AppError('E0422', `브랜드: 등록되지 않은 브랜드 코드입니다 (${input.brandCode}).`);
  }
  if (input.kindCode) {
    const [kind] = await db
      .select({ code: partKinds.code })
      .from(partKinds)
      .where(eq(partKinds.code, input.kindCode));
    if (!kind) throw new AppError('E0422', `품목 분류: 등록되지 않은 분류 코드입니다 (${input.kindCode}).`);
  }
};

/** Every way in (quick register, Excel, copy) ends here: a part number search can never reach '- -'. */
const assertPartNo = (partNo: string): void => {
  if (normalizePartNumber(partNo) === '')
    throw new AppError('E0422', `품번: 공백과 - 말고 글자나 숫자를 넣으세요 ('${partNo}').`);
};

export const duplicatePartNos = async (db: DbOrTx, partNo: string, exceptId?: number) =>
  db
    .select({ code: parts.code, partNo: parts.partNo, name: parts.name })
    .from(parts)
    .where(
      and(
        sql`(${parts.partNoNorm} collate "C") = ${normalizePartNumber(partNo)}`,
        exceptId ? ne(parts.id, exceptId) : undefined,
      ),
    )
    .limit(20);

/** A part's modification recorded: its price change (when a price moved) and the audit entry. */
export const recordPartModified = async (
  tx: DbOrTx,
  actor: AuditActor,
  before: Part,
  after: Part,
  how: { code: string; via: string; reason?: string | null | undefined; action: string },
): Promise<void> => {
  await recordPriceChange(
    tx,
    {
      partId: after.id,
      saleBefore: before.salePrice,
      saleAfter: after.salePrice,
      purchaseBefore: before.purchasePrice,
      purchaseAfter: after.purchasePrice,
      via: how.via,
      reason: how.reason,
    },
    actor,
  );
  await writeAudit(tx, actor, {
    action: how.action,
    entity: 'part',
    entityId: how.code,
    before: partFields(before),
    after: partFields(after),
  });
};

/** Appends one price-history row when either price changed (never an update of an old row). */
export const recordPriceChange = async (
  tx: DbOrTx,
  change: {
    partId: number;
    supplierId?: number | null;
    saleBefore: number | null;
    saleAfter: number | null;
    purchaseBefore: number | null;
    purchaseAfter: number | null;
    via: string;
    reason?: string | null | undefined;
  },
  actor: AuditActor,
): Promise<boolean> => {
  const saleChanged = change.saleBefore !== change.saleAfter;
  const purchaseChanged = change.purchaseBefore !== change.purchaseAfter;
  if (!saleChanged && !purchaseChanged) return false;
  await tx.insert(partPriceChanges).values({
    partId: change.partId,
    supplierId: change.supplierId ?? null,
    salePriceBefore: saleChanged ? change.saleBefore : null,
    salePriceAfter: saleChanged ? change.saleAfter : null,
    purchasePriceBefore: purchaseChanged ? change.purchaseBefore : null,
    purchasePriceAfter: purchaseChanged ? change.purchaseAfter : null,
    via: change.via,
    reason: change.reason ?? null,
    changedBy: actor.accountId,
  });
  return true;
};

/** Inserts a part inside an open transaction: prices start the history, the audit row records it. */
export const insertPart = async (
  tx: DbOrTx,
  input: PartInput & { isSet?: boolean },
  actor: AuditActor,
  via: PartChangeVia,
): Promise<Part> => {
  await assertReferences(tx, input);
  assertPartNo(input.partNo);
  const values = withSplitName(input);
  const [row] = await tx
    .insert(parts)
    .values({ ...values, createdBy: actor.accountId })
    .returning({ id: parts.id });
  const part = await reloadPart(tx, row!.id);
  await recordPriceChange(
    tx,
    {
      partId: part.id,
      saleBefore: null,
      saleAfter: part.salePrice,
      purchaseBefore: null,
      purchaseAfter: part.purchasePrice,
      via: `create.${via}`,
    },
    actor,
  );
  await writeAudit(tx, actor, {
    action: `part.create.${via}`,
    entity: 'part',
    entityId: part.code,
    after: partFields(part),
  });
  return part;
};

export const createPart = async (
  db: Db,
  input: PartInput,
  actor: AuditActor,
  via: PartChangeVia = 'full',
): Promise<PartSaveResult> =>
  db.transaction(async (tx) => {
    const part = await insertPart(tx, input, actor, via);
    return { part, duplicatePartNo: await duplicatePartNos(tx, part.partNo, part.id) };
  });

/**
 * Changes a part read at `version`: a stale form is refused with E0409 rather than overwriting
 * someone else's change. A price change adds a history row; every change leaves an audit row.
 */
export const modifyPart = async (
  db: Db,
  code: string,
  input: Partial<PartInput>,
  version: number,
  actor: AuditActor,
  via: PartChangeVia,
  reason?: string | null,
): Promise<PartSaveResult> => {
  const run = async (tx: DbOrTx): Promise<PartSaveResult> => {
    await assertReferences(tx, input);
    if (input.partNo !== undefined) assertPartNo(input.partNo);
    const before = await getPart(tx, code);
    const values =
      input.name !== undefined
        ? withSplitName({ ...input, name: input.name })
        : { ...input, carModel: input.carModel === null ? '' : input.carModel };
    const [row] = await tx
      .update(parts)
      .set({ ...values, updatedAt: sql`now()`, version: sql`${parts.version} + 1` })
      .where(and(eq(parts.id, before.id), eq(parts.version, version)))
      .returning({ id: parts.id });
    if (!row) {
      throw new AppError('E0409', '다른 사용자가 먼저 이 품목을 수정했습니다. 새로고침 후 다시 수정하세요.');
    }
    const part = await reloadPart(tx, row.id);
    await recordPartModified(tx, actor, before, part, { code, via, reason, action: `part.modify.${via}` });
    return { part, duplicatePartNo: await duplicatePartNos(tx, part.partNo, part.id) };
  };
  return db.transaction(run);
};

/**
 * PartCopyRegistration: a new part from an existing one with the given changes. Supplier links
 * (and, when asked, storage locations and barcodes: barcodes cannot be shared, so never) follow.
 */
export const copyPart = async (
  db: Db,
  sourceCode: string,
  input: PartCopyInput,
  actor: AuditActor,
): Promise<PartSaveResult> =>
  db.transaction(async (tx) => {
    const source = await getPart(tx, sourceCode);
    const { copyBarcodes, copySuppliers, copyLocations, ...changes } = input;
    if (copyBarcodes) {
      throw new AppError('E0422', '바코드 복사: 바코드는 한 품목에만 붙일 수 있어 복사할 수 없습니다.');
    }
    const fromSource: PartInput = {
      partNo: changes.partNo,
      name: changes.name ?? source.name,
      carModel: changes.carModel ?? (changes.name ? null : source.carModel),
      norm: changes.norm !== undefined ? changes.norm : source.norm,
      brandCode: changes.brandCode !== undefined ? changes.brandCode : source.brandCode,
      kindCode: changes.kindCode !== undefined ? changes.kindCode : source.kindCode,
      unit: changes.unit ?? source.unit,
      salePrice: changes.salePrice ?? source.salePrice,
      purchasePrice: changes.purchasePrice ?? source.purchasePrice,
      vatIncluded: changes.vatIncluded ?? source.vatIncluded,
      properStock: changes.properStock ?? source.properStock,
      allowBackOrder: changes.allowBackOrder ?? source.allowBackOrder,
      description: changes.description !== undefined ? changes.description : source.description,
      active: changes.active ?? true,
    };
    const part = await insertPart(tx, fromSource, actor, 'copy');
    if (copySuppliers) {
      await tx.execute(sql`
        insert into ${supplierParts} (supplier_id, part_id, supplier_part_no, purchase_price, lead_days, preferred, memo, updated_by)
        select supplier_id, ${part.id}, supplier_part_no, purchase_price, lead_days, preferred, memo, ${actor.accountId}
        from ${supplierParts} where part_id = ${source.id}`);
    }
    if (copyLocations) {
      await tx.execute(sql`
        insert into ${partLocations} (part_id, warehouse_code, location, updated_by)
        select ${part.id}, warehouse_code, location, ${actor.accountId} from ${partLocations} where part_id = ${source.id}`);
    }
    await writeAudit(tx, actor, {
      action: 'part.copy',
      entity: 'part',
      entityId: part.code,
      after: { from: source.code, copySuppliers, copyLocations },
    });
    return { part, duplicatePartNo: await duplicatePartNos(tx, part.partNo, part.id) };
  });

const dash = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value === '-' ? null : value;

/**
 * PartSimpleRegistration/{name}/{norm}/{price}/{purchasePrice}/{p}/{purchaseCode}: the quick
 * register of the order screen. '-' stands for an empty path segment; without a part number the
 * name serves as one. A supplier code links the part to that supplier at the purchase price.
 */
export const simpleRegisterPart = async (
  db: Db,
  input: PartSimpleRegisterInput,
  actor: AuditActor,
): Promise<PartSaveResult> =>
  db.transaction(async (tx) => {
    const supplierCode = dash(input.purchaseCode);
    let supplierId: number | null = null;
    if (supplierCode) {
      const [supplier] = await tx
        .select({ id: suppliers.id })
        .from(suppliers)
        .where(eq(suppliers.code, supplierCode.toUpperCase()));
      if (!supplier)
        throw new AppError('E0422', `매입처: 등록되지 않은 매입처 코드입니다 (${supplierCode}).`);
      supplierId = supplier.id;
    }
    const part = await insertPart(
      tx,
      {
        partNo: dash(input.p) ?? input.name,
        name: input.name,
        carModel: null,
        norm: dash(input.norm),
        brandCode: null,
        kindCode: null,
        unit: 'EA',
        salePrice: input.price,
        purchasePrice: input.purchasePrice,
        vatIncluded: false,
        properStock: 0,
        allowBackOrder: false,
        description: null,
        active: true,
      },
      actor,
      'quick',
    );
    if (supplierId !== null) {
      await tx.insert(supplierParts).values({
        supplierId,
        partId: part.id,
        purchasePrice: input.purchasePrice,
        preferred: true,
        updatedBy: actor.accountId,
      });
    }
    return { part, duplicatePartNo: await duplicatePartNos(tx, part.partNo, part.id) };
  });

/** Part ids whose maker or unit barcode is exactly `value` (a scanned value, already reduced). */
export const partIdsByBarcode = async (db: DbOrTx, value: string): Promise<number[]> => {
  const candidates = [value];
  // Our own QR labels carry an address ending in the code: '/B/U0000000174' → also 'U0000000174'.
  const last = value.startsWith('/') ? value.split('/').filter(Boolean).pop() : undefined;
  if (last && last !== value) candidates.push(last);
  const rows = await queryRows<{ part_id: number }>(
    db,
    sql`
    select part_id from part_barcodes where value in (${sql.join(
      candidates.map((c) => sql`${c}`),
      sql`, `,
    )})
    union
    select part_id from unit_barcodes where value in (${sql.join(
      candidates.map((c) => sql`${c}`),
      sql`, `,
    )})`,
  );
  return rows.map((r) => Number(r.part_id));
};

/** Maker barcodes of a part, for the detail view. */
export const barcodesOfPart = (db: DbOrTx, partId: number) =>
  db.select().from(partBarcodes).where(eq(partBarcodes.partId, partId)).orderBy(partBarcodes.id);
