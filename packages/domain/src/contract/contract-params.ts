import { z } from 'zod';

// The path parameters the contracts share: a code typed in any case and stored upper-cased, a
// plain document code, and a row number. One declaration each, so every endpoint trims, bounds
// and labels the same parameter the same way.

/** A master code (part, brand, kind, supplier, purchase…): trimmed, 1–20 characters, upper-cased. */
export const upperCode = (title: string) =>
  z
    .string()
    .trim()
    .min(1)
    .max(20)
    .transform((v) => v.toUpperCase())
    .meta({ title });

export const upperCodeParams = (title: string) => z.object({ code: upperCode(title) });

/** A document code (an order, a memo): trimmed, 1–`max` characters, as typed. */
export const docCodeParams = (title: string, max = 30) =>
  z.object({ code: z.string().trim().min(1).max(max).meta({ title }) });

/** A row number in the path; `message` replaces zod's own when the number is out of range. */
export const rowIdParams = (title = '번호', message?: string) =>
  z.object({
    id: z.coerce.number().int().positive().max(2_147_483_647, message).meta({ title }),
  });
