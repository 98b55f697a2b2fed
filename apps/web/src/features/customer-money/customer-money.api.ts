import { type CustomerMoneyQuery, type DepositQuery, depositApi } from '@erp/domain';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useApiQuery } from '../../app/contract-client';

// 선수금 and the balances (depositApi); saves refresh the 'deposit' group.

export const useDeposits = (query: DepositQuery) =>
  useApiQuery(depositApi.list, { body: query }, { placeholderData: keepPreviousData });
export const useDeposit = (code: string) =>
  useApiQuery(depositApi.single, { params: { code } }, { enabled: code !== '' });
export const useCustomerMoney = (code: string) =>
  useApiQuery(depositApi.balance, { params: { code } }, { enabled: code !== '' });
export const useCustomerMoneyList = (query: CustomerMoneyQuery) =>
  useApiQuery(depositApi.balances, { body: query }, { placeholderData: keepPreviousData });

export const useMoneyRefresh = () => {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: ['deposit'] });
};
