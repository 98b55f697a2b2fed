import {
  type FastTurnQuery,
  type PartKind,
  type PartReturnsQuery,
  partReportApi,
  type SalesRecordsQuery,
  type WithoutRotationQuery,
} from '@erp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../app/api-client';
import { useApiQuery } from '../../app/contract-client';

// The part reports computed by the server from the stock and sales ledgers (partReportApi).

export const partReportKeys = {
  kinds: ['part-report', 'kinds'] as const,
};

export const useFastTurn = (query: FastTurnQuery, enabled: boolean) =>
  useApiQuery(partReportApi.fastTurn, { body: query }, { placeholderData: keepPreviousData, enabled });

export const useWithoutRotation = (query: WithoutRotationQuery, enabled: boolean) =>
  useApiQuery(partReportApi.withoutRotation, { body: query }, { placeholderData: keepPreviousData, enabled });

export const useSalesRecords = (query: SalesRecordsQuery, enabled: boolean) =>
  useApiQuery(partReportApi.salesRecords, { body: query }, { placeholderData: keepPreviousData, enabled });

export const usePartKinds = () =>
  useQuery({
    queryKey: partReportKeys.kinds,
    queryFn: () => apiGet<PartKind[]>('/api/product/v1.0/kind/list'),
    staleTime: 5 * 60_000,
  });

export const usePartReturns = (query: PartReturnsQuery, enabled: boolean) =>
  useApiQuery(partReportApi.returns, { body: query }, { placeholderData: keepPreviousData, enabled });
