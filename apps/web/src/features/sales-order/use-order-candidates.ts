import { useMemo } from 'react';
import { usePartSearch } from '../../components/document/use-part-search';
import { fetchCandidates, type OrderCandidate } from './sales-order.api';

/** The order's part search: candidates priced for the chosen customer, none before one is chosen. */
export const useOrderCandidates = (customerCode: string | null) => {
  const source = useMemo(
    () =>
      customerCode
        ? (keyword: string, signal: AbortSignal) => fetchCandidates(customerCode, keyword, signal)
        : '거래처를 먼저 고르세요.',
    [customerCode],
  );
  return usePartSearch<OrderCandidate>(source);
};
