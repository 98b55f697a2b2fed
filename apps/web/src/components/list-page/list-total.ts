import { formatThousands } from '@erp/domain';

/** The count shown above a list: exact, or "1,000건 이상" when the server stopped counting. */
export const totalText = (total: number, capped: boolean): string =>
  capped ? `${formatThousands(total)}건 이상` : `총 ${formatThousands(total)}건`;

/**
 * The total the pager works with. Past the server's count cap the exact number is unknown, so
 * the pager offers one more page whenever the current one came back full, and never shows a
 * last page it cannot know.
 */
export const pagerTotal = (
  total: number,
  capped: boolean,
  page: number,
  size: number,
  rowsOnPage: number,
): number => {
  if (!capped) return total;
  const seen = (page - 1) * size + rowsOnPage;
  return Math.max(total, rowsOnPage === size ? seen + 1 : seen);
};
