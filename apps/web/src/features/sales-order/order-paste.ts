import { normalizePartNumber } from '@erp/domain';
import { parseAmount } from './order-lines';
import type { OrderCandidate } from './sales-order.api';

// Lines copied from an Excel sheet or a customer's list: one line per row, cells split by tabs
// (Excel) or by two or more spaces: part number or barcode, then quantity, then unit price.

export type PastedLine = { keyword: string; qty: number; unitPrice: number | null };

/** Whether pasted text is a block of lines rather than one part number typed into a cell. */
export const isLineBlock = (text: string): boolean => /[\t\r\n]/.test(text.trim());

export const parsePastedLines = (text: string): PastedLine[] =>
  text
    .split(/\r?\n/)
    .map((row) => row.split(/\t| {2,}/).map((cell) => cell.trim()))
    .filter((cells) => (cells[0] ?? '') !== '')
    .map((cells) => ({
      keyword: cells[0] as string,
      qty: parseAmount(cells[1] ?? '') || 1,
      unitPrice: parseAmount(cells[2] ?? ''),
    }));

/** The candidate a typed or pasted text means for sure: the exact part number or barcode, else the only match. */
export const exactCandidate = <T extends Pick<OrderCandidate, 'partNoNorm' | 'matchedBy'>>(
  text: string,
  rows: readonly T[],
): T | null => {
  const key = normalizePartNumber(text.trim());
  const exact = rows.filter((r) => r.partNoNorm === key || r.matchedBy === 'barcode');
  if (exact.length === 1) return exact[0] ?? null;
  return rows.length === 1 ? (rows[0] ?? null) : null;
};
