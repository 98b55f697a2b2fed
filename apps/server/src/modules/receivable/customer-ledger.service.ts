import {
  type CustomerLedgerView,
  DOC_CODE_PREFIXES,
  type LedgerLine,
  type PaymentInput,
  type PaymentResult,
  type ReceivableKind,
  toYmd,
  withParticle,
  ymdToIsoDate,
} from '@erp/domain';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { rowScope, type SessionUser } from '../../platform/access/access.js';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { nextDocCode } from '../../platform/doc-code/doc-code.service.js';
import { AppError } from '../../platform/errors/app-error.js';
import { customers } from '../customer/customer.table.js';
import { postReceivable } from './receivable.service.js';
import { customerBalances, customerLedger } from './receivable.table.js';

/** Records a collection (입금): the receivable falls by the amount. */
export const recordPayment = async (
  db: Db,
  input: PaymentInput,
  actor: AuditActor,
  now = new Date(),
): Promise<PaymentResult> => {
  // A collection has happened by the time it is recorded: a later day is a typing slip.
  if (input.date && input.date > toYmd(now))
    throw new AppError('E0422', `입금일: 오늘 이후 날짜는 입력할 수 없습니다 (${input.date}).`);
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.code, input.customerCode));
  if (!customer) throw new AppError('E0422', `거래처: 없는 거래처입니다 (${input.customerCode}).`);
  return db.transaction(async (tx) => {
    // D for new payments (DOC_CODE_PREFIXES); those taken before read P + day-number.
    const code = await nextDocCode(tx, DOC_CODE_PREFIXES.payment);
    await postReceivable(
      tx,
      {
        customerId: customer.id,
        kind: input.kind,
        amount: -input.amount,
        ...(input.date ? { entryDate: ymdToIsoDate(input.date)! } : {}),
        docKind: 'payment',
        docCode: code,
        memo: input.memo ?? null,
      },
      actor.accountId,
    );
    await writeAudit(tx, actor, {
      action: `payment.${input.kind}`,
      entity: 'customer',
      entityId: input.customerCode,
      after: { code, amount: input.amount },
    });
    const [balance] = await tx
      .select({ balance: customerBalances.balance })
      .from(customerBalances)
      .where(eq(customerBalances.customerId, customer.id));
    return { code, balance: balance?.balance ?? 0 };
  });
};

export type { CustomerLedgerView, LedgerLine };

/**
 * The customer a ledger query names (missing when the user may not read it), its balance before
 * the period and the period's entries in order: what the ledger view and the transaction
 * statement both start from. `limit` caps the entries read.
 */
export const customerLedgerPeriod = async (
  db: DbOrTx,
  query: { customerCode: string; fromDate: string; toDate: string },
  user: SessionUser,
  limit?: number,
) => {
  const [customer] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.code, query.customerCode), rowScope(user, { customerCode: customers.code })));
  if (!customer)
    throw new AppError('E2001', `거래처 ${withParticle(query.customerCode, '을/를')} 찾을 수 없습니다.`);
  const from = ymdToIsoDate(query.fromDate)!;
  const to = ymdToIsoDate(query.toDate)!;
  const [opening] = await db
    .select({ sum: sql<string>`coalesce(sum(${customerLedger.amount}), 0)` })
    .from(customerLedger)
    .where(and(eq(customerLedger.customerId, customer.id), sql`${customerLedger.entryDate} < ${from}::date`));
  const inPeriod = db
    .select()
    .from(customerLedger)
    .where(
      and(
        eq(customerLedger.customerId, customer.id),
        gte(customerLedger.entryDate, from),
        lte(customerLedger.entryDate, to),
      ),
    )
    .orderBy(asc(customerLedger.entryDate), asc(customerLedger.id));
  const entries = await (limit === undefined ? inPeriod : inPeriod.limit(limit));
  return { customer, openingBalance: Number(opening?.sum ?? 0), entries };
};

/** CustomerLedger (거래처원장): opening balance, each entry with a running balance, period totals. */
export const customerLedgerView = async (
  db: DbOrTx,
  query: { customerCode: string; fromDate: string; toDate: string },
  user: SessionUser,
): Promise<CustomerLedgerView> => {
  const { customer, openingBalance, entries } = await customerLedgerPeriod(db, query, user);
  let balance = openingBalance;
  let totalDebit = 0;
  let totalCredit = 0;
  const lines = entries.map((e) => {
    balance += e.amount;
    const debit = e.amount > 0 ? e.amount : 0;
    const credit = e.amount < 0 ? -e.amount : 0;
    totalDebit += debit;
    totalCredit += credit;
    return {
      id: e.id,
      date: e.entryDate.replaceAll('-', ''),
      kind: e.kind as ReceivableKind,
      docKind: e.docKind,
      docCode: e.docCode,
      supply: e.supply,
      tax: e.tax,
      debit,
      credit,
      balance,
      memo: e.memo,
    };
  });
  return {
    customerCode: customer.code,
    customerName: customer.name,
    fromDate: query.fromDate,
    toDate: query.toDate,
    openingBalance,
    lines,
    totalDebit,
    totalCredit,
    closingBalance: balance,
  };
};

export const balanceOf = async (db: DbOrTx, customerId: number): Promise<number> => {
  const [row] = await db
    .select({ balance: customerBalances.balance })
    .from(customerBalances)
    .where(eq(customerBalances.customerId, customerId));
  return row?.balance ?? 0;
};
