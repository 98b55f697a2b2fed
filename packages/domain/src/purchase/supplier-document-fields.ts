import { z } from 'zod';
import { labeled } from '../common/field-label.js';
import { isoDateToYmd } from '../datetime/ymd.js';
import { ymdSchema } from '../validate/field-schemas.js';

// Pieces every supplier document (purchase, order, return, bill, payment) repeats, written once
// so a day field, a money triple or a list's day filter reads the same in each of them.

/** A day on the wire is YYYYMMDD (SPEC §3); a form's ISO YYYY-MM-DD is taken as the same day. */
export const wireDayField = (label: string) =>
  labeled(
    z.preprocess(
      (v) =>
        typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v.trim()) ? (isoDateToYmd(v.trim()) ?? v) : v,
      ymdSchema,
    ),
    label,
  );

/** A list's day filter: one day, from, to or between, sortable. */
export const dayListField = <const L extends string>(label: L) =>
  ({ kind: 'date', label, sortable: true, operators: ['eq', 'gte', 'lte', 'between'] }) as const;

/** A list's document code filter (exact or by its start). */
export const codeListField = <const L extends string>(label: L) =>
  ({ kind: 'text', label, sortable: true, operators: ['eq', 'startsWith'] }) as const;

/** A list's supplier and status filters, as every supplier document list has them. */
export const supplierStatusListFields = {
  supplierCode: { kind: 'text', label: '매입처', operators: ['eq'] },
  status: { kind: 'text', label: '상태', sortable: true, operators: ['eq', 'in'] },
} as const;

/** A list's part filter: documents with a line of that part. */
export const partListField = { kind: 'text', label: '품목', operators: ['eq'] } as const;

/** A list newest first by `day`, at most 500 rows a page. */
export const newestFirst = <const F extends string>(day: F) =>
  ({ defaultSort: { field: day, dir: 'desc' }, maxSize: 500 }) as const;

/** Who took each step of the four-eyes path and when: empty until the step is taken. */
export const approvalStepFields = {
  requestedByName: z.string().nullable(),
  checkedByName: z.string().nullable(),
  checkedAt: z.string().nullable(),
  approvedByName: z.string().nullable(),
  approvedAt: z.string().nullable(),
  savedByName: z.string().nullable(),
  savedAt: z.string().nullable(),
};

/** One side of a printed 발주서 / 반품서: the company, or the supplier. */
export const printPartySchema = z.object({
  name: z.string(),
  bizNo: z.string().nullable(),
  representative: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
});
