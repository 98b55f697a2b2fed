import { ACCOUNT_KINDS, isRole, type SessionInfo } from '@erp/domain';

// The stored session (SESSION_INFO) is read on every first load, login pages included, so it is
// checked by hand here rather than with the domain's sessionInfoSchema: zod is about 26 KB gzipped
// that a login page would load for this one check (issue 14 §6). session-shape.test.ts holds it
// to the same answers as sessionInfoSchema.

const TEXT_FIELDS = ['id', 'name', 'loginTime', 'mainPage'] as const;
const TEXT_OR_NULL_FIELDS = ['customerCode', 'partnerCode'] as const;

export const isSessionInfo = (value: unknown): value is SessionInfo => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const fields = value as Record<string, unknown>;
  return (
    typeof fields.auth === 'string' &&
    isRole(fields.auth) &&
    typeof fields.kind === 'string' &&
    (ACCOUNT_KINDS as readonly string[]).includes(fields.kind) &&
    fields.AUTH === 'system' &&
    fields.COMPANY_CODE === '00001' &&
    fields.mode === 'PROD' &&
    TEXT_FIELDS.every((key) => typeof fields[key] === 'string') &&
    TEXT_OR_NULL_FIELDS.every((key) => fields[key] === null || typeof fields[key] === 'string')
  );
};
