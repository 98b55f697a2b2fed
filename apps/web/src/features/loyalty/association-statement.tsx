import { PAYOUT_STATUS_LABELS, type Payout } from '@erp/domain';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import './loyalty.css';

const n = (v: number) => v.toLocaleString('ko-KR');

/** The association point statement (협회 포인트 지급 명세서) as printed on A4. */
export const AssociationStatement = ({
  payout,
  kind,
  preview = false,
}: {
  payout: Payout;
  kind: '인쇄' | '재인쇄';
  /** Also shown on screen (the re-print page), not only on paper. */
  preview?: boolean;
}) => (
  <div className={preview ? 'erp-point-print erp-point-preview' : 'erp-point-print'}>
    <h2>협회 포인트 지급 명세서{kind === '재인쇄' ? ' (재인쇄)' : ''}</h2>
    <p>
      {payout.associationName} ({payout.associationCode}) · 지급 번호 {payout.code} ·{' '}
      {PAYOUT_STATUS_LABELS[payout.status]}
    </p>
    <p>
      요청 {payout.requestedByName ?? '—'} {formatKstDateTime(payout.requestedAt)} · 확인{' '}
      {payout.confirmedByName ?? '—'} {payout.confirmedAt ? formatKstDateTime(payout.confirmedAt) : ''}
    </p>
    <table>
      <thead>
        <tr>
          <th>거래처 코드</th>
          <th>거래처명</th>
          <th>지급 포인트</th>
        </tr>
      </thead>
      <tbody>
        {payout.lines.map((l) => (
          <tr key={l.customerCode}>
            <td>{l.customerCode}</td>
            <td>{l.customerName}</td>
            <td className="num">{n(l.points)}</td>
          </tr>
        ))}
        <tr>
          <td colSpan={2}>합계 ({payout.lines.length}곳)</td>
          <td className="num">{n(payout.total)}</td>
        </tr>
      </tbody>
    </table>
  </div>
);
