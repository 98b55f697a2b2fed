import { describe, expect, it } from 'vitest';
import { isCancelCode, readRequestParams } from './examination-paths';

describe('examination route parameters', () => {
  it('reads the state and the day of OrderExaminationRequest/:type/:ymd', () => {
    expect(readRequestParams('done', '20261121')).toEqual({ state: 'done', ymd: '20261121' });
    expect(readRequestParams('popup', '20261121')).toEqual({ state: 'waiting', ymd: '20261121' });
    expect(readRequestParams(undefined, undefined)).toEqual({ state: 'waiting', ymd: null });
  });

  it('refuses a day that does not exist', () => {
    expect(readRequestParams('all', '20260230').ymd).toBeNull();
    expect(readRequestParams('all', '2026-11-21').ymd).toBeNull();
  });

  it('knows a cancel code', () => {
    expect(isCancelCode(' x20261122-0001 ')).toBe(true);
    expect(isCancelCode('O20261122-0001')).toBe(false);
  });
});
