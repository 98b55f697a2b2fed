import type { KeyboardEvent, ReactNode } from 'react';
import { formatWon } from '../data-table/cell-format';
import { numberCellProblem } from '../line-grid/line-cell-rules';
import { ColGroup } from '../print-sheet/col-group';
import { NumberCell, PartCell } from './document-cells';
import type { DocumentColumn, EditableColumn, LineModel } from './document-columns';
import type { PartSearch } from './use-part-search';

/** What a cell needs from its grid: the line model, the part search, focus and key handling. */
export type LineCellKit<L> = {
  model: LineModel<L>;
  /** The part search, as far as a cell drives it. */
  search: Pick<PartSearch<unknown>, 'typed' | 'close'>;
  /** The required cell (lineKey:cell) the clerk was asked to fill. */
  asked: string | null;
  register: (id: string) => (el: HTMLInputElement | null) => void;
  onKey: (row: number, column: EditableColumn<L>, line: L) => (e: KeyboardEvent<HTMLInputElement>) => void;
  patch: (key: string, change: (line: L) => L) => void;
  onChange: (update: (lines: L[]) => L[]) => void;
  onPasteBlock?: (text: string, atRow: number) => void;
};

export const cellId = (key: string, cell: string) => `${key}:${cell}`;

type CellProps<L> = {
  column: DocumentColumn<L>;
  line: L;
  row: number;
  blank: boolean;
  cells: LineCellKit<L>;
};

/** One cell of a line, drawn by its column's kind. */
export const LineCell = <L,>({ column, line, row, blank, cells }: CellProps<L>): ReactNode => {
  const key = cells.model.key(line);
  switch (column.kind) {
    case 'part':
      return (
        <PartCell
          // A pick remounts the cell, so what was typed gives way to the chosen part number.
          key={cells.model.partCode(line) ?? 'none'}
          inputRef={cells.register(cellId(key, column.cell))}
          label={`${row + 1}번째 줄 품번`}
          partNo={cells.model.partNo(line)}
          blank={blank}
          onTyped={(text) => cells.search.typed(key, text)}
          onLeave={(text) => {
            cells.search.close();
            // A chosen part stays until another is picked; a typed keyword stays to be looked up.
            cells.onChange((all) =>
              cells.model.withTrailingBlank(
                all.map((l) =>
                  cells.model.key(l) === key && cells.model.partCode(l) === null
                    ? cells.model.withKeyword(l, text.trim())
                    : l,
                ),
              ),
            );
          }}
          {...(cells.onPasteBlock ? { onPasteBlock: (text: string) => cells.onPasteBlock?.(text, row) } : {})}
          onKeyDown={cells.onKey(row, column, line)}
        />
      );
    case 'number':
      return (
        <NumberCell
          inputRef={cells.register(cellId(key, column.cell))}
          label={`${row + 1}번째 줄 ${column.rule.label}`}
          cell={column.cell}
          value={column.get(line)}
          className={column.inputClass?.(line) ?? ''}
          // A blank line has nothing to refuse yet; a picked one is checked as it is typed.
          problem={blank ? null : numberCellProblem(column.rule, column.get(line))}
          note={column.note?.(line) ?? null}
          onValue={(value) => cells.patch(key, (l) => column.set(l, value))}
          onKeyDown={cells.onKey(row, column, line)}
        />
      );
    case 'text':
      return (
        <input
          ref={cells.register(cellId(key, column.cell))}
          className={`erp-line-input${column.inputClass ? ` ${column.inputClass(line, cells.asked === cellId(key, column.cell))}` : ''}`}
          aria-label={`${row + 1}번째 줄 ${column.label}`}
          data-cell={column.cell}
          placeholder={column.placeholder?.(line)}
          value={column.get(line)}
          disabled={blank}
          onChange={(e) => cells.patch(key, (l) => column.set(l, e.target.value))}
          onKeyDown={cells.onKey(row, column, line)}
        />
      );
    case 'display':
      return column.render(line, row);
    case 'money': {
      if (blank) return '';
      const value = cells.model.money(line)?.[column.part];
      // A line a cell of which is refused has no money: shown as — and left out of the totals.
      return value === undefined ? <span className="erp-line-unpriced">—</span> : formatWon(value);
    }
  }
};

/** The td class of a cell: figures right-aligned, the area's marks (재고 부족). */
export const lineCellClass = <L,>(column: DocumentColumn<L>, line: L): string | undefined => {
  if (column.kind === 'money') return column.strong ? 'num strong' : 'num';
  if (column.kind === 'display') return column.cellClass?.(line);
  if (column.kind === 'number') return column.cellClass?.(line);
  return undefined;
};

/** Column widths and headings: the line number first, the remove button last. */
export const DocumentLineHead = <L,>({ columns }: { columns: readonly DocumentColumn<L>[] }) => (
  <>
    <ColGroup widths={[34, ...columns.map((c) => c.width || null), 26]} />
    <thead>
      <tr>
        <th>No</th>
        {columns.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the screen.
          <th key={i} className={c.num ? 'num' : undefined} title={c.headTitle}>
            {c.title}
          </th>
        ))}
        <th aria-label="삭제" />
      </tr>
    </thead>
  </>
);
