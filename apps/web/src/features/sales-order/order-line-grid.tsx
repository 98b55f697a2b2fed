import { CloseOutlined } from '@ant-design/icons';
import { withParticle } from '@erp/domain';
import { Tooltip } from 'antd';
import { type KeyboardEvent, type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { formatWon } from '../../components/data-table/cell-format';
import { toast } from '../../shell/toast/toast';
import { AmountInput } from './amount-input';
import {
  afterDelete,
  type CellPos,
  gridKeyAction,
  type LineCell,
  nextCell,
  previousCell,
  verticalCell,
} from './order-grid-keys';
import { OrderLineHead } from './order-line-head';
import {
  type DraftLine,
  isShort,
  lineAmounts,
  needsReason,
  priceProblem,
  qtyProblem,
  stockIn,
  withCandidate,
  withTrailingBlank,
} from './order-lines';
import { exactCandidate } from './order-paste';
import { PartCandidateList } from './part-candidate-list';
import { PartInput } from './part-input';
import type { OrderCandidate, Warehouse } from './sales-order.api';
import { useOrderCandidates } from './use-order-candidates';

export type OrderLineGridHandle = { focusCell: (pos: CellPos) => void; focusNewLine: () => void };

type Props = {
  lines: readonly DraftLine[];
  onChange: (update: (lines: DraftLine[]) => DraftLine[]) => void;
  customerCode: string | null;
  vatIncluded: boolean;
  warehouseCode: string;
  warehouses: readonly Warehouse[];
  /** Lines copied from Excel (several rows) go to the page, which looks each part up. */
  onPasteBlock: (text: string, atRow: number) => void;
  handleRef?: Ref<OrderLineGridHandle>;
};

const cellId = (key: string, cell: LineCell) => `${key}:${cell}`;

/**
 * The Excel-like line entry of the order register. Every cell is a real input that stays in
 * place (not a grid that starts an editor on the first key), so the Hangul IME composes from the
 * first keystroke and a barcode scanner's burst of characters is never split between a cell and
 * an editor that is still opening.
 */
export const OrderLineGrid = (props: Props) => {
  const { lines, onChange, customerCode, vatIncluded, warehouseCode, warehouses, onPasteBlock } = props;
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const [pending, setPending] = useState<CellPos | null>(null);
  const [reasonAsked, setReasonAsked] = useState<string | null>(null);
  const search = useOrderCandidates(customerCode);
  const searchRef = useRef(search);
  searchRef.current = search;

  const focusAt = (pos: CellPos) => {
    const line = lines[pos.row];
    const el = line && inputs.current.get(cellId(line.key, pos.cell));
    if (!el) return false;
    el.focus();
    el.select();
    return true;
  };
  // Focus moves after the lines it points at have rendered (a pick appends the next blank line).
  // biome-ignore lint/correctness/useExhaustiveDependencies: focusAt reads the rendered lines.
  useEffect(() => {
    if (pending && focusAt(pending)) setPending(null);
  }, [pending, lines]);

  useImperativeHandle(props.handleRef, () => ({
    focusCell: (pos) => setPending(pos),
    focusNewLine: () => setPending({ row: Math.max(0, lines.length - 1), cell: 'part' }),
  }));

  const patch = (key: string, change: Partial<DraftLine>) =>
    onChange((all) => withTrailingBlank(all.map((l) => (l.key === key ? { ...l, ...change } : l))));

  const pick = (row: number, line: DraftLine, c: OrderCandidate) => {
    const twin = lines.findIndex((l, i) => i !== row && l.partCode === c.code);
    if (twin >= 0) toast.warning(`${withParticle(c.partNo, '은/는')} ${twin + 1}번째 줄에도 있습니다.`);
    search.close();
    onChange((all) => withTrailingBlank(all.map((l) => (l.key === line.key ? withCandidate(l, c) : l))));
    setPending({ row, cell: 'qty' });
  };

  const removeLine = (row: number, cell: LineCell) => {
    const line = lines[row];
    if (!line) return;
    search.close();
    const rest = withTrailingBlank(lines.filter((l) => l.key !== line.key));
    onChange((all) => withTrailingBlank(all.filter((l) => l.key !== line.key)));
    const to = afterDelete(row, cell, rest.length);
    // Landing on the empty last line means typing the next part.
    setPending(rest[to.row]?.partCode ? to : { row: to.row, cell: 'part' });
  };

  // Enter before the list has answered: an exact part number or barcode (or a single match) is
  // taken at once, as a scanner expects; anything else waits in the list for a choice.
  const searchPart = async (row: number, line: DraftLine, text: string) => {
    const rows = await searchRef.current.run(line.key, text);
    const match = exactCandidate(text, rows);
    if (match) pick(row, line, match);
  };

  const onKey = (row: number, cell: LineCell, line: DraftLine) => (e: KeyboardEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    const composing = e.nativeEvent.isComposing || e.keyCode === 229;
    const listOpen = cell === 'part' && search.state.open && search.state.lineKey === line.key;
    if (listOpen && !composing) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        search.move(e.key === 'ArrowDown' ? 1 : -1);
        return;
      }
      if (e.key === 'Escape') {
        e.preventDefault();
        search.close();
        return;
      }
      if (e.key === 'Enter') {
        e.preventDefault();
        const text = el.value.trim();
        const ready = !search.state.loading && search.state.keyword.trim() === text;
        const chosen = search.state.rows[search.state.highlight];
        if (ready && chosen) pick(row, line, chosen);
        else if (text) void searchPart(row, line, text);
        return;
      }
    }
    const action = gridKeyAction(cell, {
      key: e.key,
      shiftKey: e.shiftKey,
      ctrlKey: e.ctrlKey,
      metaKey: e.metaKey,
      altKey: e.altKey,
      isComposing: composing,
      listOpen,
      allSelected: el.value === '' || (el.selectionStart === 0 && el.selectionEnd === el.value.length),
    });
    if (action === 'none') return;
    e.preventDefault();
    const here = { row, cell };
    if (action === 'delete-line') return removeLine(row, cell);
    if (action === 'up' || action === 'down') {
      const to = verticalCell(here, action === 'up' ? -1 : 1, lines.length);
      if (to) focusAt(to);
      return;
    }
    if (action === 'back') {
      const to = previousCell(here, (r) => (lines[r] ? needsReason(lines[r]) : false));
      if (to) focusAt(to);
      return;
    }
    if (cell === 'part') {
      const text = el.value.trim();
      if (line.partCode && text === line.partNo) focusAt({ row, cell: 'qty' });
      else if (text) void searchPart(row, line, text);
      return;
    }
    if (!line.partCode) return void focusAt({ row, cell: 'part' });
    const qtyMessage = cell === 'qty' ? qtyProblem(line.qty, el.value) : null;
    if (qtyMessage) return toast.warning(qtyMessage);
    const priceMessage = cell === 'price' ? priceProblem(line.unitPrice, el.value) : null;
    if (priceMessage) return toast.warning(priceMessage);
    if (cell === 'reason' && needsReason(line) && line.priceReason.trim() === '') {
      setReasonAsked(line.key);
      return toast.warning('기준 단가와 다르면 변경 사유를 입력하세요.');
    }
    const to = nextCell(here, needsReason(line));
    if (to.cell === 'reason') setReasonAsked(line.key);
    setPending(to);
  };

  const register = (id: string) => (el: HTMLInputElement | null) => {
    if (el) inputs.current.set(id, el);
    else inputs.current.delete(id);
  };

  /**
   * A quantity or price cell. A refused number is named on the cell itself (a tooltip that stays
   * open while the number is wrong), so the clerk sees which cell and why without pressing Enter.
   */
  const amountCell = (
    row: number,
    line: DraftLine,
    cell: 'qty' | 'price',
    extraClass: string,
    note: string | null = null,
  ) => {
    // A blank line has nothing to refuse yet; a picked one is checked as it is typed.
    const problem =
      line.partCode === null ? null : cell === 'qty' ? qtyProblem(line.qty) : priceProblem(line.unitPrice);
    const says = problem ?? note;
    return (
      <Tooltip open={problem ? true : says ? undefined : false} title={says}>
        {/* The tooltip anchors on an element it can hold a ref to; the cell's input takes its own. */}
        <span className="erp-line-anchor">
          <AmountInput
            problem={problem}
            inputRef={register(cellId(line.key, cell))}
            className={extraClass}
            label={`${row + 1}번째 줄 ${cell === 'qty' ? '수량' : '단가'}`}
            cell={cell}
            value={cell === 'qty' ? line.qty : line.unitPrice}
            onValue={(value) => patch(line.key, cell === 'qty' ? { qty: value } : { unitPrice: value })}
            onKeyDown={onKey(row, cell, line)}
          />
        </span>
      </Tooltip>
    );
  };

  const anchorKey = search.state.lineKey;
  const warehouseLabel = warehouses
    .find((w) => w.code === warehouseCode)
    ?.name.replace(/\s*\(.*\)$/, '')
    .replace(/ 창고$/, '');
  return (
    <div className="erp-line-grid">
      <table aria-label="주문 품목">
        <OrderLineHead warehouseLabel={warehouseLabel} />
        <tbody>
          {lines.map((line, row) => {
            const money = lineAmounts(line, vatIncluded);
            const onHand = stockIn(line, warehouseCode);
            const short = isShort(line, warehouseCode);
            const reasonNeeded = needsReason(line);
            const reasonMissing = reasonNeeded && line.priceReason.trim() === '';
            const blank = line.partCode === null;
            // A line a cell of which is refused has no money: shown as — and left out of the totals.
            const moneyCell = (value: number | undefined) =>
              blank ? (
                ''
              ) : value === undefined ? (
                <span className="erp-line-unpriced">—</span>
              ) : (
                formatWon(value)
              );
            return (
              <tr key={line.key} className={blank ? 'is-blank' : undefined} data-row={row}>
                <td className="center muted">{blank ? '＋' : row + 1}</td>
                <td>
                  <PartInput
                    // A pick remounts the cell, so what was typed gives way to the chosen part number.
                    key={line.partCode ?? 'none'}
                    inputRef={register(cellId(line.key, 'part'))}
                    label={`${row + 1}번째 줄 품번`}
                    partNo={line.partNo}
                    blank={blank}
                    onTyped={(text) => search.typed(line.key, text)}
                    onLeave={(text) => {
                      search.close();
                      // A chosen part stays until another is picked; a typed keyword stays to be looked up.
                      onChange((all) =>
                        withTrailingBlank(
                          all.map((l) =>
                            l.key === line.key && !l.partCode ? { ...l, partNo: text.trim() } : l,
                          ),
                        ),
                      );
                    }}
                    onPasteBlock={(text) => onPasteBlock(text, row)}
                    onKeyDown={onKey(row, 'part', line)}
                  />
                </td>
                <td className="ellipsis" title={line.partName}>
                  {line.partName}
                </td>
                <td className="ellipsis">{line.norm}</td>
                <td className={`num${short ? ' is-short' : ''}`}>
                  {onHand === null ? '' : formatWon(onHand)}
                </td>
                <td className={short ? 'is-short-cell' : undefined}>
                  {amountCell(
                    row,
                    line,
                    'qty',
                    short ? 'is-short' : '',
                    short ? `재고 부족: ${formatWon(onHand ?? 0)}개 있음` : null,
                  )}
                </td>
                <td>{amountCell(row, line, 'price', reasonNeeded ? 'is-changed' : '')}</td>
                <td className="num">{moneyCell(money?.supply)}</td>
                <td className="num">{moneyCell(money?.tax)}</td>
                <td
                  className="num strong"
                  title={money || blank ? undefined : '수량·단가를 고치면 계산됩니다.'}
                >
                  {moneyCell(money?.total)}
                </td>
                <td>
                  <input
                    ref={register(cellId(line.key, 'reason'))}
                    className={`erp-line-input${reasonMissing ? ' is-required' : ''}${
                      reasonMissing && reasonAsked === line.key ? ' is-asked' : ''
                    }`}
                    aria-label={`${row + 1}번째 줄 단가 변경 사유`}
                    data-cell="reason"
                    placeholder={reasonNeeded ? `사유 필수 (기준 ${formatWon(line.listPrice)})` : undefined}
                    value={line.priceReason}
                    disabled={blank}
                    onChange={(e) => patch(line.key, { priceReason: e.target.value })}
                    onKeyDown={onKey(row, 'reason', line)}
                  />
                </td>
                <td className="center">
                  {!blank && (
                    <button
                      type="button"
                      tabIndex={-1}
                      className="erp-line-remove"
                      aria-label={`${row + 1}번째 줄 삭제`}
                      title="줄 삭제 (Ctrl+Delete)"
                      onClick={() => removeLine(row, 'part')}
                    >
                      <CloseOutlined />
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <PartCandidateList
        state={search.state}
        anchor={anchorKey ? (inputs.current.get(cellId(anchorKey, 'part')) ?? null) : null}
        warehouses={warehouses}
        warehouseCode={warehouseCode}
        onPick={(c) => {
          const row = lines.findIndex((l) => l.key === anchorKey);
          const line = lines[row];
          if (line) pick(row, line, c);
        }}
      />
    </div>
  );
};
