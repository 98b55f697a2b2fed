import {
  type ListPage,
  type ListQuery,
  UNIT_BARCODE_EVENT_LABELS,
  UNIT_BARCODE_LIST_SPEC,
  UNIT_BARCODE_ON_HAND_STATES,
  UNIT_BARCODE_STATE_LABELS,
  UNIT_BARCODE_STATES,
  type UnitBarcode,
  type UnitBarcodeCreateInput,
  type UnitBarcodeEvent,
  type UnitBarcodeEventRow,
  type UnitBarcodeState,
  unitBarcodeEventProblem,
  unitBarcodeStateAfter,
  unitBarcodeValue,
  withParticle,
  ymdToIsoDate,
} from '@erp/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  combine,
  countCapped,
  type ListColumns,
  listFilterConditions,
  listOrderBy,
} from '../../platform/list/list-query.sql.js';
import { partRowNamedInBody } from '../part/part.service.js';
import { parts } from '../part/part.table.js';
import { partBarcodes } from '../part/part-barcode.table.js';
import { purchaseLines, purchases } from '../purchase/purchase.table.js';
import { salesOrderLines, salesOrders } from '../sales-order/sales-order.table.js';
import { unitBarcodeEvents, unitBarcodeSeq, unitBarcodes } from './barcode.table.js';

// Unit barcodes: one printed barcode per physical item (BarcodePartEachCreatPrint and its
// purchase / order variants), with an append-only history that follows the item through
// purchase, stock, moves, sale, return and old-part pickup. Later issues post their events
// through recordUnitBarcodeEvent, in their own transaction.

const selectUnits = (db: DbOrTx) =>
  db
    .select({ unit: unitBarcodes, code: parts.code, partNo: parts.partNo, name: parts.name })
    .from(unitBarcodes)
    .innerJoin(parts, eq(parts.id, unitBarcodes.partId));

type UnitJoinRow = Awaited<ReturnType<ReturnType<typeof selectUnits>['where']>>[number];

const toUnit = (r: UnitJoinRow): UnitBarcode => ({
  id: r.unit.id,
  value: r.unit.value,
  partCode: r.code,
  partNo: r.partNo,
  partName: r.name,
  state: r.unit.state as UnitBarcodeState,
  stateLabel: UNIT_BARCODE_STATE_LABELS[r.unit.state as UnitBarcodeState],
  warehouseCode: r.unit.warehouseCode,
  docKind: r.unit.docKind,
  docCode: r.unit.docCode,
  manufacturedOn: r.unit.manufacturedOn ? r.unit.manufacturedOn.replace(/-/g, '') : null,
  printedCount: r.unit.printedCount,
  createdAt: r.unit.createdAt.toISOString(),
});

export const getUnitBarcode = async (db: DbOrTx, value: string): Promise<UnitBarcode> => {
  const [row] = await selectUnits(db).where(eq(unitBarcodes.value, value)).limit(1);
  if (!row) throw new AppError('E2001', `개체 바코드 ${withParticle(value, '을/를')} 찾을 수 없습니다.`);
  return toUnit(row);
};

/**
 * Units printed for an order are one per unit ordered: the order must exist and carry the part,
 * and the units issued for it (voided ones aside) never pass what is ordered, cancels deducted.
 * Two clerks issuing for the same order line at once are serialised by an advisory lock.
 */
