import type { z } from 'zod';

// A value that a zod schema accepts, made from the schema alone: the generated screen test
// answers every API call from its contract's response schema with one. Strings carry a marker
// (샘플 + the field's name) so the test can see the data on the screen.

export const SAMPLE_MARKER = '샘플';

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: readonly z.ZodType[];
  entries?: Record<string, string | number>;
  values?: readonly unknown[];
  valueType?: z.ZodType;
  keyType?: z.ZodType;
  items?: readonly z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
  defaultValue?: unknown;
};

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const accepts = (schema: z.ZodType, value: unknown): boolean => schema.safeParse(value).success;

// Shapes the product's codes and dates take (YYYYMMDD, HHmm, human codes, phone, business number…).
const STRING_CANDIDATES = [
  '20261126',
  '2026-11-26',
  '2026-11-26T09:00:00.000Z',
  '202611',
  '0930',
  '093000',
  'C000001',
  'P0000001',
  'O20261126-0001',
  'S000001',
  'KMHD341CBHU123456',
  '8800001000809',
  '010-1234-5678',
  '02-123-4567',
  '104-81-71238',
  '1048171238',
  'sample@example.com',
  'https://example.com/a',
  '12가3456',
  'A',
  '1',
];
const NUMBER_CANDIDATES = [1, 12_000, 0, 100, 2026, 5, 10, -1, 0.5];

// Each sample differs from the last (ids, codes, names), so rows keyed by them stay distinct.
let sequence = 0;
const nextSeq = (): number => {
  sequence += 1;
  return sequence;
};
const varied = (candidate: string, seq: number): string => candidate.replace(/\d(?=\D*$)/, String(seq % 10));

/**
 * Starts the numbering from `seed`, so an answer's samples depend on the call alone, not on what
 * was answered before it (calls finish in any order).
 */
export const resetSamples = (seed = 0): void => {
  sequence = seed;
};

const sampleString = (schema: z.ZodType, name: string): string => {
  const seq = nextSeq();
  const marked = `${SAMPLE_MARKER} ${name}${seq}`.trim();
  for (const candidate of [marked, `${SAMPLE_MARKER}${seq}`, SAMPLE_MARKER]) {
    if (accepts(schema, candidate)) return candidate;
  }
  for (const candidate of STRING_CANDIDATES) {
    if (accepts(schema, varied(candidate, seq))) return varied(candidate, seq);
    if (accepts(schema, candidate)) return candidate;
  }
  return marked;
};

const sampleOf = (schema: z.ZodType, name: string, depth: number): unknown => {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return sampleString(schema, name);
    case 'number':
    case 'int': {
      const seq = nextSeq();
      return [seq, ...NUMBER_CANDIDATES].find((n) => accepts(schema, n)) ?? 1;
    }
    case 'bigint':
      return 1n;
    case 'boolean':
      return true;
    case 'date':
      return new Date('2026-11-26T00:00:00.000Z');
    case 'null':
      return null;
    case 'undefined':
    case 'void':
      return undefined;
    case 'any':
    case 'unknown':
      return `${SAMPLE_MARKER} ${name}`;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'nullable':
    case 'optional':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
    case 'prefault':
    case 'default':
      return def.innerType ? sampleOf(def.innerType, name, depth) : undefined;
    case 'pipe':
      return def.in ? sampleOf(def.in, name, depth) : undefined;
    case 'lazy':
      return def.getter && depth < 4 ? sampleOf(def.getter(), name, depth + 1) : undefined;
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, field]) => [key, sampleOf(field, key, depth + 1)]),
      );
    case 'array': {
      if (!def.element || depth > 6) return [];
      const items = [
        sampleOf(def.element, `${name}1`, depth + 1),
        sampleOf(def.element, `${name}2`, depth + 1),
      ];
      for (const n of [2, 1, 0]) if (accepts(schema, items.slice(0, n))) return items.slice(0, n);
      return items;
    }
    case 'tuple':
      return (def.items ?? []).map((item, i) => sampleOf(item, `${name}${i}`, depth + 1));
    case 'record':
      return def.valueType
        ? {
            [sampleString(def.keyType ?? (schema as z.ZodType), 'key')]: sampleOf(
              def.valueType,
              name,
              depth + 1,
            ),
          }
        : {};
    case 'union': {
      for (const option of def.options ?? []) {
        const value = sampleOf(option, name, depth + 1);
        if (accepts(option, value)) return value;
      }
      return undefined;
    }
    case 'intersection': {
      const left = def.left ? sampleOf(def.left, name, depth) : {};
      const right = def.right ? sampleOf(def.right, name, depth) : {};
      return { ...(left as object), ...(right as object) };
    }
    default:
      return undefined;
  }
};

/** A value `schema` accepts, strings marked with their field names. */
export const sampleFor = (schema: z.ZodType): unknown => sampleOf(schema, '', 0);
