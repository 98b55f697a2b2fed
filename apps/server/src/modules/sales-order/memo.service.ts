import type { MemoCreate, MemoStatus, MemoView } from '@erp/domain';
import { withParticle } from '@erp/domain';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { nextDocCode } from '../../platform/doc-code/doc-code.service.js';
import { AppError } from '../../platform/errors/app-error.js';
import { kstDayEnd, kstDayStart } from '../../platform/list/list-query.sql.js';
import { customers } from '../customer/customer.table.js';
import { orderMemos } from './sales-order.table.js';

export type { MemoView };

const taker = alias(accounts, 'taker');
const worker = alias(accounts, 'worker');

const selectMemos = (db: DbOrTx) =>
  db
    .select({
      memo: orderMemos,
      customerCode: customers.code,
      customerName: customers.name,
      takenByName: taker.name,
      workedByName: worker.name,
    })
    .from(orderMemos)
    .innerJoin(customers, eq(customers.id, orderMemos.customerId))
    .leftJoin(taker, eq(taker.id, orderMemos.takenBy))
    .leftJoin(worker, eq(worker.id, orderMemos.workedBy));

type MemoRow = Awaited<ReturnType<ReturnType<typeof selectMemos>['execute']>>[number];

const toView = (r: MemoRow): MemoView => ({
  code: r.memo.code,
  customerCode: r.customerCode,
  customerName: r.customerName,
  vin: r.memo.vin,
  carNumber: r.memo.carNumber,
  request: r.memo.request,
  urgent: r.memo.urgent,
  status: r.memo.status as MemoStatus,
  deliveryPickupId: r.memo.deliveryPickupId,
  takenByName: r.takenByName,
  workedByName: r.workedByName,
  orderCode: r.memo.orderCode,
  createdAt: r.memo.createdAt.toISOString(),
});

export const getMemo = async (db: DbOrTx, code: string): Promise<MemoView> => {
  const [row] = await selectMemos(db).where(eq(orderMemos.code, code));
  if (!row) throw new AppError('E2001', `메모 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  return toView(row);
};

/** Records a phone request (ObtainMemo). */
export const createMemo = async (db: Db, input: MemoCreate, actor: AuditActor): Promise<MemoView> => {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.code, input.customerCode));
  if (!customer) throw new AppError('E0422', `거래처: 없는 거래처입니다 (${input.customerCode}).`);
  const code = await db.transaction(async (tx) => {
    const memoCode = await nextDocCode(tx, 'M');
    await tx.insert(orderMemos).values({
      code: memoCode,
      customerId: customer.id,
      vin: input.vin ?? null,
      carNumber: input.carNumber ?? null,
      request: input.request,
      urgent: input.urgent,
      deliveryPickupId: input.deliveryPickupId ?? null,
      takenBy: actor.accountId,
    });
    return memoCode;
  });
  return getMemo(db, code);
};

/**
 * The working check: the next free clerk takes the memo in one conditional update, so two clerks
 * never work the same memo. Taking one's own memo again is fine.
 */
export const takeMemo = async (db: Db, code: string, actor: AuditActor): Promise<MemoView> => {
  const [row] = await db
    .update(orderMemos)
    .set({ status: 'working', workedBy: actor.accountId, workedAt: sql`now()` })
    .where(
      and(
        eq(orderMemos.code, code),
        inArray(orderMemos.status, ['open', 'working']),
        or(sql`${orderMemos.workedBy} is null`, eq(orderMemos.workedBy, actor.accountId ?? -1)),
      ),
    )
    .returning({ code: orderMemos.code });
  if (!row) {
    const current = await getMemo(db, code);
    throw new AppError(
      'E0409',
      current.status === 'working'
        ? `${current.workedByName ?? '다른 직원'}님이 이미 처리 중인 메모입니다.`
        : '이미 처리된 메모입니다.',
    );
  }
  return getMemo(db, code);
};

export const setMemoPickupId = async (
  db: Db,
  code: string,
  deliveryPickupId: string | null,
): Promise<MemoView> => {
  const [row] = await db
    .update(orderMemos)
    .set({ deliveryPickupId })
    .where(eq(orderMemos.code, code))
    .returning({ code: orderMemos.code });
  if (!row) throw new AppError('E2001', `메모 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  return getMemo(db, code);
};

export type MemoListQuery = {
  unprocessedOnly: boolean;
  customerCode?: string | undefined;
  /** Korean calendar days (YYYYMMDD) of the memo's arrival, both ends included. */
  fromDate?: string | undefined;
  toDate?: string | undefined;
  status?: MemoStatus | undefined;
  page: number;
  size: number;
};

/**
 * ObtainMemoList (all, newest first, optionally one customer, a period of arrival days and a
 * status) and the unprocessed list (open and working, urgent then oldest first).
 */
export const listMemos = async (
  db: DbOrTx,
  query: MemoListQuery,
): Promise<{ rows: MemoView[]; total: number }> => {
  const where = and(
    query.unprocessedOnly ? inArray(orderMemos.status, ['open', 'working']) : undefined,
    query.customerCode ? eq(customers.code, query.customerCode) : undefined,
    query.status ? eq(orderMemos.status, query.status) : undefined,
    // Day bounds in Korea's time zone, so a memo taken at 08:00 KST counts on that day.
    query.fromDate ? sql`${orderMemos.createdAt} >= ${kstDayStart(query.fromDate)}` : undefined,
    query.toDate ? sql`${orderMemos.createdAt} < ${kstDayEnd(query.toDate)}` : undefined,
  );
  const rows = await selectMemos(db)
    .where(where)
    .orderBy(
      ...(query.unprocessedOnly
        ? [desc(orderMemos.urgent), orderMemos.createdAt]
        : [desc(orderMemos.createdAt)]),
      orderMemos.id,
    )
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderMemos)
    .innerJoin(customers, eq(customers.id, orderMemos.customerId))
    .where(where);
  return { rows: rows.map(toView), total: Number(count?.n ?? 0) };
};
