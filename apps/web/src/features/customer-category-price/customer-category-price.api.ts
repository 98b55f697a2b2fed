import { type CategoryPriceInput, partKindApi } from '@erp/domain';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../app/api-client';
import { useApiQuery } from '../../app/contract-client';

// 거래처 분류별 단가 (CustomerCategoryPrice): a customer's discount per part kind, in basis points.

export type CategoryPrice = {
  id: number;
  customerCode: string;
  kindCode: string;
  kindName: string;
  kindLevel: number;
  discountBp: number;
  memo: string | null;
  updatedAt: string;
};

export const categoryPriceKeys = {
  all: ['customer-category-price'] as const,
  list: (customerCode: string) => ['customer-category-price', 'list', customerCode] as const,
};

export const useCategoryPrices = (customerCode: string) =>
  useQuery({
    queryKey: categoryPriceKeys.list(customerCode),
    queryFn: () => apiPost<CategoryPrice[]>('/api/customer/v1.0/category/price/list', { customerCode }),
    enabled: customerCode !== '',
  });

/** Every part kind, 대·중·소분류 in the server's order; a discount on a parent covers its children. */
export const usePartKinds = () => useApiQuery(partKindApi.list, { query: {} }, { staleTime: 5 * 60_000 });

/** Upsert by customer + kind; the answer is the customer's whole list after the change. */
export const saveCategoryPrice = (input: CategoryPriceInput) =>
  apiPost<CategoryPrice[]>('/api/customer/v1.0/category/price/save', input);

export const removeCategoryPrice = (id: number) =>
  apiPost<null>(`/api/customer/v1.0/category/price/delete/${id}`, {});
