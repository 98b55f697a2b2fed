import type { z } from 'zod';

// A field's Korean label travels with its zod schema as `title` metadata, so the server's
// validation errors, the web's form labels and the OpenAPI document name a field the same way.
export const labeled = <T extends z.ZodType>(schema: T, label: string): T =>
  schema.meta({ title: label }) as T;

/** The Korean label of a schema, looking through optional/nullable/default wrappers. */
export const labelOf = (schema: z.ZodType | undefined): string | undefined => {
  let current: z.ZodType | undefined = schema;
  for (let depth = 0; current && depth < 8; depth += 1) {
    const title = current.meta()?.title;
    if (typeof title === 'string') return title;
    const inner = (current as { unwrap?: () => z.ZodType }).unwrap;
    const def = (current as unknown as { def?: { innerType?: z.ZodType; in?: z.ZodType } }).def;
    if (def?.innerType) current = def.innerType;
    else if (def?.in) current = def.in;
    else if (typeof inner === 'function') current = inner.call(current);
    else return undefined;
  }
  return undefined;
};

/** Follows an issue path (object keys, array indexes) down a schema to the field it names. */
export const schemaAtPath = (schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType | undefined => {
  let current: z.ZodType | undefined = schema;
  for (const key of path) {
    current = unwrapToShape(current);
    if (!current) return undefined;
    const def = (
      current as unknown as { def: { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType } }
    ).def;
    if (def.type === 'object' && def.shape && typeof key === 'string') current = def.shape[key];
    else if (def.type === 'array' && def.element) current = def.element;
    else return undefined;
  }
  return current;
};

const unwrapToShape = (schema: z.ZodType | undefined): z.ZodType | undefined => {
  let current = schema;
  for (let depth = 0; current && depth < 8; depth += 1) {
    const def = (current as unknown as { def: { type: string; innerType?: z.ZodType; in?: z.ZodType } }).def;
    if (def.type === 'object' || def.type === 'array') return current;
    if (def.innerType) current = def.innerType;
    else if (def.in) current = def.in;
    else return current;
  }
  return current;
};
