import { describe, expect, it } from 'vitest';
import { commandOfKey } from './document-keys';
import {
  afterDelete,
  type EditableCell,
  type GridKeyFacts,
  gridKeyAction,
  nextCell,
  previousCell,
  verticalCell,
} from './line-grid-keys';

/** The order's cells: the price-change reason only when the price differs from the part's. */
type Line = { reason: boolean };
const ORDER_CELLS: EditableCell<Line>[] = [
  { cell: 'part' },
  { cell: 'qty' },
  { cell: 'price' },
  { cell: 'reason', when: (l) => l.reason },
];
const plain: Line = { reason: false };
const changed: Line = { reason: true };

const facts = (over: Partial<GridKeyFacts>): GridKeyFacts => ({
  key: 'Enter',
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  isComposing: false,
  listOpen: false,
  allSelected: false,
  ...over,
});

describe('document line grid keyboard (the order cells)', () => {
  it('walks part → qty → price → next line', () => {
    expect(nextCell(ORDER_CELLS, { row: 0, cell: 'part' }, plain)).toEqual({ row: 0, cell: 'qty' });
    expect(nextCell(ORDER_CELLS, { row: 0, cell: 'qty' }, plain)).toEqual({ row: 0, cell: 'price' });
    expect(nextCell(ORDER_CELLS, { row: 0, cell: 'price' }, plain)).toEqual({ row: 1, cell: 'part' });
  });

  it('stops at the reason cell when the price was changed', () => {
    expect(nextCell(ORDER_CELLS, { row: 2, cell: 'price' }, changed)).toEqual({ row: 2, cell: 'reason' });
    expect(nextCell(ORDER_CELLS, { row: 2, cell: 'reason' }, changed)).toEqual({ row: 3, cell: 'part' });
  });

  it('goes back with Shift+Enter, into the line above from a part cell', () => {
    expect(gridKeyAction(false, facts({ shiftKey: true }))).toBe('back');
    expect(previousCell(ORDER_CELLS, { row: 1, cell: 'qty' }, () => plain)).toEqual({ row: 1, cell: 'part' });
    expect(previousCell(ORDER_CELLS, { row: 1, cell: 'part' }, () => changed)).toEqual({
      row: 0,
      cell: 'reason',
    });
    expect(previousCell(ORDER_CELLS, { row: 1, cell: 'part' }, () => plain)).toEqual({
      row: 0,
      cell: 'price',
    });
    expect(previousCell(ORDER_CELLS, { row: 0, cell: 'part' }, () => plain)).toBeNull();
  });

  it('leaves Enter to the IME and to the open candidate list', () => {
    expect(gridKeyAction(true, facts({ isComposing: true }))).toBe('none');
    expect(gridKeyAction(true, facts({ listOpen: true }))).toBe('none');
  });

  it('removes a line with Ctrl+Delete anywhere, Delete only on a fully selected part cell', () => {
    expect(gridKeyAction(false, facts({ key: 'Delete', ctrlKey: true }))).toBe('delete-line');
    expect(gridKeyAction(true, facts({ key: 'Delete', allSelected: true }))).toBe('delete-line');
    expect(gridKeyAction(false, facts({ key: 'Delete', allSelected: true }))).toBe('none');
    expect(gridKeyAction(true, facts({ key: 'Delete' }))).toBe('none');
  });

  it('moves up and down within the lines', () => {
    expect(gridKeyAction(false, facts({ key: 'ArrowDown' }))).toBe('down');
    expect(verticalCell({ row: 0, cell: 'price' }, -1, 3)).toBeNull();
    expect(verticalCell({ row: 1, cell: 'price' }, 1, 3)).toEqual({ row: 2, cell: 'price' });
    expect(verticalCell({ row: 2, cell: 'price' }, 1, 3)).toBeNull();
    expect(afterDelete(4, 'qty', 4)).toEqual({ row: 3, cell: 'qty' });
  });

  it('maps the keys shown on the buttons to their commands', () => {
    const actions = [
      { command: 'lines', key: 'F2' },
      { command: 'new', key: 'F3' },
      { command: 'cancel', key: 'F4' },
      { command: 'estimate', key: 'F7' },
      { command: 'save', key: 'F8', alsoKeys: ['Ctrl+Enter', 'Ctrl+S'] },
      { command: 'fix', key: 'F9' },
      { command: 'statement', key: 'Ctrl+P' },
    ] as const;
    const key = (k: string, ctrlKey = false, shiftKey = false) =>
      commandOfKey(actions, { key: k, ctrlKey, metaKey: false, altKey: false, shiftKey });
    expect(key('F8')).toBe('save');
    expect(key('F9')).toBe('fix');
    expect(key('p', true)).toBe('statement');
    expect(key('P', true, true)).toBe('statement');
    expect(key('F7')).toBe('estimate');
    expect(key('F4')).toBe('cancel');
    expect(key('Enter', true)).toBe('save');
    expect(key('F8', true)).toBeNull();
    expect(key('Enter')).toBeNull();
    expect(key('p')).toBeNull();
  });
});
