import { normalizePartNumber, type PartListRow, type PurchaseLine } from '@erp/domain';
import type { LineModel } from '../../components/document/document-columns';
import type { CellPos } from '../../components/document/line-grid-keys';
import { LINE_QTY_RULE, lineMoney, PURCHASE_PRICE_RULE } from '../../components/line-grid/line-cell-rules';

/** A purchase line as typed; a line with no part is the blank one at the end (or a keyword left typed). */
export type PurchaseDraftLine = {
  key: string;
  partCode: string | null;
  partNo: string;
  name: string;
  vatIncluded: boolean;
  qty: number | null;
  unitPrice: number | null;
};

let seq = 0;
const newKey = () => `p${Date.now().toString(36)}${(seq++).toString(36)}`;

export const emptyPurchaseLine = (): PurchaseDraftLine => ({
  key: newKey(),
  partCode: null,
  partNo: '',
  name: '',
  vatIncluded: false,
  qty: null,
  unitPrice: null,
});

const RULES = { qty: LINE_QTY_RULE, price: PURCHASE_PRICE_RULE };

/** A line's money as the server will compute it (VAT by the part's flag), or null while a cell is refused. */
export const purchaseLineAmounts = (l: PurchaseDraftLine) =>
  lineMoney(l.qty, l.unitPrice, l.vatIncluded, RULES);

/** Exactly one empty line at the end, where the next part is typed or scanned. */
export const withTrailingBlankPurchase = (lines: PurchaseDraftLine[]): PurchaseDraftLine[] => {
  const last = lines[lines.length - 1];
  if (last && last.partCode === null && last.partNo === '') {
    // Only the last empty line stays; empty lines left above it go.
    const kept = lines.filter((l, i) => i === lines.length - 1 || l.partCode !== null || l.partNo !== '');
    return kept;
  }
  return [...lines.filter((l) => l.partCode !== null || l.partNo !== ''), emptyPurchaseLine()];
};

export const purchaseLineModel: LineModel<PurchaseDraftLine> = {
  key: (l) => l.key,
  partNo: (l) => l.partNo,
  partCode: (l) => l.partCode,
  withKeyword: (l, text) => ({ ...l, partNo: text }),
  withTrailingBlank: withTrailingBlankPurchase,
  money: purchaseLineAmounts,
};

const fromPart = (key: string, p: PartListRow): PurchaseDraftLine => ({
  key,
  partCode: p.code,
  partNo: p.partNo,
  name: p.name,
  vatIncluded: p.vatIncluded,
  qty: 1,
  unitPrice: p.purchasePrice,
});

/**
 * A part taken into the line at `row`. A part already on another line adds one to that line's
 * quantity instead (a second scan of the same box is one more of it), and the cursor stays in
 * the part cell for the next scan; a new part goes on the line and the cursor to its quantity.
 */
export const pickPurchasePart = (
  lines: readonly PurchaseDraftLine[],
  row: number,
  part: PartListRow,
): { lines: PurchaseDraftLine[]; focus: CellPos } => {
  const twin = lines.findIndex((l, i) => i !== row && l.partCode === part.code);
  const here = lines[row];
  if (twin >= 0) {
    const added = lines.map((l, i) => (i === twin ? { ...l, qty: (l.qty ?? 0) + 1 } : l));
    const cleared = here && here.partCode === null ? added.filter((_, i) => i !== row) : added;
    const rest = withTrailingBlankPurchase(cleared);
    return { lines: rest, focus: { row: rest.length - 1, cell: 'part' } };
  }
  const next = lines.map((l, i) => (i === row ? fromPart(l.key, part) : l));
  return { lines: withTrailingBlankPurchase(next), focus: { row, cell: 'qty' } };
};

/** The part a typed or scanned text means for sure: a scanned barcode, the exact part number, or the only match. */
export const exactPart = (text: string, rows: readonly PartListRow[]): PartListRow | null => {
  const key = normalizePartNumber(text.trim());
  const exact = rows.filter((r) => r.matchedBy === 'barcode' || r.partNoNorm === key);
  if (exact.length === 1) return exact[0] ?? null;
  return rows.length === 1 ? (rows[0] ?? null) : null;
};

export const fromPurchaseLines = (lines: readonly PurchaseLine[]): PurchaseDraftLine[] =>
  withTrailingBlankPurchase(
    lines.map((l) => ({
      key: newKey(),
      partCode: l.partCode,
      partNo: l.partNo,
      name: l.partName,
      vatIncluded: l.vatIncluded,
      qty: l.qty,
      unitPrice: l.unitPrice,
    })),
  );

/** Lines that have a part; a keyword typed and never looked up is named by `unpicked`. */
export const filledPurchaseLines = (lines: readonly PurchaseDraftLine[]) =>
  lines.filter((l): l is PurchaseDraftLine & { partCode: string } => l.partCode !== null);

/** The first line whose typed keyword names no part yet: saving would drop it silently. */
export const unpickedLine = (lines: readonly PurchaseDraftLine[]): string | null => {
  const at = lines.findIndex((l) => l.partCode === null && l.partNo.trim() !== '');
  return at < 0
    ? null
    : `${at + 1}번째 줄: '${lines[at]?.partNo}'에 맞는 품목을 고르세요 (품번·품명을 입력하고 Enter).`;
};
