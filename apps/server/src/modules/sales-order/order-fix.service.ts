import {
  type OrderStatus,
  type OrderView,
  whyCannotFix,
  whyUnconfirmedCustomerBlocksFix,
  withParticle,
} from '@erp/domain';
import { and, asc, eq, getTableColumns, isNotNull, sql } from 'drizzle-orm';
import { type AuditActor, auditStatement } from '../../platform/audit/audit.service.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { postOrderLineCores } from '../core-ledger/core-ledger.service.js';
import { customers } from '../customer/customer.table.js';
import { postSalePoints } from '../loyalty/sale-points.service.js';
import { receivableStatements } from '../receivable/receivable.service.js';
import { postStockMovesAndCommit } from '../stock/stock.service.js';
import { recordDemandMiss } from '../stock/stock-demand-miss.service.js';
import { orderEventStatement } from './order-event.service.js';
import { toOrderView } from './sales-order.service.js';
import { orderMemos, salesOrderLines, salesOrders } from './sales-order.table.js';

/**
 * Fixes an order (확정): stock goes out of its warehouse and the customer's receivable rises by
 * the total, in one transaction; if any line lacks stock nothing happens at all.
 */
/** An admin's stated reason to fix an order for a customer still waiting for its check. */
export type UnconfirmedCustomerOverride = { role: string; reason: string | null };

export const fixOrder = async (
  db: Db,
  code: string,
  actor: AuditActor,
  override: UnconfirmedCustomerOverride | null = null,
): Promise<OrderView> => {
  try {
    return await fixOrderOnce(db, code, actor, override);
  } catch (error) {
    // Refused for no stock: the lost sale is recorded once the refused transaction rolled back.
    await recordDemandMiss(db, error, { kind: 'sales_order', code });
    throw error;
  }
};

const fixOrderOnce = async (
  db: Db,
  code: string,
  actor: AuditActor,
  override: UnconfirmedCustomerOverride | null,
): Promise<OrderView> =>
  db.transaction(async (tx) => {
    // A customer still waiting in 신규 거래처 확인 is not sold to, unless an admin states why.
    const overridden = whyUnconfirmedCustomerBlocksFix('', override) === null;
    // One statement locks the order, checks it is still a draft and fixes it (a round trip less
    // than read-lock-then-update, on the path every clerk takes all day); why it was refused is
    // read afterwards, only when it was.
    const [row] = await tx
      .update(salesOrders)
      .set({
        status: 'fixed',
        fixedBy: actor.accountId,
        fixedAt: sql`now()`,
        updatedAt: sql`now()`,
        version: sql`${salesOrders.version} + 1`,
      })
      .from(customers)
      .where(
        and(
          eq(salesOrders.code, code),
          eq(salesOrders.status, 'draft'),
          eq(customers.id, salesOrders.customerId),
          overridden ? undefined : isNotNull(customers.insertCheckedAt),
        ),
      )
      .returning({
        order: getTableColumns(salesOrders),
        customerCode: customers.code,
        customerName: customers.name,
        customerChecked: sql<boolean>`(${customers.insertCheckedAt} is not null)`,
        memoCode: sql<string | null>`(select m.code from ${orderMemos} m where m.id = ${salesOrders.memoId})`,
      });
    if (!row) {
      const [current] = await tx
        .select({
          status: salesOrders.status,
          lines: sql<number>`(select count(*)::int from ${salesOrderLines} l where l.order_id = ${salesOrders.id})`,
          customerName: customers.name,
          customerChecked: sql<boolean>`(${customers.insertCheckedAt} is not null)`,
        })
        .from(salesOrders)
        .innerJoin(customers, eq(customers.id, salesOrders.customerId))
        .where(eq(salesOrders.code, code));
      if (!current) throw new AppError('E2001', `주문 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
      if (current.status === 'draft' && !current.customerChecked) {
        const reason = whyUnconfirmedCustomerBlocksFix(current.customerName, override);
        if (reason) throw new AppError('E2003', reason);
      }
      throw new AppError(
        'E2003',
        whyCannotFix(current.status as OrderStatus, Number(current.lines)) ?? '주문을 확정할 수 없습니다.',
      );
    }
    const order = row.order;
    const lines = await tx
      .select()
      .from(salesOrderLines)
      .where(eq(salesOrderLines.orderId, order.id))
      .orderBy(asc(salesOrderLines.lineNo));
    const reason = whyCannotFix('draft', lines.length);
    if (reason) throw new AppError('E2003', reason);
    // Fixed past the check by an admin's stated reason: recorded on the order's event and audit.
    const unconfirmed = row.customerChecked ? {} : { unconfirmedCustomerReason: override?.reason ?? null };
    // The sale's points, in this transaction (before the commit the stock statement carries).
    await postSalePoints(tx, { customerId: order.customerId, code: order.code }, lines, actor.accountId);
    // A battery (a part with a payback code) leaves its core owed by the customer.
    await postOrderLineCores(tx, {
      orderId: order.id,
      customerId: order.customerId,
      kind: 'sold',
      docCode: order.code,
      lines,
      by: actor.accountId,
    });
    // The contended rows (the stock balances every clerk sells from) are locked last and
    // released by the COMMIT sent with their update; the event, audit and receivable rows go in
    // one statement with the stock moves. The view is built from the rows already read, since
    // nothing may run in the transaction after the commit.
    await postStockMovesAndCommit(
      tx,
      lines.map((l) => ({
        partId: l.partId,
        warehouseCode: order.warehouseCode,
        qty: -l.qty,
        reason: 'sale-out' as const,
        docKind: 'sales_order',
        docCode: order.code,
        docLine: l.lineNo,
      })),
      actor.accountId,
      [
        orderEventStatement(tx, actor, {
          orderId: order.id,
          kind: 'fixed',
          after: { total: order.total, ...unconfirmed },
        }),
        auditStatement(tx, actor, {
          action: 'order.fix',
          entity: 'sales_order',
          entityId: code,
          after: {
            total: order.total,
            stockOut: lines.map((l) => ({ part: l.partCode, qty: l.qty })),
            ...unconfirmed,
          },
        }),
        ...receivableStatements(
          {
            customerId: order.customerId,
            kind: 'sale',
            amount: order.total,
            supply: order.supply,
            tax: order.tax,
            docKind: 'sales_order',
            docCode: order.code,
          },
          actor.accountId,
        ),
      ],
    );
    return toOrderView(row, lines);
  });
