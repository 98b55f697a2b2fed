import { CloseOutlined } from '@ant-design/icons';
import {
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { toast } from '../../shell/toast/toast';
import { numberCellProblem, parseCellNumber } from '../line-grid/line-cell-rules';
import { type DocumentColumn, type EditableColumn, isEditable, type LineModel } from './document-columns';
import { DocumentLineHead, LineCell, type LineCellKit, lineCellClass } from './document-line-cells';
import {
  afterDelete,
  type CellPos,
  type EditableCell,
  gridKeyAction,
  nextCell,
  previousCell,
  verticalCell,
} from './line-grid-keys';
import type { PartSearch } from './use-part-search';
import './document-line-grid.css';

export type DocumentLineGridHandle = { focusCell: (pos: CellPos) => void; focusNewLine: () => void };

/** The part lookup of an area: its search, what a scanner's Enter takes, and how a pick lands. */
export type PartLookup<L, C> = {
  search: PartSearch<C>;
  /** The candidate a typed or scanned text means for sure, else null (the list waits). */
  exact: (text: string, rows: readonly C[]) => C | null;
  /** A candidate taken into a line: the new lines and where the cursor goes. */
  pick: (lines: readonly L[], row: number, candidate: C) => { lines: L[]; focus: CellPos };
  /** The list under the part cell. */
  renderList: (p: { anchor: HTMLElement | null; onPick: (candidate: C) => void }) => ReactNode;
};

type Props<L, C> = {
  label: string;
  lines: readonly L[];
  onChange: (update: (lines: L[]) => L[]) => void;
  model: LineModel<L>;
  columns: readonly DocumentColumn<L>[];
  part: PartLookup<L, C>;
  /** Lines copied from Excel (several rows) go to the area, which looks each part up. */
  onPasteBlock?: (text: string, atRow: number) => void;
  handleRef?: Ref<DocumentLineGridHandle>;
  disabled?: boolean;
};

import { cellId } from './document-line-cells';

/**
 * The Excel-like line entry of a document (order, purchase, and the areas of the same shape).
 * Every cell is a real input that stays in place (not a grid that starts an editor on the first
 * key), so the Hangul IME composes from the first keystroke and a barcode scanner's burst of
 * characters is never split between a cell and an editor that is still opening.
 */
export const DocumentLineGrid = <L, C>(props: Props<L, C>) => {
  const { lines, onChange, model, columns, part, onPasteBlock } = props;
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const [pending, setPending] = useState<CellPos | null>(null);
  const [asked, setAsked] = useState<string | null>(null);
  const search = part.search;
  const searchRef = useRef(search);
  searchRef.current = search;
  const editable = columns.filter(isEditable);
  const partCell = editable.find((c) => c.kind === 'part')?.cell ?? 'part';
  const cells: EditableCell<L>[] = editable.map((c) => ({
    cell: c.cell,
    ...(c.kind === 'text' && c.when ? { when: c.when } : {}),
  }));

  const focusAt = (pos: CellPos) => {
    const line = lines[pos.row];
    const el = line && inputs.current.get(cellId(model.key(line), pos.cell));
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
    focusNewLine: () => setPending({ row: Math.max(0, lines.length - 1), cell: partCell }),
  }));

  const patch = (key: string, change: (l: L) => L) =>
    onChange((all) => model.withTrailingBlank(all.map((l) => (model.key(l) === key ? change(l) : l))));

  // A pick may land after an answer awaited: it works on the lines as last drawn, found by key.
  const latest = useRef(lines);
  latest.current = lines;
  const pick = (lineKey: string, c: C) => {
    search.close();
    const now = latest.current;
    const row = now.findIndex((l) => model.key(l) === lineKey);
    if (row < 0) return;
    const done = part.pick(now, row, c);
    onChange(() => model.withTrailingBlank(done.lines));
    setPending(done.focus);
  };

  const removeLine = (row: number, cell: string) => {
    const line = lines[row];
    if (!line) return;
    const key = model.key(line);
    search.close();
    const rest = model.withTrailingBlank(lines.filter((l) => model.key(l) !== key));
    onChange((all) => model.withTrailingBlank(all.filter((l) => model.key(l) !== key)));
    const to = afterDelete(row, cell, rest.length);
    // Landing on the empty last line means typing the next part.
    const landed = rest[to.row];
    setPending(landed && !(model.partCode(landed) === null) ? to : { row: to.row, cell: partCell });
  };

  // Enter before the list has answered: an exact part number or barcode (or a single match) is
  // taken at once, as a scanner expects; anything else waits in the list for a choice.
  const searchPart = async (line: L, text: string) => {
    const rows = await searchRef.current.run(model.key(line), text);
    const match = part.exact(text, rows);
    if (match) pick(model.key(line), match);
  };

  /** Why Enter may not leave a cell: a refused number, a required text left empty. */
  const enterProblem = (column: EditableColumn<L>, line: L, typed: string): string | null => {
    if (column.kind === 'number') {
      const value = column.get(line) ?? parseCellNumber(typed);
      return numberCellProblem(column.rule, value, typed);
    }
    if (column.kind === 'text' && (column.when?.(line) ?? true)) {
      const message = column.required?.(line) ?? null;
      if (message) setAsked(cellId(model.key(line), column.cell));
      return message;
    }
    return null;
  };

  const onKey = (row: number, column: EditableColumn<L>, line: L) => (e: KeyboardEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    const key = model.key(line);
    const cell = column.cell;
    const composing = e.nativeEvent.isComposing || e.keyCode === 229;
    const listOpen = column.kind === 'part' && search.state.open && search.state.lineKey === key;
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
        if (ready && chosen) pick(key, chosen);
        else if (text) void searchPart(line, text);
        return;
      }
    }
    const action = gridKeyAction(column.kind === 'part', {
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
      const to = previousCell(cells, here, (r) => lines[r]);
      if (to) focusAt(to);
      return;
    }
    if (column.kind === 'part') {
      const text = el.value.trim();
      if (!(model.partCode(line) === null) && text === model.partNo(line))
        focusAt(nextCell(cells, here, line));
      else if (text) void searchPart(line, text);
      return;
    }
    if (model.partCode(line) === null) return void focusAt({ row, cell: partCell });
    const problem = enterProblem(column, line, el.value);
    if (problem) return toast.warning(problem);
    const to = nextCell(cells, here, line);
    const toColumn = editable.find((c) => c.cell === to.cell);
    // Arriving at a required cell says so on the cell at once.
    if (to.row === row && toColumn?.kind === 'text' && toColumn.required?.(line))
      setAsked(cellId(key, to.cell));
    setPending(to);
  };

  const register = (id: string) => (el: HTMLInputElement | null) => {
    if (el) inputs.current.set(id, el);
    else inputs.current.delete(id);
  };

  const cellKit: LineCellKit<L> = {
    model,
    search,
    asked,
    register,
    onKey,
    patch,
    onChange,
    ...(onPasteBlock ? { onPasteBlock } : {}),
  };
  const anchorKey = search.state.lineKey;
  return (
    <div className="erp-line-grid">
      <table aria-label={props.label}>
        <DocumentLineHead columns={columns} />
        <tbody>
          {lines.map((line, row) => {
            const blank = model.partCode(line) === null;
            const money = blank ? null : model.money(line);
            return (
              <tr key={model.key(line)} className={blank ? 'is-blank' : undefined} data-row={row}>
                <td className="center muted">{blank ? '＋' : row + 1}</td>
                {columns.map((c, i) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the screen.
                    key={i}
                    className={lineCellClass(c, line)}
                    title={
                      c.kind === 'display'
                        ? c.hover?.(line)
                        : c.kind === 'money' && c.strong && !money && !blank
                          ? '수량·단가를 고치면 계산됩니다.'
                          : undefined
                    }
                  >
                    <LineCell column={c} line={line} row={row} blank={blank} cells={cellKit} />
                  </td>
                ))}
                <td className="center">
                  {!blank && !props.disabled && (
                    <button
                      type="button"
                      tabIndex={-1}
                      className="erp-line-remove"
                      aria-label={`${row + 1}번째 줄 삭제`}
                      title="줄 삭제 (Ctrl+Delete)"
                      onClick={() => removeLine(row, partCell)}
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
      {part.renderList({
        anchor: anchorKey ? (inputs.current.get(cellId(anchorKey, partCell)) ?? null) : null,
        onPick: (c) => {
          if (anchorKey) pick(anchorKey, c);
        },
      })}
    </div>
  );
};
