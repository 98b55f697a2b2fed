import {
  type ListPage,
  type ListQuery,
  SUPPLIER_PAYMENT_LIST_SPEC,
  SUPPLIER_PAYMENT_METHOD_LABELS,
  type SupplierPayment,
  type SupplierPaymentMethod,
  withParticle,
} from '@erp/domain';
import { aliasedTable, eq, type SQL, sql } from 'drizzle-orm';
import { accounts } from '../../platform/auth/account.table.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { countedPage, listColumnsOf, listOrderBy, listWhere } from '../../platform/list/list-query.sql.js';
import { suppliers } from '../supplier/supplier.table.js';
import { supplierPayments } from './supplier-money.table.js';

// How payments (출금) read: one row with the payment it reverses or the reversal that cancelled
// it, and the server-paged list (PuchaseWithdrawalSearchScreen) with its Excel.

const creators = aliasedTable(accounts, 'creators');

const selectPayments = (db: DbOrTx) =>
  db
    .select({
      payment: supplierPayments,
      supplierCode: suppliers.code,
      supplierName: suppliers.name,
      reversesCode: sql<
        string | null
      >`(select r.code from supplier_payments r where r.id = ${supplierPayments.reverses})`,
      reversedByCode: sql<
        string | null
      >`(select r.code from supplier_payments r where r.id = ${supplierPayments.reversedBy})`,
      createdByName: creators.name,
    })
    .from(supplierPayments)
    .innerJoin(suppliers, eq(suppliers.id, supplierPayments.supplierId))
    .leftJoin(creators, eq(creators.id, supplierPayments.createdBy));

type PaymentRow = Awaited<ReturnType<typeof selectPayments>>[number];

const stateOf = (r: PaymentRow): string => {
  if (r.reversesCode) return `취소 전표 (${r.reversesCode})`;
  if (r.reversedByCode) return `취소됨 (${r.reversedByCode})`;
  return '정상';
};

const toPayment = (r: PaymentRow): SupplierPayment => {
  const p = r.payment;
  const method = p.method as SupplierPaymentMethod;
  return {
    code: p.code,
    supplierCode: r.supplierCode,
    supplierName: r.supplierName,
    payDate: p.payDate.replaceAll('-', ''),
    method,
    methodLabel: SUPPLIER_PAYMENT_METHOD_LABELS[method],
    amount: p.amount,
    payableChange: p.reverses === null ? -p.amount : p.amount,
    memo: p.memo,
    reversesCode: r.reversesCode,
    reversedByCode: r.reversedByCode,
    stateLabel: stateOf(r),
    createdByName: r.createdByName,
    createdAt: p.createdAt.toISOString(),
  };
};

export const loadPayment = async (db: DbOrTx, code: string): Promise<SupplierPayment> => {
  const [row] = await selectPayments(db).where(eq(supplierPayments.code, code.trim().toUpperCase()));
  if (!row) throw new AppError('E2001', `출금 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  return toPayment(row);
};

/** The newest payments of a supplier (the payment screen's history). */
export const recentPayments = async (
  db: DbOrTx,
  supplierId: number,
  limit = 10,
): Promise<SupplierPayment[]> =>
  (
    await selectPayments(db)
      .where(eq(supplierPayments.supplierId, supplierId))
      .orderBy(sql`${supplierPayments.payDate} desc`, sql`${supplierPayments.id} desc`)
      .limit(limit)
  ).map(toPayment);

const PAYMENT_COLUMNS = listColumnsOf(SUPPLIER_PAYMENT_LIST_SPEC, {
  code: supplierPayments.code,
  payDate: supplierPayments.payDate,
  supplierCode: supplierPayments.supplierId,
  method: supplierPayments.method,
  amount: supplierPayments.amount,
});

/** PuchaseWithdrawalSearchScreen: payments by period, supplier and method; keyword = code. */
export const listPayments = async (db: DbOrTx, query: ListQuery): Promise<ListPage<SupplierPayment>> => {
  const keyword = query.keyword?.trim();
  const where = listWhere(
    SUPPLIER_PAYMENT_LIST_SPEC,
    PAYMENT_COLUMNS,
    query.filters.filter((f) => f.field !== 'supplierCode'),
    ...query.filters
      .filter((f) => f.field === 'supplierCode')
      .map(
        (f): SQL =>
          sql`${supplierPayments.supplierId} = (select id from suppliers where code = ${String(f.value).toUpperCase()})`,
      ),
    keyword ? sql`${supplierPayments.code} = ${keyword.toUpperCase()}` : undefined,
  );
  const select = selectPayments(db)
    .where(where)
    .orderBy(...listOrderBy(PAYMENT_COLUMNS, query.sort, supplierPayments.id));
  return countedPage(db, supplierPayments, where, query, select, toPayment);
};
