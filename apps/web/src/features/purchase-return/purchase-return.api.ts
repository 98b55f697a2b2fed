import { type PurchaseReturnInput, purchaseReturnApi } from '@erp/domain';
import { callApi, useApiQuery } from '../../app/contract-client';

// The return calls of the server (purchaseReturnApi); lists come through useListQuery.

/** Every return query shares the contract area key, so one invalidation refreshes them all. */
export const returnKeys = { all: ['purchase'] as const };

export const useReturn = (code: string | null) =>
  useApiQuery(purchaseReturnApi.detail, { params: { code: code ?? '-' } }, { enabled: code !== null });

export const useReturnable = (purchaseCode: string | null) =>
  useApiQuery(
    purchaseReturnApi.returnable,
    { params: { code: purchaseCode ?? '-' } },
    { enabled: purchaseCode !== null },
  );

export const requestReturn = (input: PurchaseReturnInput) =>
  callApi(purchaseReturnApi.request, { body: input });

export const modifyReturn = (code: string, input: PurchaseReturnInput, version: number) =>
  callApi(purchaseReturnApi.update, { params: { code }, body: { ...input, version } });

export type ReturnStep = 'check' | 'lastCheck' | 'save' | 'cancel' | 'reject';

/** One step of the approval path at the version the screen shows. */
export const stepReturn = (step: ReturnStep, code: string, version: number, note?: string) =>
  step === 'reject'
    ? callApi(purchaseReturnApi.reject, { params: { code }, body: { version, note: note ?? '' } })
    : callApi(purchaseReturnApi[step], { params: { code }, body: { version } });

/** The price a new line of `partCode` defaults to: the newest fixed purchase from the supplier. */
export const fetchReturnPrice = (supplierCode: string, partCode: string) =>
  callApi(purchaseReturnApi.price, { params: { supplierCode, partCode } }, { selfHandled: true });
