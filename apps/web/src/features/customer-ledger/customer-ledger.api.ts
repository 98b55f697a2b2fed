import type { PaymentInput, ReceivableKind } from '@erp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../app/api-client';

// 거래처원장 (SPEC §2.11 CustomerLedger): the receivable ledger of one customer over a period,
// and the payment call that adds a collection to it.

export type LedgerLine = {
  id: number;
  date: string;
  kind: ReceivableKind;
  docKind: string | null;
  docCode: string | null;
  supply: number;
  tax: number;
  debit: number;
  credit: number;
  balance: number;
  memo: string | null;
};

export type CustomerLedger = {
  customerCode: string;
  customerName: string;
  fromDate: string;
  toDate: string;
  openingBalance: number;
  lines: LedgerLine[];
  totalDebit: number;
  totalCredit: number;
  closingBalance: number;
};

export type LedgerQuery = { customerCode: string; fromDate: string; toDate: string };

export const ledgerKeys = {
  all: ['customer-ledger'] as const,
  view: (query: LedgerQuery) => ['customer-ledger', query] as const,
};

export const useCustomerLedger = (query: LedgerQuery | null) =>
  useQuery({
    queryKey: ledgerKeys.view(query ?? { customerCode: '', fromDate: '', toDate: '' }),
    queryFn: () => apiPost<CustomerLedger>('/api/customer/v1.0/ledger', query),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

export const savePayment = (input: PaymentInput) =>
  apiPost<{ code: string; balance: number }>('/api/customer/v1.0/payment/save', input);
