import {
  type ArrivalDraft,
  linkTo,
  type PurchaseOrderInput,
  type PurchaseOrderStep,
  type PurchaseOrderSummary,
  type PurchaseOrderView,
  purchaseOrderApi,
  purchaseOrderScreens as S,
} from '@erp/domain';
import { useMemo } from 'react';
import { callApi, useApiQuery } from '../../app/contract-client';
import { useSupplierOptions } from '../part/part.api';

// The purchase order calls of the server (purchaseOrderApi); the lists come through useListQuery.

export const useOrder = (code: string | null) =>
  useApiQuery(purchaseOrderApi.detail, { params: { code: code ?? '-' } }, { enabled: code !== null });

export const requestOrder = (input: PurchaseOrderInput) => callApi(purchaseOrderApi.insert, { body: input });

export const modifyOrder = (code: string, input: PurchaseOrderInput, version: number) =>
  callApi(purchaseOrderApi.update, { params: { code }, body: { ...input, version } });

/** The steps of the approval path and the remainder cut, by the contract key. */
export type OrderStep = 'check' | 'lastCheck' | 'save' | 'reject' | 'cancel' | 'cancelRemainder';

export const stepOrder = (
  step: OrderStep,
  code: string,
  body: PurchaseOrderStep,
): Promise<PurchaseOrderView> => callApi(purchaseOrderApi[step], { params: { code }, body });

export const makeArrival = (orderCodes: string[]): Promise<ArrivalDraft> =>
  callApi(purchaseOrderApi.arrival, { body: { orderCodes } });

/** Where an order opens from a list: the page of the step it waits for. */
export const orderPageOf = (o: Pick<PurchaseOrderSummary, 'code' | 'status'>): string => {
  switch (o.status) {
    case 'requested':
      return linkTo(S.purchaseOrderModify, { puCode: o.code });
    case 'checked':
      return linkTo(S.purchaseOrderLastCheck, { code: o.code });
    default:
      return linkTo(S.purchaseOrderSave, { puCode: o.code });
  }
};

/** The supplier choices of a search card, as `{ value: code, label: name (code) }`. */
export const useSupplierChoices = () => {
  const suppliers = useSupplierOptions();
  return useMemo(
    () => (suppliers.data ?? []).map((s) => ({ value: s.code, label: `${s.name} (${s.code})` })),
    [suppliers.data],
  );
};
