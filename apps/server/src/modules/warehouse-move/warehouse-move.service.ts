import {
  DOC_CODE_PREFIXES,
  isSystemWarehouseKind,
  transitWarehouseCode,
  transitWarehouseName,
  WAREHOUSE_MOVE_STATUS_LABELS,
  type WarehouseMoveInput,
  type WarehouseMoveReceiveInput,
  type WarehouseMoveStatus,
  type WarehouseMoveView,
} from '@erp/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { nextDocCode } from '../../platform/doc-code/doc-code.service.js';
import { AppError, isAppError } from '../../platform/errors/app-error.js';
import { parts } from '../part/part.table.js';
import { postStockMoves, type StockMove } from '../stock/stock.service.js';
import { warehouses } from '../stock/stock.table.js';
import { warehouseMoveEvents, warehouseMoveLines, warehouseMoves } from './warehouse-move.table.js';
import { loadMove, moveNotFound } from './warehouse-move-view.service.js';

// Warehouse moves (창고 이동): request → ship → receive, in one transaction each. Ship takes the
// goods out of the source at its moving average and into the destination's in-transit warehouse
// at exactly that value; receive takes everything shipped out of transit at the value it went in
// with, and puts what arrived (good and damaged, the damaged flagged on the line) into the
// destination at its share of that value. The short units are a documented loss: their move-out
// of transit is the document's and no move-in follows, so the value of the loss is on the ledger.

export const DOC_KIND = 'warehouse-move';
const STALE = '다른 사용자가 먼저 이 창고 이동을 변경했습니다. 새로고침 후 다시 시도하세요.';

/** The move row locked for the rest of the transaction, at the version the clerk read. */
export const lockMove = async (tx: Tx, code: string, version?: number) => {
  const [row] = await tx
    .select()
    .from(warehouseMoves)
    .where(eq(warehouseMoves.code, code.trim().toUpperCase()))
    .for('update');
  if (!row) throw moveNotFound(code);
  if (version !== undefined && row.version !== version) throw new AppError('E0409', STALE);
  return row;
};
export type MoveRow = Awaited<ReturnType<typeof lockMove>>;

export const assertStatus = (row: MoveRow, allowed: WarehouseMoveStatus, doing: string): void => {
  if (row.status === allowed) return;
  const now = WAREHOUSE_MOVE_STATUS_LABELS[row.status as WarehouseMoveStatus] ?? row.status;
  throw new AppError('E2003', `창고 이동 ${row.code}: ${now} 상태에서는 ${doing}할 수 없습니다.`);
};

const updateMove = (tx: Tx, row: MoveRow, values: PgUpdateSetSource<typeof warehouseMoves>) =>
  tx
    .update(warehouseMoves)
    .set({ ...values, version: row.version + 1 })
    .where(eq(warehouseMoves.id, row.id));

/** An E0422 naming one field in Korean, as the validation errors do. */
const fieldError = (field: string, label: string, message: string) =>
  new AppError('E0422', `${label}: ${message}`, { fields: [{ field, label, message }] });

export const addEvent = (
  tx: DbOrTx,
  moveId: number,
  event: string,
  actor: AuditActor,
  extra: {
    partId?: number;
    qty?: number;
    scanned?: string;
    unitBarcode?: string | null;
    note?: string | null;
  } = {},
) =>
  tx.insert(warehouseMoveEvents).values({
    moveId,
    event,
    partId: extra.partId ?? null,
    qty: extra.qty ?? null,
    scanned: extra.scanned ?? null,
    unitBarcode: extra.unitBarcode ?? null,
    note: extra.note ?? null,
    actorId: actor.accountId,
  });

