import { POINT_KIND_LABELS, type PointInfo } from '@erp/domain';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import './loyalty.css';

const n = (v: number) => v.toLocaleString('ko-KR');

/** The point statement as printed (A4): the customer, its balance and the entries on screen. */
export const PointStatementPrint = ({ info }: { info: PointInfo }) => (
  <div className="erp-point-print">
    <h2>포인트 내역서</h2>
    <p>
      거래처 {info.customerName} ({info.customerCode}) · 등급 {info.rank ?? '—'} · 잔액 {n(info.balance)}점 ·
      출력 {formatKstDateTime(new Date().toISOString())}
    </p>
    <table>
      <thead>
        <tr>
          <th>일시</th>
          <th>구분</th>
          <th>포인트</th>
          <th>잔액</th>
          <th>문서</th>
          <th>내용</th>
        </tr>
      </thead>
      <tbody>
        {info.entries.rows.map((r) => (
          <tr key={r.id}>
            <td>{formatKstDateTime(r.at)}</td>
            <td>{POINT_KIND_LABELS[r.kind]}</td>
            <td className="num">{n(r.amount)}</td>
            <td className="num">{n(r.balanceAfter)}</td>
            <td>{r.docCode ? `${r.docCode}${r.docLine ? `-${r.docLine}` : ''}` : ''}</td>
            <td>{r.memo}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);
