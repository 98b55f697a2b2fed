import type { PurchaseOrderLine, ShortagePart } from '@erp/domain';
import {
  filledPurchaseLines,
  fromPurchaseLines,
  type PurchaseDraftLine,
  withTrailingBlankPurchase,
} from '../purchase/purchase-lines';

// An order's lines are typed on the purchase line grid (part, quantity, price); the expected day
// comes from the header unless a line already had its own (kept through a modify).

let seq = 0;

/** The parts below their proper stock, added to the lines (a part already there is left alone). */
export const withShortages = (lines: readonly PurchaseDraftLine[], shortages: readonly ShortagePart[]) => {
  const have = new Set(filledPurchaseLines(lines).map((l) => l.partCode));
  const added: PurchaseDraftLine[] = shortages
    .filter((s) => !have.has(s.partCode) && s.suggestedQty > 0)
    .map((s) => ({
      key: `s${(seq++).toString(36)}`,
      partCode: s.partCode,
      partNo: s.partNo,
      name: s.partName,
      vatIncluded: s.vatIncluded,
      qty: s.suggestedQty,
      unitPrice: s.purchasePrice,
    }));
  return withTrailingBlankPurchase([...filledPurchaseLines(lines), ...added]);
};

/** The lines of a stored order, on the grid. */
export const fromOrderLines = (lines: readonly PurchaseOrderLine[]): PurchaseDraftLine[] =>
  fromPurchaseLines(lines.map((l) => ({ ...l, supplierPartNo: null, amount: l.qty * l.unitPrice })));
