import { z } from 'zod';
import { rowsPageSchema } from '../common/row-fields.js';

// Provision confirmation (지급 확인, SPEC §2.15 / §7.8 "driver provision confirmation insert,
// list, single and check-update"): what drivers collected earns the customer cash-back points;
// an admin confirms a batch (ZP…) and only then are the points posted, each source once.

export const PROVISION_KINDS = ['old', 'return'] as const;
export type ProvisionKind = (typeof PROVISION_KINDS)[number];
export const PROVISION_KIND_LABELS: Record<ProvisionKind, string> = {
  old: '폐부품 캐시백',
  return: '반품 회수 적립',
};

/** A collection waiting for confirmation: a core collection (Q…) or a picked return pickup. */
export const provisionCandidateSchema = z.object({
  sourceCode: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  driverName: z.string().nullable(),
  collectedAt: z.iso.datetime(),
  units: z.number().int(),
  points: z.number().int(),
});
export type ProvisionCandidate = z.infer<typeof provisionCandidateSchema>;

export const provisionConfirmSchema = z.object({
  sourceCodes: z
    .array(z.string().trim().min(1).max(30))
    .min(1, '확인할 건을 하나 이상 고르세요.')
    .max(200, '한 번에 200건까지 확인할 수 있습니다.')
    .meta({ title: '확인할 건' }),
  memo: z.string().trim().max(200, '200자 이하로 입력하세요.').optional().meta({ title: '메모' }),
});
export type ProvisionConfirmInput = z.infer<typeof provisionConfirmSchema>;

export const provisionLineSchema = z.object({
  sourceCode: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  driverName: z.string().nullable(),
  points: z.number().int(),
});

export const provisionSchema = z.object({
  code: z.string(),
  kind: z.enum(PROVISION_KINDS),
  kindLabel: z.string(),
  lineCount: z.number().int(),
  points: z.number().int(),
  memo: z.string().nullable(),
  confirmedByName: z.string().nullable(),
  confirmedAt: z.iso.datetime(),
});
export type Provision = z.infer<typeof provisionSchema>;

export const provisionViewSchema = provisionSchema.extend({ lines: z.array(provisionLineSchema) });
export type ProvisionView = z.infer<typeof provisionViewSchema>;

export const driverProvisionListQuerySchema = z.object({
  kind: z.enum(PROVISION_KINDS).optional().meta({ title: '구분' }),
  page: z.coerce.number().int().positive().max(100_000).default(1),
  size: z.coerce.number().int().positive().max(500).default(50),
});
export type DriverProvisionListQuery = z.infer<typeof driverProvisionListQuerySchema>;
export const provisionPageSchema = rowsPageSchema(provisionSchema);
