import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { koreanTypeError } from './zod-messages.js';

describe('wrong-type messages', () => {
  it('a missing field says 입력하세요, a wrong type says what to enter', () => {
    const schema = z.object({ name: z.string(), qty: z.number(), urgent: z.boolean() });
    const result = schema.safeParse({ qty: '다섯', urgent: 'y' }, { error: koreanTypeError });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]),
    );
    expect(messages).toEqual({
      name: '입력하세요.',
      qty: '숫자로 입력하세요.',
      urgent: '예 또는 아니오로 고르세요.',
    });
  });

  it('leaves other issues and a schema’s own wording alone', () => {
    expect(koreanTypeError({ code: 'too_small' })).toBeUndefined();
    const own = z.string({ error: '거래처를 고르세요.' }).safeParse(undefined, { error: koreanTypeError });
    expect(own.error?.issues[0]?.message).toBe('거래처를 고르세요.');
  });
});
