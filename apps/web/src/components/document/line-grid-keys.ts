// Keyboard movement in a document's line grid, the way a desk types: the part cell, then each
// editable cell in turn (a cell with a condition only when the line needs it, e.g. the order's
// price-change reason), then the part cell of the next line. Shift+Enter goes back, arrows move
// between lines in the same column, Ctrl+Delete (or Delete on a part cell whose text is all
// selected) removes the line. While the Hangul IME composes, Enter only finishes the syllable.

export type CellPos = { row: number; cell: string };

/** One editable cell of a line, in Enter order; the first is the part cell. */
export type EditableCell<L> = {
  cell: string;
  /** The cell is visited only when this holds for the line (default: always). */
  when?: (line: L) => boolean;
};

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

export const gridKeyAction = (isPartCell: boolean, f: GridKeyFacts): GridKeyAction => {
  if (f.isComposing || f.listOpen) return 'none';
  const ctrl = f.ctrlKey || f.metaKey;
  if (f.key === 'Enter' && !ctrl && !f.altKey) return f.shiftKey ? 'back' : 'enter';
  if (f.key === 'Delete' && (ctrl || (isPartCell && f.allSelected))) return 'delete-line';
  if (f.key === 'ArrowUp' && !f.shiftKey && !ctrl) return 'up';
  if (f.key === 'ArrowDown' && !f.shiftKey && !ctrl) return 'down';
  return 'none';
};

const visited = <L>(cells: readonly EditableCell<L>[], line: L | undefined) =>
  cells.filter((c, i) => i === 0 || !c.when || (line !== undefined && c.when(line))).map((c) => c.cell);

/** Where Enter goes from a cell: the next cell the line needs, else the part cell of the next line. */
export const nextCell = <L>(
  cells: readonly EditableCell<L>[],
  from: CellPos,
  line: L | undefined,
): CellPos => {
  const order = visited(cells, line);
  const at = order.indexOf(from.cell);
  const next = at >= 0 ? order[at + 1] : undefined;
  return next ? { row: from.row, cell: next } : { row: from.row + 1, cell: cells[0]?.cell ?? from.cell };
};

/** Where Shift+Enter goes: the previous cell of the line, or the last cell the line above needs. */
export const previousCell = <L>(
  cells: readonly EditableCell<L>[],
  from: CellPos,
  lineAt: (row: number) => L | undefined,
): CellPos | null => {
  const order = visited(cells, lineAt(from.row));
  const at = order.indexOf(from.cell);
  if (at > 0) return { row: from.row, cell: order[at - 1] as string };
  if (from.row === 0) return null;
  const above = visited(cells, lineAt(from.row - 1));
  return { row: from.row - 1, cell: above[above.length - 1] as string };
};

/** Up and down stay in the column and within the lines. */
export const verticalCell = (from: CellPos, delta: -1 | 1, rowCount: number): CellPos | null => {
  const row = from.row + delta;
  return row < 0 || row >= rowCount ? null : { row, cell: from.cell };
};

/** The cell to focus after a line is removed: the same column of the line that took its place. */
export const afterDelete = (removed: number, cell: string, rowCountAfter: number): CellPos => ({
  row: Math.max(0, Math.min(removed, rowCountAfter - 1)),
  cell,
});
