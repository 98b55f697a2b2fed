import type { ListSort } from '@erp/domain';
import type {
  CellKeyDownEvent,
  ColumnMovedEvent,
  ColumnResizedEvent,
  GetRowIdParams,
  GridApi,
  PostSortRowsParams,
  RowDoubleClickedEvent,
  RowSelectionOptions,
  SortChangedEvent,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useCallback, useContext, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { ShellContext } from '../../shell/layouts/shell-context';
import { erpGridTheme, GRID_LOCALE_KO, registerGridModules } from './ag-grid-setup';
import { ColumnChooser } from './column-chooser';
import './data-table.css';
import {
  applyColumnPrefs,
  type ColumnPrefs,
  EMPTY_COLUMN_PREFS,
  loadColumnPrefs,
  moveColumn,
  saveColumnPrefs,
  toggleColumn,
  withOrder,
  withWidth,
} from './column-prefs';
import type { DataTableProps } from './data-table.types';
import { useFillHeight } from './use-fill-height';

registerGridModules();

const SELECTION_COLUMN = 'ag-Grid-SelectionColumn';

const sortOf = (api: GridApi): ListSort[] =>
  api
    .getColumnState()
    .filter((s) => s.sort === 'asc' || s.sort === 'desc')
    .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
    .map((s) => ({ field: s.colId, dir: s.sort === 'desc' ? 'desc' : 'asc' }));

const sameSort = (a: readonly ListSort[], b: readonly ListSort[]) =>
  a.length === b.length && a.every((s, i) => s.field === b[i]?.field && s.dir === b[i]?.dir);

// The rows arrive sorted by the server; the grid only shows the sort arrows and must not
// reorder the page it was given.
const keepServerOrder = <T,>(params: PostSortRowsParams<T>) => {
  params.nodes.sort((a, b) => (a.sourceRowIndex ?? 0) - (b.sourceRowIndex ?? 0));
};

/**
 * The one data grid (AG Grid Community, themed like Ant Design): the server pages and sorts, the
 * grid shows a page with virtual scrolling, a header that stays in view, keyboard navigation
 * (arrows, Page Up/Down, Home/End, Space to select, Enter to open), row selection, a pinned
 * summary row, and a column layout each user keeps.
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
  const shell = useContext(ShellContext);
  const userId = shell?.session.id ?? 'anonymous';
  const gridRef = useRef<AgGridReact<T>>(null);
  const [prefs, setPrefsState] = useState<ColumnPrefs>(() => loadColumnPrefs(gridId, userId));
  const updatePrefs = useCallback(
    (update: (previous: ColumnPrefs) => ColumnPrefs) =>
      setPrefsState((previous) => {
        const next = update(previous);
        saveColumnPrefs(gridId, userId, next);
        return next;
      }),
    [gridId, userId],
  );
  const applied = useMemo(() => applyColumnPrefs(columns, prefs), [columns, prefs]);
  const columnDefs = useMemo(
    () => applied.map(({ lockVisible: _lock, ...column }) => ({ sortable: false, ...column })),
    [applied],
  );

  const rowSelection = useMemo((): RowSelectionOptions<T> | undefined => {
    if (selection === 'multi')
      return { mode: 'multiRow', checkboxes: true, headerCheckbox: true, enableClickSelection: false };
    if (selection === 'single') return { mode: 'singleRow', checkboxes: false, enableClickSelection: true };
    return undefined;
  }, [selection]);

  const sortKey = JSON.stringify(sort ?? []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: sortKey stands for sort; columnDefs re-applied columns lose their arrows.
  useEffect(() => {
    const api = gridRef.current?.api;
    if (!api || !sort) return;
    api.applyColumnState({
      state: sort.map((s, index) => ({ colId: s.field, sort: s.dir, sortIndex: index })),
      defaultState: { sort: null },
    });
  }, [sortKey, columnDefs]);

  // A formatter that reads loaded names (district groups…) changes with its column definitions;
  // cells already drawn with the codes are drawn again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: new column definitions are the reason to redraw.
  useEffect(() => {
    gridRef.current?.api?.refreshCells({ force: true });
  }, [columnDefs]);

  const boxRef = useRef<HTMLDivElement>(null);
  const fillHeight = useFillHeight(boxRef, height === undefined);

  useImperativeHandle(
    handleRef,
    () => ({
      focusFirstRow: () => {
        const api = gridRef.current?.api;
        const first = api?.getAllDisplayedColumns().find((c) => c.getColId() !== SELECTION_COLUMN);
        if (!api || !first || api.getDisplayedRowCount() === 0) return;
        api.ensureIndexVisible(0);
        api.setFocusedCell(0, first);
      },
      clearSelection: () => gridRef.current?.api.deselectAll(),
    }),
    [],
  );

  const onSortChanged = (event: SortChangedEvent<T>) => {
    if (!onSortChange || event.source === 'api') return;
    const next = sortOf(event.api);
    if (!sameSort(next, sort ?? [])) onSortChange(next);
  };

  const onCellKeyDown = (event: CellKeyDownEvent<T>) => {
    const key = (event.event as KeyboardEvent | null | undefined)?.key;
    if (key === 'Enter' && onRowOpen && event.data && !event.node.rowPinned) onRowOpen(event.data);
  };

  const chooserColumns = applied.map((c) => ({
    colId: c.colId,
    headerName: c.headerName,
    hide: c.hide ?? false,
    lockVisible: c.lockVisible ?? false,
  }));

  return (
    <div className="erp-data-table">
      <div className="erp-data-table-bar">
        <div className="erp-data-table-bar-left">{toolbar}</div>
        <ColumnChooser
          columns={chooserColumns}
          onToggle={(colId, visible) => updatePrefs((p) => toggleColumn(p, colId, visible))}
          onMove={(colId, delta) =>
            updatePrefs((p) =>
              moveColumn(
                p,
                applied.map((c) => c.colId),
                colId,
                delta,
              ),
            )
          }
          onReset={() => updatePrefs(() => EMPTY_COLUMN_PREFS)}
        />
      </div>
      <div ref={boxRef} style={{ height: height ?? fillHeight }} className="erp-data-table-grid">
        <AgGridReact<T>
          ref={gridRef}
          theme={erpGridTheme}
          localeText={GRID_LOCALE_KO}
          rowData={rows as T[] | undefined}
          columnDefs={columnDefs}
          defaultColDef={{
            resizable: true,
            suppressHeaderMenuButton: true,
            minWidth: 60,
            // Cells are formatted by their columns (Korean words, won, KST); no inferred
            // checkboxes or date editors.
            cellDataType: false,
          }}
          getRowId={(params: GetRowIdParams<T>) =>
            params.rowPinned ? `pinned-${params.rowPinned}` : rowId(params.data)
          }
          loading={loading}
          overlayNoRowsTemplate={emptyText ? `<span>${escapeHtml(emptyText)}</span>` : undefined}
          rowSelection={rowSelection}
          selectionColumnDef={{ pinned: 'left', width: 44, suppressMovable: true }}
          onSelectionChanged={(event) => onSelectionChange?.(event.api.getSelectedRows())}
          pinnedBottomRowData={summaryRow ? [summaryRow as T] : undefined}
          sortingOrder={['asc', 'desc', null]}
          postSortRows={keepServerOrder}
          onSortChanged={onSortChanged}
          onCellKeyDown={onCellKeyDown}
          onRowDoubleClicked={(event: RowDoubleClickedEvent<T>) => {
            if (event.data && !event.node.rowPinned) onRowOpen?.(event.data);
          }}
          onColumnResized={(event: ColumnResizedEvent<T>) => {
            const column = event.column;
            if (!event.finished || event.source !== 'uiColumnResized' || !column) return;
            updatePrefs((p) => withWidth(p, column.getColId(), column.getActualWidth()));
          }}
          onColumnMoved={(event: ColumnMovedEvent<T>) => {
            if (!event.finished || event.source !== 'uiColumnMoved') return;
            const order = event.api
              .getColumnState()
              .map((s) => s.colId)
              .filter((id) => id !== SELECTION_COLUMN);
            updatePrefs((p) => withOrder(p, order));
          }}
          enableCellTextSelection
          tooltipShowDelay={600}
          animateRows={false}
        />
      </div>
    </div>
  );
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
