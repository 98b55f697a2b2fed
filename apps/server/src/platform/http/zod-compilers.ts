import { configureKoreanZod } from '@erp/domain';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { RequestValidationError } from '../errors/validation-error.js';
import { inputGuardError } from './input-guard.js';

// Zod's own messages in Korean for the issues a schema does not word itself; wrong or missing
// types and sizes in plain words (a clerk never reads "예상 타입은 string").
configureKoreanZod();

/**
 * Validates each request part with its zod schema. Unlike the stock compiler it keeps the schema
 * with the error, so the message can name each field by its Korean label. A POST without a body
 * is read as `{}` so list filters can be omitted. Before the schema, the input guard refuses what
 * no column can hold (control characters, integers past a 32-bit column), so such a value is an
 * E0422 naming the field, never a database error.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const input = httpPart === 'body' && (data === undefined || data === null) ? {} : data;
    const guard = inputGuardError(schema, input);
    if (guard) return { error: new RequestValidationError(guard, schema, httpPart ?? 'body') };
    const result = schema.safeParse(input);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error, schema, httpPart ?? 'body') };
  };
