import {
  POINT_KIND_LABELS,
  type PointKind,
  RECEIVABLE_KIND_LABELS,
  type ReceivableKind,
  type ReturnStatement,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { getCompanyProfile } from '../company/company.service.js';
import { customerBalance } from '../receivable/customer-balance.js';
import { loadReturn, returnIdOf } from './order-return.service.js';
import { RETURN_DOC_KIND } from './return-posting.service.js';

// ReturnStatementOfAccount / ReturnCollectionStatementOfAccount: the return as printed, with what
// the ledgers themselves hold for it (read back from the entries, not from the return's own
// figures), so a print that disagrees with the customer ledger cannot go unnoticed.

export const returnStatementOf = async (
  db: DbOrTx,
  code: string,
  readerId: number,
): Promise<ReturnStatement> => {
  const doc = await loadReturn(db, await returnIdOf(db, code), readerId);
  const money = await queryRows<{ kind: string; amount: number; memo: string | null }>(
    db,
    sql`select kind, amount::bigint as amount, memo from customer_ledger
         where doc_kind = ${RETURN_DOC_KIND} and doc_code = ${doc.code} order by id`,
  );
  // The point service files a reversal under the sale line, the return as its reference.
  const points = await queryRows<{ kind: string; amount: number; memo: string | null }>(
    db,
    sql`select kind, amount::bigint as amount, memo from point_entries
         where ref_code = ${doc.code} and doc_kind = ${RETURN_DOC_KIND} order by id`,
  );
  const stock = await queryRows<{ warehouse_code: string; qty: number; part_code: string }>(
    db,
    sql`select m.warehouse_code, m.qty, p.code as part_code from stock_moves m join parts p on p.id = m.part_id
         where m.doc_kind = ${RETURN_DOC_KIND} and m.doc_code = ${doc.code} order by m.id`,
  );
  const company = await getCompanyProfile(db);
  const customerId = await queryRows<{ id: number }>(
    db,
    sql`select id from customers where code = ${doc.customerCode}`,
  );
  return {
    doc,
    company: { name: company.name, phone: company.phone, address: company.address },
    ledger: [
      ...money.map((m) => ({
        ledger: 'receivable' as const,
        kind: m.kind,
        label: RECEIVABLE_KIND_LABELS[m.kind as ReceivableKind] ?? m.kind,
        amount: Number(m.amount),
        memo: m.memo,
      })),
      ...points.map((p) => ({
        ledger: 'point' as const,
        kind: p.kind,
        label: POINT_KIND_LABELS[p.kind as PointKind] ?? p.kind,
        amount: Number(p.amount),
        memo: p.memo,
      })),
      ...stock.map((s) => ({
        ledger: 'stock' as const,
        kind: 'return-in',
        label: `${s.part_code} → ${s.warehouse_code}`,
        amount: Number(s.qty),
        memo: null,
      })),
    ],
    receivableTotal: money.reduce((a, m) => a + Number(m.amount), 0),
    pointTotal: points.reduce((a, p) => a + Number(p.amount), 0),
    balanceNow: customerId[0] ? await customerBalance(db, customerId[0].id) : 0,
  };
};
