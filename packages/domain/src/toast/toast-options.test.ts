import { describe, expect, it } from 'vitest';
import { parseToastOptions, TOAST_DEFAULTS, TOAST_TYPES } from './toast-options.js';

describe('parseToastOptions', () => {
  it('fills every default: 2000 ms, top-right, max 20, fade-out 300 ms', () => {
    expect(parseToastOptions()).toEqual({
      type: 'default',
      duration: 2000,
      position: 'top-right',
      maxCount: 20,
      fadeOut: 300,
    });
    expect(parseToastOptions({})).toEqual(TOAST_DEFAULTS);
    expect(parseToastOptions(null)).toEqual(TOAST_DEFAULTS);
    expect(parseToastOptions('success')).toEqual(TOAST_DEFAULTS);
  });

  it.each(TOAST_TYPES)('accepts the type %s', (type) => {
    expect(parseToastOptions({ type }).type).toBe(type);
  });

  it('falls back to default for any other type', () => {
    for (const type of ['danger', 'SUCCESS', ' success', '', '성공', 1, null]) {
      expect(parseToastOptions({ type }).type).toBe('default');
    }
  });

  it('accepts a max count above 0', () => {
    expect(parseToastOptions({ maxCount: 1 }).maxCount).toBe(1);
    expect(parseToastOptions({ maxCount: 5 }).maxCount).toBe(5);
  });

  it('cuts a fractional max count to a whole count of at least 1', () => {
    expect(parseToastOptions({ maxCount: 3.7 }).maxCount).toBe(3);
    expect(parseToastOptions({ maxCount: 0.5 }).maxCount).toBe(1);
  });

  it('ignores a max count of 0, below 0, non-finite or not a number', () => {
    for (const maxCount of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, '5', null, true]) {
      expect(parseToastOptions({ maxCount }).maxCount).toBe(20);
    }
  });

  it('keeps valid durations, positions and fade-outs', () => {
    expect(parseToastOptions({ duration: 5000, position: 'bottom-left', fadeOut: 0 })).toMatchObject({
      duration: 5000,
      position: 'bottom-left',
      fadeOut: 0,
    });
  });

  it('replaces invalid durations, positions and fade-outs with the defaults', () => {
    expect(parseToastOptions({ duration: -1, position: 'middle', fadeOut: '300' })).toMatchObject({
      duration: 2000,
      position: 'top-right',
      fadeOut: 300,
    });
  });
});
