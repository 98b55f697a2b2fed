import { describe, expect, it } from 'vitest';
import { movedFocus } from './grid-keys';

const BOUNDS = { rows: 30, cols: 5, pageRows: 10 };

describe('movedFocus: the keys that move the focused cell', () => {
  it.each([
    ['ArrowDown', false, { row: 3, col: 2 }, { row: 4, col: 2 }],
    ['ArrowUp', false, { row: 0, col: 2 }, { row: 0, col: 2 }],
    ['ArrowRight', false, { row: 3, col: 4 }, { row: 3, col: 4 }],
    ['ArrowLeft', false, { row: 3, col: 2 }, { row: 3, col: 1 }],
    ['PageDown', false, { row: 25, col: 2 }, { row: 29, col: 2 }],
    ['PageUp', false, { row: 15, col: 2 }, { row: 5, col: 2 }],
    ['Home', false, { row: 7, col: 3 }, { row: 7, col: 0 }],
    ['End', false, { row: 7, col: 1 }, { row: 7, col: 4 }],
    ['Home', true, { row: 7, col: 3 }, { row: 0, col: 0 }],
    ['End', true, { row: 7, col: 1 }, { row: 29, col: 4 }],
  ])('%s (Ctrl %s) from %j to %j', (key, ctrl, from, to) => {
    expect(movedFocus(key, ctrl, from, BOUNDS)).toEqual(to);
  });

  it('ignores the other keys', () => {
    expect(movedFocus('a', false, { row: 1, col: 1 }, BOUNDS)).toBeNull();
  });
});
