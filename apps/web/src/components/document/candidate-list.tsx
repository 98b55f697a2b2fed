import { Spin } from 'antd';
import { type CSSProperties, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { CandidateState } from './use-part-search';
import './candidate-list.css';

type Props<C> = {
  state: CandidateState<C>;
  anchor: HTMLElement | null;
  onPick: (candidate: C) => void;
  rowKey: (candidate: C) => string;
  /** The head row's cells (품번, 품명, …), as the area shows its candidates. */
  head: ReactNode;
  /** One candidate's cells. */
  cells: (candidate: C) => ReactNode;
};

/**
 * The list under a document grid's part cell. Focus stays in the part cell; arrows move the
 * highlight, Enter picks, Esc closes. The area says which figures stand beside each part (the
 * order: stock per warehouse and this customer's last price).
 */
export const CandidateList = <C,>({ state, anchor, onPick, rowKey, head, cells }: Props<C>) => {
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

  const spaceBelow = window.innerHeight - rect.bottom;
  const style: CSSProperties =
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
            <tr>{head}</tr>
          </thead>
          <tbody>
            {state.rows.map((c, i) => (
              <tr
                key={rowKey(c)}
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
                {cells(c)}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>,
    document.body,
  );
};
