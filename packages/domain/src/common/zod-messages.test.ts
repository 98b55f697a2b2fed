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
    expect(koreanTypeError({ code: 'invalid_format' })).toBeUndefined();
    const own = z.string({ error: '거래처를 고르세요.' }).safeParse(undefined, { error: koreanTypeError });
    expect(own.error?.issues[0]?.message).toBe('거래처를 고르세요.');
  });

  it('words sizes a schema left unworded as the schemas word theirs', () => {
    const schema = z.object({
      code: z.string().min(1),
      memo: z.string().max(40),
      pin: z.string().min(4),
      qty: z.number().int().min(0),
      ratio: z.number().positive(),
      price: z.number().max(1_000_000),
      lines: z.array(z.string()).min(1),
    });
    const result = schema.safeParse(
      { code: '', memo: 'x'.repeat(41), pin: '12', qty: -1, ratio: 0, price: 2_000_000, lines: [] },
      { error: koreanTypeError },
    );
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]),
    );
    expect(messages).toEqual({
      code: '입력하세요.',
      memo: '40자 이하로 입력하세요.',
      pin: '4자 이상 입력하세요.',
      qty: '0 이상이어야 합니다.',
      ratio: '0보다 커야 합니다.',
      price: '1,000,000 이하여야 합니다.',
      lines: '하나 이상 넣으세요.',
    });
  });
});
