import {
  CONSIGNMENT_STATUS_LABELS,
  CONSIGNMENT_TYPE_LABELS,
  type ConsignmentInput,
  type ConsignmentStatus,
  type ConsignmentType,
  type ConsignmentView,
  DOC_CODE_PREFIXES,
} from '@erp/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { type Db, type DbOrTx, type Tx, withinTransaction } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { nextDocCode } from '../../platform/doc-code/doc-code.service.js';
import { AppError, isAppError } from '../../platform/errors/app-error.js';
import { docAudit } from '../purchase/doc-audit.js';
import { postStockMoves, type StockMove } from '../stock/stock.service.js';
import { stockBalances } from '../stock/stock.table.js';
import { consignmentLines, consignments } from './consignment.table.js';
import {
  customerOf,
  locationOf,
  openLocation,
  ownWarehouse,
  type ResolvedLine,
  resolveLines,
} from './consignment-location.js';
import { loadConsignment } from './consignment-read.service.js';
import { sellUsed } from './consignment-use.js';

// Consignment documents (위탁): place and withdraw move our goods between one of our warehouses
// and the customer's consignment location (move-out / move-in, the move-in taking the value the
// move-out took, so the stock's value is conserved); use sells what the shop used from the
// location through an ordinary order, registered and fixed by the sales-order module.

const DOC_KIND = 'consignment';
const STALE = '다른 사용자가 먼저 이 위탁을 변경했습니다. 새로고침 후 다시 시도하세요.';
const audit = docAudit('consignment');

const notFound = (code: string) => new AppError('E2001', `위탁 ${code}을(를) 찾을 수 없습니다.`);

type Row = typeof consignments.$inferSelect;

const lockDoc = async (tx: Tx, code: string, version: number): Promise<Row> => {
  const [row] = await tx
    .select()
    .from(consignments)
    .where(eq(consignments.code, code.trim().toUpperCase()))
    .for('update');
  if (!row) throw notFound(code);
  if (row.version !== version) throw new AppError('E0409', STALE);
  return row;
};

const refuseUnlessDraft = (row: Row, what: string): void => {
  if (row.status === 'draft') return;
  const why =
    row.status === 'posted'
      ? '이미 재고에 반영된 위탁입니다. 취소(역분개) 후 다시 등록하세요.'
      : '취소된 위탁입니다.';
  throw new AppError('E2003', `위탁 ${row.code}을(를) ${what}할 수 없습니다: ${why}`);
};

/** A use sells from the location: each line needs that much on hand there (checked before any write). */
const assertOnHandAtLocation = async (db: DbOrTx, location: string, lines: readonly ResolvedLine[]) => {
  const need = new Map<number, { qty: number; line: ResolvedLine }>();
  for (const l of lines) {
    const seen = need.get(l.partId);
    need.set(l.partId, { qty: (seen?.qty ?? 0) + l.qty, line: l });
  }
  for (const [partId, { qty, line }] of need) {
    const [row] = await db
      .select({ qty: stockBalances.qty })
      .from(stockBalances)
      .where(and(eq(stockBalances.partId, partId), eq(stockBalances.warehouseCode, location)));
    const held = row?.qty ?? 0;
    if (held < qty)
      throw new AppError(
        'E2003',
        `위탁 재고가 부족합니다: ${line.partCode} ${line.name}, 위탁 위치 ${location}에 ${held}개 있음, ${qty}개 사용 요청.`,
      );
  }
};

/**
 * The moves of a place or a withdraw: first every move-out at the source's average, then the
 * move-ins at exactly the values the move-outs took (read back from the ledger).
 */
const moveGoods = async (
  tx: Tx,
  row: Row,
  lines: readonly { lineNo: number; partId: number; qty: number }[],
  actorId: number | null,
) => {
  const placing = row.type === 'place';
  const from = placing ? (row.warehouseCode as string) : row.locationCode;
  const to = placing ? row.locationCode : (row.warehouseCode as string);
  const doc = { docKind: DOC_KIND, docCode: row.code };
  const outs: StockMove[] = lines.map((l) => ({
    partId: l.partId,
    warehouseCode: from,
    qty: -l.qty,
    reason: 'move-out',
    ...doc,
    docLine: l.lineNo,
  }));
  try {
    await postStockMoves(tx, outs, actorId);
  } catch (error) {
    if (isAppError(error) && error.code === 'E2003')
      throw new AppError(
        'E2003',
        `${CONSIGNMENT_TYPE_LABELS[row.type as ConsignmentType]}할 수 없습니다 (${from}). ${error.message}`,
        error.details,
      );
    throw error;
  }
  const taken = await queryRows<{ doc_line: number; part_id: number; value: string }>(
    tx,
    sql`select doc_line, part_id, sum(value)::bigint as value from stock_moves
        where doc_kind = ${DOC_KIND} and doc_code = ${row.code} and reason = 'move-out' and warehouse_code = ${from}
        group by doc_line, part_id`,
  );
  const takenValue = new Map(taken.map((t) => [`${t.doc_line}|${t.part_id}`, -Number(t.value)]));
  await postStockMoves(
    tx,
    lines.map((l) => ({
      partId: l.partId,
      warehouseCode: to,
      qty: l.qty,
      value: takenValue.get(`${l.lineNo}|${l.partId}`) ?? 0,
      reason: 'move-in' as const,
      ...doc,
      docLine: l.lineNo,
    })),
    actorId,
  );
};

