import {
  type CallInput,
  orderReturnApi,
  type ReturnExaminationView,
  type ReturnRequestInput,
  type ReturnView,
} from '@erp/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { callApi, useApiQuery } from '../../app/contract-client';

// Return calls (SPEC §7.8 "Order: returns"): request, the second person's check or rejection,
// the examination by scan, the statement.

export type { ReturnExaminationView, ReturnView };

export type ReturnListQuery = CallInput<typeof orderReturnApi.list>['body'];

/** Return queries live in the order area: invalidating it refreshes the lists and the orders. */
export const returnKeys = { all: ['order'] as const };

export const useReturns = (query: ReturnListQuery) =>
  useApiQuery(orderReturnApi.list, { body: query }, { placeholderData: keepPreviousData });

export const useReturnable = (orderCode: string) =>
  useApiQuery(orderReturnApi.returnable, { params: { code: orderCode } }, { enabled: orderCode !== '' });

export const useReturnStatement = (code: string) =>
  useApiQuery(orderReturnApi.statement, { params: { code } }, { enabled: code !== '' });

export const requestReturn = (input: ReturnRequestInput) =>
  callApi(orderReturnApi.request, { body: input }, { selfHandled: true });

export const checkReturn = (id: number) =>
  callApi(orderReturnApi.check, { params: { id } }, { selfHandled: true });

export const rejectReturn = (id: number, reason: string) =>
  callApi(orderReturnApi.reject, { params: { id }, body: { reason } }, { selfHandled: true });

const quiet = { selfHandled: true } as const;

export const fetchReturnExamination = (code: string) =>
  callApi(orderReturnApi.examination, { params: { code } }, quiet);

export const scanReturn = (code: string, barcode: string) =>
  callApi(orderReturnApi.scan, { params: { code }, body: { barcode } }, quiet);

export const completeReturn = (code: string) => callApi(orderReturnApi.complete, { params: { code } }, quiet);

const enc = encodeURIComponent;

export const returnStatementPath = (code: string) => `/Company/ReturnStatementOfAccount/${enc(code)}`;
export const returnCollectionPath = (code: string) =>
  `/Company/ReturnCollectionStatementOfAccount/${enc(code)}`;
export const returnExaminationPath = (code: string) =>
  `/Company/Examination/Order/OrderReturnExamination?code=${enc(code)}`;
