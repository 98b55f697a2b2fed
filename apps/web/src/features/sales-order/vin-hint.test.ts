import { describe, expect, it } from 'vitest';
import { vinHint } from './vin-hint';

describe('VIN hint', () => {
  it('says nothing for an empty box and counts characters while typing', () => {
    expect(vinHint('', 2026)).toBeNull();
    expect(vinHint('KMHD341', 2026)).toEqual({ ok: false, text: '7/17자리' });
  });

  it('names the maker and the latest possible model year', () => {
    expect(vinHint('KMHD341CBKU123456', 2026)).toEqual({ ok: true, text: '현대 · 2019년식' });
    expect(vinHint('KNAJ3811BRK000001', 2026)?.text).toBe('기아 · 2024년식');
  });

  it('gives the reason a VIN cannot be right', () => {
    expect(vinHint('KMHD341CBKU12345O', 2026)).toEqual({
      ok: false,
      text: '차대번호에는 I, O, Q를 쓰지 않습니다.',
    });
  });
});
