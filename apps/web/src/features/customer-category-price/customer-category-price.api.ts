import { type CategoryPriceInput, customerApi, partKindApi, queryKeyOf } from '@erp/domain';
import { callApi, useApiQuery } from '../../app/contract-client';

// 거래처 분류별 단가 (CustomerCategoryPrice): a customer's discount per part kind, in basis points.

export const categoryPriceKeys = {
  list: (customerCode: string) => queryKeyOf(customerApi.categoryPrices, { body: { customerCode } }),
};

export const useCategoryPrices = (customerCode: string) =>
  useApiQuery(customerApi.categoryPrices, { body: { customerCode } }, { enabled: customerCode !== '' });

/** Every part kind, 대·중·소분류 in the server's order; a discount on a parent covers its children. */
export const usePartKinds = () => useApiQuery(partKindApi.list, { query: {} }, { staleTime: 5 * 60_000 });

/** Upsert by customer + kind; the answer is the customer's whole list after the change. */
export const saveCategoryPrice = (input: CategoryPriceInput) =>
  callApi(customerApi.saveCategoryPrice, { body: input });

export const removeCategoryPrice = (id: number) =>
  callApi(customerApi.removeCategoryPrice, { params: { id } });
