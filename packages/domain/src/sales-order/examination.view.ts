import { z } from 'zod';
import { customerRefFields, partRefFields, rowsPageSchema } from '../common/row-fields.js';

// What the examination endpoints answer (검수: the scan station, its queues, and the scanning of
// returned goods back in), declared once for the server and the web.

export const EXAMINATION_STATUSES = ['none', 'scanning', 'done'] as const;
export type ExaminationStatus = (typeof EXAMINATION_STATUSES)[number];

const isoDateTime = z.iso.datetime();

export const examinationLineSchema = z.object({
  lineNo: z.number().int(),
  ...partRefFields,
  required: z.number().int(),
  scanned: z.number().int(),
});
export type ExaminationLine = z.infer<typeof examinationLineSchema>;

export const examinationViewSchema = z.object({
  orderCode: z.string(),
  status: z.enum(EXAMINATION_STATUSES),
  examinerId: z.number().int().nullable(),
  lines: z.array(examinationLineSchema),
  complete: z.boolean(),
});
export type ExaminationView = z.infer<typeof examinationViewSchema>;

/** The line a scan counted and, for a unit label, the unit's own barcode. */
const scanMatch = { matchedLine: z.number().int(), unitBarcode: z.string().nullable() };

export const scanResultSchema = examinationViewSchema.extend(scanMatch);
export type ScanResult = z.infer<typeof scanResultSchema>;

export const examinationScanRowSchema = z.object({
  id: z.number().int(),
  at: isoDateTime,
  lineNo: z.number().int(),
  partNo: z.string(),
  partName: z.string(),
  scanned: z.string(),
  unitBarcode: z.string().nullable(),
  scannedByName: z.string().nullable(),
});
export type ExaminationScanRow = z.infer<typeof examinationScanRowSchema>;

export const examinationRecordSchema = examinationViewSchema.extend({
  ...customerRefFields,
  fixedAt: isoDateTime.nullable(),
  examinerName: z.string().nullable(),
  startedAt: isoDateTime.nullable(),
  completedAt: isoDateTime.nullable(),
  scans: z.array(examinationScanRowSchema),
});
export type ExaminationRecord = z.infer<typeof examinationRecordSchema>;

export const examinationQueueRowSchema = z.object({
  orderCode: z.string(),
  ...customerRefFields,
  fixedAt: isoDateTime,
  fixedByName: z.string().nullable(),
  lineCount: z.number().int(),
  units: z.number().int(),
  total: z.number().int(),
  examStatus: z.enum(EXAMINATION_STATUSES),
  examinerName: z.string().nullable(),
  startedAt: isoDateTime.nullable(),
  completedAt: isoDateTime.nullable(),
  /** Minutes from the fix to now (still waiting) or to the end of the examination. */
  waitedMinutes: z.number().int(),
});
export type ExaminationQueueRow = z.infer<typeof examinationQueueRowSchema>;

export const examinationDayCountsSchema = z.object({
  none: z.number().int(),
  scanning: z.number().int(),
  done: z.number().int(),
});
export type ExaminationDayCounts = z.infer<typeof examinationDayCountsSchema>;

/** OrderExaminationExceedList: the late orders and the limits they were found with. */
export const examinationExceedPageSchema = rowsPageSchema(examinationQueueRowSchema, {
  minutes: z.number().int(),
  days: z.number().int(),
});
export type ExaminationExceedPage = z.infer<typeof examinationExceedPageSchema>;

/** OrderExaminationRequest: one day's fixed orders and the day's count per examination state. */
export const examinationDayPageSchema = rowsPageSchema(examinationQueueRowSchema, {
  counts: examinationDayCountsSchema,
});
export type ExaminationDayPage = z.infer<typeof examinationDayPageSchema>;

/** A line of a returned cancel: `required` is the units the cancel took back. */
export const cancelExaminationLineSchema = examinationLineSchema;
export type CancelExaminationLine = z.infer<typeof cancelExaminationLineSchema>;

export const cancelExaminationScanSchema = examinationScanRowSchema.omit({
  id: true,
  partNo: true,
  partName: true,
});
export type CancelExaminationScan = z.infer<typeof cancelExaminationScanSchema>;

export const cancelExaminationViewSchema = z.object({
  cancelCode: z.string(),
  cancelId: z.number().int(),
  orderCode: z.string(),
  customerName: z.string(),
  reason: z.string(),
  status: z.enum(EXAMINATION_STATUSES),
  lines: z.array(cancelExaminationLineSchema),
  complete: z.boolean(),
  completedAt: isoDateTime.nullable(),
  completedByName: z.string().nullable(),
  scans: z.array(cancelExaminationScanSchema),
});
export type CancelExaminationView = z.infer<typeof cancelExaminationViewSchema>;

export const cancelScanResultSchema = cancelExaminationViewSchema.extend(scanMatch);
export type CancelScanResult = z.infer<typeof cancelScanResultSchema>;

export const cancelAwaitingReturnSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  orderCode: z.string(),
  customerName: z.string(),
  reason: z.string(),
  checkedAt: isoDateTime.nullable(),
  units: z.number().int(),
  scanned: z.number().int(),
});
export type CancelAwaitingReturn = z.infer<typeof cancelAwaitingReturnSchema>;

export const cancelAwaitingPageSchema = rowsPageSchema(cancelAwaitingReturnSchema);
