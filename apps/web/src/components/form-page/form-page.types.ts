import type { FormInstance } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import type { z } from 'zod';
import type { FieldWidget } from './zod-form';

export type FieldOption = { value: string | number; label: string };

/** One box of a form; its label and rules come from the schema field of the same name. */
export type FormFieldDef = {
  name: string;
  widget: FieldWidget;
  /** Width in a 24-column row; two fields a row by default. */
  span?: number;
  options?: readonly FieldOption[];
  placeholder?: string;
  maxLength?: number;
  help?: ReactNode;
  disabled?: boolean;
  /** The input of a `custom` field; the form gives it `value` and `onChange`. */
  input?: ReactElement;
  /** Label when the schema has none (a field the page adds). */
  label?: string;
  autoComplete?: string;
};

export type FormSection = { title: string; fields: readonly FormFieldDef[]; extra?: ReactNode };

/**
 * What a page does with a parsed form. Resolves to the saved values to keep showing (a modify),
 * or to nothing to start a new empty form (a register).
 */
export type FormSubmit<S extends z.ZodType> = (
  data: z.output<S>,
) => Promise<Record<string, unknown> | undefined>;

export type FormPageProps<S extends z.ZodType> = {
  title: string;
  mode: 'register' | 'modify';
  /** Shown beside the title (the record's code). */
  subject?: ReactNode;
  description?: ReactNode;
  schema: S;
  sections: readonly FormSection[];
  /** Values to start from (the record being modified, the customer being copied). */
  initialValues?: Record<string, unknown>;
  loading?: boolean;
  onSubmit: FormSubmit<S>;
  /** After "someone saved in between": fetch the record again. */
  onReload?: () => Promise<unknown>;
  /** Buttons beside the save button (list, copy, …). */
  actions?: ReactNode;
  submitLabel?: string;
  /** Shown above the sections (a notice, the result of the last save). */
  banner?: ReactNode;
  form?: FormInstance;
  /** Narrow layouts (popups, phones) put one field a row. */
  compact?: boolean;
};
