import {
  type PeriodQuery,
  type Settlement,
  type SettlementRow,
  SUPPLIER_LEDGER_KIND_LABELS,
  type SupplierLedgerKind,
  type SupplierStatement,
} from '@erp/domain';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { ymdToIso } from '../../platform/http/kst.js';
import { COMPANY_CODE } from '../company/company.service.js';
import { companyProfile } from '../company/company.table.js';
import { supplierLedgerEntries } from '../purchase/purchase.table.js';
import { suppliers } from '../supplier/supplier.table.js';
import { supplierOfInput } from './supplier-ref.js';

// The supplier statement (PurchaseStatement) and the settlement (PurchaseCalculate), both read
// from the payable ledger alone, so they equal it by construction: opening = entries before the
// period, closing = opening + the period's entries.

const kindLabel = (kind: string, amount: number): string =>
  kind === 'withdrawal' && amount > 0
    ? '출금 취소'
    : (SUPPLIER_LEDGER_KIND_LABELS[kind as SupplierLedgerKind] ?? kind);

/** The two sides of the printed statement: the supplier's registration and the company's profile. */
const partiesOf = async (db: DbOrTx, supplierId: number) => {
  const [s] = await db
    .select({
      name: suppliers.name,
      bizNo: suppliers.bizNo,
      representative: suppliers.representative,
      address: suppliers.address,
      phone: suppliers.phone,
    })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
  const [c] = await db.select().from(companyProfile).where(eq(companyProfile.code, COMPANY_CODE));
  return {
    supplierParty: s!,
    companyParty: c
      ? { name: c.name, bizNo: c.bizNo, representative: c.representative, address: c.address, phone: c.phone }
      : null,
  };
};

/** PurchaseStatement/:code: opening, every entry of the period with a running balance, closing. */
export const supplierStatement = async (
  db: DbOrTx,
  code: string,
  period: { fromDate: string; toDate: string },
): Promise<SupplierStatement> => {
  const supplier = await supplierOfInput(db, code, 'E2001');
  const from = ymdToIso(period.fromDate);
  const to = ymdToIso(period.toDate);
  const [opening] = await db
    .select({ sum: sql<string>`coalesce(sum(${supplierLedgerEntries.amount}), 0)` })
    .from(supplierLedgerEntries)
    .where(
      and(
        eq(supplierLedgerEntries.supplierId, supplier.id),
        sql`${supplierLedgerEntries.entryDate} < ${from}::date`,
      ),
    );
  const entries = await db
    .select()
    .from(supplierLedgerEntries)
    .where(
      and(
        eq(supplierLedgerEntries.supplierId, supplier.id),
        gte(supplierLedgerEntries.entryDate, from),
        lte(supplierLedgerEntries.entryDate, to),
      ),
    )
    .orderBy(asc(supplierLedgerEntries.entryDate), asc(supplierLedgerEntries.id));
  const openingBalance = Number(opening?.sum ?? 0);
  let balance = openingBalance;
  let totalIncrease = 0;
  let totalDecrease = 0;
  const lines = entries.map((e) => {
    balance += e.amount;
    const increase = e.amount > 0 ? e.amount : 0;
    const decrease = e.amount < 0 ? -e.amount : 0;
    totalIncrease += increase;
    totalDecrease += decrease;
    return {
      id: e.id,
      date: e.entryDate.replaceAll('-', ''),
      kind: e.kind,
      kindLabel: kindLabel(e.kind, e.amount),
      docKind: e.docKind,
      docCode: e.docCode,
      increase,
      decrease,
      balance,
      memo: e.memo,
    };
  });
  return {
    supplierCode: supplier.code,
    supplierName: supplier.name,
    ...(await partiesOf(db, supplier.id)),
    fromDate: period.fromDate,
    toDate: period.toDate,
    openingBalance,
    lines,
    totalIncrease,
    totalDecrease,
    closingBalance: balance,
  };
};

type SettlementSqlRow = {
  [K in keyof SettlementRow]: K extends 'supplierCode' | 'supplierName' ? string : string | number;
};

const MONEY_KEYS = [
  'opening',
  'purchases',
  'returns',
  'payments',
  'adjustments',
  'closing',
  'received',
  'billed',
  'billDifference',
] as const;

/**
 * PurchaseCalculate: per supplier of the period, the payable's movement by kind (from the ledger)
 * and the fixed arrivals against the accepted bills of the same days. Suppliers with nothing in
 * or before the period are left out.
 */
export const settlement = async (db: DbOrTx, query: PeriodQuery): Promise<Settlement> => {
  const from = ymdToIso(query.fromDate);
  const to = ymdToIso(query.toDate);
  const supplier = query.supplierCode ? await supplierOfInput(db, query.supplierCode) : null;
  const rows = await queryRows<SettlementSqlRow>(
    db,
    sql`with moves as (
          select e.supplier_id,
            sum(e.amount) filter (where e.entry_date < ${from}::date) as opening,
            sum(e.amount) filter (where e.entry_date >= ${from}::date and e.kind in ('purchase', 'purchase-cancel')) as purchases,
            sum(e.amount) filter (where e.entry_date >= ${from}::date and e.kind = 'purchase-return') as returns,
            sum(e.amount) filter (where e.entry_date >= ${from}::date and e.kind = 'withdrawal') as payments,
            sum(e.amount) filter (where e.entry_date >= ${from}::date and e.kind in ('adjustment', 'opening')) as adjustments,
            sum(e.amount) as closing
          from supplier_ledger_entries e
          where e.entry_date <= ${to}::date ${supplier ? sql`and e.supplier_id = ${supplier.id}` : sql``}
          group by e.supplier_id
        ), docs as (
          select s.id,
            (select coalesce(sum(p.total), 0) from purchases p
              where p.supplier_id = s.id and p.status = 'fixed' and p.purchase_date between ${from}::date and ${to}::date) as received,
            (select coalesce(sum(b.total), 0) from supplier_bills b
              where b.supplier_id = s.id and b.status = 'accepted' and b.bill_date between ${from}::date and ${to}::date) as billed
          from suppliers s where s.id in (select supplier_id from moves)
        )
        select s.code as "supplierCode", s.name as "supplierName",
          coalesce(m.opening, 0) as opening, coalesce(m.purchases, 0) as purchases,
          coalesce(m.returns, 0) as returns, coalesce(m.payments, 0) as payments,
          coalesce(m.adjustments, 0) as adjustments, coalesce(m.closing, 0) as closing,
          d.received, d.billed, d.billed - d.received as "billDifference"
        from moves m join suppliers s on s.id = m.supplier_id join docs d on d.id = m.supplier_id
        order by s.code`,
  );
  const parsed: SettlementRow[] = rows.map((r) => {
    const row = { supplierCode: r.supplierCode, supplierName: r.supplierName } as SettlementRow;
    for (const key of MONEY_KEYS) row[key] = Number(r[key]);
    return row;
  });
  const totals = Object.fromEntries(
    MONEY_KEYS.map((key) => [key, parsed.reduce((sum, r) => sum + r[key], 0)]),
  ) as Settlement['totals'];
  return { fromDate: query.fromDate, toDate: query.toDate, rows: parsed, totals };
};
