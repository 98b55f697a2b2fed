import {
  type BillSupplierRow,
  type ListPage,
  type ListQuery,
  type PeriodQuery,
  SUPPLIER_BILL_LIST_SPEC,
  type SupplierBillSummary,
  type SupplierPayingInfo,
} from '@erp/domain';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { ymdToIso } from '../../platform/http/kst.js';
import { countedPage, listColumnsOf, listOrderBy, listWhere } from '../../platform/list/list-query.sql.js';
import { supplierBalances } from '../purchase/purchase.table.js';
import { selectBillSummaries, toBillSummary } from './supplier-bill-view.js';
import { supplierBills } from './supplier-money.table.js';
import { recentPayments } from './supplier-payment-view.js';
import { supplierOfInput } from './supplier-ref.js';

// BillListPerSupplier: the bills of a period (server-paged, Excel) and the per-supplier head
// (bills against arrivals, arrival lines not billed yet); the payment screen's supplier panel.

const BILL_COLUMNS = listColumnsOf(SUPPLIER_BILL_LIST_SPEC, {
  code: supplierBills.code,
  billDate: supplierBills.billDate,
  supplierCode: supplierBills.supplierId,
  status: supplierBills.status,
  total: supplierBills.total,
});

export const listBills = async (db: DbOrTx, query: ListQuery): Promise<ListPage<SupplierBillSummary>> => {
  const keyword = query.keyword?.trim();
  const where = listWhere(
    SUPPLIER_BILL_LIST_SPEC,
    BILL_COLUMNS,
    query.filters.filter((f) => f.field !== 'supplierCode'),
    ...query.filters
      .filter((f) => f.field === 'supplierCode')
      .map(
        (f): SQL =>
          sql`${supplierBills.supplierId} = (select id from suppliers where code = ${String(f.value).toUpperCase()})`,
      ),
    keyword
      ? sql`(${supplierBills.code} = ${keyword.toUpperCase()} or ${supplierBills.supplierBillNo} = ${keyword})`
      : undefined,
  );
  const select = selectBillSummaries(db)
    .where(where)
    .orderBy(...listOrderBy(BILL_COLUMNS, query.sort, supplierBills.id));
  return countedPage(db, supplierBills, where, query, select, toBillSummary);
};

type BySupplierSql = Record<keyof BillSupplierRow, string | number>;

/** Per supplier: bills of the period, fixed arrivals of the period, arrival lines not billed in full. */
export const billsBySupplier = async (db: DbOrTx, query: PeriodQuery): Promise<BillSupplierRow[]> => {
  const from = ymdToIso(query.fromDate);
  const to = ymdToIso(query.toDate);
  const supplier = query.supplierCode ? await supplierOfInput(db, query.supplierCode) : null;
  const rows = await queryRows<BySupplierSql>(
    db,
    sql`select * from (
          select s.code as "supplierCode", s.name as "supplierName",
            (select count(*)::int from supplier_bills b
              where b.supplier_id = s.id and b.bill_date between ${from}::date and ${to}::date) as "billCount",
            (select coalesce(sum(b.total), 0) from supplier_bills b
              where b.supplier_id = s.id and b.bill_date between ${from}::date and ${to}::date) as "billTotal",
            (select coalesce(sum(p.total), 0) from purchases p
              where p.supplier_id = s.id and p.status = 'fixed'
                and p.purchase_date between ${from}::date and ${to}::date) as "receivedTotal",
            (select count(*)::int from purchase_lines l join purchases p on p.id = l.purchase_id
              where p.supplier_id = s.id and p.status = 'fixed'
                and l.qty > (select coalesce(sum(o.qty), 0) from supplier_bill_lines o where o.purchase_line_id = l.id)
            ) as "unbilledLines"
          from suppliers s ${supplier ? sql`where s.id = ${supplier.id}` : sql``}
        ) r
        where r."billCount" > 0 or r."receivedTotal" <> 0 or r."unbilledLines" > 0
        order by r."supplierCode"
        limit 2000`,
  );
  return rows.map((r) => ({
    supplierCode: String(r.supplierCode),
    supplierName: String(r.supplierName),
    billCount: Number(r.billCount),
    billTotal: Number(r.billTotal),
    receivedTotal: Number(r.receivedTotal),
    unbilledLines: Number(r.unbilledLines),
  }));
};

/**
 * PuchaseWithdrawal/:customerCode: the balance, the bills it still covers (payments settle the
 * oldest bills first, so the open balance is the newest bills') and the latest payments.
 */
export const payingInfo = async (db: DbOrTx, code: string): Promise<SupplierPayingInfo> => {
  const supplier = await supplierOfInput(db, code, 'E2001');
  const [row] = await db
    .select({ balance: supplierBalances.balance })
    .from(supplierBalances)
    .where(eq(supplierBalances.supplierId, supplier.id));
  const balance = row?.balance ?? 0;
  const bills = (
    await selectBillSummaries(db)
      .where(
        and(
          eq(supplierBills.supplierId, supplier.id),
          inArray(supplierBills.status, ['matched', 'accepted']),
        ),
      )
      .orderBy(desc(supplierBills.billDate), desc(supplierBills.id))
      .limit(100)
  ).map(toBillSummary);
  const unpaid: SupplierBillSummary[] = [];
  let covered = 0;
  for (const bill of bills) {
    if (covered >= balance) break;
    unpaid.push(bill);
    covered += bill.total + bill.adjustment;
  }
  return {
    supplierCode: supplier.code,
    supplierName: supplier.name,
    balance,
    bills: unpaid,
    recentPayments: await recentPayments(db, supplier.id),
  };
};
