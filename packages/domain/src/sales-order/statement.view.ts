import type { ReceivableKind } from '../receivable/receivable.status.js';

// What the statement endpoints answer (거래명세서, 견적서, 취소 명세서, 거래내역서), declared once for the
// server that computes them against the ledgers and the web that prints them.

export type StatementParty = {
  name: string;
  bizNo: string | null;
  representative: string | null;
  address: string | null;
  phone: string | null;
};

export type SupplierParty = StatementParty & {
  fax: string | null;
  businessType: string | null;
  businessItem: string | null;
  bankAccount: string | null;
};

export type StatementLine = {
  no: number;
  partNo: string;
  name: string;
  norm: string | null;
  qty: number;
  unitPrice: number;
  supply: number;
  tax: number;
  total: number;
};

/** The document the server builds: a sale (also printed as the fast statement), an estimate, a cancel. */
export type DocumentKind = 'sale' | 'estimate' | 'cancel';

/** What a statement of account (거래명세서) prints, exact to the won against the ledgers. */
export type Statement = {
  kind: DocumentKind;
  documentCode: string;
  orderCode: string;
  documentDate: string;
  supplier: SupplierParty;
  recipient: StatementParty & { code: string };
  lines: StatementLine[];
  supply: number;
  tax: number;
  total: number;
  /** Balance before this document, not counting payments received the same day (shown as payment). */
  previousBalance: number | null;
  payment: number | null;
  /** Balance right after this document: previous − payment + total. */
  newBalance: number | null;
};

export type DraftChoice = {
  code: string;
  createdAt: string;
  vin: string | null;
  carNumber: string | null;
  total: number;
  lineCount: number;
};

export type CarEstimate = {
  customerCode: string;
  customerName: string;
  /** The drafts of this customer, newest first: the estimate is printed from one of them. */
  drafts: DraftChoice[];
  statement: Statement | null;
  car: { vin: string | null; carNumber: string | null } | null;
};

export type TransactionLine = Omit<StatementLine, 'no'>;

export type TransactionDocument = {
  date: string;
  kind: ReceivableKind;
  kindLabel: string;
  docKind: string | null;
  docCode: string | null;
  /** Signed won as posted to the ledger: + raises the receivable. */
  amount: number;
  supply: number;
  tax: number;
  balance: number;
  memo: string | null;
  /** What a sale delivered or a cancel took back; empty for payments. */
  lines: TransactionLine[];
};

export type TransactionStatement = {
  customerCode: string;
  fromDate: string;
  toDate: string;
  supplier: SupplierParty;
  recipient: StatementParty & { code: string };
  openingBalance: number;
  documents: TransactionDocument[];
  sales: number;
  cancels: number;
  payments: number;
  /** Adjustments and anything else the ledger holds: closing = opening + sales − cancels − payments + others. */
  others: number;
  closingBalance: number;
};
