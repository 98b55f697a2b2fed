import type {
  ColumnDef,
  ColumnPinningState,
  ColumnSizingInfoState,
  ColumnSizingState,
} from '@tanstack/react-table';
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { ShellContext } from '../../shell/layouts/shell-context';
import type { ColumnChooserProps } from './column-chooser';
import {
  applyColumnPrefs,
  type ColumnPrefs,
  EMPTY_COLUMN_PREFS,
  loadColumnPrefs,
  moveColumn,
  saveColumnPrefs,
  toggleColumn,
  withWidth,
} from './column-prefs';
import type { DataColumn } from './data-table.types';
import { columnWidths } from './grid-cell';

/** The check box column of a grid that selects several rows. */
export const SELECT_COLUMN = '__select';
const SELECT_WIDTH = 44;
const NO_SIZING_INFO: ColumnSizingInfoState = {
  startOffset: null,
  startSize: null,
  deltaOffset: null,
  deltaPercentage: null,
  isResizingColumn: false,
  columnSizingStart: [],
};

const pinRank = (c: DataColumn<unknown>) => (c.pinned === 'left' ? 0 : c.pinned === 'right' ? 2 : 1);

/**
 * The columns a user sees: the screen's columns in their saved order, shown or hidden and sized
 * as they left them (per user, per grid), pinned ones first, flex ones sharing the free `room`.
 * A header dragged wider is saved when the drag ends.
 */
export const useGridColumns = <T>(
  gridId: string,
  columns: readonly DataColumn<T>[],
  multi: boolean,
  room: number,
) => {
  const shell = useContext(ShellContext);
  const userId = shell?.session.id ?? 'anonymous';
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
  const shown = useMemo(
    () =>
      applied
        .filter((c) => !c.hide)
        .sort((a, b) => pinRank(a as DataColumn<unknown>) - pinRank(b as DataColumn<unknown>)),
    [applied],
  );
  const byId = useMemo(() => new Map(shown.map((c) => [c.colId, c as DataColumn<T>])), [shown]);

  const sized = useMemo(() => new Set(Object.keys(prefs.widths)), [prefs.widths]);
  const widthRoom = Math.max(0, room - (multi ? SELECT_WIDTH : 0));
  const defs = useMemo((): ColumnDef<T>[] => {
    const widths = columnWidths(shown, widthRoom, sized);
    const select: ColumnDef<T>[] = multi
      ? [{ id: SELECT_COLUMN, size: SELECT_WIDTH, minSize: SELECT_WIDTH, enableResizing: false }]
      : [];
    return [
      ...select,
      ...shown.map((c, i) => ({ id: c.colId, size: widths[i], minSize: c.minWidth ?? 40, maxSize: 2000 })),
    ];
  }, [shown, widthRoom, sized, multi]);
  const pinning = useMemo(
    (): ColumnPinningState => ({
      left: [
        ...(multi ? [SELECT_COLUMN] : []),
        ...shown.filter((c) => c.pinned === 'left').map((c) => c.colId),
      ],
      right: shown.filter((c) => c.pinned === 'right').map((c) => c.colId),
    }),
    [shown, multi],
  );

  const [sizing, setSizing] = useState<ColumnSizingState>({});
  const [sizingInfo, setSizingInfo] = useState<ColumnSizingInfoState>(NO_SIZING_INFO);
  const resizing = useRef<string | false>(false);
  useEffect(() => {
    const was = resizing.current;
    resizing.current = sizingInfo.isResizingColumn;
    if (!was || sizingInfo.isResizingColumn) return;
    const width = sizing[was];
    if (width !== undefined) updatePrefs((p) => withWidth(p, was, width));
    setSizing({});
  }, [sizingInfo.isResizingColumn, sizing, updatePrefs]);

  const chooser: ColumnChooserProps = {
    columns: applied.map((c) => ({
      colId: c.colId,
      headerName: c.headerName,
      hide: c.hide,
      lockVisible: c.lockVisible ?? false,
    })),
    onToggle: (colId, visible) => updatePrefs((p) => toggleColumn(p, colId, visible)),
    onMove: (colId, delta) =>
      updatePrefs((p) =>
        moveColumn(
          p,
          applied.map((c) => c.colId),
          colId,
          delta,
        ),
      ),
    onReset: () => updatePrefs(() => EMPTY_COLUMN_PREFS),
  };

  return { byId, defs, pinning, sizing, setSizing, sizingInfo, setSizingInfo, chooser };
};
