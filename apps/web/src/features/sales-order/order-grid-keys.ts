// Keyboard movement in the order line grid, the way an order desk types: part → qty → price →
// (reason, only when the price was changed) → the part cell of the next line. Shift+Enter goes
// back, arrows move between lines in the same column, Ctrl+Delete (or Delete on a part cell whose
// text is all selected) removes the line.

export const LINE_CELLS = ['part', 'qty', 'price', 'reason'] as const;
export type LineCell = (typeof LINE_CELLS)[number];

export type CellPos = { row: number; cell: LineCell };

export type GridKeyFacts = {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** Hangul IME mid-syllable: Enter only finishes the syllable. */
  isComposing: boolean;
  /** The candidate list under the part cell is open (it takes arrows and Enter). */
  listOpen: boolean;
  /** The whole text of the box is selected (or the box is empty). */
  allSelected: boolean;
};

export type GridKeyAction = 'enter' | 'back' | 'up' | 'down' | 'delete-line' | 'none';

export const gridKeyAction = (cell: LineCell, f: GridKeyFacts): GridKeyAction => {
  if (f.isComposing || f.listOpen) return 'none';
  const ctrl = f.ctrlKey || f.metaKey;
  if (f.key === 'Enter' && !ctrl && !f.altKey) return f.shiftKey ? 'back' : 'enter';
  if (f.key === 'Delete' && (ctrl || (cell === 'part' && f.allSelected))) return 'delete-line';
  if (f.key === 'ArrowUp' && !f.shiftKey && !ctrl) return 'up';
  if (f.key === 'ArrowDown' && !f.shiftKey && !ctrl) return 'down';
  return 'none';
};

/** Where Enter goes from a cell; `needsReason` says the price differs from the part's sale price. */
export const nextCell = (from: CellPos, needsReason: boolean): CellPos => {
  switch (from.cell) {
    case 'part':
      return { row: from.row, cell: 'qty' };
    case 'qty':
      return { row: from.row, cell: 'price' };
    case 'price':
      return needsReason ? { row: from.row, cell: 'reason' } : { row: from.row + 1, cell: 'part' };
    default:
      return { row: from.row + 1, cell: 'part' };
  }
};

/** Where Shift+Enter goes: the previous cell of the line, or the last typed cell of the line above. */
export const previousCell = (from: CellPos, rowNeedsReason: (row: number) => boolean): CellPos | null => {
  switch (from.cell) {
    case 'qty':
      return { row: from.row, cell: 'part' };
    case 'price':
      return { row: from.row, cell: 'qty' };
    case 'reason':
      return { row: from.row, cell: 'price' };
    default:
      if (from.row === 0) return null;
      return { row: from.row - 1, cell: rowNeedsReason(from.row - 1) ? 'reason' : 'price' };
  }
};

/** Up and down stay in the column and within the lines. */
export const verticalCell = (from: CellPos, delta: -1 | 1, rowCount: number): CellPos | null => {
  const row = from.row + delta;
  return row < 0 || row >= rowCount ? null : { row, cell: from.cell };
};

/** The cell to focus after a line is removed: the same column of the line that took its place. */
export const afterDelete = (removed: number, cell: LineCell, rowCountAfter: number): CellPos => ({
  row: Math.max(0, Math.min(removed, rowCountAfter - 1)),
  cell,
});

/** Function keys and shortcuts of the register screen. */
export type RegisterCommand = 'save' | 'fix' | 'statement' | 'estimate' | 'cancel' | 'new' | 'lines';

export const registerCommand = (
  f: Pick<GridKeyFacts, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
) => {
  const ctrl = f.ctrlKey || f.metaKey;
  if (ctrl && !f.altKey && f.key.toLowerCase() === 'p') return 'statement';
  if (ctrl || f.altKey || f.shiftKey) return null;
  const map: Record<string, RegisterCommand> = {
    F2: 'lines',
    F3: 'new',
    F4: 'cancel',
    F7: 'estimate',
    F8: 'save',
    F9: 'fix',
  };
  return map[f.key] ?? null;
};
