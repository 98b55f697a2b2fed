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
import { callApi, useApiQuery } from '../../app/contract-client';

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
