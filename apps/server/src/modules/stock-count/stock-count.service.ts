import {
  DOC_CODE_PREFIXES,
  normalizePartNumber,
  STOCK_COUNT_NEXT,
  type StockCountAction,
  type StockCountEntryAnswer,
  type StockCountEntryInput,
  type StockCountPlanInput,
  type StockCountStatus,
  type StockCountView,
  whyCannotStockCount,
} from '@erp/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { nextDocCode } from '../../platform/doc-code/doc-code.service.js';
import { AppError } from '../../platform/errors/app-error.js';
import { escapeLike } from '../../platform/list/list-query.sql.js';
import { scanBarcode } from '../barcode/barcode.service.js';
import { assertWarehouse, postStockMoves, type StockMove } from '../stock/stock.service.js';
import { stockCountLines, stockCounts, stockCountUsers } from './stock-count.table.js';
import { stockCountLine, stockCountView } from './stock-count.view.js';

// 재고 실사: the plan, its counters, the count entries and the steps to posting. Every action is one
// transaction on the count row locked FOR UPDATE, so an entry never lands in a count being
// submitted, and an approval posts exactly the lines it read.

export type CountActor = AuditActor & { isAdmin: boolean };

const STALE = '다른 사용자가 먼저 이 실사를 변경했습니다. 새로고침 후 다시 시도하세요.';
const notFound = (code: string) => new AppError('E2001', `재고 실사를 찾을 수 없습니다 (${code}).`);

type CountRow = typeof stockCounts.$inferSelect;

const lockCount = async (tx: Tx, code: string, version?: number): Promise<CountRow> => {
  const [row] = await tx
    .select()
    .from(stockCounts)
    .where(eq(stockCounts.code, code.trim().toUpperCase()))
    .for('update');
  if (!row) throw notFound(code);
  if (version !== undefined && row.version !== version) throw new AppError('E0409', STALE);
  return row;
};

const assigned = async (db: DbOrTx, countId: number): Promise<number[]> =>
  (
    await db
      .select({ id: stockCountUsers.accountId })
      .from(stockCountUsers)
      .where(eq(stockCountUsers.countId, countId))
  ).map((r) => r.id);

/** Everyone who entered a count on the count (from its append-only scans, not only the last entry). */
const countedBy = async (db: DbOrTx, countId: number): Promise<number[]> =>
  (
    await queryRows<{ id: number }>(
      db,
      sql`select distinct counted_by as id from stock_count_scans where count_id = ${countId} and counted_by is not null`,
    )
  ).map((r) => r.id);

const refuseUnless = async (
  db: DbOrTx,
  action: StockCountAction,
  row: CountRow,
  actor: CountActor,
): Promise<void> => {
  const why = whyCannotStockCount(action, row.status as StockCountStatus, {
    submittedBy: row.submittedBy,
    countedBy: action === 'approve' ? await countedBy(db, row.id) : [],
    assigned: action === 'count' ? await assigned(db, row.id) : [],
    actorId: actor.accountId ?? -1,
    actorIsAdmin: actor.isAdmin,
  });
  if (why) throw new AppError('E2003', why);
};

/** Counters must be active staff accounts. */
const assertCounters = async (db: DbOrTx, ids: readonly number[]): Promise<number[]> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        inArray(accounts.id, unique),
        inArray(accounts.kind, ['staff', 'mobile']),
        eq(accounts.disabled, false),
      ),
    );
  if (found.length !== unique.length)
    throw new AppError(
      'E0422',
      '실사 담당자: 사용할 수 없는 계정이 있습니다. 직원·모바일 직원 계정만 고를 수 있습니다.',
    );
  return unique;
};

/** Which parts a scope takes: kinds and locations by prefix (a kind takes its children). */
const scopeCondition = (input: StockCountPlanInput): SQL => {
  const likeAny = (column: SQL) =>
    sql.join(
      input.scopeValues.map((v) => sql`${column} like ${`${escapeLike(v.toUpperCase())}%`}`),
      sql` or `,
    );
  if (input.scope === 'kinds') return sql`(${likeAny(sql`upper(p.kind_code)`)})`;
  if (input.scope === 'locations') return sql`(${likeAny(sql`upper(l.location)`)})`;
  return sql`true`;
};

/**
 * StockScheduleRegister: the count and its lines, one per part of the scope that has stock or a
 * location in the warehouse, grouped into location seqs. Book quantities are not read now: each
 * line takes its own when it is counted.
 */
