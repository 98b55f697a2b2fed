import { type CallInput, type CancelRequestInput, type CancelRequestView, orderCancelApi } from '@erp/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { callApi, useApiQuery } from '../../app/contract-client';

// Cancel calls of SPEC §7.5: a clerk asks, a second person checks (stock and receivable go back)
// or rejects with a reason.

export type { CancelRequestView };

export type CancelListQuery = CallInput<typeof orderCancelApi.list>['body'];

/** Cancel queries live in the order area: invalidating it refreshes the lists and the orders. */
export const cancelKeys = { all: ['order'] as const };

export const useCancelRequests = (query: CancelListQuery) =>
  useApiQuery(orderCancelApi.list, { body: query }, { placeholderData: keepPreviousData });

export const requestCancel = (orderCode: string, input: CancelRequestInput) =>
  callApi(orderCancelApi.request, { params: { code: orderCode }, body: input });

/** The check of a second person; the requester is refused with the server's reason. */
export const checkCancel = (id: number) =>
  callApi(orderCancelApi.check, { params: { id } }, { selfHandled: true });

export const rejectCancel = (id: number, reason: string) =>
  callApi(orderCancelApi.reject, { params: { id }, body: { reason } }, { selfHandled: true });

export type CancelAdminQuery = CallInput<typeof orderCancelApi.adminList>['body'];

/** OrderCancelAdminCheckList: every cancel with its requester and checker (admin only). */
export const useCancelAdminList = (query: CancelAdminQuery) =>
  useApiQuery(orderCancelApi.adminList, { body: query }, { placeholderData: keepPreviousData });
