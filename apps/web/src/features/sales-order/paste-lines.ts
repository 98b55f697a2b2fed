import { type DraftLine, emptyLine, withCandidate, withTrailingBlank } from './order-lines';
import { exactCandidate, parsePastedLines } from './order-paste';
import { fetchCandidates } from './sales-order.api';

/**
 * Lines copied from Excel: each row is looked up like a typed part cell, and the lines that are
 * found go in where the paste was made. What is not found is returned to be told to the clerk.
 */
export const resolvePastedLines = async (
  customerCode: string,
  text: string,
): Promise<{ lines: DraftLine[]; missing: string[] }> => {
  const wanted = parsePastedLines(text).slice(0, 300);
  const found = await Promise.all(
    wanted.map(async (w) => {
      const rows = await fetchCandidates(customerCode, w.keyword).catch(() => []);
      return { w, match: exactCandidate(w.keyword, rows) };
    }),
  );
  const lines: DraftLine[] = [];
  const missing: string[] = [];
  for (const { w, match } of found) {
    if (!match) {
      missing.push(w.keyword);
      continue;
    }
    const line = withCandidate({ ...emptyLine(), qty: w.qty }, match);
    const unitPrice = w.unitPrice ?? line.unitPrice;
    lines.push({ ...line, unitPrice, priceReason: unitPrice === line.unitPrice ? line.priceReason : '' });
  }
  return { lines, missing };
};

/** Puts pasted lines at `row`, in place of the blank line there if it is blank. */
export const insertLines = (all: readonly DraftLine[], row: number, added: readonly DraftLine[]) => {
  const at = Math.min(row, all.length);
  const replaced = all[at] && all[at].partCode === null ? 1 : 0;
  return withTrailingBlank([...all.slice(0, at), ...added, ...all.slice(at + replaced)]);
};
