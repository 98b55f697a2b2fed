import { getCoreRowModel, type RowSelectionState, type Updater, useReactTable } from '@tanstack/react-table';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import {
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ColumnChooser } from './column-chooser';
import './data-table.css';
import type { DataTableProps, GridRowNode } from './data-table.types';
import { nextSort } from './grid-cell';
import { movedFocus } from './grid-keys';
import { GridHeaderRow, GridRow } from './grid-parts';
import { useFillHeight } from './use-fill-height';
import { useGridColumns } from './use-grid-columns';
import { cellOf, rowIndexOf, useGridFocus } from './use-grid-focus';

const HEADER_HEIGHT = 36;
const ROW_HEIGHT = 34;
const SUMMARY_NODE: GridRowNode = { rowPinned: 'bottom', rowIndex: null };
/** A grid not laid out (a test DOM, a hidden tab) still draws its first rows. */
const UNMEASURED = { width: 0, height: 600 };

/** A long text cut off by its cell gets its whole text as a title, unless the column set one. */
const titleCutOffText = (event: MouseEvent) => {
  const cell = cellOf(event.target);
  if (!cell || (cell.title && !cell.dataset.autoTitle)) return;
  if (cell.scrollWidth > cell.clientWidth) {
    cell.title = cell.textContent ?? '';
    cell.dataset.autoTitle = '1';
  } else if (cell.dataset.autoTitle) {
    cell.removeAttribute('title');
    delete cell.dataset.autoTitle;
  }
};

/**
 * The one data grid (TanStack Table and Virtual, drawn like Ant Design): the server pages and
 * sorts, the grid shows a page with virtual scrolling, a header that stays in view, keyboard
 * navigation (arrows, Page Up/Down, Home/End, Space to select, Enter to open), row selection, a
 * pinned summary row, and a column layout each user keeps.
 */