export const planCount = async (
  db: Db,
  input: StockCountPlanInput,
  actor: AuditActor,
): Promise<StockCountView> => {
  await assertWarehouse(db, input.warehouseCode);
  if (input.scope !== 'all' && input.scopeValues.length === 0)
    throw new AppError('E0422', '범위 값: 실사할 품목 분류나 위치를 하나 이상 입력하세요.');
  const counters = await assertCounters(db, input.counterIds);
  const code = await db.transaction(async (tx) => {
    const code = await nextDocCode(tx, DOC_CODE_PREFIXES.stockCount);
    const [row] = await tx
      .insert(stockCounts)
      .values({
        code,
        warehouseCode: input.warehouseCode,
        scope: input.scope,
        scopeValues: input.scope === 'all' ? [] : input.scopeValues.map((v) => v.toUpperCase()),
        plannedOn: `${input.plannedOn.slice(0, 4)}-${input.plannedOn.slice(4, 6)}-${input.plannedOn.slice(6, 8)}`,
        memo: input.memo ?? null,
        plannedBy: actor.accountId,
      })
      .returning({ id: stockCounts.id });
    const countId = row!.id;
    await tx.execute(sql`
      insert into stock_count_lines (count_id, line_no, seq, location, part_id)
      select ${countId}, row_number() over (order by t.location collate "C" nulls last, t.code),
             dense_rank() over (order by t.location collate "C" nulls last), t.location, t.id
      from (
        select p.id, p.code, l.location from parts p
        left join part_locations l on l.part_id = p.id and l.warehouse_code = ${input.warehouseCode}
        where p.active and not p.is_set and ${scopeCondition(input)}
          and (l.location is not null or exists (select 1 from stock_balances b
                 where b.part_id = p.id and b.warehouse_code = ${input.warehouseCode} and b.qty <> 0))
      ) t`);
    if (counters.length > 0)
      await tx.insert(stockCountUsers).values(counters.map((accountId) => ({ countId, accountId })));
    await writeAudit(tx, actor, {
      action: 'stock-count.plan',
      entity: 'stock_count',
      entityId: code,
      after: input,
    });
    return code;
  });
  return stockCountView(db, code);
};

/** StockScheduleTargetUser: the counters replaced, while the count is still open. */
export const assignCounters = async (
  db: Db,
  code: string,
  ids: readonly number[],
  version: number,
  actor: CountActor,
): Promise<StockCountView> => {
  const counters = await assertCounters(db, ids);
  const key = await db.transaction(async (tx) => {
    const row = await lockCount(tx, code, version);
    await refuseUnless(tx, 'assign', row, actor);
    await tx.delete(stockCountUsers).where(eq(stockCountUsers.countId, row.id));
    if (counters.length > 0)
      await tx.insert(stockCountUsers).values(counters.map((accountId) => ({ countId: row.id, accountId })));
    await tx
      .update(stockCounts)
      .set({ version: sql`${stockCounts.version} + 1` })
      .where(eq(stockCounts.id, row.id));
    await writeAudit(tx, actor, {
      action: 'stock-count.assign',
      entity: 'stock_count',
      entityId: row.code,
      after: { counters },
    });
    return row.code;
  });
  return stockCountView(db, key);
};

