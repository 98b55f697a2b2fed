import { ACCOUNT_KINDS, type AccountKind, userApi } from '@erp/domain';
import { useQueries } from '@tanstack/react-query';
import { callApi } from '../../../app/contract-client';

/** How many accounts match: one row is asked for, the answer carries the total. */
const countAccounts = async (filter: { kind?: AccountKind; includeDisabled: boolean }): Promise<number> =>
  (await callApi(userApi.list, { body: { ...filter, page: 1, size: 1 } })).total;

export type AccountCounts = {
  loading: boolean;
  all: number | undefined;
  active: number | undefined;
  byKind: Record<AccountKind, number | undefined>;
};

export const useAccountCounts = (): AccountCounts => {
  const results = useQueries({
    queries: [
      { queryKey: ['account-count', 'all'], queryFn: () => countAccounts({ includeDisabled: true }) },
      { queryKey: ['account-count', 'active'], queryFn: () => countAccounts({ includeDisabled: false }) },
      ...ACCOUNT_KINDS.map((kind) => ({
        queryKey: ['account-count', 'kind', kind],
        queryFn: () => countAccounts({ kind, includeDisabled: false }),
      })),
    ],
  });
  const byKind = Object.fromEntries(ACCOUNT_KINDS.map((kind, i) => [kind, results[i + 2]?.data])) as Record<
    AccountKind,
    number | undefined
  >;
  return {
    loading: results.some((r) => r.isPending),
    all: results[0]?.data,
    active: results[1]?.data,
    byKind,
  };
};
