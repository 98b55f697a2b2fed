import {
  type BillableLine,
  type BillDifference,
  billDifferences,
  priceLine,
  type SupplierBillInput,
  type SupplierBillView,
} from '@erp/domain';

/** One arrival line on the matching screen, with what this bill charges of it. */
export type PickRow = {
  purchaseLineId: number;
  purchaseCode: string;
  partCode: string;
  partNo: string;
  partName: string;
  orderedQty: number | null;
  receivedQty: number;
  /** Charged by other bills. */
  billedElsewhere: number;
  openQty: number;
  receivedPrice: number;
  vatIncluded: boolean;
  picked: boolean;
  qty: number;
  billPrice: number;
};

/**
 * The rows to match: the supplier's arrival lines still open, with the lines of the bill being
 * edited (its own quantity given back, so it can be charged again) — a line this bill billed in
 * full is no longer open and comes from the bill itself.
 */
export const pickRowsOf = (billable: readonly BillableLine[], bill?: SupplierBillView | null): PickRow[] => {
  const own = new Map((bill?.lines ?? []).map((l) => [l.purchaseLineId, l]));
  const rows: PickRow[] = billable.map((b) => {
    const mine = own.get(b.purchaseLineId);
    const billedElsewhere = b.billedQty - (mine?.qty ?? 0);
    const openQty = b.receivedQty - billedElsewhere;
    return {
      purchaseLineId: b.purchaseLineId,
      purchaseCode: b.purchaseCode,
      partCode: b.partCode,
      partNo: b.partNo,
      partName: b.partName,
      orderedQty: b.orderedQty,
      receivedQty: b.receivedQty,
      billedElsewhere,
      openQty,
      receivedPrice: b.unitPrice,
      vatIncluded: b.vatIncluded,
      picked: mine !== undefined,
      qty: mine?.qty ?? openQty,
      billPrice: mine?.unitPrice ?? b.unitPrice,
    };
  });
  const listed = new Set(billable.map((b) => b.purchaseLineId));
  for (const l of bill?.lines ?? []) {
    if (listed.has(l.purchaseLineId)) continue;
    rows.push({
      purchaseLineId: l.purchaseLineId,
      purchaseCode: l.purchaseCode,
      partCode: l.partCode,
      partNo: l.partNo,
      partName: l.partName,
      orderedQty: l.orderedQty,
      receivedQty: l.receivedQty,
      billedElsewhere: l.billedElsewhere,
      openQty: l.receivedQty - l.billedElsewhere,
      receivedPrice: l.receivedPrice,
      vatIncluded: l.vatIncluded,
      picked: true,
      qty: l.qty,
      billPrice: l.unitPrice,
    });
  }
  return rows;
};

/** The picked rows in bill order (line 1 is the first picked row). */
const pickedOf = (rows: readonly PickRow[]) => rows.filter((r) => r.picked);

export const billLinesOf = (rows: readonly PickRow[]): SupplierBillInput['lines'] =>
  pickedOf(rows).map((r) => ({ purchaseLineId: r.purchaseLineId, qty: r.qty, unitPrice: r.billPrice }));

/** What the server will list as differences once saved, shown while the clerk matches. */
export const previewDifferences = (rows: readonly PickRow[]): BillDifference[] =>
  billDifferences(
    pickedOf(rows).map((r, i) => ({
      lineNo: i + 1,
      partName: r.partName,
      openQty: r.openQty,
      receivedPrice: r.receivedPrice,
      billedQty: r.qty,
      billedPrice: r.billPrice,
      vatIncluded: r.vatIncluded,
    })),
  );

/** The bill's money as the server will price it: each picked line by its arrival's VAT flag. */
export const pickTotals = (rows: readonly PickRow[]) =>
  pickedOf(rows).reduce(
    (sum, r) => {
      const m = priceLine(r.qty, r.billPrice, r.vatIncluded);
      return { supply: sum.supply + m.supply, vat: sum.vat + m.tax, total: sum.total + m.total };
    },
    { supply: 0, vat: 0, total: 0 },
  );

/** The first row whose quantity passes what is open (the server refuses it too), for a warning. */
export const overBilled = (rows: readonly PickRow[]): PickRow | undefined =>
  pickedOf(rows).find((r) => r.qty > r.openQty);
