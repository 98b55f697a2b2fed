import { describe, expect, it } from 'vitest';
import { customerInputSchema } from './customer.schema.js';

const messageOf = (input: Record<string, unknown>, field: string) => {
  const result = customerInputSchema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error?.issues.find((i) => i.path[0] === field)?.message;
};

describe('customer input messages', () => {
  it('says what is wrong with an optional field, not just "invalid input"', () => {
    expect(messageOf({ name: '가', bizNo: '1248100999' }, 'bizNo')).toMatch(/사업자등록번호|검증/);
    expect(messageOf({ name: '가', phone: '12' }, 'phone')).not.toMatch(/^잘못된 입력$/);
    expect(messageOf({ name: '가', email: 'x@' }, 'email')).toBe('이메일 형식이 올바르지 않습니다.');
    expect(messageOf({ name: '가', postcode: '123' }, 'postcode')).toBe('우편번호는 5자리 숫자입니다.');
  });

  it('asks for a missing required name in plain words', () => {
    expect(messageOf({}, 'name')).toBe('입력하세요.');
  });

  it('accepts emptied optional inputs as no value', () => {
    const parsed = customerInputSchema.parse({ name: '가', bizNo: '', phone: '', email: '', postcode: '' });
    expect(parsed).toMatchObject({ bizNo: null, phone: null, email: null, postcode: null });
  });
});
