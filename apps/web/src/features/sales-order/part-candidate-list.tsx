import { Tag } from 'antd';
import { formatKstDate, formatWon } from '../../components/data-table/cell-format';
import { CandidateList } from '../../components/document/candidate-list';
import type { CandidateState } from '../../components/document/use-part-search';
import type { OrderCandidate, Warehouse } from './sales-order.api';

const MATCHED_BY: Record<string, string> = { code: '코드', partNo: '품번', barcode: '바코드', name: '품명' };

type Props = {
  state: CandidateState<OrderCandidate>;
  anchor: HTMLElement | null;
  warehouses: readonly Warehouse[];
  /** The order's warehouse: its stock column comes first and is marked. */
  warehouseCode: string;
  onPick: (candidate: OrderCandidate) => void;
};

const shortName = (w: Warehouse) => w.name.replace(/\s*\(.*\)$/, '').replace(/ 창고$/, '');

/**
 * The order's candidates: stock per warehouse and this customer's last price beside each part,
 * so the clerk answers "is it there and what did they pay" without leaving the line.
 */
export const PartCandidateList = ({ state, anchor, warehouses, warehouseCode, onPick }: Props) => {
  const ordered = [...warehouses].sort((a, b) =>
    a.code === warehouseCode ? -1 : b.code === warehouseCode ? 1 : a.sortOrder - b.sortOrder,
  );
  return (
    <CandidateList<OrderCandidate>
      state={state}
      anchor={anchor}
      onPick={onPick}
      rowKey={(c) => c.code}
      head={
        <>
          <th>품번</th>
          <th>품명</th>
          <th>규격</th>
          <th>브랜드</th>
          <th className="num">판매가</th>
          <th className="num" title="거래처 분류별 할인 단가">
            분류 단가
          </th>
          <th className="num" title="이 거래처가 마지막으로 산 단가">
            최근 단가
          </th>
          {ordered.map((w) => (
            <th key={w.code} className={`num${w.code === warehouseCode ? ' erp-candidates-own' : ''}`}>
              {shortName(w)}
            </th>
          ))}
        </>
      }
      cells={(c) => (
        <>
          <td className="code">
            {c.partNo}
            {c.matchedBy && c.matchedBy !== 'partNo' && (
              <Tag className="erp-candidates-tag">{MATCHED_BY[c.matchedBy]}</Tag>
            )}
          </td>
          <td>
            {c.name}
            {c.carModel && <span className="erp-candidates-car"> {c.carModel}</span>}
          </td>
          <td>{c.norm}</td>
          <td>{c.brandName}</td>
          <td className="num">{formatWon(c.salePrice)}</td>
          <td className="num">{c.categoryPrice === null ? '—' : formatWon(c.categoryPrice)}</td>
          <td className="num" title={c.lastPrice ? `${c.lastPrice.orderCode}` : undefined}>
            {c.lastPrice ? (
              <>
                <strong>{formatWon(c.lastPrice.unitPrice)}</strong>
                <span className="erp-candidates-date"> {formatKstDate(c.lastPrice.orderedAt).slice(2)}</span>
              </>
            ) : (
              '—'
            )}
          </td>
          {ordered.map((w) => {
            const qty = c.stock.find((s) => s.warehouseCode === w.code)?.qty ?? 0;
            return (
              <td
                key={w.code}
                className={`num${w.code === warehouseCode ? ' erp-candidates-own' : ''}${qty <= 0 ? ' is-zero' : ''}`}
              >
                {formatWon(qty)}
              </td>
            );
          })}
        </>
      )}
    />
  );
};
