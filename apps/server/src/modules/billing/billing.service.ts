import {
  type BillingIssue,
  type BillingQuery,
  type BillingStatement,
  type BillingTotals,
  billingIssueRefusal,
  DOC_CODE_PREFIXES,
  isoDateToYmd,
  ymdToIsoDate,
} from '@erp/domain';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { SessionUser } from '../../platform/access/access.js';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { nextDocCode } from '../../platform/doc-code/doc-code.service.js';
import { AppError } from '../../platform/errors/app-error.js';
import { getCompanyProfile } from '../company/company.service.js';
import { customers } from '../customer/customer.table.js';
import { customerLedgerView } from '../receivable/customer-ledger.service.js';
import { supplierOf } from '../sales-order/statement-parties.js';
import { billingStatements } from './billing.table.js';
import { billingTotalsColumns, totalsOf } from './billing-totals.sql.js';

type IssueRow = typeof billingStatements.$inferSelect & {
  customerCode: string;
  customerName: string;
  issuedByName: string | null;
  reversesCode: string | null;
  voidedByCode: string | null;
};

const ymd = (iso: string): string => isoDateToYmd(iso) ?? iso.replaceAll('-', '');

const issueOf = (r: IssueRow): BillingIssue => ({
  code: r.code,
  kind: r.kind as BillingIssue['kind'],
  state: r.kind === 'reversal' ? 'reversal' : r.voidedAt ? 'voided' : 'issued',
  customerCode: r.customerCode,
  customerName: r.customerName,
  fromDate: ymd(r.fromDate),
  toDate: ymd(r.toDate),
  openingBalance: r.openingBalance,
  sales: r.sales,
  salesSupply: r.salesSupply,
  salesTax: r.salesTax,
  cancels: r.cancels,
  returns: r.returns,
  payments: r.payments,
  adjustments: r.adjustments,
  closingBalance: r.closingBalance,
  reversesCode: r.reversesCode,
  voidedByCode: r.voidedByCode,
  reason: r.reason,
  issuedAt: r.issuedAt.toISOString(),
  issuedByName: r.issuedByName,
});

/** Issues (and reversals) with their customer, issuer and the code each one reverses or is voided by. */
const issueRows = (db: DbOrTx, where: ReturnType<typeof and>) =>
  db
    .select({
      ...getTableColumns(billingStatements),
      customerCode: customers.code,
      customerName: customers.name,
      issuedByName: accounts.name,
      reversesCode: sql<
        string | null
      >`(select r.code from billing_statements r where r.id = ${billingStatements.reversesId})`,
      voidedByCode: sql<
        string | null
      >`(select r.code from billing_statements r where r.reverses_id = ${billingStatements.id} limit 1)`,
    })
    .from(billingStatements)
    .innerJoin(customers, eq(customers.id, billingStatements.customerId))
    .leftJoin(accounts, eq(accounts.id, billingStatements.issuedBy))
    .where(where)
    .orderBy(desc(billingStatements.issuedAt), desc(billingStatements.id));

/** The period's totals from the ledger for one customer. */
export const periodTotals = async (
  db: DbOrTx,
  customerId: number,
  fromDate: string,
  toDate: string,
): Promise<BillingTotals> => {
  const from = ymdToIsoDate(fromDate)!;
  const to = ymdToIsoDate(toDate)!;
  const [row] = await queryRows<Parameters<typeof totalsOf>[0]>(
    db,
    sql`select ${billingTotalsColumns(from, to)} from customer_ledger l
        where l.customer_id = ${customerId} and l.entry_date <= ${to}::date`,
  );
  return totalsOf(row);
};

/**
 * Issues are rare and a period check spans rows that may not exist yet, so every issue (one
 * customer's, or the month's run over all) takes one transaction lock: two clerks issuing the
 * same period, or a clerk and the monthly run, never both pass the overlap check.
 */
