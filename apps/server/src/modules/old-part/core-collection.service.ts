import type {
  CoreCollectInput,
  CoreCollection,
  CoreCollectionQuery,
  CoreCollectionStatus,
} from '@erp/domain';
import { reduceScannedBarcode, withParticle } from '@erp/domain';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { nextDocCode } from '../../platform/doc-code/doc-code.service.js';
import { AppError } from '../../platform/errors/app-error.js';
import { scanBarcode } from '../barcode/barcode.service.js';
import { recordUnitBarcodeEvent } from '../barcode/unit-barcode.service.js';
import { postCollectedCores } from '../core-ledger/core-ledger.service.js';
import { customers } from '../customer/customer.table.js';
import { postPoints } from '../point/point.service.js';
import { outstandingByCode } from './old-part.service.js';
import { oldPartCollections, oldPartPaybacks, oldPartUnits } from './old-part.table.js';

// A driver (or the counter) collects a customer's cores by scanning them: only a customer allowed
// a pickup, only parts whose kind has a payback code, never more than the customer still owes per
// code, never the same unit twice. Cash-back is paid once per collection, by its payback codes.

export const OLD_PART_DOC_KIND = 'old_part';

export const paybackOfPart = async (db: DbOrTx, partCode: string): Promise<string | null> => {
  const rows = await queryRows<{ code: string | null }>(
    db,
    sql`select coalesce(k.old_payback_code, pk.old_payback_code) as code
          from parts p join part_kinds k on k.code = p.kind_code
          left join part_kinds pk on pk.code = k.parent_code
         where p.code = ${partCode}`,
  );
  return rows[0]?.code ?? null;
};

export const collectCores = async (
  db: Db,
  input: CoreCollectInput,
  actor: AuditActor,
): Promise<CoreCollection> => {
  const scanned: { value: string; partCode: string; paybackCode: string; unit: string | null }[] = [];
  for (const [i, raw] of input.barcodes.entries()) {
    const value = reduceScannedBarcode(raw);
    const scan = value ? await scanBarcode(db, value) : null;
    if (!scan || scan.kind === 'none' || !scan.partCode)
      throw new AppError('E0422', `스캔한 바코드 ${i + 1}번째: 등록되지 않은 바코드입니다 (${raw}).`);
    const paybackCode = await paybackOfPart(db, scan.partCode);
    if (!paybackCode)
      throw new AppError(
        'E0422',
        `스캔한 바코드 ${i + 1}번째: 폐부품 페이백 대상이 아닌 품목입니다 (${scan.partCode}).`,
      );
    scanned.push({
      value: value!,
      partCode: scan.partCode,
      paybackCode,
      unit: scan.kind === 'unit' ? scan.value : null,
    });
  }
  const units = scanned.map((s) => s.unit).filter((u): u is string => u !== null);
  if (new Set(units).size !== units.length)
    throw new AppError('E0422', '스캔한 바코드: 같은 개체가 두 번 들어 있습니다.');
  const id = await db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: customers.id, code: customers.code, allowed: customers.oldPartPickupAllowed })
      .from(customers)
      .where(eq(customers.code, input.customerCode.toUpperCase()));
    if (!customer) throw new AppError('E0422', `거래처: 없는 거래처입니다 (${input.customerCode}).`);
    if (!customer.allowed)
      throw new AppError('E2003', `${customer.code}은(는) 폐부품 회수가 허용되지 않은 거래처입니다.`);
    // One collection of a customer at a time: what is owed is read and taken under this lock.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('old-part-collect'), ${customer.id})`);
    if (units.length > 0) {
      const taken = await tx
        .select({ unit: oldPartUnits.unitBarcode })
        .from(oldPartUnits)
        .where(inArray(oldPartUnits.unitBarcode, units));
      if (taken.length > 0)
        throw new AppError('E2003', `이미 회수된 개체입니다 (${taken.map((t) => t.unit).join(', ')}).`);
    }
    const owed = await outstandingByCode(tx, customer.id);
    const wanted = new Map<string, number>();
    for (const s of scanned) wanted.set(s.paybackCode, (wanted.get(s.paybackCode) ?? 0) + 1);
    for (const [code, n] of wanted)
      if (n > (owed.get(code) ?? 0))
        throw new AppError(
          'E2003',
          `${code}: 회수할 폐부품은 ${owed.get(code) ?? 0}개입니다 (스캔 ${n}개). 판매되지 않은 폐부품은 매입으로 처리하세요.`,
        );
    const code = await nextDocCode(tx, 'Q');
    const [row] = await tx
      .insert(oldPartCollections)
      .values({ code, customerId: customer.id, memo: input.memo ?? null, collectedBy: actor.accountId })
      .returning({ id: oldPartCollections.id });
    await tx.insert(oldPartUnits).values(
      scanned.map((s) => ({
        collectionId: row!.id,
        customerId: customer.id,
        paybackCode: s.paybackCode,
        partCode: s.partCode,
        scannedValue: s.value,
        unitBarcode: s.unit,
      })),
    );
    await postCollectedCores(tx, {
      customerId: customer.id,
      docCode: code,
      byCode: wanted,
      by: actor.accountId,
    });
    for (const unit of units)
      await recordUnitBarcodeEvent(
        tx,
        {
          value: unit,
          event: 'old_part_pickup',
          docKind: OLD_PART_DOC_KIND,
          docCode: code,
          memo: '폐부품 회수',
        },
        actor,
      );
    await writeAudit(tx, actor, {
      action: 'old-part.collect',
      entity: 'old_part_collection',
      entityId: code,
      after: { customer: customer.code, byCode: Object.fromEntries(wanted) },
    });
    return row!.id;
  });
  return (await collectionViews(db, [id]))[0]!;
};

