import type { CallInput, Contract, ListFilter, ListSpec } from '@erp/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { downloadApi, useApiQuery } from '../../app/contract-client';
import { useListUrlState } from './use-list-url-state';

type ListOptions<X extends Contract> = {
  /** The contract of the list's Excel download (every row of the current search) and its file name. */
  excel?: { contract: X; fileName: string };
  defaultSize?: number;
  /** Conditions the screen's address sets (a route parameter), added to whatever is searched. */
  fixed?: readonly ListFilter[];
};

/**
 * A list screen's data in one call: the search, sort and page live in the URL (by the list's
 * spec), the page comes from the list contract (the previous page stays on screen while the next
 * loads), and the Excel download sends the same search. The URL state keeps only the spec's
 * fields, and the server validates the body again by the contract.
 */
export const useListQuery = <C extends Contract, X extends Contract = Contract>(
  contract: C,
  spec: ListSpec,
  options: ListOptions<X> = {},
) => {
  const url = useListUrlState(spec, options.defaultSize);
  const body = options.fixed?.length
    ? { ...url.query, filters: [...url.query.filters, ...options.fixed] }
    : url.query;
  const input = { body } as CallInput<C>;
  const page = useApiQuery(contract, input, { placeholderData: keepPreviousData });
  const { excel } = options;
  const downloadExcel = excel
    ? () => downloadApi(excel.contract, { body: { ...body, page: 1 } } as CallInput<X>, excel.fileName)
    : undefined;
  return { ...url, page, downloadExcel };
};
