import { loyaltyApi, type PointEntryQuery, type PointListQuery } from '@erp/domain';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useApiQuery } from '../../app/contract-client';

// The point calls of the server (loyaltyApi); saves refresh the 'point' group.

export const usePointBalances = (query: PointListQuery) =>
  useApiQuery(loyaltyApi.balances, { body: query }, { placeholderData: keepPreviousData });
export const usePointInfo = (code: string, query: PointEntryQuery) =>
  useApiQuery(
    loyaltyApi.info,
    { params: { code }, body: query },
    { placeholderData: keepPreviousData, enabled: code !== '' },
  );
export const useDayRates = () => useApiQuery(loyaltyApi.dayRates, {});

export const usePointRefresh = () => {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: ['point'] });
};
