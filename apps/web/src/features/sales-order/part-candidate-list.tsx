import { Spin, Tag } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { formatKstDate, formatWon } from '../../components/data-table/cell-format';
import type { CandidateState } from '../../components/document/use-part-search';
import type { OrderCandidate, Warehouse } from './sales-order.api';
import './part-candidate-list.css';

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
 * The list under a part cell: stock per warehouse and this customer's last price beside each
 * part, so the clerk answers "is it there and what did they pay" without leaving the line.
 * Focus stays in the part cell; arrows move the highlight, Enter picks, Esc closes.
 */
export const PartCandidateList = ({ state, anchor, warehouses, warehouseCode, onPick }: Props) => {
  const [rect, setRect] = useState<DOMRect | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!state.open || !anchor) return;
    const update = () => setRect(anchor.getBoundingClientRect());
    update();
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
    };
  }, [state.open, anchor]);
  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${state.highlight}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [state.highlight]);
  if (!state.open || !rect) return null;

  const ordered = [...warehouses].sort((a, b) =>
    a.code === warehouseCode ? -1 : b.code === warehouseCode ? 1 : a.sortOrder - b.sortOrder,
  );
  const spaceBelow = window.innerHeight - rect.bottom;
  const style: React.CSSProperties =
    spaceBelow > 260
      ? { left: rect.left, top: rect.bottom + 2 }
      : { left: rect.left, bottom: window.innerHeight - rect.top + 2 };

  return createPortal(
    <div className="erp-candidates" style={style} role="listbox" aria-label="품목 후보" ref={listRef}>
      <div className="erp-candidates-head">
        <span>
          ‘{state.keyword}’ 검색 {state.loading ? '' : `${state.rows.length}건`}
        </span>
        <span className="erp-candidates-keys">↑↓ 이동 · Enter 선택 · Esc 닫기</span>
      </div>
      {state.loading && state.rows.length === 0 && (
        <div className="erp-candidates-empty">
          <Spin size="small" /> 찾는 중…
        </div>
      )}
      {state.error && <div className="erp-candidates-empty erp-candidates-error">{state.error}</div>}
      {!state.loading && !state.error && state.rows.length === 0 && (
        <div className="erp-candidates-empty">
          맞는 품목이 없습니다. 품번 앞부분, 바코드 또는 품명으로 찾으세요.
        </div>
      )}
      {state.rows.length > 0 && (
        <table>
          <thead>
            <tr>
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
            </tr>
          </thead>
          <tbody>
            {state.rows.map((c, i) => (
              <tr
                key={c.code}
                data-index={i}
                role="option"
                aria-selected={i === state.highlight}
                className={i === state.highlight ? 'is-active' : undefined}
                onMouseDown={(e) => {
                  // Keep the focus in the part cell; the pick moves it on.
                  e.preventDefault();
                  onPick(c);
                }}
              >
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
                      <span className="erp-candidates-date">
                        {' '}
                        {formatKstDate(c.lastPrice.orderedAt).slice(2)}
                      </span>
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
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>,
    document.body,
  );
};
