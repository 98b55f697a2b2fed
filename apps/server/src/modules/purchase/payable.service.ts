import {
  SUPPLIER_LEDGER_KIND_LABELS,
  type SupplierLedgerEntry,
  type SupplierLedgerKind,
  type SupplierPayable,
} from '@erp/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { kstIsoDate } from '../../platform/http/kst.js';
import { supplierByCode } from '../supplier/supplier.service.js';
import { supplierBalances, supplierLedgerEntries } from './purchase.table.js';

// The supplier payable (DESIGN §6 "Supplier money"): an append-only ledger and a cached balance
// per supplier, moved together in the caller's transaction. Nothing updates or deletes an entry.

export type PayableEntry = {
  supplierId: number;
  kind: SupplierLedgerKind;
  /** Signed won: + raises what the company owes the supplier. */
  amount: number;
  supply?: number;
  vat?: number;
  entryDate?: string;
  docKind?: string;
  docCode?: string;
  memo?: string | null;
};

/** Appends a payable entry and moves the cached balance, in one statement of the caller's transaction. */
export const postPayable = async (tx: DbOrTx, entry: PayableEntry, actorId: number | null): Promise<void> => {
  await tx.execute(sql`
    with entry as (
      insert into ${supplierLedgerEntries} (supplier_id, entry_date, kind, amount, supply, vat, doc_kind, doc_code, memo, created_by)
      values (${entry.supplierId}, ${entry.entryDate ?? kstIsoDate()}, ${entry.kind}, ${entry.amount}, ${entry.supply ?? 0},
              ${entry.vat ?? 0}, ${entry.docKind ?? null}, ${entry.docCode ?? null}, ${entry.memo ?? null}, ${actorId})
      returning supplier_id, amount
    )
    insert into supplier_balances (supplier_id, balance, updated_at)
    select supplier_id, amount, now() from entry
    on conflict (supplier_id) do update set balance = supplier_balances.balance + excluded.balance, updated_at = now()`);
};

/** What the company owes one supplier now (0 before its first purchase). */
export const supplierPayable = async (db: DbOrTx, code: string): Promise<SupplierPayable> => {
  const supplier = await supplierByCode(db, code);
  const [row] = await db
    .select({ balance: supplierBalances.balance })
    .from(supplierBalances)
    .where(eq(supplierBalances.supplierId, supplier.id));
  return { supplierCode: supplier.code, supplierName: supplier.name, balance: row?.balance ?? 0 };
};

/** The newest entries of one supplier's ledger (by the supplier + time index). */
export const supplierLedger = async (
  db: DbOrTx,
  code: string,
  limit = 200,
): Promise<SupplierLedgerEntry[]> => {
  const supplier = await supplierByCode(db, code);
  const rows = await db
    .select()
    .from(supplierLedgerEntries)
    .where(eq(supplierLedgerEntries.supplierId, supplier.id))
    .orderBy(desc(supplierLedgerEntries.at), desc(supplierLedgerEntries.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    entryDate: r.entryDate.replaceAll('-', ''),
    kind: r.kind,
    kindLabel: SUPPLIER_LEDGER_KIND_LABELS[r.kind as SupplierLedgerKind] ?? r.kind,
    amount: r.amount,
    docKind: r.docKind,
    docCode: r.docCode,
    memo: r.memo,
    at: r.at.toISOString(),
  }));
};
