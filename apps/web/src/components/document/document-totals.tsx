import { documentTotalProblem } from '@erp/domain';
import type { ReactNode } from 'react';
import { formatWon } from '../data-table/cell-format';
import { type PricedTotals, unpricedNote } from '../line-grid/line-cell-rules';

type Props = {
  totals: PricedTotals;
  /** The document's name in the limit message: 매입, 주문. */
  documentName: string;
  /** The test ids' prefix: `purchase` gives purchase-total, purchase-unpriced, purchase-over-total. */
  testId: string;
  /** Figures before the money (품목 n건, 수량), as the area counts them. */
  leading?: ReactNode;
  /** 부가세 (포함) when the prices include VAT. */
  taxNote?: string;
  /** Figures after the total (the order's cancelled amounts). */
  trailing?: ReactNode;
};

/**
 * A document's totals as the lines are typed: supply, tax and total over the lines that can be
 * priced, the lines left out while a cell is refused, and the document-total limit the server
 * keeps, so the clerk reads the refusal before saving.
 */
export const DocumentTotals = ({ totals, documentName, testId, leading, taxNote = '', trailing }: Props) => {
  const overTotal = documentTotalProblem(documentName, totals.total);
  return (
    <dl className="erp-order-totals" aria-label={`${documentName} 합계`}>
      {leading}
      <div>
        <dt>공급가액</dt>
        <dd data-testid={`${testId}-supply`}>{formatWon(totals.supply)}</dd>
      </div>
      <div>
        <dt>부가세{taxNote}</dt>
        <dd data-testid={`${testId}-tax`}>{formatWon(totals.tax)}</dd>
      </div>
      <div className="erp-order-grand">
        <dt>합계</dt>
        <dd data-testid={`${testId}-total`}>{formatWon(totals.total)}원</dd>
      </div>
      {totals.unpriced > 0 && (
        <div className="erp-order-unpriced" data-testid={`${testId}-unpriced`}>
          {unpricedNote(totals.unpriced)}
        </div>
      )}
      {overTotal && (
        <div className="erp-order-unpriced" data-testid={`${testId}-over-total`}>
          {overTotal}
        </div>
      )}
      {trailing}
    </dl>
  );
};
