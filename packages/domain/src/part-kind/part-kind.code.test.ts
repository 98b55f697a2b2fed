import { describe, expect, it } from 'vitest';
import {
  nextPartKindCode,
  partKindCodeProblem,
  partKindLevelOf,
  partKindParentOf,
} from './part-kind.code.js';

describe('part kind codes', () => {
  it('reads the level from the length', () => {
    expect(partKindLevelOf('01')).toBe(1);
    expect(partKindLevelOf('0103')).toBe(2);
    expect(partKindLevelOf('0103A2')).toBe(3);
    expect(partKindLevelOf('010')).toBeNull();
    expect(partKindLevelOf('01030201')).toBeNull();
    expect(partKindLevelOf('0a')).toBeNull();
  });

  it('finds the parent by dropping the last two characters', () => {
    expect(partKindParentOf('0103')).toBe('01');
    expect(partKindParentOf('01')).toBeNull();
  });

  it('accepts a child code only under its parent', () => {
    expect(partKindCodeProblem('0103', '01')).toBeNull();
    expect(partKindCodeProblem('0203', '01')).toContain('상위 분류(01)');
    expect(partKindCodeProblem('0103', null)).toContain('대분류');
    expect(partKindCodeProblem('01030201', '010302')).not.toBeNull();
  });

  it('gives the next free code', () => {
    expect(nextPartKindCode('01', ['0101', '0102'])).toBe('0103');
    expect(nextPartKindCode(null, [])).toBe('01');
  });
});
