/** The focused cell: a row of the page and a shown column (the check box column counts). */
export type GridFocus = { row: number; col: number };

export type GridBounds = { rows: number; cols: number; pageRows: number };

const clamp = (value: number, max: number) => Math.max(0, Math.min(max, value));

/**
 * Where a key moves the focus, as in spreadsheets (and AG Grid before): arrows one cell, Page Up/Down a
 * screenful, Home/End the row's ends, with Ctrl the first or last row. Null: not a moving key.
 */
export const movedFocus = (
  key: string,
  ctrl: boolean,
  focus: GridFocus,
  { rows, cols, pageRows }: GridBounds,
): GridFocus | null => {
  const lastRow = rows - 1;
  const lastCol = cols - 1;
  const at = (row: number, col: number) => ({ row: clamp(row, lastRow), col: clamp(col, lastCol) });
  switch (key) {
    case 'ArrowUp':
      return at(focus.row - 1, focus.col);
    case 'ArrowDown':
      return at(focus.row + 1, focus.col);
    case 'ArrowLeft':
      return at(focus.row, focus.col - 1);
    case 'ArrowRight':
      return at(focus.row, focus.col + 1);
    case 'PageUp':
      return at(focus.row - pageRows, focus.col);
    case 'PageDown':
      return at(focus.row + pageRows, focus.col);
    case 'Home':
      return ctrl ? at(0, 0) : at(focus.row, 0);
    case 'End':
      return ctrl ? at(lastRow, lastCol) : at(focus.row, lastCol);
    default:
      return null;
  }
};
