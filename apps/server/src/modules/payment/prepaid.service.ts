import type { PrepaidInfo, PrepaidOrder } from '@erp/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { customers } from '../customer/customer.table.js';
import { prepaidConfirmations, prepaidCustomers } from './payment.table.js';

// 선결제 업체: their payment information, and the confirmation that lets each fixed order leave.

const infoSelect = (db: DbOrTx) =>
  db
    .select({
      customerCode: customers.code,
      customerName: customers.name,
      prepaid: prepaidCustomers.prepaid,
      payMethodCode: prepaidCustomers.payMethodCode,
      paymentInfo: prepaidCustomers.paymentInfo,
      memo: prepaidCustomers.memo,
      updatedAt: prepaidCustomers.updatedAt,
      updatedByName: accounts.name,
    })
    .from(prepaidCustomers)
    .innerJoin(customers, eq(customers.id, prepaidCustomers.customerId))
    .leftJoin(accounts, eq(accounts.id, prepaidCustomers.updatedBy));

const toInfo = (r: Awaited<ReturnType<typeof infoSelect>>[number]): PrepaidInfo => ({
  ...r,
  updatedAt: r.updatedAt.toISOString(),
});

export const listPrepaidInfo = async (db: DbOrTx): Promise<PrepaidInfo[]> =>
  (await infoSelect(db).orderBy(asc(customers.code)).limit(1000)).map(toInfo);

export const savePrepaidInfo = async (
  db: Db,
  input: {
    customerCode: string;
    prepaid: boolean;
    payMethodCode?: string | null | undefined;
    paymentInfo?: string | null | undefined;
    memo?: string | null | undefined;
  },
  actor: AuditActor,
): Promise<PrepaidInfo> => {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.code, input.customerCode));
  if (!customer) throw new AppError('E0422', `거래처: 없는 거래처입니다 (${input.customerCode}).`);
  const values = {
    customerId: customer.id,
    prepaid: input.prepaid,
    payMethodCode: input.payMethodCode ?? null,
    paymentInfo: input.paymentInfo ?? null,
    memo: input.memo ?? null,
    updatedBy: actor.accountId,
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(prepaidCustomers)
      .values(values)
      .onConflictDoUpdate({ target: prepaidCustomers.customerId, set: values });
    await writeAudit(tx, actor, {
      action: 'payment.prepaid.save',
      entity: 'customer',
      entityId: input.customerCode,
      after: input,
    });
  });
  const [row] = await infoSelect(db).where(eq(prepaidCustomers.customerId, customer.id));
  return toInfo(row!);
};

type OrderRow = Omit<PrepaidOrder, 'openPayments' | 'total'> & { total: string; customerId: number };

/** Fixed orders of prepaid customers, with their confirmation and the customer's unmatched payments. */
export const prepaidOrders = async (
  db: DbOrTx,
  confirmed: 'all' | 'unconfirmed' | 'confirmed',
  orderCode?: string,
): Promise<PrepaidOrder[]> => {
  const rows = await queryRows<OrderRow>(
    db,
    sql`select o.code as "orderCode", to_char(o.order_date, 'YYYYMMDD') as "orderDate", c.code as "customerCode",
               c.name as "customerName", o.total, c.id as "customerId",
               pc.confirmed_at as "confirmedAt", a.name as "confirmedByName", pc.payment_code as "paymentCode"
        from sales_orders o
        join prepaid_customers p on p.customer_id = o.customer_id and p.prepaid
        join customers c on c.id = o.customer_id
        left join prepaid_confirmations pc on pc.order_id = o.id
        left join accounts a on a.id = pc.confirmed_by
        where o.status = 'fixed'
          ${orderCode ? sql`and o.code = ${orderCode}` : sql``}
          ${confirmed === 'confirmed' ? sql`and pc.order_id is not null` : confirmed === 'unconfirmed' ? sql`and pc.order_id is null` : sql``}
        order by o.order_date desc, o.id desc limit 500`,
  );
  const ids = [...new Set(rows.map((r) => r.customerId))];
  const payments =
    ids.length === 0
      ? []
      : await queryRows<{ customerId: number; code: string; amount: string; date: string }>(
          db,
          sql`select l.customer_id as "customerId", l.doc_code as code, -l.amount as amount,
                     to_char(l.entry_date, 'YYYYMMDD') as date
              from customer_ledger l
              where l.customer_id in (${sql.join(ids, sql`, `)}) and l.kind like 'payment-%' and l.amount < 0
                and l.doc_code is not null
                and not exists (select 1 from prepaid_confirmations pc where pc.payment_code = l.doc_code)
              order by l.entry_date desc, l.id desc limit 200`,
        );
  return rows.map(({ customerId, ...r }) => ({
    ...r,
    total: Number(r.total),
    confirmedAt: r.confirmedAt ? new Date(r.confirmedAt).toISOString() : null,
    openPayments: payments
      .filter((p) => p.customerId === customerId)
      .map((p) => ({ code: p.code, amount: Number(p.amount), date: p.date })),
  }));
};

/** Confirms a prepaid order by a payment of its customer that covers it; each payment pays one order. */
export const confirmPrepaidOrder = async (
  db: Db,
  orderCode: string,
  paymentCode: string,
  actor: AuditActor,
): Promise<PrepaidOrder> => {
  const [order] = await prepaidOrders(db, 'all', orderCode.toUpperCase());
  if (!order) throw new AppError('E2001', `선결제 업체의 확정 주문 ${orderCode}을(를) 찾을 수 없습니다.`);
  if (order.confirmedAt)
    throw new AppError('E2003', `주문 ${order.orderCode}은(는) 이미 결제 확인되었습니다.`);
  const payment = order.openPayments.find((p) => p.code === paymentCode.toUpperCase());
  if (!payment)
    throw new AppError('E0422', `입금 번호: 이 거래처의 아직 쓰지 않은 입금이 아닙니다 (${paymentCode}).`);
  if (payment.amount < order.total)
    throw new AppError(
      'E0422',
      `입금 번호: 입금액(${payment.amount}원)이 주문 합계(${order.total}원)보다 적습니다.`,
    );
  await db.transaction(async (tx) => {
    const [id] = await queryRows<{ id: number }>(
      tx,
      sql`select id from sales_orders where code = ${order.orderCode}`,
    );
    const taken = await tx
      .insert(prepaidConfirmations)
      .values({ orderId: id!.id, paymentCode: payment.code, confirmedBy: actor.accountId })
      .onConflictDoNothing()
      .returning({ orderId: prepaidConfirmations.orderId });
    if (taken.length === 0) throw new AppError('E0409', '다른 사용자가 먼저 확인했거나 이미 쓴 입금입니다.');
    await writeAudit(tx, actor, {
      action: 'payment.prepaid.confirm',
      entity: 'sales-order',
      entityId: order.orderCode,
      after: { paymentCode: payment.code },
    });
  });
  const [done] = await prepaidOrders(db, 'all', order.orderCode);
  return done!;
};
