import { ACCOUNT_KINDS, ROLES, sessionInfoSchema } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { isSessionInfo } from './session-shape';

const valid = {
  auth: 'admin',
  id: 'admin',
  name: '관리자',
  kind: ACCOUNT_KINDS[0],
  loginTime: '2026-01-02 09:00:00',
  AUTH: 'system',
  COMPANY_CODE: '00001',
  mode: 'PROD',
  mainPage: '/Admin/AdminMain',
  customerCode: null,
  partnerCode: 'P001',
};

// Each field replaced by values of every kind: the hand check must agree with the schema on all.
const replacements: unknown[] = [
  undefined,
  null,
  '',
  'x',
  0,
  true,
  {},
  [],
  'system',
  '00001',
  'PROD',
  ...ROLES,
];

describe('isSessionInfo', () => {
  it('accepts a stored session the schema accepts', () => {
    expect(sessionInfoSchema.safeParse(valid).success).toBe(true);
    expect(isSessionInfo(valid)).toBe(true);
    expect(isSessionInfo({ ...valid, customerCode: 'C1', partnerCode: null })).toBe(true);
  });

  it('gives the same answer as sessionInfoSchema for every field of every kind', () => {
    for (const key of Object.keys(valid))
      for (const replacement of replacements) {
        const candidate = { ...valid, [key]: replacement };
        expect(isSessionInfo(candidate), `${key}=${String(replacement)}`).toBe(
          sessionInfoSchema.safeParse(candidate).success,
        );
      }
  });

  it('refuses what is not an object', () => {
    for (const value of [null, undefined, 'admin', 1, [valid]]) expect(isSessionInfo(value)).toBe(false);
  });
});
