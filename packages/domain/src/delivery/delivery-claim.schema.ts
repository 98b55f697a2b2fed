import { z } from 'zod';
import { rowsPageSchema } from '../common/row-fields.js';

// Delivery claims (Claim/ClaimDeliveryInfoList, SPEC §2.15): a customer's complaint about a
// delivery — goods damaged, late or wrong — recorded on the delivery; a claim is resolved in the
// return flow by linking the return registered for the delivery's order.

export const CLAIM_KINDS = ['damaged', 'late', 'wrong'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];
export const CLAIM_KIND_LABELS: Record<ClaimKind, string> = {
  damaged: '파손',
  late: '지연',
  wrong: '오배송',
};

export const claimRegisterSchema = z.object({
  deliveryCode: z.string().trim().min(1, '배송 번호를 입력하세요.').max(30).meta({ title: '배송 번호' }),
  kind: z.enum(CLAIM_KINDS).meta({ title: '클레임 구분' }),
  memo: z
    .string()
    .trim()
    .min(2, '내용을 2자 이상 입력하세요.')
    .max(500, '500자 이하로 입력하세요.')
    .meta({ title: '클레임 내용' }),
});
export type ClaimRegisterInput = z.infer<typeof claimRegisterSchema>;

export const claimLinkReturnSchema = z.object({
  returnCode: z.string().trim().min(1, '반품 번호를 입력하세요.').max(30).meta({ title: '반품 번호' }),
});

export const claimSchema = z.object({
  id: z.number().int(),
  deliveryCode: z.string(),
  orderCode: z.string().nullable(),
  customerCode: z.string(),
  customerName: z.string(),
  kind: z.enum(CLAIM_KINDS),
  kindLabel: z.string(),
  memo: z.string(),
  returnCode: z.string().nullable(),
  returnStatus: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Claim = z.infer<typeof claimSchema>;

export const claimListQuerySchema = z.object({
  kind: z.enum(CLAIM_KINDS).optional().meta({ title: '클레임 구분' }),
  /** Only claims not yet linked to a return. */
  open: z.boolean().default(false).meta({ title: '반품 미연결만' }),
  page: z.number().int().positive().max(100_000).default(1),
  size: z.number().int().positive().max(500).default(50),
});
export type ClaimListQuery = z.infer<typeof claimListQuerySchema>;
export const claimPageSchema = rowsPageSchema(claimSchema);
