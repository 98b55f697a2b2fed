import type { ListFilter, ListQuery, ListSort, ListSpec } from '@erp/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { listQueryFromParams, listQueryToParams, withSearch, withSort } from './list-url-state';

/**
 * A spec-driven list's query, read from and written to the URL. Every change is a history entry,
 * so the browser's back button undoes a search, and the tab strip keeps the URL with its filters.
 */
export const useListUrlState = (spec: ListSpec, defaultSize?: number) => {
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: paramsKey is the value of params.
  const query = useMemo(() => listQueryFromParams(spec, params, defaultSize), [spec, paramsKey, defaultSize]);

  const apply = useCallback(
    (next: ListQuery) => setParams(listQueryToParams(spec, next, defaultSize)),
    [spec, setParams, defaultSize],
  );

  const search = (next: { filters: ListFilter[]; keyword?: string }) => apply(withSearch(query, next));
  return {
    query,
    search,
    /** What the list's SpecFilterBar shows and where it sends a search. */
    filterBar: { spec, query, onSearch: search },
    sortBy: (sort: ListSort[]) => apply(withSort(spec, query, sort)),
    goTo: (page: number, size: number) => apply({ ...query, page: size === query.size ? page : 1, size }),
  };
};
