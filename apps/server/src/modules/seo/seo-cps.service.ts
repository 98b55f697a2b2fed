import {
  CPS_ORDER_LIST_SPEC,
  CPS_STATUS_LABELS,
  type CpsOrder,
  type CpsOrderView,
  type CpsStatus,
  HEAD_OFFICE_WAREHOUSE,
  type ListPage,
  type ListQuery,
  SEO_BRANCHES,
  whyCannotFillCps,
  withParticle,
} from '@erp/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { nextDocCode } from '../../platform/doc-code/doc-code.service.js';
import { AppError, isAppError } from '../../platform/errors/app-error.js';
import {
  countedPage,
  escapeLike,
  kstDayFilter,
  type ListColumns,
  listOrderBy,
  listWhere,
} from '../../platform/list/list-query.sql.js';
import { parts } from '../part/part.table.js';
import { loadOrder } from '../sales-order/sales-order.service.js';
import { salesOrders } from '../sales-order/sales-order.table.js';
import { cancelMove, requestMove, shipMove } from '../warehouse-move/warehouse-move.service.js';
import { seoCpsOrderLines, seoCpsOrders } from './seo.table.js';
import { type Branch, branchOrder, shortageOf } from './seo-branch.service.js';

// CPS orders (the branch ordering from head office): what a branch order wants beyond the
// branch warehouse's stock. Head office fills one by a warehouse move MAIN → branch warehouse,
// requested and shipped through the warehouse-move service (so the stock ledger moves there and
// only there); a fill head office cannot ship is recorded as failed, with the reason, and can be
// filled again. The branch's scan-in at Busan marks it received.

