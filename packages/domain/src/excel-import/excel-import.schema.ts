import { z } from 'zod';

// The generic Excel importer's answers (server: platform/excel). Nothing is written while a job
// is 'previewed'; 'running' writes batch by batch; 'done' and 'failed' are final.

export const IMPORT_JOB_STATUSES = ['previewed', 'running', 'done', 'failed'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];

export const importRowErrorSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  label: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importPreviewSchema = z.object({
  id: z.string(),
  entity: z.string(),
  fileName: z.string(),
  totalRows: z.number().int(),
  validRows: z.number().int(),
  errorRows: z.number().int(),
  errors: z.array(importRowErrorSchema),
  unknownHeaders: z.array(z.string()),
  // Free-form: the first valid rows as each importer parsed them (its own field names and
  // values), shown as they are; their shape differs per entity.
  sample: z.array(z.record(z.string(), z.unknown())),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importStatusSchema = z.object({
  id: z.string(),
  entity: z.string(),
  status: z.enum(IMPORT_JOB_STATUSES),
  fileName: z.string(),
  totalRows: z.number().int(),
  validRows: z.number().int(),
  errorRows: z.number().int(),
  processed: z.number().int(),
  failure: z.string().nullable(),
});
export type ImportStatus = z.infer<typeof importStatusSchema>;