const assertOrderRoom = async (
  tx: Tx,
  input: UnitBarcodeCreateInput,
  part: { id: number; partNo: string },
): Promise<void> => {
  const code = input.docCode?.trim().toUpperCase();
  if (!code) throw new AppError('E0422', '근거 문서 번호: 주문 번호를 넣으세요.');
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`unit-doc:${code}:${part.id}`}))`);
  const [order] = await tx.select({ id: salesOrders.id }).from(salesOrders).where(eq(salesOrders.code, code));
  if (!order) throw new AppError('E2001', `주문 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  const [line] = await queryRows<{ ordered: number; lines: number }>(
    tx,
    sql`select coalesce(sum(qty - cancelled_qty), 0)::int as ordered, count(*)::int as lines
        from ${salesOrderLines} where order_id = ${order.id} and part_id = ${part.id}`,
  );
  if (!line || Number(line.lines) === 0)
    throw new AppError('E0422', `품목: 주문 ${code}에 ${withParticle(part.partNo, '이/가')} 없습니다.`);
  const [issued] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from ${unitBarcodes}
        where doc_kind = 'order' and doc_code = ${code} and part_id = ${part.id} and state <> 'void'`,
  );
  const ordered = Number(line.ordered);
  const already = Number(issued?.n ?? 0);
  if (already + input.qty > ordered) {
    throw new AppError(
      'E2003',
      `주문 ${code}의 ${withParticle(part.partNo, '은/는')} ${ordered}개이고 이미 ${already}개를 발행했습니다 (더 발행할 수 있는 수: ${Math.max(0, ordered - already)}개).`,
    );
  }
};

/**
 * Units printed for a purchase are one per unit bought: the purchase must exist and carry the
 * part, and its units (voided ones aside) never pass the purchased qty. The purchase row is read
 * FOR SHARE, so a fix or fix change running at the same time is waited for and its status seen:
 * a unit of a fixed purchase is in stock at once, one of a draft gets purchase_in at the fix.
 */
const assertPurchaseRoom = async (
  tx: Tx,
  input: UnitBarcodeCreateInput,
  part: { id: number; partNo: string },
): Promise<{ code: string; status: string; warehouseCode: string }> => {
  const code = input.docCode?.trim().toUpperCase();
  if (!code) throw new AppError('E0422', '근거 문서 번호: 매입 번호를 넣으세요.');
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`unit-doc:${code}:${part.id}`}))`);
  const [purchase] = await tx
    .select({ id: purchases.id, status: purchases.status, warehouseCode: purchases.warehouseCode })
    .from(purchases)
    .where(eq(purchases.code, code))
    .for('share');
  if (!purchase) throw new AppError('E2001', `매입 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  if (input.warehouseCode && input.warehouseCode !== purchase.warehouseCode)
    throw new AppError(
      'E0422',
      `창고: 매입 ${withParticle(code, '은/는')} ${purchase.warehouseCode} 창고로 들어옵니다.`,
    );
  const [line] = await queryRows<{ bought: number; lines: number }>(
    tx,
    sql`select coalesce(sum(qty), 0)::int as bought, count(*)::int as lines
        from ${purchaseLines} where purchase_id = ${purchase.id} and part_id = ${part.id}`,
  );
  if (!line || Number(line.lines) === 0)
    throw new AppError('E0422', `품목: 매입 ${code}에 ${withParticle(part.partNo, '이/가')} 없습니다.`);
  const [issued] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from ${unitBarcodes}
        where doc_kind = 'purchase' and doc_code = ${code} and part_id = ${part.id} and state <> 'void'`,
  );
  const bought = Number(line.bought);
  const already = Number(issued?.n ?? 0);
  if (already + input.qty > bought) {
    throw new AppError(
      'E2003',
      `매입 ${code}의 ${withParticle(part.partNo, '은/는')} ${bought}개이고 이미 ${already}개를 발행했습니다 (더 발행할 수 있는 수: ${Math.max(0, bought - already)}개).`,
    );
  }
  return { code, status: purchase.status, warehouseCode: purchase.warehouseCode };
};

/** Order and purchase codes are kept in capitals, as their documents have them. */
const docCodeOf = (input: UnitBarcodeCreateInput): string | null =>
  input.docCode
    ? input.docKind === 'order' || input.docKind === 'purchase'
      ? input.docCode.trim().toUpperCase()
      : input.docCode
    : null;

/**
 * Issues `qty` unit barcodes for a part, each a fresh serial from the sequence, and writes the
 * 'created' event of each. A serial whose value someone registered as a maker barcode is skipped.
 */
