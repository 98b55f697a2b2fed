import { describe, expect, it } from 'vitest';
import {
  afterDelete,
  type GridKeyFacts,
  gridKeyAction,
  nextCell,
  previousCell,
  registerCommand,
  verticalCell,
} from './order-grid-keys';

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

describe('order grid keyboard', () => {
  it('walks part → qty → price → next line', () => {
    expect(nextCell({ row: 0, cell: 'part' }, false)).toEqual({ row: 0, cell: 'qty' });
    expect(nextCell({ row: 0, cell: 'qty' }, false)).toEqual({ row: 0, cell: 'price' });
    expect(nextCell({ row: 0, cell: 'price' }, false)).toEqual({ row: 1, cell: 'part' });
  });

  it('stops at the reason cell when the price was changed', () => {
    expect(nextCell({ row: 2, cell: 'price' }, true)).toEqual({ row: 2, cell: 'reason' });
    expect(nextCell({ row: 2, cell: 'reason' }, true)).toEqual({ row: 3, cell: 'part' });
  });

  it('goes back with Shift+Enter, into the line above from a part cell', () => {
    expect(gridKeyAction('qty', facts({ shiftKey: true }))).toBe('back');
    expect(previousCell({ row: 1, cell: 'qty' }, () => false)).toEqual({ row: 1, cell: 'part' });
    expect(previousCell({ row: 1, cell: 'part' }, () => true)).toEqual({ row: 0, cell: 'reason' });
    expect(previousCell({ row: 0, cell: 'part' }, () => false)).toBeNull();
  });

  it('leaves Enter to the IME and to the open candidate list', () => {
    expect(gridKeyAction('part', facts({ isComposing: true }))).toBe('none');
    expect(gridKeyAction('part', facts({ listOpen: true }))).toBe('none');
  });

  it('removes a line with Ctrl+Delete anywhere, Delete only on a fully selected part cell', () => {
    expect(gridKeyAction('qty', facts({ key: 'Delete', ctrlKey: true }))).toBe('delete-line');
    expect(gridKeyAction('part', facts({ key: 'Delete', allSelected: true }))).toBe('delete-line');
    expect(gridKeyAction('qty', facts({ key: 'Delete', allSelected: true }))).toBe('none');
    expect(gridKeyAction('part', facts({ key: 'Delete' }))).toBe('none');
  });

  it('moves up and down within the lines', () => {
    expect(gridKeyAction('price', facts({ key: 'ArrowDown' }))).toBe('down');
    expect(verticalCell({ row: 0, cell: 'price' }, -1, 3)).toBeNull();
    expect(verticalCell({ row: 1, cell: 'price' }, 1, 3)).toEqual({ row: 2, cell: 'price' });
    expect(verticalCell({ row: 2, cell: 'price' }, 1, 3)).toBeNull();
    expect(afterDelete(4, 'qty', 4)).toEqual({ row: 3, cell: 'qty' });
  });

  it('maps the function keys shown on the buttons', () => {
    const key = (k: string, ctrlKey = false) =>
      registerCommand({ key: k, ctrlKey, metaKey: false, altKey: false, shiftKey: false });
    expect(key('F8')).toBe('save');
    expect(key('F9')).toBe('fix');
    expect(key('p', true)).toBe('statement');
    expect(key('F7')).toBe('estimate');
    expect(key('F4')).toBe('cancel');
    expect(key('Enter')).toBeNull();
  });
});
