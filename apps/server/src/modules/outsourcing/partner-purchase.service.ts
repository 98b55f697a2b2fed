import {
  type PartnerSaleQuery,
  type PurchaseOrderDetail,
  type PurchaseOrderRow,
  type PurchaseOrderSaveInput,
  purchaseOrderQuerySchema,
} from '@erp/domain';
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../../platform/access/access.js';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  combine,
  countCapped,
  escapeLike,
  kstDayRange,
  pageWindow,
} from '../../platform/list/list-query.sql.js';
import { customers } from '../customer/customer.table.js';
import { deliveries } from '../delivery/delivery.table.js';
import { createOrder } from '../sales-order/sales-order.service.js';
import { salesOrderLines, salesOrders } from '../sales-order/sales-order.table.js';
import { outsourcingRequests } from './outsourcing.table.js';
import { listPartnerProducts } from './partner-product.service.js';
import { partnerCustomerId } from './request-flow.service.js';

// A partner's purchase orders (발주) are head office's sales orders to the partner's customer: a
// registration is saved as a draft through sales-order at the partner's catalogue price, and
// head office fixes it like any order (stock out, receivable up). The partner reads only the
// orders of its own customer; another's order code reads as a missing one.

const notFound = (code: string) => new AppError('E2001', `주문 ${code}을(를) 찾을 수 없습니다.`);

const FROM = sql`sales_orders left join outsourcing_requests on outsourcing_requests.order_id = sales_orders.id
  left join deliveries on deliveries.order_id = sales_orders.id and deliveries.kind = 'delivery'`;

const selectRows = (db: DbOrTx) =>
  db
    .select({
      o: salesOrders,
      requestCode: outsourcingRequests.code,
      waybillNo: deliveries.waybillNo,
      lineCount: sql<number>`(select count(*)::int from sales_order_lines l where l.order_id = ${salesOrders.id})`,
      units: sql<number>`(select coalesce(sum(l.qty), 0)::int from sales_order_lines l where l.order_id = ${salesOrders.id})`,
    })
    .from(salesOrders)
    .leftJoin(outsourcingRequests, eq(outsourcingRequests.orderId, salesOrders.id))
    .leftJoin(deliveries, and(eq(deliveries.orderId, salesOrders.id), eq(deliveries.kind, 'delivery')));

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

const toRow = (r: Row): PurchaseOrderRow => ({
  orderCode: r.o.code,
  createdAt: r.o.createdAt.toISOString(),
  status: r.o.status,
  total: Number(r.o.total),
  lineCount: Number(r.lineCount),
  units: Number(r.units),
  fixedAt: r.o.fixedAt?.toISOString() ?? null,
  waybillNo: r.waybillNo ?? null,
  requestCode: r.requestCode ?? null,
});

const customerOf = async (db: DbOrTx, user: SessionUser): Promise<number | null> => {
  try {
    return await partnerCustomerId(db, user.partnerCode ?? '-');
  } catch {
    return null;
  }
};

export const listPurchaseOrders = async (db: DbOrTx, user: SessionUser, query: PartnerSaleQuery) => {
  const q = purchaseOrderQuerySchema.parse(query);
  const customerId = await customerOf(db, user);
  if (customerId === null) return { rows: [], total: 0 };
  const conditions: (SQL | undefined)[] = [eq(salesOrders.customerId, customerId)];
  if (q.search) {
    const like = `%${escapeLike(q.search.toUpperCase())}%`;
    conditions.push(
      sql`(sales_orders.code like ${like} or coalesce(deliveries.waybill_no, '') like ${like})`,
    );
  }
  if (q.fromYmd || q.toYmd)
    conditions.push(kstDayRange(salesOrders.createdAt, q.fromYmd ?? '20000101', q.toYmd ?? '29991231'));
  const where = combine(conditions);
  const { limit, offset } = pageWindow(q);
  const [{ total }, rows] = await Promise.all([
    countCapped(db, FROM, where),
    selectRows(db).where(where).orderBy(desc(salesOrders.id)).limit(limit).offset(offset),
  ]);
  return { rows: rows.map(toRow), total };
};

export const purchaseOrderDetail = async (
  db: DbOrTx,
  user: SessionUser,
  code: string,
): Promise<PurchaseOrderDetail> => {
  const customerId = await customerOf(db, user);
  // The order by its own code, or by the request it was registered from (N…).
  const [row] = await selectRows(db).where(
    and(
      or(eq(salesOrders.code, code), eq(outsourcingRequests.code, code)),
      eq(salesOrders.customerId, customerId ?? -1),
    ),
  );
  if (!row) throw notFound(code);
  const lines = await db
    .select()
    .from(salesOrderLines)
    .where(eq(salesOrderLines.orderId, row.o.id))
    .orderBy(asc(salesOrderLines.lineNo));
  return {
    ...toRow(row),
    memo: row.o.memo,
    lines: lines.map((l) => ({
      lineNo: l.lineNo,
      partCode: l.partCode,
      partName: l.partName,
      qty: l.qty,
      cancelledQty: l.cancelledQty,
      unitPrice: Number(l.unitPrice),
      amount: Number(l.total),
    })),
  };
};

export const savePurchaseOrder = async (
  db: Db,
  user: SessionUser,
  input: PurchaseOrderSaveInput,
  actor: AuditActor,
): Promise<PurchaseOrderDetail> => {
  const customerId = await partnerCustomerId(db, user.partnerCode ?? '-');
  const [customer] = await db
    .select({ code: customers.code })
    .from(customers)
    .where(eq(customers.id, customerId));
  // The partner's own catalogue price of each part (what its list shows), so no reason is needed.
  const codes = [...new Set(input.lines.map((l) => l.partCode))];
  const priced = new Map<string, number>();
  for (const code of codes) {
    const { rows } = await listPartnerProducts(db, user, { search: code, size: 20 });
    const match = rows.find((r) => r.partCode === code);
    if (match) priced.set(code, match.partnerPrice);
  }
  const lines = input.lines.map((l, i) => {
    const unitPrice = priced.get(l.partCode);
    if (unitPrice === undefined)
      throw new AppError(
        'E0422',
        `발주 품목 ${i + 1}번째 줄 품목 코드: 공급하지 않는 품목입니다 (${l.partCode}).`,
        {
          fields: [
            { field: `lines.${i}.partCode`, label: '품목 코드', message: '공급하지 않는 품목입니다.' },
          ],
        },
      );
    return { partCode: l.partCode, qty: l.qty, unitPrice };
  });
  const order = await createOrder(
    db,
    {
      customerCode: customer!.code,
      warehouseCode: 'MAIN',
      memo: ['협력사 발주', input.memo].filter(Boolean).join(' / '),
      lines,
    },
    actor,
  );
  return purchaseOrderDetail(db, user, order.code);
};
