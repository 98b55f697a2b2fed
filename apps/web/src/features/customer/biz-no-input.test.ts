import { describe, expect, it } from 'vitest';
import { parseBizNoInput } from './biz-no-input';

describe('business numbers typed or pasted for a lookup', () => {
  it('takes numbers one a line or separated, with or without hyphens, each once', () => {
    expect(parseBizNoInput('124-81-00998\n2208162517, 124-81-00998 ; 120-81-47521\n')).toEqual({
      numbers: ['1248100998', '2208162517', '1208147521'],
      invalid: [],
    });
  });

  it('names the pieces that cannot be a business number', () => {
    expect(parseBizNoInput('12345 124-81-00998 abc-de 1248100998123')).toEqual({
      numbers: ['1248100998'],
      invalid: ['12345', 'abc-de', '1248100998123'],
    });
  });
});
