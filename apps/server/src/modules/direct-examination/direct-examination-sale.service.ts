import { sql } from 'drizzle-orm';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { type Db, type Tx, withinTransaction } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { fixOrder } from '../sales-order/order-fix.service.js';
import { createOrder } from '../sales-order/sales-order.service.js';

// The customer side of a direct shipment: the goods that arrived are sold to the request's
// customer by a sales order fixed through the sales-order module's own fix (sale-out from the
// pass-through warehouse and the receivable up), in the examination's transaction.

export type ArrivedLine = { partCode: string; qty: number };

type Head = { code: string; customerId: number; warehouseCode: string; orderCode: string | null };

/** Sums quantities by part, so lines of the same part on either side compare as one. */
const byPart = (lines: readonly ArrivedLine[]): Map<string, number> => {
  const sums = new Map<string, number>();
  for (const l of lines) sums.set(l.partCode, (sums.get(l.partCode) ?? 0) + l.qty);
  return sums;
};

/**
 * The named draft order must sell exactly what arrived. We refuse rather than adjust: the order
 * carries the clerk's agreed prices and lines, and silently shrinking it would bill the customer
 * for a different order than the one agreed; the clerk corrects the order, then examines again.
 */
const checkOrderMatches = async (tx: Tx, orderCode: string, arrived: readonly ArrivedLine[]) => {
  const rows = await queryRows<{ part_code: string; qty: number; status: string }>(
    tx,
    sql`select l.part_code, l.qty, o.status from sales_orders o
        left join sales_order_lines l on l.order_id = o.id where o.code = ${orderCode}`,
  );
  if (rows.length === 0) throw new AppError('E2003', `수주 ${orderCode}을(를) 찾을 수 없습니다.`);
  if (rows[0]!.status !== 'draft')
    throw new AppError(
      'E2003',
      `수주 ${orderCode}은(는) 이미 확정되었거나 취소되어 직송으로 확정할 수 없습니다.`,
    );
  const ordered = byPart(rows.filter((r) => r.part_code).map((r) => ({ partCode: r.part_code, qty: r.qty })));
  const got = byPart(arrived);
  for (const part of new Set([...ordered.keys(), ...got.keys()])) {
    const o = ordered.get(part) ?? 0;
    const a = got.get(part) ?? 0;
    if (o !== a)
      throw new AppError(
        'E2003',
        `수주 ${orderCode}의 품목 ${part} 수량 ${o}개와 검수 수량 ${a}개가 다릅니다. 수주를 도착한 수량에 맞게 고친 뒤 검수하세요.`,
      );
  }
};

/**
 * Sells what arrived to the customer: the named draft order (moved to the pass-through warehouse,
 * where the purchase just put the goods) or a new order at the parts' sale prices, then fixed.
 * Returns the fixed order's code and total.
 */
export const postCustomerSide = async (
  tx: Tx,
  head: Head,
  arrived: readonly ArrivedLine[],
  actor: AuditActor,
): Promise<{ orderCode: string; total: number }> => {
  let orderCode = head.orderCode;
  if (orderCode) {
    await checkOrderMatches(tx, orderCode, arrived);
    // The goods are in the pass-through warehouse, not where the clerk drafted the order from. A
    // new version, so a clerk still editing the draft is told it changed instead of overwriting.
    await tx.execute(
      sql`update sales_orders set warehouse_code = ${head.warehouseCode}, version = version + 1, updated_at = now()
          where code = ${orderCode} and status = 'draft'`,
    );
  } else {
    const [customer] = await queryRows<{ code: string }>(
      tx,
      sql`select code from customers where id = ${head.customerId}`,
    );
    const prices = await queryRows<{ code: string; sale_price: string }>(
      tx,
      sql`select code, sale_price from parts where code in (${sql.join(
        arrived.map((l) => sql`${l.partCode}`),
        sql`, `,
      )})`,
    );
    const order = await createOrder(
      withinTransaction(tx),
      {
        customerCode: customer!.code,
        warehouseCode: head.warehouseCode,
        memo: `직송 ${head.code}`,
        lines: arrived.map((l) => ({
          partCode: l.partCode,
          qty: l.qty,
          unitPrice: Number(prices.find((p) => p.code === l.partCode)!.sale_price),
        })),
      },
      actor,
    );
    orderCode = order.code;
  }
  // A savepoint of the examination: a refused fix (e.g. a customer not yet confirmed) rolls
  // back the purchase and the order with it.
  const fixed = await fixOrder(withinTransaction(tx), orderCode, actor);
  return { orderCode, total: fixed.total };
};
