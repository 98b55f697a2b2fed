import { useEffect, useRef } from 'react';
import type { PurchaseDraftLine } from '../purchase/purchase-lines';
import { fetchReturnPrice } from './purchase-return.api';
import type { ReturnDraft } from './purchase-return-lines';

/**
 * A part typed on a return line is priced as the supplier last sold it (the newest fixed purchase
 * line), not at the part's list purchase price the grid fills in: the price is asked once per line
 * and part, once a supplier is chosen. Lines from a purchase or a stored return keep their price.
 */
export const useReturnPrices = (
  supplierCode: string | null,
  draft: ReturnDraft,
  setLines: (update: (lines: PurchaseDraftLine[]) => PurchaseDraftLine[]) => void,
) => {
  const asked = useRef(new Set<string>());
  useEffect(() => {
    if (!supplierCode) return;
    for (const line of draft.lines) {
      const id = `${supplierCode}|${line.key}|${line.partCode}`;
      if (line.partCode === null || draft.extras[line.key] || asked.current.has(id)) continue;
      asked.current.add(id);
      const { key, partCode } = line;
      fetchReturnPrice(supplierCode, partCode)
        .then(({ unitPrice }) => {
          if (unitPrice === null) return;
          setLines((lines) =>
            lines.map((l) => (l.key === key && l.partCode === partCode ? { ...l, unitPrice } : l)),
          );
        })
        .catch(() => undefined);
    }
  }, [supplierCode, draft, setLines]);
};