export const DataTable = <T,>({
  gridId,
  columns,
  rows,
  rowId,
  loading = false,
  sort,
  onSortChange,
  selection,
  onSelectionChange,
  summaryRow,
  onRowOpen,
  toolbar,
  height,
  emptyText,
  handleRef,
}: DataTableProps<T>) => {
  const boxRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const fillHeight = useFillHeight(boxRef, height === undefined);
  const [room, setRoom] = useState(0);
  const multi = selection === 'multi';
  const cols = useGridColumns(gridId, columns, multi, room);
  const rowList = useMemo(() => (rows ?? []) as T[], [rows]);

  const [picked, setPicked] = useState<RowSelectionState>({});
  const changeSelection = (update: Updater<RowSelectionState>) => {
    const next = typeof update === 'function' ? update(picked) : update;
    setPicked(next);
    onSelectionChange?.(rowList.filter((row) => next[rowId(row)]));
  };
  // A new page keeps the selected rows it still has (by row id) and drops the others.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new page is a reason to prune.
  useEffect(() => {
    const ids = new Set(rowList.map(rowId));
    const kept = Object.keys(picked).filter((id) => picked[id] && ids.has(id));
    if (kept.length !== Object.keys(picked).length)
      changeSelection(Object.fromEntries(kept.map((id) => [id, true])));
  }, [rowList]);

  const table = useReactTable<T>({
    data: rowList,
    columns: cols.defs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => rowId(row),
    state: {
      rowSelection: picked,
      columnPinning: cols.pinning,
      columnSizing: cols.sizing,
      columnSizingInfo: cols.sizingInfo,
    },
    onRowSelectionChange: changeSelection,
    onColumnSizingChange: cols.setSizing,
    onColumnSizingInfoChange: cols.setSizingInfo,
    enableRowSelection: selection !== undefined,
    enableMultiRowSelection: multi,
    columnResizeMode: 'onChange',
  });
  const shownColumns = table.getVisibleLeafColumns();
  const tableRows = table.getRowModel().rows;

  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    scrollPaddingEnd: summaryRow ? ROW_HEIGHT : 0,
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) => {
        setRoom(rect.width);
        callback(rect.height > 0 ? rect : { ...UNMEASURED, width: rect.width });
      }),
  });

  const { activeFocus, moveFocus, onFocus } = useGridFocus(scrollRef, virtualizer, table, tableRows.length);
  const firstDataCol = multi ? 1 : 0;

  useImperativeHandle(handleRef, () => ({
    focusFirstRow: () => {
      if (tableRows.length > 0) moveFocus({ row: 0, col: firstDataCol });
    },
    clearSelection: () => changeSelection({}),
  }));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!activeFocus || rowIndexOf(event.target) === null) return;
    const row = tableRows[activeFocus.row];
    if (event.key === ' ') {
      if ((event.target as HTMLElement).tagName === 'INPUT') return;
      event.preventDefault();
      if (selection) row?.toggleSelected();
      return;
    }
    if (event.key === 'Enter') {
      if (!row || !onRowOpen) return;
      // The opened dialog takes the focus at once: the same Enter must not press its button.
      event.preventDefault();
      onRowOpen(row.original);
      return;
    }
    const visibleRows =
      (event.currentTarget.clientHeight - HEADER_HEIGHT - (summaryRow ? ROW_HEIGHT : 0)) / ROW_HEIGHT;
    const bounds = {
      rows: tableRows.length,
      cols: shownColumns.length,
      pageRows: Math.max(1, Math.floor(visibleRows) - 1),
    };
    const next = movedFocus(event.key, event.ctrlKey || event.metaKey, activeFocus, bounds);
    if (!next) return;
    event.preventDefault();
    moveFocus(next);
  };

  const rowAt = (event: MouseEvent) => {
    const index = rowIndexOf(event.target);
    return index === null ? undefined : tableRows[index];
  };

  const focusColOf = (index: number) =>
    activeFocus ? (activeFocus.row === index ? activeFocus.col : null) : index === 0 ? firstDataCol : null;
  const rowProps = { columns: shownColumns, byId: cols.byId };

  return (
    <div className="erp-data-table">
      <div className="erp-data-table-bar">
        <div className="erp-data-table-bar-left">{toolbar}</div>
        <ColumnChooser {...cols.chooser} />
      </div>
      <div ref={boxRef} style={{ height: height ?? fillHeight }} className="erp-data-table-grid erp-grid">
        {/* biome-ignore lint/a11y/useSemanticElements: an ARIA grid of div rows is what virtual scrolling can draw. */}
        <div
          ref={scrollRef}
          role="grid"
          aria-label="표"
          aria-rowcount={tableRows.length + 1 + (summaryRow ? 1 : 0)}
          aria-colcount={shownColumns.length}
          aria-multiselectable={multi || undefined}
          tabIndex={-1}
          className="erp-grid-scroll"
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          onMouseOver={titleCutOffText}
          onClick={(event) => {
            if (selection === 'single') rowAt(event)?.toggleSelected(true);
          }}
          onDoubleClick={(event) => {
            const row = rowAt(event);
            if (row) onRowOpen?.(row.original);
          }}
        >
          <div className="erp-grid-inner" style={{ width: table.getTotalSize() }}>
            <div className="erp-grid-head">
              <GridHeaderRow
                table={table}
                byId={cols.byId}
                sort={sort ?? []}
                onSort={
                  onSortChange ? (field, keep) => onSortChange(nextSort(sort ?? [], field, keep)) : undefined
                }
              />
            </div>
            <div className="erp-grid-body" style={{ height: virtualizer.getTotalSize() }}>
              {virtualizer.getVirtualItems().map((item) => {
                const row = tableRows[item.index];
                if (!row) return null;
                return (
                  <GridRow
                    key={row.id}
                    {...rowProps}
                    row={row}
                    data={row.original}
                    node={{ rowPinned: null, rowIndex: item.index }}
                    focusCol={focusColOf(item.index)}
                    top={item.start - HEADER_HEIGHT}
                    ariaRowIndex={item.index + 2}
                    className={item.index % 2 === 1 ? 'erp-grid-odd' : ''}
                  />
                );
              })}
            </div>
            {summaryRow ? (
              <div className="erp-grid-foot">
                <GridRow
                  {...rowProps}
                  data={summaryRow as T}
                  node={SUMMARY_NODE}
                  focusCol={null}
                  ariaRowIndex={tableRows.length + 2}
                  className="erp-grid-summary"
                />
              </div>
            ) : null}
          </div>
        </div>
        {loading ? (
          <div className="erp-grid-overlay" role="status">
            <span>불러오는 중…</span>
          </div>
        ) : tableRows.length === 0 ? (
          <div className="erp-grid-overlay erp-grid-empty">
            <span>{emptyText ?? '조회된 자료가 없습니다.'}</span>
          </div>
        ) : null}
      </div>
    </div>
  );
};