/** Both warehouses usable places to move between (active, not a system location, not the same). */
const assertPlaces = async (db: DbOrTx, input: WarehouseMoveInput): Promise<void> => {
  if (input.fromWarehouseCode === input.toWarehouseCode)
    throw fieldError('toWarehouseCode', '입고 창고', '출고 창고와 다른 창고를 고르세요.');
  const rows = await db
    .select()
    .from(warehouses)
    .where(inArray(warehouses.code, [input.fromWarehouseCode, input.toWarehouseCode]));
  for (const [code, field, label] of [
    [input.fromWarehouseCode, 'fromWarehouseCode', '출고 창고'],
    [input.toWarehouseCode, 'toWarehouseCode', '입고 창고'],
  ] as const) {
    const w = rows.find((r) => r.code === code);
    // Transit, consignment, defect and scrap stock moves only through the flows that keep it.
    if (!w?.active || isSystemWarehouseKind(w.kind))
      throw fieldError(field, label, `사용할 수 없는 창고입니다 (${code}).`);
  }
};

/** The input's lines with their part ids; a part twice is refused (one line per part). */
const linesOf = async (db: DbOrTx, input: WarehouseMoveInput) => {
  const codes = input.lines.map((l) => l.partCode);
  const found = await db
    .select({ id: parts.id, code: parts.code, active: parts.active })
    .from(parts)
    .where(inArray(parts.code, codes));
  const seen = new Set<string>();
  return input.lines.map((l, i) => {
    const part = found.find((p) => p.code === l.partCode);
    if (!part?.active)
      throw fieldError('lines', '이동 품목', `${i + 1}번 품목 ${l.partCode}을(를) 찾을 수 없습니다.`);
    if (seen.has(l.partCode))
      throw fieldError('lines', '이동 품목', `같은 품목(${l.partCode})이 두 줄에 있습니다.`);
    seen.add(l.partCode);
    return { lineNo: i + 1, partId: part.id, requestedQty: l.qty };
  });
};

/** WarehouseMoveRegister: a move in 'requested'; nothing moves until it is shipped. */
export const requestMove = async (
  db: Db,
  input: WarehouseMoveInput,
  actor: AuditActor,
): Promise<WarehouseMoveView> => {
  await assertPlaces(db, input);
  const code = await db.transaction(async (tx) => {
    const lines = await linesOf(tx, input);
    const code = await nextDocCode(tx, DOC_CODE_PREFIXES.warehouseMove);
    const [move] = await tx
      .insert(warehouseMoves)
      .values({
        code,
        fromWarehouseCode: input.fromWarehouseCode,
        toWarehouseCode: input.toWarehouseCode,
        memo: input.memo ?? null,
        requestedBy: actor.accountId,
      })
      .returning({ id: warehouseMoves.id });
    await tx.insert(warehouseMoveLines).values(lines.map((l) => ({ ...l, moveId: move!.id })));
    await addEvent(tx, move!.id, 'request', actor, {
      qty: lines.reduce((n, l) => n + l.requestedQty, 0),
      note: `${input.fromWarehouseCode} → ${input.toWarehouseCode}`,
    });
    return code;
  });
  return loadMove(db, code);
};

/** WarehouseMoveModify: places and lines replaced while requested, at the version read. */
export const modifyMove = async (
  db: Db,
  code: string,
  input: WarehouseMoveInput,
  version: number,
  actor: AuditActor,
): Promise<WarehouseMoveView> => {
  await assertPlaces(db, input);
  const moveCode = await db.transaction(async (tx) => {
    const row = await lockMove(tx, code, version);
    assertStatus(row, 'requested', '수정');
    const lines = await linesOf(tx, input);
    await tx.delete(warehouseMoveLines).where(eq(warehouseMoveLines.moveId, row.id));
    await tx.insert(warehouseMoveLines).values(lines.map((l) => ({ ...l, moveId: row.id })));
    await updateMove(tx, row, {
      fromWarehouseCode: input.fromWarehouseCode,
      toWarehouseCode: input.toWarehouseCode,
      memo: input.memo ?? null,
    });
    await addEvent(tx, row.id, 'modify', actor, {
      qty: lines.reduce((n, l) => n + l.requestedQty, 0),
      note: `${input.fromWarehouseCode} → ${input.toWarehouseCode}`,
    });
    return row.code;
  });
  return loadMove(db, moveCode);
};

