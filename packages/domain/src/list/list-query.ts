import { z } from 'zod';
import { ymdSchema } from '../validate/field-schemas.js';

// One vocabulary for every list screen: the server turns it into whitelisted, indexed SQL and the
// web keeps it in the URL, so a list can be bookmarked and a tab keeps its state.
export const FILTER_OPERATORS = [
  'eq',
  'ne',
  'in',
  'contains',
  'startsWith',
  'gte',
  'lte',
  'between',
  'isNull',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export type ListFieldKind = 'text' | 'number' | 'date' | 'boolean';

export type ListFieldSpec = {
  kind: ListFieldKind;
  label: string;
  sortable?: boolean;
  /** Operators the list accepts on this field; none = not filterable. */
  operators?: readonly FilterOperator[];
};

export type ListSpec<F extends string = string> = {
  fields: Record<F, ListFieldSpec>;
  defaultSort: { field: NoInfer<F>; dir: 'asc' | 'desc' };
  maxSize?: number;
};

export const FILTER_OPERATOR_LABELS: Record<FilterOperator, string> = {
  eq: '같음',
  ne: '같지 않음',
  in: '다음 중 하나',
  contains: '포함',
  startsWith: '시작',
  gte: '이상',
  lte: '이하',
  between: '범위',
  isNull: '비어 있음',
};

const scalarFor = (kind: ListFieldKind): z.ZodType => {
  switch (kind) {
    case 'number':
      return z.number({ message: '숫자를 입력하세요.' }).int('정수를 입력하세요.');
    case 'date':
      return ymdSchema;
    case 'boolean':
      return z.boolean({ message: '예/아니오 값이어야 합니다.' });
    default:
      return z.string().max(200, '200자 이하로 입력하세요.');
  }
};

export type ListFilter = { field: string; op: FilterOperator; value?: unknown };
export type ListSort = { field: string; dir: 'asc' | 'desc' };
export type ListQuery = {
  page: number;
  size: number;
  sort: ListSort[];
  filters: ListFilter[];
  keyword?: string | undefined;
};

/**
 * The zod schema of a list request for one entity: page, size, up to three sort keys on sortable
 * fields, and filters whose operator and value are checked against the field's kind.
 */
export const listQuerySchema = <F extends string>(spec: ListSpec<F>) => {
  const names = Object.keys(spec.fields) as F[];
  const sortable = names.filter((n) => spec.fields[n].sortable);
  const filterable = names.filter((n) => (spec.fields[n].operators ?? []).length > 0);
  const filter = z
    .object({
      field: z.enum(filterable as [F, ...F[]], { message: '검색할 수 없는 항목입니다.' }),
      op: z.enum(FILTER_OPERATORS, { message: '알 수 없는 조건입니다.' }),
      value: z.unknown().optional(),
    })
    .superRefine((f, ctx) => {
      const field = spec.fields[f.field];
      if (!(field.operators ?? []).includes(f.op)) {
        ctx.addIssue({
          code: 'custom',
          path: ['op'],
          message: `${field.label}: '${FILTER_OPERATOR_LABELS[f.op]}' 조건은 쓸 수 없습니다.`,
        });
        return;
      }
      const scalar = scalarFor(field.kind);
      const valueSchema =
        f.op === 'isNull'
          ? z.boolean().optional()
          : f.op === 'in'
            ? z.array(scalar).min(1, '하나 이상 고르세요.').max(500, '500개까지 고를 수 있습니다.')
            : f.op === 'between'
              ? z.tuple([scalar, scalar])
              : scalar;
      const result = valueSchema.safeParse(f.value);
      if (!result.success) {
        ctx.addIssue({
          code: 'custom',
          path: ['value'],
          message: `${field.label}: ${result.error.issues[0]?.message ?? '값이 올바르지 않습니다.'}`,
        });
      }
    });
  return z.object({
    page: z.number().int().min(1, '1 이상이어야 합니다.').default(1).meta({ title: '페이지' }),
    size: z
      .number()
      .int()
      .min(1, '1 이상이어야 합니다.')
      .max(spec.maxSize ?? 500, `${spec.maxSize ?? 500} 이하여야 합니다.`)
      .default(50)
      .meta({ title: '페이지 크기' }),
    sort: z
      .array(
        z.object({
          field: z.enum(sortable as [F, ...F[]], { message: '정렬할 수 없는 항목입니다.' }),
          dir: z.enum(['asc', 'desc']).default('asc'),
        }),
      )
      .max(3, '정렬은 3개까지입니다.')
      .default([spec.defaultSort])
      .meta({ title: '정렬' }),
    filters: z.array(filter).max(20, '조건은 20개까지입니다.').default([]).meta({ title: '검색 조건' }),
    keyword: z.string().trim().max(100, '100자 이하로 입력하세요.').optional().meta({ title: '검색어' }),
  });
};

/** A page of rows. `total` is exact up to `totalCap`; past it the list says "N건 이상". */
export type ListPage<T> = { rows: T[]; total: number; totalCapped: boolean; page: number; size: number };

export const listPageSchema = <T extends z.ZodType>(row: T) =>
  z.object({
    rows: z.array(row),
    total: z.number().int(),
    totalCapped: z.boolean(),
    page: z.number().int(),
    size: z.number().int(),
  });

/**
 * The page and size of a request that pages without the list kit's filters: page from 1, size
 * from 1 to `max` (50 unless `size` says otherwise); `message` is the Korean refusal past `max`.
 */
export const pageQueryFields = ({
  max = 500,
  size = 50,
  message,
}: {
  max?: number;
  size?: number;
  message?: string;
} = {}) => ({
  page: z.number().int().min(1).default(1).meta({ title: '페이지' }),
  size: z.number().int().min(1).max(max, message).default(size).meta({ title: '페이지 크기' }),
});

/** A date or number a list sorts by and filters by range (from, to, or both). */
export const rangeField = <const K extends 'date' | 'number', const L extends string>(kind: K, label: L) =>
  ({ kind, label, sortable: true, operators: ['gte', 'lte', 'between'] }) as const;
