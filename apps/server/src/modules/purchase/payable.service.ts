import {
  SUPPLIER_LEDGER_KIND_LABELS,
  type SupplierLedgerEntry,
  type SupplierLedgerKind,
  type SupplierPayable,
} from '@erp/domain';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { postLedger } from '../../platform/ledger/ledger.js';
import { type MoneyEntryInput, moneyEntryValues } from '../../platform/ledger/money-ledger.js';
import { supplierByCode } from '../supplier/supplier.service.js';
import { payableLedger } from './payable.ledger.js';
import { supplierBalances, supplierLedgerEntries } from './purchase.table.js';

// The supplier payable (DESIGN §6 "Supplier money"): an append-only ledger and a cached balance
// per supplier, moved together in the caller's transaction. Nothing updates or deletes an entry.

/** amount: signed won, + raises what the company owes the supplier. */
export type PayableEntry = MoneyEntryInput<SupplierLedgerKind> & { supplierId: number; vat?: number };

/** Appends a payable entry and moves the cached balance, in one statement of the caller's transaction. */
export const postPayable = async (tx: DbOrTx, entry: PayableEntry, actorId: number | null): Promise<void> =>
  postLedger(tx, payableLedger, {
    supplierId: entry.supplierId,
    ...moneyEntryValues(entry, actorId),
    vat: entry.vat ?? 0,
  });

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