/** Cancel: only while requested (nothing has moved; a shipped move must be received). */
export const cancelMove = async (db: Db, code: string, version: number, actor: AuditActor) => {
  const moveCode = await db.transaction(async (tx) => {
    const row = await lockMove(tx, code, version);
    assertStatus(row, 'requested', '취소');
    await updateMove(tx, row, { status: 'cancelled', cancelledBy: actor.accountId, cancelledAt: sql`now()` });
    await addEvent(tx, row.id, 'cancel', actor);
    return row.code;
  });
  return loadMove(db, moveCode);
};

/** The destination's in-transit warehouse, opened by the system the first time it is needed. */
const ensureTransit = async (tx: Tx, toCode: string): Promise<string> => {
  const [dest] = await tx.select().from(warehouses).where(eq(warehouses.code, toCode));
  const code = transitWarehouseCode(toCode);
  await tx
    .insert(warehouses)
    .values({ code, name: transitWarehouseName(dest?.name ?? toCode), kind: 'transit', sortOrder: 900 })
    .onConflictDoNothing();
  return code;
};

/** The value each line's moves of this document left at `warehouse` (signed won). */
const docValues = async (tx: DbOrTx, code: string, warehouse: string): Promise<Map<number, number>> => {
  const rows = await queryRows<{ doc_line: number; value: string }>(
    tx,
    sql`select doc_line, sum(value)::bigint as value from stock_moves
        where doc_kind = ${DOC_KIND} and doc_code = ${code} and warehouse_code = ${warehouse}
        group by doc_line`,
  );
  return new Map(rows.map((r) => [r.doc_line, Number(r.value)]));
};

/** A stock refusal at the source named as the clerk reads it. */
const shortageAt = (error: unknown, row: MoveRow): unknown =>
  isAppError(error) && error.code === 'E2003'
    ? new AppError(
        'E2003',
        `출고 창고(${row.fromWarehouseCode})에 재고가 부족해 출고할 수 없습니다. ${error.message}`,
        error.details,
      )
    : error;

/** Ship: every requested unit leaves the source into transit, never more than on hand. */
export const shipMove = async (db: Db, code: string, version: number, actor: AuditActor) => {
  const moveCode = await db.transaction(async (tx) => {
    const row = await lockMove(tx, code, version);
    assertStatus(row, 'requested', '출고');
    const lines = await tx
      .select()
      .from(warehouseMoveLines)
      .where(eq(warehouseMoveLines.moveId, row.id))
      .orderBy(asc(warehouseMoveLines.lineNo));
    const transit = await ensureTransit(tx, row.toWarehouseCode);
    const doc = { docKind: DOC_KIND, docCode: row.code };
    try {
      await postStockMoves(
        tx,
        lines.map((l) => ({
          partId: l.partId,
          warehouseCode: row.fromWarehouseCode,
          qty: -l.requestedQty,
          reason: 'move-out' as const,
          ...doc,
          docLine: l.lineNo,
        })),
        actor.accountId,
      );
    } catch (error) {
      throw shortageAt(error, row);
    }
    // The value each line took out of the source goes into transit unchanged.
    const out = await docValues(tx, row.code, row.fromWarehouseCode);
    await postStockMoves(
      tx,
      lines.map((l) => ({
        partId: l.partId,
        warehouseCode: transit,
        qty: l.requestedQty,
        value: -(out.get(l.lineNo) ?? 0),
        reason: 'move-in' as const,
        ...doc,
        docLine: l.lineNo,
      })),
      actor.accountId,
    );
    await tx
      .update(warehouseMoveLines)
      .set({ shippedQty: sql`${warehouseMoveLines.requestedQty}` })
      .where(eq(warehouseMoveLines.moveId, row.id));
    await updateMove(tx, row, {
      status: 'shipped',
      transitWarehouseCode: transit,
      shippedBy: actor.accountId,
      shippedAt: sql`now()`,
    });
    await addEvent(tx, row.id, 'ship', actor, {
      qty: lines.reduce((n, l) => n + l.requestedQty, 0),
      note: `${row.fromWarehouseCode} → ${transit}`,
    });
    return row.code;
  });
  return loadMove(db, moveCode);
};

