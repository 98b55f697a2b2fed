import type { ListSort } from '@erp/domain';
import type { Column, Header, Row, Table } from '@tanstack/react-table';
import { type CSSProperties, useRef } from 'react';
import type { DataColumn, GridRowNode } from './data-table.types';
import { cellView } from './grid-cell';
import { SELECT_COLUMN } from './use-grid-columns';

/** A column's width, and where it sticks when it is pinned to a side. */
const placeOf = <T,>(column: Column<T, unknown>): { style: CSSProperties; className: string } => {
  const pinned = column.getIsPinned();
  const width = column.getSize();
  if (pinned === 'left')
    return {
      style: { width, left: column.getStart('left') },
      className: column.getIsLastColumn('left')
        ? ' erp-grid-pinned erp-grid-pinned-last'
        : ' erp-grid-pinned',
    };
  if (pinned === 'right')
    return {
      style: { width, right: column.getAfter('right') },
      className: column.getIsFirstColumn('right')
        ? ' erp-grid-pinned erp-grid-pinned-first'
        : ' erp-grid-pinned',
    };
  return { style: { width }, className: '' };
};

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const ARROW = { asc: '↑', desc: '↓' } as const;

type HeaderRowProps<T> = {
  table: Table<T>;
  byId: ReadonlyMap<string, DataColumn<T>>;
  sort: readonly ListSort[];
  onSort?: (field: string, keepOthers: boolean) => void;
};

/** The header: Korean names, the server's sort arrows, a drag edge to size a column. */
export const GridHeaderRow = <T,>(props: HeaderRowProps<T>) => (
  // biome-ignore lint/a11y/useSemanticElements: virtual rows are placed divs; a <table> cannot lay them out.
  <div role="row" tabIndex={-1} aria-rowindex={1} className="erp-grid-row erp-grid-header">
    {(props.table.getHeaderGroups()[0]?.headers ?? []).map((header, index) => (
      <HeaderCell key={header.id} header={header} index={index} {...props} />
    ))}
  </div>
);

const HeaderCell = <T,>({
  header,
  index,
  table,
  byId,
  sort,
  onSort,
}: HeaderRowProps<T> & { header: Header<T, unknown>; index: number }) => {
  const place = placeOf(header.column);
  const fromResizer = useRef(false);
  if (header.id === SELECT_COLUMN)
    return (
      // biome-ignore lint/a11y/useSemanticElements: virtual rows are placed divs; a <table> cannot lay them out.
      <div
        role="columnheader"
        tabIndex={-1}
        aria-colindex={index + 1}
        className={`erp-grid-cell erp-grid-check${place.className}`}
        style={place.style}
      >
        <input
          type="checkbox"
          tabIndex={-1}
          aria-label="이 페이지 전체 선택"
          checked={table.getIsAllRowsSelected()}
          ref={(input) => {
            if (input) input.indeterminate = table.getIsSomeRowsSelected();
          }}
          onChange={table.getToggleAllRowsSelectedHandler()}
        />
      </div>
    );
  const column = byId.get(header.id);
  const dir = sort.find((s) => s.field === header.id)?.dir;
  const sortable = Boolean(column?.sortable && onSort);
  const right = column?.type === 'rightAligned' ? ' erp-cell-right' : '';
  return (
    // biome-ignore lint/a11y/useSemanticElements: virtual rows are placed divs; a <table> cannot lay them out.
    <div
      role="columnheader"
      tabIndex={-1}
      aria-colindex={index + 1}
      aria-sort={sortable ? (dir ? ARIA_SORT[dir] : 'none') : undefined}
      data-col={header.id}
      title={column?.headerTooltip}
      className={`erp-grid-cell ${column?.headerClass ?? ''}${right}${place.className}${sortable ? ' erp-grid-sortable' : ''}`}
      style={place.style}
      onMouseDown={(event) => {
        fromResizer.current = (event.target as HTMLElement).classList.contains('erp-grid-resizer');
      }}
      // A drag of the edge that ends over the header is no sort click.
      onClick={sortable ? (event) => fromResizer.current || onSort?.(header.id, event.shiftKey) : undefined}
      onKeyDown={
        sortable
          ? (event) => {
              if (event.key === 'Enter') onSort?.(header.id, event.shiftKey);
            }
          : undefined
      }
    >
      <span className="erp-grid-header-text">{column?.headerName}</span>
      {dir ? (
        <span className="erp-grid-sort" aria-hidden>
          {ARROW[dir]}
        </span>
      ) : null}
      {header.column.getCanResize() ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: a mouse-only drag edge; the chooser is the keyboard's way.
        <div
          className={`erp-grid-resizer${header.column.getIsResizing() ? ' is-resizing' : ''}`}
          onMouseDown={header.getResizeHandler()}
          onTouchStart={header.getResizeHandler()}
        />
      ) : null}
    </div>
  );
};

type RowProps<T> = {
  columns: Column<T, unknown>[];
  byId: ReadonlyMap<string, DataColumn<T>>;
  data: T;
  node: GridRowNode;
  row?: Row<T>;
  /** The shown column holding the keyboard focus, on this row. */
  focusCol: number | null;
  top?: number;
  className: string;
  ariaRowIndex: number;
};

/** One row of cells: a page row (virtual, placed at `top`) or the pinned summary row. */
export const GridRow = <T,>({
  columns,
  byId,
  data,
  node,
  row,
  focusCol,
  top,
  className,
  ariaRowIndex,
}: RowProps<T>) => {
  const selected = row?.getIsSelected();
  return (
    // biome-ignore lint/a11y/useSemanticElements: virtual rows are placed divs; a <table> cannot lay them out.
    <div
      role="row"
      tabIndex={-1}
      aria-rowindex={ariaRowIndex}
      aria-selected={row?.getCanSelect() ? selected : undefined}
      data-row={node.rowIndex ?? undefined}
      className={`erp-grid-row ${className}${selected ? ' is-selected' : ''}`}
      style={top === undefined ? undefined : { transform: `translateY(${top}px)` }}
    >
      {columns.map((column, index) => {
        const place = placeOf(column);
        const common = {
          role: 'gridcell',
          'aria-colindex': index + 1,
          'data-col': column.id,
          tabIndex: focusCol === index ? 0 : -1,
          style: place.style,
        } as const;
        if (column.id === SELECT_COLUMN)
          return (
            <div key={column.id} {...common} className={`erp-grid-cell erp-grid-check${place.className}`}>
              {row ? (
                <input
                  type="checkbox"
                  tabIndex={-1}
                  aria-label="행 선택"
                  checked={selected}
                  onChange={row.getToggleSelectedHandler()}
                />
              ) : null}
            </div>
          );
        const dataColumn = byId.get(column.id);
        const view = dataColumn ? cellView(dataColumn, data, node) : null;
        return (
          <div
            key={column.id}
            {...common}
            className={`${view?.className ?? 'erp-grid-cell'}${place.className}`}
            title={view?.title}
          >
            {view?.text}
          </div>
        );
      })}
    </div>
  );
};
