import { DocumentTotals } from '../../components/document/document-totals';
import { pricedTotals } from '../../components/line-grid/line-cell-rules';
import { PurchaseLineGrid } from './purchase-line-grid';
import { filledPurchaseLines, type PurchaseDraftLine, purchaseLineAmounts } from './purchase-lines';

/**
 * The lines part of a supplier document page (order request, return request): the purchase line
 * grid under its title with the filled count, and the totals of the filled lines. Spread into
 * DocumentPage, so both forms show and total their lines the same way.
 */
export const purchaseDocumentLines = (p: {
  title: string;
  lines: PurchaseDraftLine[];
  onChange: (update: (lines: PurchaseDraftLine[]) => PurchaseDraftLine[]) => void;
  disabled: boolean;
  documentName: string;
  testId: string;
}) => {
  const filled = filledPurchaseLines(p.lines);
  return {
    linesTitle: `${p.title} (${filled.length})`,
    lines: <PurchaseLineGrid lines={p.lines} onChange={p.onChange} disabled={p.disabled} />,
    totals: (
      <DocumentTotals
        totals={pricedTotals(filled.map(purchaseLineAmounts))}
        documentName={p.documentName}
        testId={p.testId}
      />
    ),
  };
};
