import type { CancelRequestInput, CancelRequestStatus } from '@erp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../app/api-client';

// Cancel calls of SPEC §7.5: a clerk asks, a second person checks (stock and receivable go back)
// or rejects with a reason.

export type CancelRequest = {
  id: number;
  code: string;
  orderCode: string;
  customerCode: string;
  customerName: string;
  reason: string;
  status: CancelRequestStatus;
  requestedBy: number | null;
  requestedByName: string | null;
  requestedAt: string;
  checkedBy: number | null;
  checkedByName: string | null;
  checkedAt: string | null;
  rejectReason: string | null;
  lines: { lineNo: number; partCode: string; partName: string; qty: number; total: number }[];
  total: number;
  /** Why the reader may not check it (their own request, already handled); null when they may. */
  checkProblem?: string | null;
};

export type CancelListQuery = { status?: CancelRequestStatus; page: number; size: number };

export const cancelKeys = {
  all: ['order-cancel'] as const,
  list: (query: CancelListQuery) => ['order-cancel', 'list', query] as const,
};

const enc = encodeURIComponent;

export const useCancelRequests = (query: CancelListQuery) =>
  useQuery({
    queryKey: cancelKeys.list(query),
    queryFn: () => apiPost<{ rows: CancelRequest[]; total: number }>('/api/order/v1.0/cancel/list', query),
    placeholderData: keepPreviousData,
  });

export const requestCancel = (orderCode: string, input: CancelRequestInput) =>
  apiPost<CancelRequest>(`/api/order/v1.0/cancel/request/${enc(orderCode)}`, input);

/** The check of a second person; the requester is refused with the server's reason. */
export const checkCancel = (id: number) =>
  apiPost<CancelRequest>(`/api/order/v1.0/cancel/check/${id}`, undefined, { selfHandled: true });

export const rejectCancel = (id: number, reason: string) =>
  apiPost<CancelRequest>(`/api/order/v1.0/cancel/reject/${id}`, { reason }, { selfHandled: true });

export type CancelAdminQuery = {
  status?: CancelRequestStatus;
  fromDate?: string;
  toDate?: string;
  person?: string;
  page: number;
  size: number;
};

/** OrderCancelAdminCheckList: every cancel with its requester and checker (admin only). */
export const useCancelAdminList = (query: CancelAdminQuery) =>
  useQuery({
    queryKey: ['order-cancel', 'admin', query],
    queryFn: () =>
      apiPost<{ rows: CancelRequest[]; total: number }>('/api/order/v1.0/cancel/admin/check/list', query),
    placeholderData: keepPreviousData,
  });