/** The part a scan or a typed value names: a barcode, a part code, or a part number. */
const resolvePart = async (tx: DbOrTx, scanned: string): Promise<number> => {
  const scan = await scanBarcode(tx, scanned);
  const code = scan.partCode ?? scanned.toUpperCase();
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id from parts where code = ${code}
        union all
        select id from parts where part_no_norm = ${normalizePartNumber(scanned)}
        limit 2`,
  );
  const ids = [...new Set(rows.map((r) => r.id))];
  if (ids.length === 0) throw new AppError('E0422', `품목·바코드: 찾을 수 없는 품목입니다 (${scanned}).`);
  if (ids.length > 1)
    throw new AppError('E0422', `품목·바코드: 같은 품번의 품목이 여럿입니다. 품목 코드로 입력하세요.`);
  return ids[0]!;
};

/**
 * One count entry (a scan adds one, a typed figure replaces the line's count). The line's book
 * quantity is the balance read in this same transaction, so what the line says is "at the
 * instant of this count there were book_qty on the books and counted_qty on the shelf"; sales
 * after it move the balance but not the difference.
 */
export const enterCount = async (
  db: Db,
  code: string,
  input: StockCountEntryInput,
  actor: CountActor,
): Promise<StockCountEntryAnswer> => {
  if (input.mode === 'add' && input.qty < 1) throw new AppError('E0422', '수량: 1 이상이어야 합니다.');
  return db.transaction(async (tx) => {
    const row = await lockCount(tx, code);
    await refuseUnless(tx, 'count', row, actor);
    const partId = await resolvePart(tx, input.scan);
    const [book] = await queryRows<{ qty: number }>(
      tx,
      sql`select qty from stock_balances where part_id = ${partId} and warehouse_code = ${row.warehouseCode}`,
    );
    const bookQty = book?.qty ?? 0;
    const [existing] = await tx
      .select({ lineNo: stockCountLines.lineNo, counted: stockCountLines.countedQty })
      .from(stockCountLines)
      .where(and(eq(stockCountLines.countId, row.id), eq(stockCountLines.partId, partId)));
    const counted = input.mode === 'add' ? (existing?.counted ?? 0) + input.qty : input.qty;
    let lineNo = existing?.lineNo;
    if (lineNo === undefined) {
      // Found where the plan did not expect it: a new line in the location group being counted.
      const [next] = await queryRows<{ line_no: number; location: string | null }>(
        tx,
        sql`select coalesce(max(line_no), 0) + 1 as line_no,
                   (select location from stock_count_lines where count_id = ${row.id} and seq = ${input.seq} limit 1) as location
            from stock_count_lines where count_id = ${row.id}`,
      );
      lineNo = next!.line_no;
      await tx.insert(stockCountLines).values({
        countId: row.id,
        lineNo,
        seq: input.seq,
        location: next!.location,
        partId,
        bookQty,
        countedQty: counted,
        countedBy: actor.accountId,
        countedAt: sql`now()`,
      });
    } else {
      await tx
        .update(stockCountLines)
        .set({ bookQty, countedQty: counted, countedBy: actor.accountId, countedAt: sql`now()` })
        .where(and(eq(stockCountLines.countId, row.id), eq(stockCountLines.lineNo, lineNo)));
    }
    await tx.execute(sql`
      insert into stock_count_scans (count_id, line_no, scanned, mode, qty, counted_after, book_qty, counted_by)
      values (${row.id}, ${lineNo}, ${input.scan}, ${input.mode}, ${input.qty}, ${counted}, ${bookQty}, ${actor.accountId})`);
    let status = row.status as StockCountStatus;
    if (status === 'planned') {
      status = 'counting';
      await tx
        .update(stockCounts)
        .set({ status, version: sql`${stockCounts.version} + 1` })
        .where(eq(stockCounts.id, row.id));
    }
    return { line: await stockCountLine(tx, row.id, lineNo), status, added: existing === undefined };
  });
};

/** The survey-adjust moves of a count: exactly its counted lines' differences. */
const differenceMoves = async (tx: DbOrTx, row: CountRow): Promise<StockMove[]> => {
  const lines = await queryRows<{ line_no: number; part_id: number; diff: number }>(
    tx,
    sql`select line_no, part_id, counted_qty - book_qty as diff from stock_count_lines
        where count_id = ${row.id} and counted_qty is not null and counted_qty <> book_qty
        order by line_no`,
  );
  return lines.map((l) => ({
    partId: l.part_id,
    warehouseCode: row.warehouseCode,
    qty: l.diff,
    reason: 'survey-adjust',
    docKind: 'stock-count',
    docCode: row.code,
    docLine: l.line_no,
  }));
};

/**
 * Submit, send back, approve (post) or cancel, at the version the clerk saw. Approving posts the
 * differences (one postStockMoves call per 5 000 lines, all in this transaction) and moves the
 * count to posted only from submitted, so a second approval finds it posted and is refused; the
 * unique index on the moves' (doc_code, doc_line) would refuse it even so.
 */
export const stepCount = async (
  db: Db,
  code: string,
  action: 'submit' | 'reopen' | 'approve' | 'cancel',
  version: number,
  actor: CountActor,
): Promise<StockCountView> => {
  const key = await db.transaction(async (tx) => {
    const row = await lockCount(tx, code, version);
    await refuseUnless(tx, action, row, actor);
    const next = STOCK_COUNT_NEXT[action]!;
    const set: Partial<typeof stockCounts.$inferInsert> = { status: next };
    if (action === 'submit') {
      const [counted] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from stock_count_lines where count_id = ${row.id} and counted_qty is not null`,
      );
      if ((counted?.n ?? 0) === 0)
        throw new AppError('E2003', '실사한 품목이 없습니다. 먼저 실사를 입력하세요.');
      Object.assign(set, { submittedBy: actor.accountId, submittedAt: new Date() });
    }
    if (action === 'reopen') Object.assign(set, { submittedBy: null, submittedAt: null });
    if (action === 'approve') {
      const moves = await differenceMoves(tx, row);
      // One posting for the whole count: the ledger takes a document's moves as arrays.
      await postStockMoves(tx, moves, actor.accountId);
      Object.assign(set, { approvedBy: actor.accountId, postedAt: new Date() });
    }
    const updated = await tx
      .update(stockCounts)
      .set({ ...set, version: sql`${stockCounts.version} + 1` })
      .where(and(eq(stockCounts.id, row.id), eq(stockCounts.status, row.status)))
      .returning({ id: stockCounts.id });
    if (updated.length !== 1) throw new AppError('E0409', STALE);
    await writeAudit(tx, actor, {
      action: `stock-count.${action}`,
      entity: 'stock_count',
      entityId: row.code,
      before: { status: row.status },
      after: { status: next },
    });
    return row.code;
  });
  return stockCountView(db, key);
};
