import {
  type CallInput,
  type CustomerLedgerView,
  customerLedgerApi,
  type LedgerLine,
  type PaymentInput,
} from '@erp/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { callApi, useApiQuery } from '../../app/contract-client';

// 거래처원장 (SPEC §2.11 CustomerLedger): the receivable ledger of one customer over a period,
// and the payment call that adds a collection to it.

export type { CustomerLedgerView, LedgerLine };

export type LedgerQuery = CallInput<typeof customerLedgerApi.ledger>['body'];

export const useCustomerLedger = (query: LedgerQuery | null) =>
  useApiQuery(
    customerLedgerApi.ledger,
    { body: query ?? { customerCode: '', fromDate: '', toDate: '' } },
    { enabled: query !== null, placeholderData: keepPreviousData },
  );

export const savePayment = (input: PaymentInput) => callApi(customerLedgerApi.savePayment, { body: input });
