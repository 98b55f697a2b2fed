import type {
  CarEstimate,
  DocumentKind,
  DraftChoice,
  Statement,
  StatementLine,
  StatementParty,
  SupplierParty,
  TransactionDocument,
  TransactionLine,
  TransactionStatement,
} from '@erp/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../app/api-client';
import type { StatementKind } from './statement-paths';

// What a statement of account prints: the server's figures, exact to the won against the ledger.

export type { DocumentKind, Statement, StatementLine, StatementParty, SupplierParty };

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

export type { CarEstimate, DraftChoice };

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

export type { TransactionDocument, TransactionLine, TransactionStatement };

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
