import type {
  FastTurnPage,
  FastTurnQuery,
  PartKind,
  PartReturnsPage,
  PartReturnsQuery,
  SalesRecordsPage,
  SalesRecordsQuery,
  WithoutRotationPage,
  WithoutRotationQuery,
} from '@erp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../app/api-client';

// The part reports computed by the server from the stock and sales ledgers.

export const partReportKeys = {
  all: ['part-report'] as const,
  fastTurn: (q: FastTurnQuery) => ['part-report', 'fast-turn', q] as const,
  withoutRotation: (q: WithoutRotationQuery) => ['part-report', 'without-rotation', q] as const,
  salesRecords: (q: SalesRecordsQuery) => ['part-report', 'sales-records', q] as const,
  returns: (q: PartReturnsQuery) => ['part-report', 'returns', q] as const,
  kinds: ['part-report', 'kinds'] as const,
};

export const useFastTurn = (query: FastTurnQuery, enabled: boolean) =>
  useQuery({
    queryKey: partReportKeys.fastTurn(query),
    queryFn: () => apiPost<FastTurnPage>('/api/product/v1.0/fast/turn/list', query),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useWithoutRotation = (query: WithoutRotationQuery, enabled: boolean) =>
  useQuery({
    queryKey: partReportKeys.withoutRotation(query),
    queryFn: () => apiPost<WithoutRotationPage>('/api/product/v1.0/without/rotation/list', query),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useSalesRecords = (query: SalesRecordsQuery, enabled: boolean) =>
  useQuery({
    queryKey: partReportKeys.salesRecords(query),
    queryFn: () => apiPost<SalesRecordsPage>('/api/product/v1.0/sales/records/list', query),
    placeholderData: keepPreviousData,
    enabled,
  });

export const usePartKinds = () =>
  useQuery({
    queryKey: partReportKeys.kinds,
    queryFn: () => apiGet<PartKind[]>('/api/product/v1.0/kind/list'),
    staleTime: 5 * 60_000,
  });

export const usePartReturns = (query: PartReturnsQuery, enabled: boolean) =>
  useQuery({
    queryKey: partReportKeys.returns(query),
    queryFn: () => apiPost<PartReturnsPage>('/api/product/v1.0/return/list', query),
    placeholderData: keepPreviousData,
    enabled,
  });
