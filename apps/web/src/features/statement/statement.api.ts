import {
  type CarEstimate,
  type DocumentKind,
  type DraftChoice,
  queryKeyOf,
  type Statement,
  type StatementLine,
  type StatementParty,
  type SupplierParty,
  statementApi,
  type TransactionDocument,
  type TransactionLine,
  type TransactionStatement,
} from '@erp/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi, useApiQuery } from '../../app/contract-client';
import type { StatementKind } from './statement-paths';

// What a statement of account prints: the server's figures, exact to the won against the ledger.

export type { DocumentKind, Statement, StatementLine, StatementParty, SupplierParty };

/**
 * The call that builds a document: a cancel is found by its request number (from the cancel
 * lists) or its code X… (from the ledger); the fast statement is the sale's.
 */
const statementCall = (kind: StatementKind, code: string) => {
  if (kind === 'cancel' && /^\d+$/.test(code)) {
    const input = { params: { id: code } };
    return { key: queryKeyOf(statementApi.cancel, input), fetch: () => callApi(statementApi.cancel, input) };
  }
  const contract =
    kind === 'cancel'
      ? statementApi.cancelByCode
      : kind === 'estimate'
        ? statementApi.estimate
        : statementApi.sale;
  const input = { params: { code } };
  return { key: queryKeyOf(contract, input), fetch: () => callApi(contract, input) };
};

export const useStatement = (kind: StatementKind, code: string) => {
  const call = statementCall(kind, code);
  return useQuery({ queryKey: call.key, queryFn: call.fetch, enabled: code !== '', staleTime: 0 });
};

export type { CarEstimate, DraftChoice };

export const useCarEstimate = (customerCode: string, orderCode: string | null) =>
  useApiQuery(
    statementApi.carEstimate,
    { body: { customerCode, ...(orderCode ? { orderCode } : {}) } },
    { enabled: customerCode !== '', staleTime: 0 },
  );

export type { TransactionDocument, TransactionLine, TransactionStatement };

export const useTransactionStatement = (customerCode: string, fromDate: string, toDate: string) =>
  useApiQuery(
    statementApi.transaction,
    { body: { customerCode, fromDate, toDate } },
    { enabled: customerCode !== '', staleTime: 0 },
  );
