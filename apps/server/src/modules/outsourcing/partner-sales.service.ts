import {
  OSC_PARTNER_KEYS,
  OSC_PARTNERS,
  type PartnerLink,
  type PartnerSaleQuery,
  type PartnerSaleRow,
  partnerSaleQuerySchema,
} from '@erp/domain';
import { desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../../platform/access/access.js';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
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
import { salesOrderLines, salesOrders } from '../sales-order/sales-order.table.js';
import { outsourcingPartners, outsourcingRequests } from './outsourcing.table.js';

// The partner's product sales (품목 주문 목록): the lines of the fixed ERP orders of the partner's
// customer, with the request each came from. The partner's customer is looked up from its code,
// so a partner never names a customer.

const partnerCustomer = async (db: DbOrTx, partnerCode: string | null): Promise<number | null> => {
  const [link] = await db
    .select({ id: outsourcingPartners.customerId })
    .from(outsourcingPartners)
    .where(eq(outsourcingPartners.partnerCode, partnerCode ?? '-'));
  return link?.id ?? null;
};

const FROM = sql`sales_order_lines join sales_orders on sales_orders.id = sales_order_lines.order_id
  left join outsourcing_requests on outsourcing_requests.order_id = sales_orders.id`;

export const listPartnerSales = async (
  db: DbOrTx,
  user: SessionUser,
  query: PartnerSaleQuery,
): Promise<{ rows: PartnerSaleRow[]; total: number }> => {
  const q = partnerSaleQuerySchema.parse(query);
  const customerId = await partnerCustomer(db, user.partnerCode);
  if (customerId === null) return { rows: [], total: 0 };
  const conditions: (SQL | undefined)[] = [
    eq(salesOrders.customerId, customerId),
    isNotNull(salesOrders.fixedAt),
  ];
  if (q.search) {
    const like = `%${escapeLike(q.search.toUpperCase())}%`;
    conditions.push(
      sql`(sales_orders.code like ${like} or upper(sales_order_lines.part_code) like ${like}
        or upper(sales_order_lines.part_name) like ${like} or coalesce(sales_orders.vin, '') like ${like})`,
    );
  }
  if (q.fromYmd || q.toYmd)
    conditions.push(kstDayRange(salesOrders.fixedAt, q.fromYmd ?? '20000101', q.toYmd ?? '29991231'));
  const where = combine(conditions);
  const { limit, offset } = pageWindow(q);
  const [{ total }, rows] = await Promise.all([
    countCapped(db, FROM, where),
    db
      .select({ l: salesOrderLines, o: salesOrders, requestCode: outsourcingRequests.code })
      .from(salesOrderLines)
      .innerJoin(salesOrders, eq(salesOrders.id, salesOrderLines.orderId))
      .leftJoin(outsourcingRequests, eq(outsourcingRequests.orderId, salesOrders.id))
      .where(where)
      .orderBy(desc(salesOrders.fixedAt), desc(salesOrders.id), salesOrderLines.lineNo)
      .limit(limit)
      .offset(offset),
  ]);
  return {
    total,
    rows: rows.map(({ l, o, requestCode }) => ({
      orderCode: o.code,
      requestCode: requestCode ?? null,
      vin: o.vin,
      fixedAt: o.fixedAt?.toISOString() ?? null,
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

export const listPartnerLinks = async (db: DbOrTx): Promise<PartnerLink[]> => {
  const rows = await db
    .select({ partnerCode: outsourcingPartners.partnerCode, code: customers.code, name: customers.name })
    .from(outsourcingPartners)
    .innerJoin(customers, eq(customers.id, outsourcingPartners.customerId));
  return OSC_PARTNER_KEYS.map((key) => {
    const link = rows.find((r) => r.partnerCode === OSC_PARTNERS[key].code);
    return {
      partner: key,
      partnerCode: OSC_PARTNERS[key].code,
      customerCode: link?.code ?? null,
      customerName: link?.name ?? null,
    };
  });
};

export const savePartnerLink = async (
  db: Db,
  input: { partner: (typeof OSC_PARTNER_KEYS)[number]; customerCode: string },
  actor: AuditActor,
): Promise<PartnerLink> => {
  const [customer] = await db
    .select({ id: customers.id, code: customers.code, name: customers.name })
    .from(customers)
    .where(eq(customers.code, input.customerCode));
  if (!customer)
    throw new AppError('E0422', `거래처: ${input.customerCode} 거래처를 찾을 수 없습니다.`, {
      fields: [{ field: 'customerCode', label: '거래처', message: '없는 거래처입니다.' }],
    });
  const partnerCode = OSC_PARTNERS[input.partner].code;
  await db.transaction(async (tx) => {
    await tx
      .insert(outsourcingPartners)
      .values({ partnerCode, customerId: customer.id })
      .onConflictDoUpdate({
        target: outsourcingPartners.partnerCode,
        set: { customerId: customer.id, updatedAt: sql`now()` },
      });
    await writeAudit(tx, actor, {
      action: 'outsourcing.partner.save',
      entity: 'outsourcing_partner',
      entityId: partnerCode,
      after: { customerCode: customer.code },
    });
  });
  return { partner: input.partner, partnerCode, customerCode: customer.code, customerName: customer.name };
};
