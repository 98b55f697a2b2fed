import {
  CPS_NONE,
  type CpsStatus,
  type ListPage,
  type ListQuery,
  type OrderStatus,
  type OrderView,
  SEO_ORDER_LIST_SPEC,
  type SeoOrderInput,
  type SeoOrderResult,
  type SeoOrderRow,
  type Statement,
} from '@erp/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../../platform/access/access.js';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { isAppError } from '../../platform/errors/app-error.js';
import {
  countedPage,
  escapeLike,
  kstDayFilter,
  type ListColumns,
  listOrderBy,
  listWhere,
} from '../../platform/list/list-query.sql.js';
import { fixOrder } from '../sales-order/order-fix.service.js';
import { createOrder, loadOrder } from '../sales-order/sales-order.service.js';
import { salesOrders } from '../sales-order/sales-order.table.js';
import { orderStatement } from '../sales-order/statement.service.js';
import { type Branch, branchCustomer, branchOrder, shortageOf } from './seo-branch.service.js';
import { requestCps } from './seo-cps.service.js';

// The branch's own sales (SeoOrdering, SeoObtainList): orders of its customers on its warehouse,
// written, fixed and printed through the sales-order services; what the branch warehouse cannot
// fill is sent to head office as a CPS order.

/**
 * SeoOrdering: the order is registered (a draft on the branch warehouse); its shortage there is
 * sent to head office as a CPS order. The CPS step is its own transaction: when it is refused the
 * order stays a draft and waits in CpsOrderNotRequestedList, and the answer says why.
 */
export const insertBranchOrder = async (
  db: Db,
  branch: Branch,
  input: SeoOrderInput,
  actor: AuditActor,
): Promise<SeoOrderResult> => {
  await branchCustomer(db, branch, input.customerCode);
  const order = await createOrder(db, { ...input, warehouseCode: branch.warehouseCode }, actor);
  const short = await shortageOf(db, order, branch.warehouseCode);
  if (short.length === 0) return { order, cps: null, cpsProblem: null };
  try {
    return { order, cps: await requestCps(db, branch, order.code, actor), cpsProblem: null };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { order, cps: null, cpsProblem: error.message };
  }
};

export const branchOrderView = async (db: DbOrTx, branch: Branch, code: string): Promise<OrderView> => {
  const own = await branchOrder(db, branch, code);
  return loadOrder(db, own.code, null);
};

/** The branch sale: the order fixed through sales-order (Busan stock out, receivable up). */
export const fixBranchOrder = async (db: Db, branch: Branch, code: string, actor: AuditActor) => {
  const own = await branchOrder(db, branch, code);
  return fixOrder(db, own.code, actor);
};

/**
 * SeoStatementOfAccount: the sale's statement. The order was checked to be the branch's above;
 * the statement service scopes by customer user only, so it reads the row as head office would.
 */
export const branchStatement = async (
  db: DbOrTx,
  branch: Branch,
  code: string,
  user: SessionUser,
): Promise<Statement> => {
  const own = await branchOrder(db, branch, code);
  return orderStatement(db, own.code, { ...user, role: 'public' }, 'sale');
};

type Field = keyof (typeof SEO_ORDER_LIST_SPEC)['fields'];
const COLUMNS: ListColumns<Field> = {
  code: salesOrders.code,
  orderDate: salesOrders.createdAt,
  status: salesOrders.status,
  customerCode: salesOrders.customerId,
  cpsStatus: salesOrders.id,
  short: salesOrders.id,
};
const liveCps = (column: string) =>
  sql.raw(
    `(select c.${column} from seo_cps_orders c where c.order_id = "sales_orders"."id" and c.status <> 'cancelled')`,
  );

/** Units an order wants beyond what its warehouse holds now, per part. */
const SHORT_QTY = sql<number>`(select coalesce(sum(greatest(w.qty - coalesce(b.qty, 0), 0)), 0)::int from
  (select l.part_id, sum(l.qty - l.cancelled_qty) as qty from sales_order_lines l where l.order_id = "sales_orders"."id" group by l.part_id) w
  left join stock_balances b on b.part_id = w.part_id and b.warehouse_code = "sales_orders"."warehouse_code")`;

