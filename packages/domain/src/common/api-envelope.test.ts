import { describe, expect, it } from 'vitest';
import { isErrorCode, SUCCESS_CODE } from './api-envelope.js';
import { ERROR_CATALOGUE } from './error-catalogue.js';

describe('api envelope', () => {
  it('treats S0000 as success', () => {
    expect(isErrorCode(SUCCESS_CODE)).toBe(false);
  });

  it('treats every catalogue code as an error code with an HTTP error status', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      expect(isErrorCode(code)).toBe(true);
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.message).toMatch(/[가-힣]/);
    }
  });
});