export const lockBillingIssues = async (tx: DbOrTx): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('billing_statements.issue'))`);
};

export const overlapping = (customerId: number, from: string, to: string) =>
  and(
    eq(billingStatements.customerId, customerId),
    sql`${billingStatements.fromDate} <= ${to}::date and ${billingStatements.toDate} >= ${from}::date`,
  );

/** Bill/OrderBilling and ObtainBillingIssuance: the period from the ledger and its issues. */
export const billingStatement = async (
  db: DbOrTx,
  query: BillingQuery,
  user: SessionUser,
): Promise<BillingStatement> => {
  // The ledger view finds the customer (404 when missing) and gives the lines with balances.
  const ledger = await customerLedgerView(db, query, user);
  const [customer] = await db.select().from(customers).where(eq(customers.code, ledger.customerCode));
  const totals = await periodTotals(db, customer!.id, query.fromDate, query.toDate);
  const from = ymdToIsoDate(query.fromDate)!;
  const to = ymdToIsoDate(query.toDate)!;
  const history = (await issueRows(db, overlapping(customer!.id, from, to))).map(issueOf);
  const issued =
    history.find((h) => h.state === 'issued' && h.fromDate === query.fromDate && h.toDate === query.toDate) ??
    null;
  return {
    supplier: supplierOf(await getCompanyProfile(db)),
    customerCode: customer!.code,
    customerName: customer!.name,
    bizNo: customer!.bizNo,
    representative: customer!.representative,
    address: [customer!.address, customer!.addressDetail].filter(Boolean).join(' ') || null,
    fromDate: query.fromDate,
    toDate: query.toDate,
    totals,
    lines: ledger.lines,
    issued,
    history,
  };
};

const loadIssue = async (db: DbOrTx, code: string): Promise<BillingIssue> => {
  const [row] = await issueRows(db, eq(billingStatements.code, code));
  if (!row) throw new AppError('E2001', `청구서 ${code}을(를) 찾을 수 없습니다.`);
  return issueOf(row);
};

/** Issues the period's statement once: refused while a live issue overlaps the period. */
export const issueBilling = async (db: Db, query: BillingQuery, actor: AuditActor): Promise<BillingIssue> => {
  const [found] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.code, query.customerCode));
  if (!found) throw new AppError('E2001', `거래처 ${query.customerCode}을(를) 찾을 수 없습니다.`);
  const from = ymdToIsoDate(query.fromDate)!;
  const to = ymdToIsoDate(query.toDate)!;
  const code = await db.transaction(async (tx) => {
    await lockBillingIssues(tx);
    const [live] = await tx
      .select({
        code: billingStatements.code,
        fromDate: billingStatements.fromDate,
        toDate: billingStatements.toDate,
      })
      .from(billingStatements)
      .where(
        and(
          overlapping(found.id, from, to),
          eq(billingStatements.kind, 'issue'),
          sql`${billingStatements.voidedAt} is null`,
        ),
      )
      .limit(1);
    const refusal = billingIssueRefusal(
      live && { code: live.code, fromDate: ymd(live.fromDate), toDate: ymd(live.toDate) },
    );
    if (refusal) throw new AppError('E2002', refusal);
    const totals = await periodTotals(tx, found.id, query.fromDate, query.toDate);
    const issueCode = await nextDocCode(tx, DOC_CODE_PREFIXES.billing);
    await tx.insert(billingStatements).values({
      code: issueCode,
      kind: 'issue',
      customerId: found.id,
      fromDate: from,
      toDate: to,
      ...totals,
      issuedBy: actor.accountId,
    });
    await writeAudit(tx, actor, {
      action: 'billing.issue',
      entity: 'customer',
      entityId: query.customerCode,
      after: {
        code: issueCode,
        fromDate: query.fromDate,
        toDate: query.toDate,
        closing: totals.closingBalance,
      },
    });
    return issueCode;
  });
  return loadIssue(db, code);
};

/** Voids an issue by a reversing document (negated figures); the period may then be issued again. */
export const voidBilling = async (
  db: Db,
  code: string,
  reason: string,
  actor: AuditActor,
): Promise<BillingIssue> => {
  const reversal = await db.transaction(async (tx) => {
    const [issue] = await tx
      .select()
      .from(billingStatements)
      .where(eq(billingStatements.code, code))
      .for('update');
    if (!issue) throw new AppError('E2001', `청구서 ${code}을(를) 찾을 수 없습니다.`);
    if (issue.kind !== 'issue')
      throw new AppError('E2003', `${code}은(는) 취소 전표라 다시 취소할 수 없습니다.`);
    if (issue.voidedAt) throw new AppError('E2003', `청구서 ${code}은(는) 이미 취소되었습니다.`);
    const reversalCode = await nextDocCode(tx, DOC_CODE_PREFIXES.billing);
    await tx.insert(billingStatements).values({
      code: reversalCode,
      kind: 'reversal',
      customerId: issue.customerId,
      fromDate: issue.fromDate,
      toDate: issue.toDate,
      openingBalance: -issue.openingBalance,
      sales: -issue.sales,
      salesSupply: -issue.salesSupply,
      salesTax: -issue.salesTax,
      cancels: -issue.cancels,
      returns: -issue.returns,
      payments: -issue.payments,
      adjustments: -issue.adjustments,
      closingBalance: -issue.closingBalance,
      reversesId: issue.id,
      reason,
      issuedBy: actor.accountId,
    });
    await tx
      .update(billingStatements)
      .set({ voidedAt: new Date(), version: sql`${billingStatements.version} + 1` })
      .where(eq(billingStatements.id, issue.id));
    await writeAudit(tx, actor, {
      action: 'billing.void',
      entity: 'billing',
      entityId: code,
      after: { reversal: reversalCode, reason },
    });
    return reversalCode;
  });
  return loadIssue(db, reversal);
};
