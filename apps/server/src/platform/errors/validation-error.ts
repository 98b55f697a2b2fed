import { labelOf, schemaAtPath } from '@erp/domain';
import type { z } from 'zod';

export type FieldError = { field: string; label: string; message: string };

const PART_LABELS: Record<string, string> = {
  body: '요청 본문',
  querystring: '조회 조건',
  params: '주소 값',
  headers: '헤더',
};

/**
 * The label of the nearest labelled field on the path, with the position in a list when the issue
 * is inside one of its items ("정렬 1번째"): a clerk never reads "sort.0.field".
 */
const nearestLabel = (schema: z.ZodType, path: readonly PropertyKey[]): string | undefined => {
  for (let n = path.length; n > 0; n -= 1) {
    const label = labelOf(schemaAtPath(schema, path.slice(0, n)));
    if (!label) continue;
    const item = path[n];
    if (n < path.length && typeof item === 'number') return `${label} ${item + 1}번째`;
    // A labelled field inside a list's item ("lines.1.qty"): which item, as the clerk counts them.
    const at = path.slice(0, n).findLastIndex((p) => typeof p === 'number');
    if (at < 0) return label;
    const list = labelOf(schemaAtPath(schema, path.slice(0, at)));
    const position = `${Number(path[at]) + 1}번째`;
    return list ? `${list} ${position} ${label}` : `${position} ${label}`;
  }
  return undefined;
};

/**
 * A request that fails its zod schema. It carries the schema so the error names each field by
 * its Korean label (`title` metadata), e.g. "비밀번호: 8자 이상 입력하세요."
 */
export class RequestValidationError extends Error {
  readonly fields: FieldError[];
  readonly statusCode = 422;

  constructor(error: z.ZodError, schema: z.ZodType | undefined, part: string) {
    const fields = error.issues.map((issue) => {
      const path = issue.path.map(String);
      const label =
        (schema ? nearestLabel(schema, issue.path) : undefined) ??
        (path.length > 0 ? path.join('.') : (PART_LABELS[part] ?? part));
      return { field: path.join('.'), label, message: issue.message };
    });
    super(fields.map((f) => `${f.label}: ${f.message}`).join(' / '));
    this.name = 'RequestValidationError';
    this.fields = fields;
  }
}
