import { describe, expect, it } from 'vitest';
import { readParams, writeParams } from './url-params';

const DEFAULTS = { onlyUnchecked: true, page: 1, size: 50, bizNo: '' };

describe('simple list state in the URL', () => {
  it('reads each value as the type of its default', () => {
    expect(readParams(DEFAULTS, new URLSearchParams('onlyUnchecked=false&page=3&bizNo=124'))).toEqual({
      onlyUnchecked: false,
      page: 3,
      size: 50,
      bizNo: '124',
    });
  });

  it('keeps the default for nonsense', () => {
    expect(readParams(DEFAULTS, new URLSearchParams('onlyUnchecked=maybe&page=-2&size=x'))).toEqual(DEFAULTS);
  });

  it('writes only what differs from the defaults', () => {
    expect(writeParams(DEFAULTS, { ...DEFAULTS, page: 2, bizNo: '' }).toString()).toBe('page=2');
    expect(writeParams(DEFAULTS, DEFAULTS).toString()).toBe('');
  });
});
