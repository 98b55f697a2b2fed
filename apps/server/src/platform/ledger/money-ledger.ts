import { bigint, date, text } from 'drizzle-orm/pg-core';
import { accountRef } from '../auth/account-ref.js';
import { stampNow } from '../db/columns.js';
import { kstIsoDate } from '../http/kst.js';

// What the money ledgers (the customer receivable, the supplier payable) have in common: the
// columns of an entry besides its id, its party and its tax column, and the entry as posted.

/** An entry's day, kind, signed amount and supply, its document, memo, who posted it and when. */
export const moneyEntryColumns = () => ({
  entryDate: date('entry_date', { mode: 'string' }).notNull(),
  kind: text('kind').notNull(),
  /** Signed won: + raises what is owed. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  supply: bigint('supply', { mode: 'number' }).notNull().default(0),
  docKind: text('doc_kind'),
  docCode: text('doc_code'),
  memo: text('memo'),
  createdBy: accountRef('created_by'),
  at: stampNow('at'),
});

export type MoneyEntryInput<K extends string> = {
  kind: K;
  amount: number;
  supply?: number;
  entryDate?: string;
  docKind?: string;
  docCode?: string;
  memo?: string | null;
};

/** The entry's common values as posted: today in Korea unless dated, no supply or document unless given. */
export const moneyEntryValues = <K extends string>(entry: MoneyEntryInput<K>, actorId: number | null) => ({
  entryDate: entry.entryDate ?? kstIsoDate(),
  kind: entry.kind,
  amount: entry.amount,
  supply: entry.supply ?? 0,
  docKind: entry.docKind ?? null,
  docCode: entry.docCode ?? null,
  memo: entry.memo ?? null,
  createdBy: actorId,
});
