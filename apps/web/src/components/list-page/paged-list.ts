import type { ListSort } from '@erp/domain';
import type { DataTableProps } from '../data-table/data-table.types';
import type { ListPaging } from './list-page';

/** A page of rows as the list endpoints answer it. */
type PageAnswer<Row> = { rows: readonly Row[]; total: number; totalCapped?: boolean };

/** A list query's state as TanStack Query gives it. */
type PageQuery<Row> = { data?: PageAnswer<Row> | undefined; isFetching: boolean };

/** Where a paged list stands: its page, size and sort (the URL's list query). */
type PageState = { page: number; size: number; sort: readonly ListSort[] };

/**
 * The grid part of a paged list: the page's rows, the loader while the next page comes, the
 * server's sort in the headers. Every list page passes these the same way.
 */
export const pagedRows = <Row>(
  page: PageQuery<Row>,
  state: Pick<PageState, 'sort'>,
  onSortChange: (sort: ListSort[]) => void,
): Pick<DataTableProps<Row>, 'rows' | 'loading' | 'sort' | 'onSortChange'> => ({
  rows: page.data?.rows,
  loading: page.isFetching,
  sort: state.sort,
  onSortChange,
});

/** The pager of a paged list: where it stands and how many rows match (capped for huge counts). */
export const pagedPaging = (
  page: { data?: { total: number; totalCapped?: boolean } | undefined },
  state: Pick<PageState, 'page' | 'size'>,
  onChange: (page: number, size: number) => void,
): ListPaging => ({
  page: state.page,
  size: state.size,
  total: page.data?.total ?? 0,
  totalCapped: page.data?.totalCapped ?? false,
  onChange,
});

/**
 * The pager of a list whose page and size live in the URL (`useUrlParams`): another size starts
 * again at the first page, since the old page number no longer points at the same rows.
 */
export const urlPaging = (
  page: { data?: { total: number; totalCapped?: boolean } | undefined },
  params: Pick<PageState, 'page' | 'size'>,
  setParams: (patch: { page: number; size: number }) => void,
): ListPaging =>
  pagedPaging(page, params, (next, size) => setParams({ page: size === params.size ? next : 1, size }));