export const createUnitBarcodes = async (
  db: Db,
  input: UnitBarcodeCreateInput,
  actor: AuditActor,
): Promise<UnitBarcode[]> => {
  const values = await db.transaction(async (tx) => {
    const part = await partRowNamedInBody(tx, input.partCode.toUpperCase());
    if (part.isSet)
      throw new AppError('E0422', '품목: 세트에는 개체 바코드를 발행하지 않습니다. 구성 품목에 발행하세요.');
    if (input.docKind === 'order') await assertOrderRoom(tx, input, part);
    const purchase = input.docKind === 'purchase' ? await assertPurchaseRoom(tx, input, part) : null;
    const warehouseCode = purchase?.warehouseCode ?? input.warehouseCode ?? null;
    const issued: string[] = [];
    while (issued.length < input.qty) {
      const serials = await queryRows<{ n: string }>(
        tx,
        sql`select nextval(${sql.raw(`'${unitBarcodeSeq.seqName}'`)})::text as n from generate_series(1, ${input.qty - issued.length})`,
      );
      const candidates = serials.map((s) => ({ serial: Number(s.n), value: unitBarcodeValue(Number(s.n)) }));
      const taken = await tx
        .select({ value: partBarcodes.value })
        .from(partBarcodes)
        .where(
          sql`${partBarcodes.value} in (${sql.join(
            candidates.map((c) => sql`${c.value}`),
            sql`, `,
          )})`,
        );
      const takenSet = new Set(taken.map((t) => t.value));
      const fresh = candidates.filter((c) => !takenSet.has(c.value));
      if (fresh.length === 0) continue;
      const rows = await tx
        .insert(unitBarcodes)
        .values(
          fresh.map((c) => ({
            value: c.value,
            serial: c.serial,
            partId: part.id,
            state: 'created',
            warehouseCode,
            docKind: input.docKind,
            docCode: docCodeOf(input),
            manufacturedOn: input.manufacturedOn ? ymdToIsoDate(input.manufacturedOn) : null,
            memo: input.memo ?? null,
            createdBy: actor.accountId,
          })),
        )
        .returning({ id: unitBarcodes.id, value: unitBarcodes.value });
      await tx.insert(unitBarcodeEvents).values(
        rows.map((r) => ({
          unitBarcodeId: r.id,
          event: 'created',
          stateAfter: 'created',
          docKind: input.docKind,
          docCode: docCodeOf(input),
          warehouseCode,
          memo: input.memo ?? null,
          actorAccountId: actor.accountId,
        })),
      );
      // The goods of a fixed purchase are already in stock: so are their new units.
      if (purchase?.status === 'fixed') {
        for (const r of rows) {
          await recordUnitBarcodeEvent(
            tx,
            {
              value: r.value,
              event: 'purchase_in',
              docKind: 'purchase',
              docCode: purchase.code,
              warehouseCode,
            },
            actor,
          );
        }
      }
      issued.push(...rows.map((r) => r.value));
    }
    await writeAudit(tx, actor, {
      action: 'barcode.unit.create',
      entity: 'part',
      entityId: part.code,
      after: {
        qty: issued.length,
        first: issued[0],
        last: issued.at(-1),
        docKind: input.docKind,
        docCode: input.docCode,
      },
    });
    return issued;
  });
  const rows = await selectUnits(db)
    .where(
      sql`${unitBarcodes.value} in (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`,
    )
    .orderBy(unitBarcodes.serial);
  return rows.map(toUnit);
};

export type UnitBarcodeEventPost = {
  value: string;
  event: UnitBarcodeEvent;
  docKind?: string | null | undefined;
  docCode?: string | null | undefined;
  warehouseCode?: string | null | undefined;
  memo?: string | null | undefined;
};

/**
 * THE call for later issues (purchase, stock, sales, returns, old-part pickup): appends one
 * event to a unit's history and moves its state, inside the caller's transaction. The unit row
 * is locked first, so two scans of one item at once are applied one after the other; an event
 * the unit's state does not allow (selling a sold unit) is refused with a Korean reason (E2003).
 */
export const recordUnitBarcodeEvent = async (
  tx: Tx,
  post: UnitBarcodeEventPost,
  actor: AuditActor,
): Promise<UnitBarcode> => {
  const [unit] = await tx.select().from(unitBarcodes).where(eq(unitBarcodes.value, post.value)).for('update');
  if (!unit)
    throw new AppError('E2001', `개체 바코드 ${withParticle(post.value, '을/를')} 찾을 수 없습니다.`);
  const state = unit.state as UnitBarcodeState;
  const problem = unitBarcodeEventProblem(state, post.event);
  if (problem) throw new AppError('E2003', problem);
  const stateAfter = unitBarcodeStateAfter(state, post.event);
  const warehouseCode = post.warehouseCode ?? unit.warehouseCode;
  await tx.insert(unitBarcodeEvents).values({
    unitBarcodeId: unit.id,
    event: post.event,
    stateAfter,
    docKind: post.docKind ?? null,
    docCode: post.docCode ?? null,
    warehouseCode: post.warehouseCode ?? null,
    memo: post.memo ?? null,
    actorAccountId: actor.accountId,
  });
  await tx
    .update(unitBarcodes)
    .set({
      state: stateAfter,
      warehouseCode,
      printedCount:
        post.event === 'printed' ? sql`${unitBarcodes.printedCount} + 1` : unitBarcodes.printedCount,
      updatedAt: sql`now()`,
    })
    .where(eq(unitBarcodes.id, unit.id));
  return getUnitBarcode(tx, post.value);
};

export const postUnitBarcodeEvent = async (
  db: Db,
  post: UnitBarcodeEventPost,
  actor: AuditActor,
): Promise<UnitBarcode> => db.transaction((tx) => recordUnitBarcodeEvent(tx, post, actor));

