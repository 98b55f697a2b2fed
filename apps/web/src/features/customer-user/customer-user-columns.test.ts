import { describe, expect, it } from 'vitest';
import { daysWithoutLogin } from './customer-user-columns';

describe('dormant customer users', () => {
  const now = Date.parse('2026-11-21T00:00:00Z');

  it('counts whole days since the last login', () => {
    expect(
      daysWithoutLogin({ lastLoginAt: '2026-08-20T23:00:00Z', createdAt: '2025-01-01T00:00:00Z' }, now),
    ).toBe(92);
  });

  it('counts from registration for a user who never logged in', () => {
    expect(daysWithoutLogin({ lastLoginAt: null, createdAt: '2026-11-01T00:00:00Z' }, now)).toBe(20);
  });
});
