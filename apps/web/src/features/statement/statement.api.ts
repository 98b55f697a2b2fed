import { useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../app/api-client';
import type { StatementKind } from './statement-paths';

// What a statement of account prints: the server's figures, exact to the won against the ledger.

export type StatementParty = {
  name: string;
  bizNo: string | null;
  representative: string | null;
  address: string | null;
  phone: string | null;
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

export type SupplierParty = StatementParty & {
  fax: string | null;
  businessType: string | null;
  businessItem: string | null;
  bankAccount: string | null;
};

/** The document the server builds: a sale (also printed as the fast statement), an estimate, a cancel. */
export type DocumentKind = 'sale' | 'estimate' | 'cancel';

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
  previousBalance: number | null;
  payment: number | null;
  newBalance: number | null;
};

const enc = encodeURIComponent;

/** A cancel is found by its request number (from the cancel lists) or its code X… (from the ledger). */
const cancelUrl = (key: string) =>
  /^\d+$/.test(key)
    ? `/api/order/v1.0/cancel/statement/${enc(key)}`
    : `/api/order/v1.0/cancel/statement/code/${enc(key)}`;

const URLS: Record<StatementKind, (code: string) => string> = {
  sale: (code) => `/api/order/v1.0/statement/${enc(code)}`,
  fast: (code) => `/api/order/v1.0/statement/${enc(code)}`,
  estimate: (code) => `/api/order/v1.0/estimate/${enc(code)}`,
  cancel: cancelUrl,
};

export const useStatement = (kind: StatementKind, code: string) =>
  useQuery({
    queryKey: ['statement', kind, code],
    queryFn: () => apiGet<Statement>(URLS[kind](code)),
    enabled: code !== '',
    staleTime: 0,
  });

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
  drafts: DraftChoice[];
  statement: Statement | null;
  car: { vin: string | null; carNumber: string | null } | null;
};

export const useCarEstimate = (customerCode: string, orderCode: string | null) =>
  useQuery({
    queryKey: ['statement', 'car-estimate', customerCode, orderCode],
    queryFn: () =>
      apiPost<CarEstimate>('/api/order/v1.0/car/estimate', {
        customerCode,
        ...(orderCode ? { orderCode } : {}),
      }),
    enabled: customerCode !== '',
    staleTime: 0,
  });

export type TransactionLine = Omit<StatementLine, 'no'>;

export type TransactionDocument = {
  date: string;
  kind: string;
  kindLabel: string;
  docKind: string | null;
  docCode: string | null;
  amount: number;
  supply: number;
  tax: number;
  balance: number;
  memo: string | null;
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
  others: number;
  closingBalance: number;
};

export const useTransactionStatement = (customerCode: string, fromDate: string, toDate: string) =>
  useQuery({
    queryKey: ['statement', 'transaction', customerCode, fromDate, toDate],
    queryFn: () =>
      apiPost<TransactionStatement>('/api/order/v1.0/transaction/statement', {
        customerCode,
        fromDate,
        toDate,
      }),
    enabled: customerCode !== '',
    staleTime: 0,
  });
