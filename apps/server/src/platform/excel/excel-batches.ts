import { toYmd } from '@erp/domain';

// The rows of an Excel download come in batches (`sendXlsx` writes each as it arrives), read
// page by page from the same list service the screen uses, so the file shows what the list shows.

const BATCH = 500;

/**
 * Every page of a paged list, 500 rows at a time. `maxPages` caps a report whose rows are
 * computed (40 pages: 20 000 rows); a plain list reads to its end.
 */
export async function* pagesOf<Q extends { page: number; size: number }, R>(
  read: (query: Q) => Promise<{ rows: R[] }>,
  query: Q,
  maxPages = Number.POSITIVE_INFINITY,
): AsyncIterable<R[]> {
  for (let page = 1; page <= maxPages; page += 1) {
    const { rows } = await read({ ...query, page, size: BATCH });
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH) return;
  }
}

/** The rows of a report that is not paged, as the file's one batch. */
export async function* once<T>(rows: T[] | Promise<T[]>): AsyncIterable<T[]> {
  yield await rows;
}

/** A download's file name: the list's Korean name and today's date. */
export const xlsxName = (name: string): string => `${name}_${toYmd(new Date())}.xlsx`;

/** A computed report's pages, at most 20 000 rows (40 pages of 500). */
export const reportPagesOf = <Q extends { page: number; size: number }, R>(
  read: (query: Q) => Promise<{ rows: R[] }>,
  query: Q,
): AsyncIterable<R[]> => pagesOf(read, query, 40);
