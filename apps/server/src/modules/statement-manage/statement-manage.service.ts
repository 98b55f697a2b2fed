import {
  type ListPage,
  type ListQuery,
  STATEMENT_LIST_SPEC,
  type StatementPrint,
  type StatementRow,
  withParticle,
} from '@erp/domain';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { accounts } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  countedPage,
  escapeLike,
  type ListColumns,
  listOrderBy,
  listWhere,
} from '../../platform/list/list-query.sql.js';
import { customers } from '../customer/customer.table.js';
import { orderEvents, salesOrders } from '../sales-order/sales-order.table.js';

// A statement of account is printed from a fixed order; each print is an order event ('printed',
// recorded by the statement service), so the count, the last print and the history are read
// from those events through their (order_id, at) index.

const printCountSql = sql<number>`(select count(*)::int from order_events e
  where e.order_id = ${salesOrders.id} and e.kind = 'printed')`;
const lastPrintSql = sql<string | null>`(select e.id from order_events e
  where e.order_id = ${salesOrders.id} and e.kind = 'printed' order by e.at desc, e.id desc limit 1)`;

type Field = keyof typeof STATEMENT_LIST_SPEC.fields;
const COLUMNS: ListColumns<Field> = {
  orderDate: salesOrders.orderDate,
  customerCode: customers.code,
  status: salesOrders.status,
  printCount: printCountSql,
};
const TABLE = sql`sales_orders join customers on customers.id = sales_orders.customer_id`;
// Drafts have no statement of account (they print as estimates).
const HAS_STATEMENT = sql`${salesOrders.status} in ('fixed', 'cancelled')`;

/** StatementOfAccountManage: fixed orders newest first with their print count and last print. */
export const listStatements = async (db: DbOrTx, query: ListQuery): Promise<ListPage<StatementRow>> => {
  const keyword = query.keyword?.trim();
  const where = listWhere(
    STATEMENT_LIST_SPEC,
    COLUMNS,
    query.filters,
    HAS_STATEMENT,
    keyword
      ? sql`(${salesOrders.code} like ${`%${escapeLike(keyword.toUpperCase())}%`} or ${customers.name} like ${`%${escapeLike(keyword)}%`})`
      : undefined,
  );
  const select = db
    .select({
      orderCode: salesOrders.code,
      orderDate: salesOrders.orderDate,
      status: salesOrders.status,
      customerCode: customers.code,
      customerName: customers.name,
      total: salesOrders.total,
      printCount: printCountSql,
      lastPrintId: lastPrintSql,
    })
    .from(salesOrders)
    .innerJoin(customers, eq(customers.id, salesOrders.customerId))
    .where(where)
    .orderBy(...listOrderBy(COLUMNS, query.sort, salesOrders.id));
  const page = await countedPage(db, TABLE, where, query, select, (r) => r);
  const ids = page.rows.map((r) => r.lastPrintId).filter((id): id is string => id !== null);
  const prints =
    ids.length === 0
      ? []
      : await db
          .select({ id: orderEvents.id, at: orderEvents.at, name: accounts.name })
          .from(orderEvents)
          .leftJoin(accounts, eq(accounts.id, orderEvents.actorId))
          .where(inArray(orderEvents.id, ids.map(Number)));
  const byId = new Map(prints.map((p) => [p.id, p]));
  return {
    ...page,
    rows: page.rows.map((r) => {
      const last = r.lastPrintId === null ? undefined : byId.get(Number(r.lastPrintId));
      return {
        orderCode: r.orderCode,
        orderDate: r.orderDate.replaceAll('-', ''),
        status: r.status,
        customerCode: r.customerCode,
        customerName: r.customerName,
        total: r.total,
        printCount: Number(r.printCount),
        lastPrintedAt: last?.at.toISOString() ?? null,
        lastPrintedBy: last?.name ?? null,
      };
    }),
  };
};

export async function* statementPages(db: Db, query: ListQuery): AsyncIterable<StatementRow[]> {
  for (let page = 1; ; page += 1) {
    const { rows } = await listStatements(db, { ...query, page, size: 500 });
    if (rows.length > 0) yield rows;
    if (rows.length < 500) return;
  }
}

/** Every print of an order's documents, newest first, with who printed it. */
export const statementHistory = async (db: DbOrTx, rawCode: string): Promise<StatementPrint[]> => {
  const code = rawCode.trim().toUpperCase();
  const [order] = await db.select({ id: salesOrders.id }).from(salesOrders).where(eq(salesOrders.code, code));
  if (!order) throw new AppError('E2001', `주문 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  const rows = await db
    .select({ at: orderEvents.at, after: orderEvents.after, name: accounts.name })
    .from(orderEvents)
    .leftJoin(accounts, eq(accounts.id, orderEvents.actorId))
    .where(sql`${orderEvents.orderId} = ${order.id} and ${orderEvents.kind} = 'printed'`)
    .orderBy(desc(orderEvents.at), desc(orderEvents.id));
  return rows.map((r) => {
    const after = (r.after ?? {}) as { document?: string; documentCode?: string };
    return {
      at: r.at.toISOString(),
      document: after.document ?? 'sale',
      documentCode: after.documentCode ?? code,
      actorName: r.name ?? null,
    };
  });
};
