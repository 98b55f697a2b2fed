import {
  type FastTurnQuery,
  type PartReturnsQuery,
  partKindApi,
  partReportApi,
  type SalesRecordsQuery,
  type WithoutRotationQuery,
} from '@erp/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '../../app/contract-client';

// The part reports computed by the server from the stock and sales ledgers (partReportApi).

export const useFastTurn = (query: FastTurnQuery, enabled: boolean) =>
  useApiQuery(partReportApi.fastTurn, { body: query }, { placeholderData: keepPreviousData, enabled });

export const useWithoutRotation = (query: WithoutRotationQuery, enabled: boolean) =>
  useApiQuery(partReportApi.withoutRotation, { body: query }, { placeholderData: keepPreviousData, enabled });

export const useSalesRecords = (query: SalesRecordsQuery, enabled: boolean) =>
  useApiQuery(partReportApi.salesRecords, { body: query }, { placeholderData: keepPreviousData, enabled });

export const usePartKinds = () => useApiQuery(partKindApi.list, { query: {} }, { staleTime: 5 * 60_000 });

export const usePartReturns = (query: PartReturnsQuery, enabled: boolean) =>
  useApiQuery(partReportApi.returns, { body: query }, { placeholderData: keepPreviousData, enabled });
