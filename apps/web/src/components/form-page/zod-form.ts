import { labelOf, schemaAtPath } from '@erp/domain';
import type { z } from 'zod';

// Forms validate with the very zod schema the server parses the request with (DESIGN §3), so a
// message the user sees under a field is the server's message, and no rule exists only here.

/** How a field is edited; decides its empty value and its input box. */
export type FieldWidget =
  | 'text'
  | 'textarea'
  | 'password'
  | 'phone'
  | 'bizNo'
  | 'email'
  | 'digits'
  | 'select'
  | 'won'
  | 'number'
  | 'switch'
  | 'custom';

const TEXT_WIDGETS: ReadonlySet<FieldWidget> = new Set([
  'text',
  'textarea',
  'password',
  'phone',
  'bizNo',
  'email',
  'digits',
]);

/** What an untouched box holds: '' for text (so a required field says "입력하세요."), else nothing. */
export const emptyValueFor = (widget: FieldWidget): unknown => (TEXT_WIDGETS.has(widget) ? '' : undefined);

/** A form value as the schema should see it: a cleared box is its empty value, never null. */
export const normalizeFormValue = (widget: FieldWidget, value: unknown): unknown =>
  value === null || value === undefined ? emptyValueFor(widget) : value;

export const fieldSchemaOf = (schema: z.ZodType, name: string): z.ZodType | undefined =>
  schemaAtPath(schema, [name]);

/** The Korean label of a field, from the schema's metadata. */
export const fieldLabel = (schema: z.ZodType, name: string): string =>
  labelOf(fieldSchemaOf(schema, name)) ?? name;

/** Required means: the schema refuses the field's empty value. */
export const isRequiredField = (schema: z.ZodType, name: string, widget: FieldWidget): boolean => {
  const field = fieldSchemaOf(schema, name);
  return field ? !field.safeParse(emptyValueFor(widget)).success : false;
};

type Issue = { code: string; message: string; errors?: Issue[][] };

/**
 * The message of an issue. An optional field is written `'' | rule`, so a bad value fails both
 * branches and zod reports a generic "Invalid input"; the user needs the rule's own message, not
 * the news that the value is not empty.
 */
export const issueMessage = (issue: Issue): string => {
  if (issue.code === 'invalid_union' && issue.errors) {
    const branch = issue.errors.find((issues) => issues.some((i) => i.code !== 'invalid_value'));
    const inner = branch?.find((i) => i.code !== 'invalid_value');
    if (inner) return issueMessage(inner);
  }
  return issue.message;
};

/** The schema's first message for one field's value, or null when the value is accepted. */
export const fieldIssue = (
  schema: z.ZodType,
  name: string,
  widget: FieldWidget,
  value: unknown,
): string | null => {
  const field = fieldSchemaOf(schema, name);
  if (!field) return null;
  const result = field.safeParse(normalizeFormValue(widget, value));
  const first = result.success ? undefined : result.error.issues[0];
  return result.success ? null : first ? issueMessage(first as Issue) : '값을 확인하세요.';
};

export type FieldError = { name: string; message: string };
export type FormParse<T> = { ok: true; data: T } | { ok: false; errors: FieldError[] };

/** Parses the whole form (rules across fields included) and names the fields that failed. */
export const parseForm = <S extends z.ZodType>(
  schema: S,
  values: Record<string, unknown>,
  widgets: Record<string, FieldWidget>,
): FormParse<z.output<S>> => {
  const normalized: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    normalized[name] = normalizeFormValue(widgets[name] ?? 'custom', value);
  }
  const result = schema.safeParse(normalized);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldError[] = [];
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '');
    if (!errors.some((e) => e.name === name)) errors.push({ name, message: issueMessage(issue as Issue) });
  }
  return { ok: false, errors };
};

/** Server data as form values: nulls become empty boxes of the right kind. */
export const toFormValues = (
  data: Record<string, unknown>,
  widgets: Record<string, FieldWidget>,
): Record<string, unknown> => {
  const values: Record<string, unknown> = {};
  for (const [name, widget] of Object.entries(widgets)) values[name] = normalizeFormValue(widget, data[name]);
  return values;
};

/**
 * Whether two states of a form differ for the user: '' and a missing value are the same, and
 * spaces at the ends do not count (the schema trims them).
 */
export const formValuesKey = (
  values: Record<string, unknown>,
  widgets: Record<string, FieldWidget>,
): string =>
  JSON.stringify(
    Object.keys(widgets)
      .sort()
      .map((name) => {
        const value = normalizeFormValue(widgets[name] ?? 'custom', values[name]);
        return [name, typeof value === 'string' ? value.trim() : (value ?? null)];
      }),
  );
