import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../app/api-client';
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

export type Statement = {
  kind: StatementKind;
  documentCode: string;
  orderCode: string;
  documentDate: string;
  supplier: StatementParty & {
    fax: string | null;
    businessType: string | null;
    businessItem: string | null;
    bankAccount: string | null;
  };
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

const URLS: Record<StatementKind, (code: string) => string> = {
  sale: (code) => `/api/order/v1.0/statement/${enc(code)}`,
  estimate: (code) => `/api/order/v1.0/estimate/${enc(code)}`,
  cancel: (id) => `/api/order/v1.0/cancel/statement/${enc(id)}`,
};

export const useStatement = (kind: StatementKind, code: string) =>
  useQuery({
    queryKey: ['statement', kind, code],
    queryFn: () => apiGet<Statement>(URLS[kind](code)),
    enabled: code !== '',
    staleTime: 0,
  });
