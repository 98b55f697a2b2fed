import { formatWon } from '../../components/data-table/cell-format';
import { ColGroup } from '../../components/print-sheet/col-group';
import type { OrderLineView } from './sales-order.api';

/** The lines of a fixed or cancelled order, as stored: nothing here can be typed over. */
export const OrderLineTable = ({ lines }: { lines: readonly OrderLineView[] }) => (
  <div className="erp-line-grid is-readonly">
    <table aria-label="주문 품목">
      <ColGroup widths={[40, 150, null, 90, 64, 64, 100, 104, 88, 108, 170]} />
      <thead>
        <tr>
          <th>No</th>
          <th>품번</th>
          <th>품명</th>
          <th>규격</th>
          <th className="num">수량</th>
          <th className="num">취소</th>
          <th className="num">단가</th>
          <th className="num">공급가액</th>
          <th className="num">부가세</th>
          <th className="num">합계</th>
          <th>단가 사유 · 비고</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr key={l.lineNo} className={l.cancelledQty >= l.qty ? 'is-cancelled' : undefined}>
            <td className="center muted">{l.lineNo}</td>
            <td className="code">{l.partNo}</td>
            <td className="ellipsis" title={l.partName}>
              {l.partName}
            </td>
            <td className="ellipsis">{l.norm}</td>
            <td className="num">{formatWon(l.qty)}</td>
            <td className={`num${l.cancelledQty > 0 ? ' is-short' : ' muted'}`}>
              {l.cancelledQty > 0 ? formatWon(l.cancelledQty) : '—'}
            </td>
            <td className="num">{formatWon(l.unitPrice)}</td>
            <td className="num">{formatWon(l.supply)}</td>
            <td className="num">{formatWon(l.tax)}</td>
            <td className="num strong">{formatWon(l.total)}</td>
            <td className="ellipsis" title={[l.priceReason, l.memo].filter(Boolean).join(' · ')}>
              {[l.priceReason, l.memo].filter(Boolean).join(' · ')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);