export const cpsMissing = (code: string) =>
  new AppError('E2001', `CPS 주문 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);

const outer = (column: string) => sql.raw(`"seo_cps_orders"."${column}"`);
const summaryColumns = {
  c: seoCpsOrders,
  orderCode: sql<string>`(select o.code from sales_orders o where o.id = ${outer('order_id')})`,
  customerCode: sql<string>`(select cu.code from sales_orders o join customers cu on cu.id = o.customer_id where o.id = ${outer('order_id')})`,
  customerName: sql<string>`(select cu.name from sales_orders o join customers cu on cu.id = o.customer_id where o.id = ${outer('order_id')})`,
  lineCount: sql<number>`(select count(*)::int from seo_cps_order_lines l where l.cps_order_id = ${outer('id')})`,
  qty: sql<number>`(select coalesce(sum(l.qty), 0)::int from seo_cps_order_lines l where l.cps_order_id = ${outer('id')})`,
  requestedByName: sql<string | null>`(select a.name from accounts a where a.id = ${outer('requested_by')})`,
};
const selectSummaries = (db: DbOrTx) => db.select(summaryColumns).from(seoCpsOrders);
type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['where']>>[number];

const toSummary = (r: SummaryRow): CpsOrder => {
  const status = r.c.status as CpsStatus;
  return {
    id: r.c.id,
    code: r.c.code,
    partnerCode: r.c.partnerCode,
    status,
    statusLabel: CPS_STATUS_LABELS[status],
    orderCode: r.orderCode,
    customerCode: r.customerCode,
    customerName: r.customerName,
    moveCode: r.c.moveCode,
    failReason: r.c.failReason,
    failCount: r.c.failCount,
    lineCount: Number(r.lineCount),
    qty: Number(r.qty),
    memo: r.c.memo,
    version: r.c.version,
    requestedByName: r.requestedByName,
    requestedAt: r.c.requestedAt.toISOString(),
    shippedAt: r.c.shippedAt?.toISOString() ?? null,
    receivedAt: r.c.receivedAt?.toISOString() ?? null,
  };
};

/** One CPS order with its lines; `partnerCode` scopes it to a branch (another's reads as missing). */
export const loadCps = async (db: DbOrTx, code: string, partnerCode?: string): Promise<CpsOrderView> => {
  const [row] = await selectSummaries(db).where(
    and(
      eq(seoCpsOrders.code, code.trim().toUpperCase()),
      partnerCode ? eq(seoCpsOrders.partnerCode, partnerCode) : undefined,
    ),
  );
  if (!row) throw cpsMissing(code);
  const lines = await db
    .select({
      lineNo: seoCpsOrderLines.lineNo,
      partCode: parts.code,
      partNo: parts.partNo,
      partName: parts.name,
      qty: seoCpsOrderLines.qty,
    })
    .from(seoCpsOrderLines)
    .innerJoin(parts, eq(parts.id, seoCpsOrderLines.partId))
    .where(eq(seoCpsOrderLines.cpsOrderId, row.c.id))
    .orderBy(asc(seoCpsOrderLines.lineNo));
  return { ...toSummary(row), lines };
};

/**
 * Sends a branch draft's shortage at the branch warehouse to head office as a CPS order. Refused
 * when the order is no draft, when the branch holds everything, or when a live one exists.
 */
export const requestCps = async (
  db: Db,
  branch: Branch,
  orderCode: string,
  actor: AuditActor,
): Promise<CpsOrderView> => {
  const own = await branchOrder(db, branch, orderCode);
  const order = await loadOrder(db, own.code, null);
  if (own.status !== 'draft')
    throw new AppError('E2003', '작성 중인 주문만 CPS 주문을 보낼 수 있습니다 (확정·취소된 주문).');
  const short = await shortageOf(db, order, branch.warehouseCode);
  if (short.length === 0)
    throw new AppError(
      'E2003',
      `${branch.name} 창고 재고로 채울 수 있는 주문입니다. CPS 주문이 필요 없습니다.`,
    );
  const code = await nextDocCode(db, 'CPS');
  await db.transaction(async (tx) => {
    // The order row locked: two clerks sending the same order at once make one CPS order.
    await tx.select({ id: salesOrders.id }).from(salesOrders).where(eq(salesOrders.id, own.id)).for('update');
    const [live] = await tx
      .select({ code: seoCpsOrders.code })
      .from(seoCpsOrders)
      .where(and(eq(seoCpsOrders.orderId, own.id), sql`${seoCpsOrders.status} <> 'cancelled'`));
    if (live) throw new AppError('E2003', `이미 CPS 주문 ${live.code}이(가) 있는 주문입니다.`);
    const found = await tx
      .select({ id: parts.id, code: parts.code })
      .from(parts)
      .where(
        inArray(
          parts.code,
          short.map((s) => s.partCode),
        ),
      );
    const [cps] = await tx
      .insert(seoCpsOrders)
      .values({ code, partnerCode: branch.partnerCode, orderId: own.id, requestedBy: actor.accountId })
      .returning({ id: seoCpsOrders.id });
    await tx.insert(seoCpsOrderLines).values(
      short.map((s, i) => ({
        cpsOrderId: cps!.id,
        lineNo: i + 1,
        partId: found.find((p) => p.code === s.partCode)!.id,
        qty: s.qty,
      })),
    );
    await writeAudit(tx, actor, {
      action: 'seo.cps.request',
      entity: 'seo_cps_order',
      entityId: code,
      after: { orderCode: own.code, lines: short },
    });
  });
  return loadCps(db, code, branch.partnerCode);
};

/** The row locked at the version the clerk saw, still fillable. */
const lockFillable = async (tx: DbOrTx, code: string, version: number) => {
  const [row] = await tx
    .select()
    .from(seoCpsOrders)
    .where(eq(seoCpsOrders.code, code.trim().toUpperCase()))
    .for('update');
  if (!row) throw cpsMissing(code);
  const why = whyCannotFillCps(row.status as CpsStatus);
  if (why) throw new AppError('E2003', why);
  if (row.version !== version)
    throw new AppError(
      'E0409',
      '다른 사용자가 먼저 이 CPS 주문을 처리했습니다. 새로고침 후 다시 시도하세요.',
    );
  return row;
};

/**
 * Head office fills a CPS order: a move MAIN → the branch warehouse is requested and shipped
 * (the goods are then in transit). When it cannot ship (not enough at MAIN), the move request is
 * withdrawn, the CPS order is marked failed with the reason, and the refusal is answered.
 */
export const fillCps = async (
  db: Db,
  code: string,
  input: { version: number; memo?: string | null },
  actor: AuditActor,
): Promise<CpsOrderView> => {
  // Claimed first (version + 1), so a second clerk filling at once is refused, not doubled.
  const claimed = await db.transaction(async (tx) => {
    const row = await lockFillable(tx, code, input.version);
    await tx
      .update(seoCpsOrders)
      .set({ version: row.version + 1, memo: input.memo ?? row.memo })
      .where(eq(seoCpsOrders.id, row.id));
    return { ...row, version: row.version + 1 };
  });
  const view = await loadCps(db, claimed.code);
  const branch = SEO_BRANCHES[claimed.partnerCode];
  if (!branch) throw new AppError('E2003', `알 수 없는 지점입니다 (${claimed.partnerCode}).`);
  const move = await requestMove(
    db,
    {
      fromWarehouseCode: HEAD_OFFICE_WAREHOUSE,
      toWarehouseCode: branch.warehouseCode,
      memo: `CPS ${claimed.code} (${view.orderCode})`,
      lines: view.lines.map((l) => ({ partCode: l.partCode, qty: l.qty })),
    },
    actor,
  );
  try {
    await shipMove(db, move.code, move.version, actor);
  } catch (error) {
    if (!isAppError(error)) throw error;
    await cancelMove(db, move.code, move.version, actor);
    await db
      .update(seoCpsOrders)
      .set({
        status: 'failed',
        failReason: error.message.slice(0, 500),
        failCount: sql`${seoCpsOrders.failCount} + 1`,
        version: sql`${seoCpsOrders.version} + 1`,
      })
      .where(eq(seoCpsOrders.id, claimed.id));
    throw new AppError('E2003', `CPS 주문 ${claimed.code} 출고 실패: ${error.message}`);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(seoCpsOrders)
      .set({
        status: 'shipped',
        moveCode: move.code,
        failReason: null,
        filledBy: actor.accountId,
        shippedAt: sql`now()`,
        version: sql`${seoCpsOrders.version} + 1`,
      })
      .where(eq(seoCpsOrders.id, claimed.id));
    await writeAudit(tx, actor, {
      action: 'seo.cps.fill',
      entity: 'seo_cps_order',
      entityId: claimed.code,
      after: { moveCode: move.code },
    });
  });
  return loadCps(db, claimed.code);
};

/** The branch scanned a move in: the CPS order it filled is received. */
export const markCpsReceived = async (db: DbOrTx, moveCode: string): Promise<void> => {
  await db
    .update(seoCpsOrders)
    .set({ status: 'received', receivedAt: sql`now()`, version: sql`${seoCpsOrders.version} + 1` })
    .where(and(eq(seoCpsOrders.moveCode, moveCode), eq(seoCpsOrders.status, 'shipped')));
};

type Field = keyof (typeof CPS_ORDER_LIST_SPEC)['fields'];
const COLUMNS: ListColumns<Field> = {
  code: seoCpsOrders.code,
  requestedAt: seoCpsOrders.requestedAt,
  status: seoCpsOrders.status,
  orderCode: seoCpsOrders.orderId,
  customerCode: seoCpsOrders.orderId,
  everFailed: seoCpsOrders.failCount,
};

const whereOf = (query: ListQuery): SQL | undefined => {
  const own = new Set(['requestedAt', 'orderCode', 'customerCode', 'everFailed']);
  const keyword = query.keyword?.trim();
  return listWhere(
    CPS_ORDER_LIST_SPEC,
    COLUMNS,
    query.filters.filter((f) => !own.has(f.field)),
    ...query.filters.map((f) => {
      if (f.field === 'requestedAt') return kstDayFilter(seoCpsOrders.requestedAt, f);
      if (f.field === 'everFailed')
        return f.value === false ? sql`${seoCpsOrders.failCount} = 0` : sql`${seoCpsOrders.failCount} > 0`;
      const v = String(f.value).toUpperCase();
      if (f.field === 'orderCode')
        return sql`${seoCpsOrders.orderId} = (select o.id from sales_orders o where o.code = ${v})`;
      if (f.field === 'customerCode')
        return sql`${seoCpsOrders.orderId} in (select o.id from sales_orders o join customers cu on cu.id = o.customer_id where cu.code = ${v})`;
      return undefined;
    }),
    keyword
      ? sql`(${seoCpsOrders.code} like ${`${escapeLike(keyword.toUpperCase())}%`} or ${seoCpsOrders.failReason} like ${`%${escapeLike(keyword)}%`})`
      : undefined,
  );
};

/** OrderSeoOrderInfo / OrderSeoOrderFailList: a page of CPS orders, newest first. */
export const listCps = async (db: DbOrTx, query: ListQuery): Promise<ListPage<CpsOrder>> => {
  const where = whereOf(query);
  const select = selectSummaries(db)
    .where(where)
    .orderBy(...listOrderBy(COLUMNS, query.sort, seoCpsOrders.id));
  return countedPage(db, seoCpsOrders, where, query, select, toSummary);
};

export async function* cpsPages(db: Db, query: ListQuery): AsyncIterable<CpsOrder[]> {
  for (let page = 1; ; page += 1) {
    const { rows } = await listCps(db, { ...query, page, size: 500 });
    if (rows.length > 0) yield rows;
    if (rows.length < 500) return;
  }
}
