import type { Table } from '@tanstack/react-table';
import type { Virtualizer } from '@tanstack/react-virtual';
import { type FocusEvent, type RefObject, useEffect, useRef, useState } from 'react';
import type { GridFocus } from './grid-keys';

export const cellOf = (target: EventTarget) =>
  (target as HTMLElement).closest<HTMLElement>('[role="gridcell"]');

/** The page row an event happened in; null in the header or the summary row. */
export const rowIndexOf = (target: EventTarget) => {
  const index = (target as HTMLElement).closest<HTMLElement>('[data-row]')?.dataset.row;
  return index === undefined ? null : Number(index);
};

/** Scrolls sideways so a cell is not under the pinned columns nor past the right edge. */
const revealSideways = <T>(scroller: HTMLElement, cell: HTMLElement, table: Table<T>) => {
  if (cell.classList.contains('erp-grid-pinned')) return;
  const left = cell.offsetLeft - table.getLeftTotalSize();
  const right = cell.offsetLeft + cell.offsetWidth - scroller.clientWidth + table.getRightTotalSize();
  if (left < scroller.scrollLeft) scroller.scrollLeft = left;
  else if (right > scroller.scrollLeft) scroller.scrollLeft = right;
};

/**
 * The grid's one focused cell (a roving tab stop): followed when the user clicks or tabs into a
 * cell, moved by the keys, the rows scrolled so the moved focus is in view.
 */
export const useGridFocus = <T>(
  scrollRef: RefObject<HTMLDivElement | null>,
  virtualizer: Virtualizer<HTMLDivElement, Element>,
  table: Table<T>,
  rowCount: number,
) => {
  const [focus, setFocus] = useState<GridFocus | null>(null);
  const pending = useRef(false);
  const moveFocus = (next: GridFocus) => {
    pending.current = true;
    setFocus(next);
    virtualizer.scrollToIndex(next.row);
  };
  // The focused cell may be drawn only after the scroll above: wait a few frames for it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new focus is the one reason to run.
  useEffect(() => {
    if (!pending.current || !focus) return;
    pending.current = false;
    let tries = 0;
    const put = () => {
      const scroller = scrollRef.current;
      const cell = scroller?.querySelector<HTMLElement>(
        `[data-row="${focus.row}"] [aria-colindex="${focus.col + 1}"]`,
      );
      if (!scroller || !cell) {
        if (tries++ < 6) requestAnimationFrame(put);
        return;
      }
      cell.focus({ preventScroll: true });
      revealSideways(scroller, cell, table);
    };
    put();
  }, [focus]);

  const onFocus = (event: FocusEvent) => {
    const cell = cellOf(event.target);
    const row = rowIndexOf(event.target);
    if (!cell || row === null) return;
    const col = Number(cell.getAttribute('aria-colindex')) - 1;
    if (focus?.row !== row || focus.col !== col) setFocus({ row, col });
  };

  const activeFocus = focus && focus.row < rowCount ? focus : null;
  return { activeFocus, moveFocus, onFocus };
};