const whereOf = (branch: Branch, query: ListQuery): SQL | undefined => {
  const own = new Set(['orderDate', 'customerCode', 'cpsStatus', 'short']);
  const keyword = query.keyword?.trim();
  return listWhere(
    SEO_ORDER_LIST_SPEC,
    COLUMNS,
    query.filters.filter((f) => !own.has(f.field)),
    sql`${salesOrders.warehouseCode} = ${branch.warehouseCode}`,
    sql`${salesOrders.customerId} in (select b.customer_id from seo_branch_customers b where b.partner_code = ${branch.partnerCode})`,
    ...query.filters.map((f) => {
      if (f.field === 'orderDate') return kstDayFilter(salesOrders.createdAt, f);
      if (f.field === 'customerCode')
        return sql`${salesOrders.customerId} = (select cu.id from customers cu where cu.code = ${String(f.value).toUpperCase()})`;
      if (f.field === 'short') return f.value === false ? sql`${SHORT_QTY} = 0` : sql`${SHORT_QTY} > 0`;
      if (f.field === 'cpsStatus') {
        const wanted = (Array.isArray(f.value) ? f.value : [f.value]).map(String);
        return sql`coalesce(${liveCps('status')}, ${CPS_NONE}) in (${sql.join(
          wanted.map((w) => sql`${w}`),
          sql`, `,
        )})`;
      }
      return undefined;
    }),
    keyword ? sql`${salesOrders.code} like ${`${escapeLike(keyword.toUpperCase())}%`}` : undefined,
  );
};

const selectRows = (db: DbOrTx) =>
  db
    .select({
      o: salesOrders,
      customerCode: sql<string>`(select cu.code from customers cu where cu.id = "sales_orders"."customer_id")`,
      customerName: sql<string>`(select cu.name from customers cu where cu.id = "sales_orders"."customer_id")`,
      lineCount: sql<number>`(select count(*)::int from sales_order_lines l where l.order_id = "sales_orders"."id")`,
      shortQty: SHORT_QTY,
      cpsCode: sql<string | null>`${liveCps('code')}`,
      cpsStatus: sql<string | null>`${liveCps('status')}`,
    })
    .from(salesOrders);
type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['where']>>[number];

const toRow = (r: Row): SeoOrderRow => {
  const draft = r.o.status === 'draft';
  return {
    code: r.o.code,
    orderDate: r.o.createdAt.toISOString(),
    status: r.o.status as OrderStatus,
    customerCode: r.customerCode,
    customerName: r.customerName,
    total: r.o.total,
    lineCount: Number(r.lineCount),
    // A fixed or cancelled order wants nothing more from the warehouse.
    shortQty: draft ? Number(r.shortQty) : 0,
    cpsCode: r.cpsCode,
    cpsStatus: (r.cpsStatus as CpsStatus | null) ?? CPS_NONE,
    version: r.o.version,
  };
};

/** SeoObtainList / CpsOrderNotRequestedList: a page of the branch's orders, newest first. */
export const listBranchOrders = async (
  db: DbOrTx,
  branch: Branch,
  query: ListQuery,
): Promise<ListPage<SeoOrderRow>> => {
  const where = whereOf(branch, query);
  const select = selectRows(db)
    .where(where)
    .orderBy(...listOrderBy(COLUMNS, query.sort, salesOrders.id));
  return countedPage(db, salesOrders, where, query, select, toRow);
};

export async function* branchOrderPages(
  db: Db,
  branch: Branch,
  query: ListQuery,
): AsyncIterable<SeoOrderRow[]> {
  for (let page = 1; ; page += 1) {
    const { rows } = await listBranchOrders(db, branch, { ...query, page, size: 500 });
    if (rows.length > 0) yield rows;
    if (rows.length < 500) return;
  }
}