/** BarcodePartEachHistory/{barcode}: the unit and its events, oldest first. */
export const unitBarcodeHistory = async (
  db: DbOrTx,
  value: string,
): Promise<{ unit: UnitBarcode; events: UnitBarcodeEventRow[] }> => {
  const unit = await getUnitBarcode(db, value);
  const rows = await db
    .select({ event: unitBarcodeEvents, actorName: accounts.name })
    .from(unitBarcodeEvents)
    .leftJoin(accounts, eq(accounts.id, unitBarcodeEvents.actorAccountId))
    .where(eq(unitBarcodeEvents.unitBarcodeId, unit.id))
    .orderBy(unitBarcodeEvents.id);
  return {
    unit,
    events: rows.map((r) => ({
      id: r.event.id,
      event: r.event.event as UnitBarcodeEvent,
      eventLabel: UNIT_BARCODE_EVENT_LABELS[r.event.event as UnitBarcodeEvent],
      stateAfter: r.event.stateAfter as UnitBarcodeState,
      docKind: r.event.docKind,
      docCode: r.event.docCode,
      warehouseCode: r.event.warehouseCode,
      memo: r.event.memo,
      actorAccountId: r.event.actorAccountId,
      actorName: r.actorName,
      at: r.event.at.toISOString(),
    })),
  };
};

type UnitField = keyof typeof UNIT_BARCODE_LIST_SPEC.fields;
const UNIT_COLUMNS: ListColumns<UnitField> = {
  value: unitBarcodes.value,
  partCode: parts.code,
  state: unitBarcodes.state,
  docCode: unitBarcodes.docCode,
  warehouseCode: unitBarcodes.warehouseCode,
  createdAt: sql`(${unitBarcodes.createdAt} at time zone 'Asia/Seoul')::date`,
};

/** Unit barcodes of a part, a document or a state (BarcodePartEachHistory search, mobile list). */
export const listUnitBarcodes = async (db: DbOrTx, query: ListQuery): Promise<ListPage<UnitBarcode>> => {
  const partFilter = query.filters.find((f) => f.field === 'partCode' && f.op === 'eq');
  const where = combine([
    ...listFilterConditions(
      UNIT_BARCODE_LIST_SPEC,
      UNIT_COLUMNS,
      query.filters.filter((f) => f !== partFilter),
    ),
    // By part id, so the (part_id, state) index serves it without joining parts first.
    partFilter
      ? sql`${unitBarcodes.partId} = (select id from parts where code = ${String(partFilter.value)})`
      : undefined,
  ]);
  const { total, totalCapped } = await countCapped(db, unitBarcodes, where);
  const rows = await selectUnits(db)
    .where(where)
    .orderBy(...listOrderBy(UNIT_COLUMNS, query.sort, unitBarcodes.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return { rows: rows.map(toUnit), total, totalCapped, page: query.page, size: query.size };
};

/** Stock count by barcode: the scanned part's units by state and warehouse. */
export const unitStockCount = async (db: DbOrTx, partId: number) => {
  const byState = await queryRows<{ state: UnitBarcodeState; n: number }>(
    db,
    sql`select state, count(*)::int as n from ${unitBarcodes} where part_id = ${partId} group by state`,
  );
  const byWarehouse = await queryRows<{ warehouse_code: string | null; n: number }>(
    db,
    sql`select warehouse_code, count(*)::int as n from ${unitBarcodes}
        where part_id = ${partId} and state in (${sql.join(
          UNIT_BARCODE_ON_HAND_STATES.map((s) => sql`${s}`),
          sql`, `,
        )})
        group by warehouse_code order by warehouse_code nulls last`,
  );
  const counts = new Map(byState.map((r) => [r.state, Number(r.n)]));
  return {
    onHandUnits: UNIT_BARCODE_ON_HAND_STATES.reduce((sum, s) => sum + (counts.get(s) ?? 0), 0),
    byState: UNIT_BARCODE_STATES.map((state) => ({
      state,
      label: UNIT_BARCODE_STATE_LABELS[state],
      count: counts.get(state) ?? 0,
    })),
    byWarehouse: byWarehouse.map((r) => ({ warehouseCode: r.warehouse_code, count: Number(r.n) })),
  };
};

/** The newest units of a document (a purchase or an order), for reprinting their labels. */
export const unitBarcodesOfDocument = async (db: DbOrTx, docCode: string): Promise<UnitBarcode[]> => {
  const rows = await selectUnits(db)
    .where(eq(unitBarcodes.docCode, docCode))
    .orderBy(desc(unitBarcodes.id))
    .limit(2_000);
  return rows.map(toUnit);
};
