import { type CallInput, type DiscountProdRow, salesOrderApi } from '@erp/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '../../app/contract-client';

// CustomerDiscountProds: what a customer has paid per part and its discount per part kind.

export type { DiscountProdRow };

export type DiscountProdsQuery = CallInput<typeof salesOrderApi.discountProds>['body'];

export const useDiscountProds = (query: DiscountProdsQuery) =>
  useApiQuery(
    salesOrderApi.discountProds,
    { body: query },
    { enabled: query.customerCode !== '', placeholderData: keepPreviousData },
  );
