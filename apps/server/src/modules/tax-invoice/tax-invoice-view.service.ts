import {
  type AmendmentCode,
  type ListPage,
  type ListQuery,
  type OutboxFailure,
  TAX_INVOICE_LIST_SPEC,
  type TaxInvoiceBasis,
  type TaxInvoiceState,
  type TaxInvoiceSummary,
  type TaxInvoiceView,
} from '@erp/domain';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { accounts } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { outboxMessages } from '../../platform/jobs/job.table.js';
import {
  countedPage,
  escapeLike,
  type ListColumns,
  listOrderBy,
  listWhere,
} from '../../platform/list/list-query.sql.js';
import { customers } from '../customer/customer.table.js';
import { taxInvoiceLines, taxInvoiceLog, taxInvoices } from './tax-invoice.table.js';

export const invoiceOutboxKey = (code: string) => `tax-invoice:${code}`;

const ymd = (iso: string | null) => (iso ? iso.replaceAll('-', '') : null);

const summaryColumns = (db: DbOrTx) =>
  db
    .select({
      invoice: taxInvoices,
      customerCode: customers.code,
      customerName: customers.name,
      originalCode: sql<
        string | null
      >`(select o.code from tax_invoices o where o.id = ${taxInvoices.originalId})`,
      attempts: sql<number>`coalesce((select m.attempts from outbox_messages m where m.key = 'tax-invoice:' || ${taxInvoices.code}), 0)::int`,
      lastError: sql<
        string | null
      >`(select m.last_error from outbox_messages m where m.key = 'tax-invoice:' || ${taxInvoices.code} and m.state <> 'sent')`,
    })
    .from(taxInvoices)
    .innerJoin(customers, eq(customers.id, taxInvoices.customerId));

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryColumns>['where']>>[number];

const toSummary = (r: SummaryRow): TaxInvoiceSummary => ({
  code: r.invoice.code,
  basis: r.invoice.basis as TaxInvoiceBasis,
  state: r.invoice.state as TaxInvoiceState,
  writeDate: ymd(r.invoice.writeDate)!,
  customerCode: r.customerCode,
  customerName: r.customerName,
  buyerBizNo: r.invoice.buyerBizNo,
  supplyTotal: r.invoice.supplyTotal,
  taxTotal: r.invoice.taxTotal,
  total: r.invoice.total,
  amendmentCode: r.invoice.amendmentCode as AmendmentCode | null,
  originalCode: r.originalCode,
  ntsConfirmNo: r.invoice.ntsConfirmNo,
  dueDate: ymd(r.invoice.dueDate),
  issuedAt: r.invoice.issuedAt?.toISOString() ?? null,
  attempts: Number(r.attempts),
  lastError: r.lastError,
});

/** One invoice with its parties, lines and issue log. */
export const loadInvoice = async (db: DbOrTx, code: string): Promise<TaxInvoiceView> => {
  const [row] = await summaryColumns(db).where(eq(taxInvoices.code, code.toUpperCase()));
  if (!row) throw new AppError('E2001', `세금계산서 ${code}을(를) 찾을 수 없습니다.`);
  const lines = await db
    .select()
    .from(taxInvoiceLines)
    .where(eq(taxInvoiceLines.invoiceId, row.invoice.id))
    .orderBy(asc(taxInvoiceLines.lineNo));
  const log = await db
    .select({
      at: taxInvoiceLog.at,
      event: taxInvoiceLog.event,
      message: taxInvoiceLog.message,
      byName: accounts.name,
    })
    .from(taxInvoiceLog)
    .leftJoin(accounts, eq(accounts.id, taxInvoiceLog.by))
    .where(eq(taxInvoiceLog.invoiceId, row.invoice.id))
    .orderBy(asc(taxInvoiceLog.id));
  return {
    ...toSummary(row),
    supplier: row.invoice.supplier,
    buyer: row.invoice.buyer,
    purpose: row.invoice.purpose === '영수' ? '영수' : '청구',
    lines: lines.map((l) => ({
      lineNo: l.lineNo,
      date: ymd(l.lineDate)!,
      itemName: l.itemName,
      spec: l.spec,
      qty: l.qty,
      unitPrice: l.unitPrice,
      supply: l.supply,
      tax: l.tax,
      sourceCode: l.sourceCode,
    })),
    log: log.map((l) => ({ at: l.at.toISOString(), event: l.event, message: l.message, byName: l.byName })),
  };
};

type Field = keyof typeof TAX_INVOICE_LIST_SPEC.fields;
const COLUMNS: ListColumns<Field> = {
  code: taxInvoices.code,
  writeDate: taxInvoices.writeDate,
  state: taxInvoices.state,
  basis: taxInvoices.basis,
  customerCode: customers.code,
  total: taxInvoices.total,
};

const whereOf = (query: ListQuery): SQL | undefined => {
  const keyword = query.keyword?.trim();
  return listWhere(
    TAX_INVOICE_LIST_SPEC,
    COLUMNS,
    query.filters,
    keyword
      ? sql`(${taxInvoices.code} like ${`${escapeLike(keyword.toUpperCase())}%`} or ${customers.name} like ${`%${escapeLike(keyword)}%`})`
      : undefined,
  );
};

/** TaxInvoiceIssueList: newest write date first, filtered by state, basis, customer, amount. */
export const listTaxInvoices = async (db: DbOrTx, query: ListQuery): Promise<ListPage<TaxInvoiceSummary>> => {
  const where = whereOf(query);
  const select = summaryColumns(db)
    .where(where)
    .orderBy(...listOrderBy(COLUMNS, query.sort, taxInvoices.id));
  const counted = sql`tax_invoices join customers on customers.id = tax_invoices.customer_id`;
  return countedPage(db, counted, where, query, select, toSummary);
};

export async function* taxInvoicePages(db: Db, query: ListQuery): AsyncIterable<TaxInvoiceSummary[]> {
  for (let page = 1; ; page += 1) {
    const { rows } = await listTaxInvoices(db, { ...query, page, size: 500 });
    if (rows.length > 0) yield rows;
    if (rows.length < 500) return;
  }
}

/** The outbox messages not sent yet (전송 대기 with an error, or given up): the interface failure list. */
export const outboxFailures = async (db: DbOrTx): Promise<OutboxFailure[]> => {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(
      sql`${outboxMessages.state} <> 'sent' and ${outboxMessages.dismissedAt} is null and (${outboxMessages.lastError} is not null or ${outboxMessages.state} = 'failed')`,
    )
    .orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.id))
    .limit(500);
  return rows.map((m) => ({
    id: m.id,
    topic: m.topic,
    key: m.key,
    docCode: m.docCode,
    state: m.state as OutboxFailure['state'],
    attempts: m.attempts,
    lastError: m.lastError,
    nextAttemptAt: m.nextAttemptAt.toISOString(),
    createdAt: m.createdAt.toISOString(),
  }));
};
