import { describe, expect, it } from 'vitest';
import { fillHeightFor } from './use-fill-height';

describe('grid height', () => {
  it('fills the window under the grid, leaving room for the pager', () => {
    expect(fillHeightFor(300, 900)).toBe(484);
    expect(fillHeightFor(300, 900, 100)).toBe(500);
  });

  it('never gets shorter than a usable list', () => {
    expect(fillHeightFor(700, 800)).toBe(320);
  });
});
