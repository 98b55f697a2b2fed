import { CONTRACT_AREAS, isRawResponse } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SAMPLE_MARKER, sampleFor } from './schema-sample';

describe('schema samples', () => {
  it('makes a value each kind of schema accepts, strings marked with their field', () => {
    const schema = z.object({
      name: z.string().max(50),
      day: z.string().regex(/^\d{8}$/),
      qty: z.number().int().min(1),
      state: z.enum(['draft', 'fixed']).nullable(),
      lines: z.array(z.object({ code: z.string().regex(/^P\d{7}$/), price: z.number() })).min(1),
      kind: z.union([z.literal('a'), z.literal('b')]),
      at: z.iso.datetime(),
      memo: z.string().optional(),
      counted: z.string().transform((v) => v.length),
    });
    const value = sampleFor(schema) as Record<string, unknown>;
    expect(schema.safeParse(value).success).toBe(true);
    expect(value.name).toMatch(new RegExp(`^${SAMPLE_MARKER} name\\d$`));
    expect(value.day).toMatch(/^2026112\d$/);
    const lines = value.lines as { code: string }[];
    expect(lines[0]?.code).not.toBe(lines[1]?.code);
  });

  it('answers every declared contract with a value its response schema accepts', () => {
    const refused: string[] = [];
    for (const area of Object.values(CONTRACT_AREAS))
      for (const contract of Object.values(area)) {
        if (isRawResponse(contract.response)) continue;
        const result = contract.response.safeParse(sampleFor(contract.response));
        if (!result.success) refused.push(`${contract.method} ${contract.path}: ${result.error.message}`);
      }
    expect(refused).toEqual([]);
  });
});