/**
 * Pays a collection's cash-back once inside the caller's transaction (the driver provision
 * confirmation pays a batch in one): the status moves in the same statement that claims it.
 */
export const payCashbackIn = async (
  tx: DbOrTx,
  rawCode: string,
  actor: AuditActor,
): Promise<{ id: number; customerId: number; points: number }> => {
  const code = rawCode.trim().toUpperCase();
  const [claimed] = await tx
    .update(oldPartCollections)
    .set({ status: 'paid', paidBy: actor.accountId, paidAt: sql`now()` })
    .where(and(eq(oldPartCollections.code, code), eq(oldPartCollections.status, 'collected')))
    .returning({ id: oldPartCollections.id, customerId: oldPartCollections.customerId });
  if (!claimed) {
    const [exists] = await tx
      .select({ status: oldPartCollections.status })
      .from(oldPartCollections)
      .where(eq(oldPartCollections.code, code));
    if (!exists) throw new AppError('E2001', `회수 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
    throw new AppError('E2003', `${code}: 캐시백을 이미 지급했습니다.`);
  }
  const rows = await queryRows<{ points: number }>(
    tx,
    sql`select coalesce(sum(b.cashback_points), 0)::bigint as points
          from old_part_units u join old_part_paybacks b on b.code = u.payback_code
         where u.collection_id = ${claimed.id}`,
  );
  const points = Number(rows[0]?.points ?? 0);
  if (points > 0)
    await postPoints(
      tx,
      {
        customerId: claimed.customerId,
        kind: 'old-part-cashback',
        amount: points,
        doc: { docKind: OLD_PART_DOC_KIND, docCode: code },
        memo: `폐부품 캐시백 ${code}`,
      },
      actor.accountId,
    );
  await tx
    .update(oldPartCollections)
    .set({ cashbackPoints: points })
    .where(eq(oldPartCollections.id, claimed.id));
  await writeAudit(tx, actor, {
    action: 'old-part.cashback',
    entity: 'old_part_collection',
    entityId: code,
    after: { points },
  });
  return { id: claimed.id, customerId: claimed.customerId, points };
};

/** Pays a collection's cash-back once (the old-part screen's own step). */
export const payCashback = async (db: Db, rawCode: string, actor: AuditActor): Promise<CoreCollection> => {
  const { id } = await db.transaction((tx) => payCashbackIn(tx, rawCode, actor));
  return (await collectionViews(db, [id]))[0]!;
};

const collector = alias(accounts, 'collector');
const payer = alias(accounts, 'payer');

const collectionViews = async (db: DbOrTx, ids: number[]): Promise<CoreCollection[]> => {
  if (ids.length === 0) return [];
  const heads = await db
    .select({
      c: oldPartCollections,
      customerCode: customers.code,
      customerName: customers.name,
      by: collector.name,
      paidBy: payer.name,
    })
    .from(oldPartCollections)
    .innerJoin(customers, eq(customers.id, oldPartCollections.customerId))
    .leftJoin(collector, eq(collector.id, oldPartCollections.collectedBy))
    .leftJoin(payer, eq(payer.id, oldPartCollections.paidBy))
    .where(inArray(oldPartCollections.id, ids))
    .orderBy(desc(oldPartCollections.collectedAt), desc(oldPartCollections.id));
  const counts = await db
    .select({
      id: oldPartUnits.collectionId,
      code: oldPartUnits.paybackCode,
      qty: sql<number>`count(*)::int`,
      points: sql<number>`coalesce(max(${oldPartPaybacks.cashbackPoints}), 0)::int`,
    })
    .from(oldPartUnits)
    .leftJoin(oldPartPaybacks, eq(oldPartPaybacks.code, oldPartUnits.paybackCode))
    .where(inArray(oldPartUnits.collectionId, ids))
    .groupBy(oldPartUnits.collectionId, oldPartUnits.paybackCode);
  return heads.map((h) => {
    const byCode = counts
      .filter((c) => c.id === h.c.id)
      .map((c) => ({ paybackCode: c.code, qty: Number(c.qty), points: Number(c.qty) * Number(c.points) }));
    return {
      id: h.c.id,
      code: h.c.code,
      customerCode: h.customerCode,
      customerName: h.customerName,
      status: h.c.status as CoreCollectionStatus,
      units: byCode.reduce((a, c) => a + c.qty, 0),
      byCode,
      // Once paid, what was posted; before, what it would earn now.
      cashbackPoints: h.c.status === 'paid' ? h.c.cashbackPoints : byCode.reduce((a, c) => a + c.points, 0),
      collectedByName: h.by,
      collectedAt: h.c.collectedAt.toISOString(),
      paidByName: h.paidBy,
      paidAt: h.c.paidAt?.toISOString() ?? null,
      memo: h.c.memo,
    };
  });
};

export const listCollections = async (db: DbOrTx, q: CoreCollectionQuery) => {
  const conditions: SQL[] = [];
  if (q.status) conditions.push(eq(oldPartCollections.status, q.status));
  if (q.customerCode)
    conditions.push(
      sql`${oldPartCollections.customerId} = (select id from customers where code = ${q.customerCode.toUpperCase()})`,
    );
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const ids = await db
    .select({ id: oldPartCollections.id })
    .from(oldPartCollections)
    .where(where)
    .orderBy(desc(oldPartCollections.collectedAt), desc(oldPartCollections.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(oldPartCollections).where(where);
  return {
    rows: await collectionViews(
      db,
      ids.map((i) => i.id),
    ),
    total: Number(count?.n ?? 0),
  };
};
