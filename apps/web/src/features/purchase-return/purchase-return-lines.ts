import type {
  PurchaseReturnLineInput,
  PurchaseReturnView,
  ReturnablePurchase,
  ReturnLineReason,
} from '@erp/domain';
import type { PurchaseDraftLine } from '../purchase/purchase-lines';
import { filledPurchaseLines, withTrailingBlankPurchase } from '../purchase/purchase-lines';

// A return's lines are typed on the purchase line grid (part, quantity, price); what a return
// line adds — the purchase line it goes back against and its reason — rides beside it by key.

/** The purchase line a draft line is returned against, and its reason. */
export type ReturnLineExtra = {
  purchaseCode: string | null;
  purchaseLineNo: number | null;
  reason: ReturnLineReason;
  sourceKind?: string | null;
  sourceCode?: string | null;
};

export type ReturnDraft = { lines: PurchaseDraftLine[]; extras: Record<string, ReturnLineExtra> };

let seq = 0;
const newKey = () => `r${Date.now().toString(36)}${(seq++).toString(36)}`;

/** A line with a part, as a stored return or a purchase names it. */
type SourceLine = {
  partCode: string;
  partNo: string;
  partName: string;
  vatIncluded: boolean;
  unitPrice: number;
};

/** Draft lines (each with a new key, the extra beside it) and the blank line to type the next part. */
const draftOf = (rows: readonly { line: SourceLine; qty: number; extra: ReturnLineExtra }[]): ReturnDraft => {
  const extras: Record<string, ReturnLineExtra> = {};
  const lines = rows.map(({ line, qty, extra }): PurchaseDraftLine => {
    const key = newKey();
    extras[key] = extra;
    const { partCode, partNo, partName, vatIncluded, unitPrice } = line;
    return { key, partCode, partNo, name: partName, vatIncluded, qty, unitPrice };
  });
  return { lines: withTrailingBlankPurchase(lines), extras };
};

/**
 * PurchaseReturnRegister: the purchase's lines that may still be returned, each at what is left
 * (or only line `onlyLineNo`, when the URL names one), priced as bought.
 */
export const draftFromPurchase = (
  purchase: ReturnablePurchase,
  reason: ReturnLineReason,
  onlyLineNo: number | null = null,
): ReturnDraft =>
  draftOf(
    purchase.lines
      .filter((l) => l.returnable > 0 && (onlyLineNo === null || l.lineNo === onlyLineNo))
      .map((l) => ({
        line: l,
        qty: l.returnable,
        extra: { purchaseCode: purchase.purchaseCode, purchaseLineNo: l.lineNo, reason },
      })),
  );

/** PurchaseReturnModify: the stored return as a draft. */
export const draftFromReturn = (view: PurchaseReturnView): ReturnDraft =>
  draftOf(
    view.lines.map((l) => ({
      line: l,
      qty: l.qty,
      extra: {
        purchaseCode: l.purchaseCode,
        purchaseLineNo: l.purchaseLineNo,
        reason: l.reason,
        sourceKind: l.sourceKind,
        sourceCode: l.sourceCode,
      },
    })),
  );

/**
 * The lines as the server takes them: blank cells go as they are (the server names the field and
 * the line); a line typed here without a purchase takes the header's reason; a price left empty
 * is left out, so the server prices it from the supplier's last fixed purchase.
 */
export const returnLinesInput = (
  draft: ReturnDraft,
  defaultReason: ReturnLineReason,
): PurchaseReturnLineInput[] =>
  filledPurchaseLines(draft.lines).map((l) => {
    const extra = draft.extras[l.key];
    return {
      partCode: l.partCode,
      qty: l.qty as number,
      ...(l.unitPrice === null ? {} : { unitPrice: l.unitPrice }),
      reason: extra?.reason ?? defaultReason,
      purchaseCode: extra?.purchaseCode ?? null,
      ...(extra?.purchaseLineNo ? { purchaseLineNo: extra.purchaseLineNo } : {}),
      ...(extra?.sourceKind ? { sourceKind: extra.sourceKind as PurchaseReturnLineInput['sourceKind'] } : {}),
      ...(extra?.sourceCode ? { sourceCode: extra.sourceCode } : {}),
    };
  });
