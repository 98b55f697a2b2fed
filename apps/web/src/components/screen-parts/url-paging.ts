import type { ListPaging } from '../list-page/list-page';
import { pagedPaging } from '../list-page/paged-list';

type Place = { page: number; size: number };

/**
 * The pager of a list whose page and size live in useUrlParams: a new page size starts again at
 * the first page, since the old page number means other rows.
 */
export const urlPaging = (
  list: { data?: { total: number; totalCapped?: boolean } | undefined },
  params: Place,
  setParams: (patch: Place) => void,
): ListPaging =>
  pagedPaging(list, params, (page, size) => setParams({ page: size === params.size ? page : 1, size }));
