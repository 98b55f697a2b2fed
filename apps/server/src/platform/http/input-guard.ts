import { labelOf } from '@erp/domain';
import { z } from 'zod';

// Rules every request part obeys whatever its schema says, checked before any query runs:
// PostgreSQL refuses a NUL character (the request would end in a 500), other control characters
// are never typed by a person, and a 32-bit column refuses a number above 2^31−1.

export const INT32_MAX = 2_147_483_647;
export const INT32_MIN = -2_147_483_648;

// NUL and the C0/C1 control characters except tab, line feed and carriage return.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;
// A memo, a remark, a description: fields a person writes in several lines.
const MULTILINE_LABEL = /메모|비고|설명|내용|요청|사유|의견|목록|주소 여러/;
// A text field this long is a note, whatever its label.
const MULTILINE_MIN_LENGTH = 500;

// A text field whose schema names no length of its own still has one: no screen sends more, and
// a 100 000-character value must not reach a column or an index.
export const DEFAULT_MAX_TEXT = 20_000;

export const CONTROL_MESSAGE = '보이지 않는 제어 문자(NUL 등)는 입력할 수 없습니다.';
export const SINGLE_LINE_MESSAGE = '줄바꿈이나 탭 없이 한 줄로 입력하세요.';
export const UNKNOWN_FIELD_MESSAGE = '이 요청에 없는 항목입니다. 보낸 값을 확인하세요.';

type Issue = { path: PropertyKey[]; message: string };
type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
  coerce?: boolean;
};

const defOf = (schema: z.ZodType): Def => (schema as unknown as { def: Def }).def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** Control characters anywhere in a value, keys included: no schema needed, nothing may pass. */
const controlIssues = (value: unknown, path: PropertyKey[], out: Issue[]): void => {
  if (typeof value === 'string') {
    if (CONTROL.test(value)) out.push({ path, message: CONTROL_MESSAGE });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => {
      controlIssues(item, [...path, i], out);
    });
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL.test(key)) out.push({ path: [...path, key], message: CONTROL_MESSAGE });
      else controlIssues(item, [...path, key], out);
    }
  }
};

/**
 * Rules that depend on the field's schema: a single-line text field takes no line break or tab,
 * and an integer field that declares no bound of its own is bounded by a 32-bit column (ids,
 * versions, quantities; money fields declare their own bound, e.g. wonField).
 */
const schemaIssues = (
  schema: z.ZodType | undefined,
  value: unknown,
  path: PropertyKey[],
  label: string | undefined,
  out: Issue[],
  depth = 0,
  partOfIntersection = false,
): void => {
  if (!schema || depth > 64 || value === undefined || value === null) return;
  const def = defOf(schema);
  const here = labelOf(schema) ?? label;
  if (WRAPPERS.has(def.type) && def.innerType) {
    schemaIssues(def.innerType, value, path, here, out, depth + 1, partOfIntersection);
    return;
  }
  switch (def.type) {
    case 'pipe':
      schemaIssues(def.in, value, path, here, out, depth + 1, partOfIntersection);
      return;
    case 'lazy':
      schemaIssues(def.getter?.(), value, path, here, out, depth + 1, partOfIntersection);
      return;
    case 'string': {
      if (typeof value !== 'string') return;
      const max = (schema as z.ZodString).maxLength;
      if ((max === null || max === undefined) && value.length > DEFAULT_MAX_TEXT) {
        out.push({ path, message: `${DEFAULT_MAX_TEXT.toLocaleString('ko-KR')}자 이하로 입력하세요.` });
        return;
      }
      if (!LINE_BREAK_OR_TAB.test(value)) return;
      const multiline =
        max === null ||
        max === undefined ||
        max >= MULTILINE_MIN_LENGTH ||
        (here !== undefined && MULTILINE_LABEL.test(here)) ||
        schema.meta()?.multiline === true;
      if (!multiline) out.push({ path, message: SINGLE_LINE_MESSAGE });
      return;
    }
    case 'number': {
      const n = def.coerce && typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isFinite(n)) return;
      const s = schema as z.ZodNumber;
      if (!s.isInt) return;
      if (s.maxValue !== null && s.maxValue >= Number.MAX_SAFE_INTEGER && n > INT32_MAX) {
        out.push({ path, message: `${INT32_MAX.toLocaleString('ko-KR')} 이하여야 합니다.` });
      } else if (s.minValue !== null && s.minValue <= Number.MIN_SAFE_INTEGER && n < INT32_MIN) {
        out.push({ path, message: `${INT32_MIN.toLocaleString('ko-KR')} 이상이어야 합니다.` });
      }
      return;
    }
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return;
      for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
        const field = def.shape?.[key] ?? def.catchall;
        // A plain object schema would drop a field it does not name: refused instead, so a
        // misspelt or stale field never looks saved (one side of an intersection names only half).
        if (!field && !partOfIntersection) out.push({ path: [...path, key], message: UNKNOWN_FIELD_MESSAGE });
        schemaIssues(field, item, [...path, key], undefined, out, depth + 1);
      }
      return;
    }
    case 'array':
      if (!Array.isArray(value)) return;
      value.forEach((item, i) => {
        schemaIssues(def.element, item, [...path, i], here, out, depth + 1);
      });
      return;
    case 'tuple':
      if (!Array.isArray(value)) return;
      value.forEach((item, i) => {
        schemaIssues(def.items?.[i] ?? def.rest ?? undefined, item, [...path, i], here, out, depth + 1);
      });
      return;
    case 'record':
      if (typeof value !== 'object' || Array.isArray(value)) return;
      for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
        schemaIssues(def.valueType, item, [...path, key], here, out, depth + 1);
      }
      return;
    case 'union': {
      // The option the value actually matches decides the rule (an id or a blank, a code or a list).
      const option = def.options?.find((o) => o.safeParse(value).success);
      schemaIssues(option, value, path, here, out, depth + 1, partOfIntersection);
      return;
    }
    case 'intersection':
      schemaIssues(def.left, value, path, here, out, depth + 1, true);
      schemaIssues(def.right, value, path, here, out, depth + 1, true);
      return;
    default:
      return;
  }
};

/**
 * The problems of one request part that its schema alone would let through, as a ZodError the
 * validation error can label, or null when there are none. Without a schema only control
 * characters are looked for.
 */
export const inputGuardError = (schema: z.ZodType | undefined, value: unknown): z.ZodError | null => {
  const issues: Issue[] = [];
  controlIssues(value, [], issues);
  if (issues.length === 0) schemaIssues(schema, value, [], undefined, issues);
  if (issues.length === 0) return null;
  return new z.ZodError(
    issues.map((issue) => ({
      code: 'custom' as const,
      path: issue.path,
      message: issue.message,
      input: value,
    })),
  );
};

/** A value with every control character removed, for the rare place that must store what came. */
export const withoutControls = (value: string): string =>
  value.replace(new RegExp(CONTROL.source, 'g'), '').replace(/[\t\n\r]/g, ' ');
