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
import type { AppPorts } from '../../platform/http/app-ports.js';
import {
  countedPage,
  kstDay,
  listColumnsOf,
  listOrderBy,
  listWhere,
} from '../../platform/list/list-query.sql.js';
import { partRowNamedInBody } from '../part/part.service.js';
import { parts } from '../part/part.table.js';
import { partBarcodes } from '../part/part-barcode.table.js';
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
  ports: Pick<AppPorts, 'orderUnitRoom' | 'purchaseUnitRoom'>,
  input: UnitBarcodeCreateInput,
  actor: AuditActor,
): Promise<UnitBarcode[]> => {
  const values = await db.transaction(async (tx) => {
    const part = await partRowNamedInBody(tx, input.partCode.toUpperCase());
    if (part.isSet)
      throw new AppError('E0422', '품목: 세트에는 개체 바코드를 발행하지 않습니다. 구성 품목에 발행하세요.');
    if (input.docKind === 'order') await ports.orderUnitRoom(tx, input, part);
    const purchase = input.docKind === 'purchase' ? await ports.purchaseUnitRoom(tx, input, part) : null;
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

const UNIT_COLUMNS = listColumnsOf(UNIT_BARCODE_LIST_SPEC, {
  value: unitBarcodes.value,
  partCode: parts.code,
  state: unitBarcodes.state,
  docCode: unitBarcodes.docCode,
  warehouseCode: unitBarcodes.warehouseCode,
  createdAt: kstDay(unitBarcodes.createdAt),
});

/** Unit barcodes of a part, a document or a state (BarcodePartEachHistory search, mobile list). */
export const listUnitBarcodes = async (db: DbOrTx, query: ListQuery): Promise<ListPage<UnitBarcode>> => {
  const partFilter = query.filters.find((f) => f.field === 'partCode' && f.op === 'eq');
  const where = listWhere(
    UNIT_BARCODE_LIST_SPEC,
    UNIT_COLUMNS,
    query.filters.filter((f) => f !== partFilter),
    // By part id, so the (part_id, state) index serves it without joining parts first.
    partFilter
      ? sql`${unitBarcodes.partId} = (select id from parts where code = ${String(partFilter.value)})`
      : undefined,
  );
  const select = selectUnits(db)
    .where(where)
    .orderBy(...listOrderBy(UNIT_COLUMNS, query.sort, unitBarcodes.id));
  return countedPage(db, unitBarcodes, where, query, select, toUnit);
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