const linesOf = (tx: DbOrTx, id: number) =>
  tx
    .select()
    .from(consignmentLines)
    .where(eq(consignmentLines.consignmentId, id))
    .orderBy(asc(consignmentLines.lineNo));

/** Posts a place or withdraw draft in the caller's transaction. */
const postMoves = async (tx: Tx, row: Row, actor: AuditActor) => {
  const lines = await linesOf(tx, row.id);
  await tx
    .update(consignments)
    .set({
      status: 'posted',
      postedBy: actor.accountId,
      postedAt: sql`now()`,
      updatedAt: sql`now()`,
      version: sql`${consignments.version} + 1`,
    })
    .where(eq(consignments.id, row.id));
  await audit(tx, actor, 'post', row.code, {
    after: { lines: lines.map((l) => ({ partId: l.partId, qty: l.qty })) },
  });
  await moveGoods(tx, row, lines, actor.accountId);
};

type Prepared = {
  type: ConsignmentType;
  customer: Awaited<ReturnType<typeof customerOf>>;
  warehouseCode: string | null;
  lines: ResolvedLine[];
};

/** Validates an input before any write: customer, warehouse, parts, and a use's sale prices. */
const prepare = async (db: DbOrTx, input: ConsignmentInput): Promise<Prepared> => {
  const customer = await customerOf(db, input.customerCode);
  const type = input.type;
  const warehouseCode = type === 'use' ? null : await ownWarehouse(db, input.warehouseCode);
  const lines = await resolveLines(db, input.lines);
  return { type, customer, warehouseCode, lines };
};

const insertDoc = async (
  tx: Tx,
  code: string,
  p: Prepared,
  location: string,
  input: ConsignmentInput,
  actor: AuditActor,
) => {
  const [row] = await tx
    .insert(consignments)
    .values({
      code,
      type: p.type,
      customerId: p.customer.id,
      warehouseCode: p.warehouseCode,
      locationCode: location,
      memo: input.memo ?? null,
      createdBy: actor.accountId,
    })
    .returning();
  await tx.insert(consignmentLines).values(
    p.lines.map((l) => ({
      consignmentId: row!.id,
      lineNo: l.lineNo,
      partId: l.partId,
      qty: l.qty,
      unitPrice: l.unitPrice,
    })),
  );
  await audit(tx, actor, 'register', code, {
    after: {
      type: p.type,
      customer: p.customer.code,
      lines: p.lines.map((l) => ({ part: l.partCode, qty: l.qty })),
    },
  });
  return row!;
};

/**
 * ConsignmentRegister / Copy: a new document, posted at once unless the clerk keeps it a draft.
 * A use is always posted at once: its order is registered and fixed and the document written
 * pointing at it, all in one transaction; the stock at the location is checked first, so a use
 * beyond the goods there is refused with the part and the place named.
 */
export const registerConsignment = async (
  db: Db,
  input: ConsignmentInput,
  actor: AuditActor,
): Promise<ConsignmentView> => {
  const p = await prepare(db, input);
  const code = await nextDocCode(db, DOC_CODE_PREFIXES.consignment);
  if (p.type === 'use') {
    const location = await locationOfOrRefuse(db, p.customer);
    await assertOnHandAtLocation(db, location, p.lines);
    // One transaction: the order's registration and fix run inside it (as savepoints), so a
    // refused fix or a crash leaves neither an order nor a document.
    await db.transaction(async (tx) => {
      const orderCode = await sellUsed(
        withinTransaction(tx),
        { code, customerCode: p.customer.code, location, lines: p.lines, memo: input.memo ?? null },
        actor,
      );
      const row = await insertDoc(tx, code, p, location, input, actor);
      await tx
        .update(consignments)
        .set({ status: 'posted', orderCode, postedBy: actor.accountId, postedAt: sql`now()` })
        .where(eq(consignments.id, row.id));
    });
    return loadConsignment(db, code);
  }
  await db.transaction(async (tx) => {
    const location = await openLocation(tx, p.customer);
    const row = await insertDoc(tx, code, p, location, input, actor);
    if (input.post) await postMoves(tx, row, actor);
  });
  return loadConsignment(db, code);
};

const locationOfOrRefuse = async (db: DbOrTx, customer: Prepared['customer']): Promise<string> => {
  const location = await locationOf(db, customer.id);
  if (!location)
    throw new AppError('E2003', `거래처 ${customer.name}(${customer.code})에 위탁된 물건이 없습니다.`);
  return location;
};

