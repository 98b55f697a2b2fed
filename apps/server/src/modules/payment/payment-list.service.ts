import {
  type ListPage,
  type ListQuery,
  type PayMethod,
  TOSS_PAYMENT_LIST_SPEC,
  type TossPaymentSummary,
} from '@erp/domain';
import { asc, type SQL, sql } from 'drizzle-orm';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import {
  countedPage,
  escapeLike,
  kstDayFilter,
  type ListColumns,
  listOrderBy,
  listWhere,
} from '../../platform/list/list-query.sql.js';
import { customers } from '../customer/customer.table.js';
import { payMethods, tossPayments } from './payment.table.js';
import { summarySelect, toSummary } from './toss-payment.service.js';

type Field = keyof typeof TOSS_PAYMENT_LIST_SPEC.fields;
const COLUMNS: ListColumns<Field> = {
  requestedAt: tossPayments.requestedAt,
  state: tossPayments.state,
  customerCode: customers.code,
  amount: tossPayments.amount,
};

const whereOf = (query: ListQuery): SQL | undefined => {
  const days = query.filters.filter((f) => f.field === 'requestedAt');
  const keyword = query.keyword?.trim();
  return listWhere(
    TOSS_PAYMENT_LIST_SPEC,
    COLUMNS,
    query.filters.filter((f) => !days.includes(f)),
    ...days.map((f) => kstDayFilter(tossPayments.requestedAt, f)),
    keyword
      ? sql`(${tossPayments.orderId} like ${`%${escapeLike(keyword.toUpperCase())}%`} or ${customers.name} like ${`%${escapeLike(keyword)}%`})`
      : undefined,
  );
};

/** OrderTossInfoList / TacarTossPaymentList: newest first, by day, state, customer and amount. */
export const listTossPayments = async (
  db: DbOrTx,
  query: ListQuery,
): Promise<ListPage<TossPaymentSummary>> => {
  const where = whereOf(query);
  const select = summarySelect(db)
    .where(where)
    .orderBy(...listOrderBy(COLUMNS, query.sort, tossPayments.id));
  const table = sql`toss_payments join customers on customers.id = toss_payments.customer_id`;
  return countedPage(db, table, where, query, select, toSummary);
};

export async function* tossPaymentPages(db: Db, query: ListQuery): AsyncIterable<TossPaymentSummary[]> {
  for (let page = 1; ; page += 1) {
    const { rows } = await listTossPayments(db, { ...query, page, size: 500 });
    if (rows.length > 0) yield rows;
    if (rows.length < 500) return;
  }
}

export const listPayMethods = async (db: DbOrTx): Promise<PayMethod[]> =>
  db
    .select({
      code: payMethods.code,
      name: payMethods.name,
      enabled: payMethods.enabled,
      sortOrder: payMethods.sortOrder,
      memo: payMethods.memo,
    })
    .from(payMethods)
    .orderBy(asc(payMethods.sortOrder), asc(payMethods.code));

/** Registers or changes a payment method (by its code); answers the whole list. */
export const savePayMethod = async (db: Db, input: PayMethod, actor: AuditActor): Promise<PayMethod[]> => {
  await db.transaction(async (tx) => {
    const values = { ...input, memo: input.memo ?? null, updatedBy: actor.accountId, updatedAt: new Date() };
    await tx.insert(payMethods).values(values).onConflictDoUpdate({ target: payMethods.code, set: values });
    await writeAudit(tx, actor, {
      action: 'payment.method.save',
      entity: 'pay-method',
      entityId: input.code,
      after: input,
    });
  });
  return listPayMethods(db);
};
