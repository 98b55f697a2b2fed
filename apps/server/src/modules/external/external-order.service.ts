import type {
  ExternalOrderInput,
  ExternalOrderQuery,
  ExternalOrderRow,
  OrderCandidate,
  OrderView,
  Statement,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { SessionUser } from '../../platform/access/access.js';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { ymdToIso } from '../../platform/http/kst.js';
import { orderCandidates } from '../sales-order/order-candidate.service.js';
import { createOrder, loadOrder } from '../sales-order/sales-order.service.js';
import { orderStatement } from '../sales-order/statement.service.js';
import { assertOwnCustomer, externalOf, recommendedCodes } from './external-scope.js';

// Orders for an external's customers, through the sales-order module's own services: the part
// candidates with the customer's prices, and a draft registered at the agreed price (the lower of
// the rank and category prices, else the sale price). Head office fixes the draft.

const NO_ORDER = '주문을 찾을 수 없습니다.';

/** The customer's agreed price of a candidate (not the last price paid: the external sells at list terms). */
const agreedPrice = (c: OrderCandidate): number => {
  const agreed = [c.categoryPrice, c.rankPrice].filter((v): v is number => v !== null);
  return agreed.length > 0 ? Math.min(...agreed) : c.salePrice;
};

export const externalCandidates = async (
  db: Db,
  user: SessionUser,
  input: { customerCode: string; keyword: string },
): Promise<OrderCandidate[]> => {
  await assertOwnCustomer(db, await externalOf(db, user, null), input.customerCode);
  const rows = await orderCandidates(db, { ...input, size: 20 });
  return rows.map((c) => ({ ...c, suggestedPrice: agreedPrice(c) }));
};

export const registerExternalOrder = async (
  db: Db,
  user: SessionUser,
  input: ExternalOrderInput,
  actor: AuditActor,
): Promise<OrderView> => {
  await assertOwnCustomer(db, await externalOf(db, user, null), input.customerCode);
  const lines = [];
  for (const [i, line] of input.lines.entries()) {
    const [part] = await queryRows<{ partNo: string }>(
      db,
      sql`select part_no as "partNo" from parts where code = ${line.partCode} and active`,
    );
    if (!part)
      throw new AppError('E0422', `주문 품목 ${i + 1}번째 줄 품목: 없는 품목입니다 (${line.partCode}).`);
    const candidates = await orderCandidates(db, {
      customerCode: input.customerCode,
      keyword: part.partNo,
      size: 50,
    });
    const found = candidates.find((c) => c.code === line.partCode);
    if (!found)
      throw new AppError(
        'E0422',
        `주문 품목 ${i + 1}번째 줄 품목: 주문할 수 없는 품목입니다 (${line.partCode}).`,
      );
    lines.push({ partCode: line.partCode, qty: line.qty, unitPrice: agreedPrice(found) });
  }
  return createOrder(
    db,
    {
      customerCode: input.customerCode,
      // The car and the memo it works (ExternalOrderRegister): sales-order checks the memo is the
      // customer's and not taken by a clerk, and marks it done with the order.
      vin: input.vin ?? null,
      carNumber: input.carNumber ?? null,
      memoCode: input.memoCode ?? null,
      warehouseCode: 'MAIN',
      memo: `외부 영업 ${user.name} 접수${input.memo ? `: ${input.memo}` : ''}`,
      lines,
    },
    actor,
  );
};

export const listExternalOrders = async (
  db: DbOrTx,
  user: SessionUser,
  query: ExternalOrderQuery,
): Promise<{ rows: ExternalOrderRow[]; total: number }> => {
  const ext = await externalOf(db, user, query.externalId);
  const from = query.from ? ymdToIso(query.from) : null;
  const to = query.to ? ymdToIso(query.to) : null;
  const where = sql`c.code in ${recommendedCodes(ext.recommendCode)}
    and (${query.customerCode ?? null}::text is null or c.code = ${query.customerCode ?? null})
    and (${query.status} = 'all' or so.status = ${query.status})
    and (${from}::date is null or so.order_date >= ${from}::date)
    and (${to}::date is null or so.order_date <= ${to}::date)`;
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from sales_orders so join customers c on c.id = so.customer_id where ${where}`,
  );
  const rows = await queryRows<ExternalOrderRow>(
    db,
    sql`select so.code, to_char(so.order_date, 'YYYYMMDD') as "orderDate", c.code as "customerCode",
               c.name as "customerName", so.status, so.total::float8 as total, a.name as "createdByName",
               (select count(*)::int from sales_order_lines l where l.order_id = so.id) as "lineCount"
        from sales_orders so join customers c on c.id = so.customer_id
        left join accounts a on a.id = so.created_by
        where ${where}
        order by so.order_date desc, so.id desc
        limit ${query.size} offset ${(query.page - 1) * query.size}`,
  );
  return { rows: rows.map((r) => ({ ...r, total: Number(r.total) })), total: count?.n ?? 0 };
};

/** The code of one order of the external's customers; any other order answers as a missing one. */
const ownOrderCode = async (db: DbOrTx, user: SessionUser, code: string): Promise<string> => {
  const ext = await externalOf(db, user, null);
  const [row] = await queryRows<{ code: string }>(
    db,
    sql`select so.code from sales_orders so join customers c on c.id = so.customer_id
        where so.code = ${code.trim().toUpperCase()} and c.code in ${recommendedCodes(ext.recommendCode)}`,
  );
  if (!row) throw new AppError('E2001', NO_ORDER);
  return row.code;
};

export const loadExternalOrder = async (db: DbOrTx, user: SessionUser, code: string): Promise<OrderView> =>
  loadOrder(db, await ownOrderCode(db, user, code), null);

/**
 * ExternalOfStatement and ExternalSalesStatementOfAccount: the 거래명세서 of an order. An external
 * prints its customers' orders only (checked above, then read as head office would: the statement
 * service scopes customer users only); head office prints any.
 */
export const externalStatement = async (db: DbOrTx, user: SessionUser, code: string): Promise<Statement> => {
  if (user.role !== 'external') return orderStatement(db, code.trim().toUpperCase(), user, 'sale');
  return orderStatement(db, await ownOrderCode(db, user, code), { ...user, role: 'public' }, 'sale');
};