/** ConsignmentModify: a draft's header and lines replaced, at the version the clerk read. */
export const modifyConsignment = async (
  db: Db,
  code: string,
  input: ConsignmentInput,
  version: number,
  actor: AuditActor,
): Promise<ConsignmentView> => {
  const p = await prepare(db, input);
  const docCode = await db.transaction(async (tx) => {
    const row = await lockDoc(tx, code, version);
    refuseUnlessDraft(row, '수정');
    if (p.type === 'use' || row.type === 'use')
      throw new AppError('E2003', '사용(판매) 위탁은 등록할 때 바로 반영되어 수정할 수 없습니다.');
    const location = await openLocation(tx, p.customer);
    const before = await linesOf(tx, row.id);
    await tx.delete(consignmentLines).where(eq(consignmentLines.consignmentId, row.id));
    await tx.insert(consignmentLines).values(
      p.lines.map((l) => ({
        consignmentId: row.id,
        lineNo: l.lineNo,
        partId: l.partId,
        qty: l.qty,
        unitPrice: l.unitPrice,
      })),
    );
    await tx
      .update(consignments)
      .set({
        type: p.type,
        customerId: p.customer.id,
        warehouseCode: p.warehouseCode,
        locationCode: location,
        memo: input.memo ?? null,
        updatedAt: sql`now()`,
        version: sql`${consignments.version} + 1`,
      })
      .where(eq(consignments.id, row.id));
    await audit(tx, actor, 'modify', row.code, {
      before: { lines: before.map((l) => ({ partId: l.partId, qty: l.qty })) },
      after: { lines: p.lines.map((l) => ({ part: l.partCode, qty: l.qty })) },
    });
    if (input.post) {
      const [fresh] = await tx.select().from(consignments).where(eq(consignments.id, row.id));
      await postMoves(tx, fresh!, actor);
    }
    return row.code;
  });
  return loadConsignment(db, docCode);
};

/** Posts a draft: the goods move now. */
export const postConsignment = async (db: Db, code: string, version: number, actor: AuditActor) => {
  const docCode = await db.transaction(async (tx) => {
    const row = await lockDoc(tx, code, version);
    refuseUnlessDraft(row, '반영');
    await postMoves(tx, row, actor);
    return row.code;
  });
  return loadConsignment(db, docCode);
};

/**
 * Cancels a document: a draft is dropped, a posted place or withdraw is reversed move by move at
 * the values it was posted at (a withdraw reversal needs the goods still at the warehouse, a
 * place reversal needs them still at the location). A use is undone by cancelling its order.
 */
export const cancelConsignment = async (db: Db, code: string, version: number, actor: AuditActor) => {
  const docCode = await db.transaction(async (tx) => {
    const row = await lockDoc(tx, code, version);
    const status = row.status as ConsignmentStatus;
    if (status === 'cancelled') throw new AppError('E2003', `위탁 ${row.code}은(는) 이미 취소되었습니다.`);
    if (status === 'posted' && row.type === 'use')
      throw new AppError(
        'E2003',
        `사용(판매) 위탁은 판매 주문 ${row.orderCode ?? ''}의 취소(반품)로 되돌리세요.`,
      );
    await tx
      .update(consignments)
      .set({
        status: 'cancelled',
        cancelledBy: actor.accountId,
        cancelledAt: sql`now()`,
        updatedAt: sql`now()`,
        version: sql`${consignments.version} + 1`,
      })
      .where(eq(consignments.id, row.id));
    await audit(tx, actor, 'cancel', row.code, { before: { status: CONSIGNMENT_STATUS_LABELS[status] } });
    if (status === 'posted') {
      // Each move undone under its own reason, so a reversed placement nets out of 'placed'
      // in the statement instead of reading as a withdrawal.
      const undo = await queryRows<{
        part_id: number;
        warehouse_code: string;
        doc_line: number;
        reason: string;
        qty: number;
        value: string;
      }>(
        tx,
        sql`select part_id, warehouse_code, doc_line, reason, -sum(qty)::int as qty, -sum(value)::bigint as value
            from stock_moves where doc_kind = ${DOC_KIND} and doc_code = ${row.code}
            group by part_id, warehouse_code, doc_line, reason having sum(qty) <> 0 or sum(value) <> 0
            order by doc_line, part_id, warehouse_code`,
      );
      const reasoned: StockMove[] = undo.map((m) => ({
        partId: m.part_id,
        warehouseCode: m.warehouse_code,
        qty: m.qty,
        value: Number(m.value),
        reason: m.reason === 'move-in' ? 'move-in' : 'move-out',
        docKind: DOC_KIND,
        docCode: row.code,
        docLine: m.doc_line,
      }));
      try {
        await postStockMoves(tx, reasoned, actor.accountId);
      } catch (error) {
        if (isAppError(error) && error.code === 'E2003')
          throw new AppError('E2003', `위탁을 취소할 수 없습니다. ${error.message}`, error.details);
        throw error;
      }
    }
    return row.code;
  });
  return loadConsignment(db, docCode);
};