/**
 * Receive: the scanned units arrive (those marked damaged among them flagged on the line), the
 * rest of what was shipped is short. Transit empties of this move; the destination takes the
 * arrived units at their share of the shipped value; the short units' value is the loss.
 */
export const receiveMove = async (
  db: Db,
  code: string,
  input: WarehouseMoveReceiveInput,
  actor: AuditActor,
) => {
  const moveCode = await db.transaction(async (tx) => {
    const row = await lockMove(tx, code, input.version);
    if (row.status === 'received')
      throw new AppError('E2003', `창고 이동 ${row.code}은(는) 이미 입고되었습니다.`);
    assertStatus(row, 'shipped', '입고');
    const lines = await tx
      .select()
      .from(warehouseMoveLines)
      .where(eq(warehouseMoveLines.moveId, row.id))
      .orderBy(asc(warehouseMoveLines.lineNo));
    const damagedOf = new Map<number, number>();
    for (const d of input.damaged) {
      const line = lines.find((l) => l.lineNo === d.lineNo);
      if (!line) throw fieldError('damaged', '파손', `${d.lineNo}번 품목이 없습니다.`);
      if (d.qty > line.scannedQty)
        throw fieldError(
          'damaged',
          '파손',
          `${d.lineNo}번 품목의 파손 수량이 검수한 수량(${line.scannedQty})보다 많습니다.`,
        );
      damagedOf.set(d.lineNo, d.qty);
    }
    const transit = row.transitWarehouseCode ?? transitWarehouseCode(row.toWarehouseCode);
    const inTransit = await docValues(tx, row.code, transit);
    const doc = { docKind: DOC_KIND, docCode: row.code };
    const moves: StockMove[] = [];
    for (const l of lines) {
      const value = inTransit.get(l.lineNo) ?? 0;
      moves.push({
        partId: l.partId,
        warehouseCode: transit,
        qty: -l.shippedQty,
        value: -value,
        reason: 'move-out',
        ...doc,
        docLine: l.lineNo,
      });
      if (l.scannedQty > 0)
        moves.push({
          partId: l.partId,
          warehouseCode: row.toWarehouseCode,
          qty: l.scannedQty,
          value: l.shippedQty > 0 ? Math.round((value * l.scannedQty) / l.shippedQty) : 0,
          reason: 'move-in',
          ...doc,
          docLine: l.lineNo,
        });
      const damaged = damagedOf.get(l.lineNo) ?? 0;
      await tx
        .update(warehouseMoveLines)
        .set({
          receivedQty: l.scannedQty - damaged,
          damagedQty: damaged,
          shortQty: l.shippedQty - l.scannedQty,
        })
        .where(and(eq(warehouseMoveLines.id, l.id)));
    }
    await postStockMoves(tx, moves, actor.accountId);
    await updateMove(tx, row, { status: 'received', receivedBy: actor.accountId, receivedAt: sql`now()` });
    const shipped = lines.reduce((n, l) => n + l.shippedQty, 0);
    const arrived = lines.reduce((n, l) => n + l.scannedQty, 0);
    const damaged = [...damagedOf.values()].reduce((n, q) => n + q, 0);
    await addEvent(tx, row.id, 'receive', actor, {
      qty: arrived,
      note: `출고 ${shipped} · 입고 ${arrived - damaged} · 부족 ${shipped - arrived} · 파손 ${damaged}${input.memo ? ` · ${input.memo}` : ''}`,
    });
    return row.code;
  });
  return loadMove(db, moveCode);
};
