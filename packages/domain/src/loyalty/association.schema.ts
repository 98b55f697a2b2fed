import { z } from 'zod';
import { labeled } from '../common/field-label.js';
import { listPageSchema, pageQueryFields } from '../list/list-query.js';
import { codeText, countField, optionalText, requiredText } from '../part/part-fields.js';
import { wireDayField } from '../purchase/supplier-document-fields.js';

// Associations (협회, SPEC §2.7): the trade associations customers belong to, each member's point
// standard, points per part or part kind, payouts confirmed by a second person, and every print of
// a point statement. The points themselves live in the one point ledger (kinds association*).

const bp = (label: string) =>
  labeled(
    z
      .number({ message: '숫자를 입력하세요.' })
      .int('0.01% 단위로 입력하세요.')
      .min(0, '0% 이상이어야 합니다.')
      .max(10_000, '100% 이하로 입력하세요.'),
    label,
  );

const optionalDay = (label: string) => wireDayField(label).nullish();

export const associationInputSchema = z.object({
  /** Empty for a new association (the server gives it the next AS code). */
  code: codeText('협회 코드', 20).nullish(),
  name: requiredText('협회명', 100),
  representative: optionalText('대표자', 50),
  phone: optionalText('연락처', 30),
  memo: optionalText('비고', 500),
  active: z.boolean().default(true).meta({ title: '사용' }),
});
export type AssociationInput = z.infer<typeof associationInputSchema>;

export const associationRowSchema = z.object({
  code: z.string(),
  name: z.string(),
  representative: z.string().nullable(),
  phone: z.string().nullable(),
  memo: z.string().nullable(),
  active: z.boolean(),
  members: z.number().int(),
  createdAt: z.string(),
});
export type AssociationRow = z.infer<typeof associationRowSchema>;

export const associationListQuerySchema = z.object({
  keyword: optionalText('검색어', 50),
  ...pageQueryFields(),
});
export type AssociationListQuery = z.infer<typeof associationListQuerySchema>;
export const associationPageSchema = listPageSchema(associationRowSchema);

/** A member's point standard (협회 포인트 기준): whether its sales accrue, and the default rate. */
export const memberInputSchema = z.object({
  associationCode: codeText('협회', 20),
  customerCode: codeText('거래처', 20),
  accrue: z.boolean().default(true).meta({ title: '적립' }),
  /** The rate of a line whose part and kind have no setting (0 = only set parts earn). */
  rateBp: bp('기본 적립률'),
  joinedOn: optionalDay('가입일'),
  memo: optionalText('비고', 200),
});
export type MemberInput = z.infer<typeof memberInputSchema>;

export const memberRowSchema = z.object({
  associationCode: z.string(),
  associationName: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  accrue: z.boolean(),
  rateBp: z.number().int(),
  joinedOn: z.string().nullable(),
  memo: z.string().nullable(),
  balance: z.number().int(),
  updatedByName: z.string().nullable(),
  updatedAt: z.string(),
});
export type MemberRow = z.infer<typeof memberRowSchema>;

export const memberListQuerySchema = z.object({
  associationCode: optionalText('협회', 20),
  keyword: optionalText('거래처', 50),
  ...pageQueryFields(),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;
export const memberPageSchema = listPageSchema(memberRowSchema);

export const PART_POINT_TARGETS = ['part', 'kind'] as const;
export const PART_POINT_TARGET_LABELS = { part: '품목', kind: '품목 분류' } as const;
export const PART_POINT_MODES = ['rate', 'fixed'] as const;
export const PART_POINT_MODE_LABELS = { rate: '금액의 %', fixed: '개당 포인트' } as const;

/** Points per part or part kind for an association's members (a part's own setting wins). */
export const partPointInputSchema = z.object({
  associationCode: codeText('협회', 20),
  target: z.enum(PART_POINT_TARGETS).meta({ title: '대상' }),
  /** A part code (P…) or a part kind code. */
  targetCode: codeText('대상 코드', 30),
  mode: z.enum(PART_POINT_MODES).meta({ title: '방식' }),
  /** 0.01 % of the line total (rate) or points per unit (fixed). */
  value: countField('적립값', 1_000_000),
  active: z.boolean().default(true).meta({ title: '사용' }),
});
export type PartPointInput = z.infer<typeof partPointInputSchema>;

export const partPointRowSchema = z.object({
  id: z.number().int(),
  associationCode: z.string(),
  target: z.enum(PART_POINT_TARGETS),
  targetCode: z.string(),
  targetName: z.string(),
  mode: z.enum(PART_POINT_MODES),
  value: z.number().int(),
  active: z.boolean(),
  updatedByName: z.string().nullable(),
  updatedAt: z.string(),
});
export type PartPointRow = z.infer<typeof partPointRowSchema>;

/** A grant of association points to one member by hand (개별 지급), always with a reason. */
export const associationProvisionSchema = z.object({
  customerCode: codeText('거래처', 20),
  points: labeled(
    z
      .number({ message: '숫자를 입력하세요.' })
      .int('정수로 입력하세요.')
      .min(-10_000_000, '1천만 점 이하로 입력하세요.')
      .max(10_000_000, '1천만 점 이하로 입력하세요.')
      .refine((v) => v !== 0, '0이 아닌 포인트를 입력하세요.'),
    '포인트',
  ),
  reason: requiredText('사유', 200),
});
export type AssociationProvision = z.infer<typeof associationProvisionSchema>;

export const associationEntryRowSchema = z.object({
  id: z.number().int(),
  customerCode: z.string(),
  customerName: z.string(),
  kind: z.string(),
  amount: z.number().int(),
  docCode: z.string().nullable(),
  docLine: z.number().int().nullable(),
  memo: z.string().nullable(),
  byName: z.string().nullable(),
  at: z.string(),
});
export type AssociationEntryRow = z.infer<typeof associationEntryRowSchema>;
export const associationEntryPageSchema = listPageSchema(associationEntryRowSchema);
export const provisionListQuerySchema = z.object({
  customerCode: optionalText('거래처', 20),
  ...pageQueryFields(),
});
export type ProvisionListQuery = z.infer<typeof provisionListQuerySchema>;

/** A period of one association (or all): the sales and points reports. */
export const associationPeriodQuerySchema = z.object({
  associationCode: optionalText('협회', 20),
  from: wireDayField('시작일'),
  to: wireDayField('종료일'),
  ...pageQueryFields(),
});
export type AssociationPeriodQuery = z.infer<typeof associationPeriodQuerySchema>;

export const associationSalesRowSchema = z.object({
  associationCode: z.string(),
  associationName: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  orders: z.number().int(),
  lines: z.number().int(),
  total: z.number().int(),
});
export type AssociationSalesRow = z.infer<typeof associationSalesRowSchema>;
export const associationSalesPageSchema = listPageSchema(associationSalesRowSchema);

export const associationPointsRowSchema = z.object({
  associationCode: z.string(),
  associationName: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  earned: z.number().int(),
  reversed: z.number().int(),
  paid: z.number().int(),
  net: z.number().int(),
  /** Association points not yet paid out, whatever the period. */
  payable: z.number().int(),
});
export type AssociationPointsRow = z.infer<typeof associationPointsRowSchema>;
export const associationPointsPageSchema = listPageSchema(associationPointsRowSchema);

export const PAYOUT_STATUSES = ['requested', 'confirmed', 'rejected'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  requested: '확인 대기',
  confirmed: '지급 확인',
  rejected: '반려',
};

export const payoutRequestSchema = z.object({
  associationCode: codeText('협회', 20),
  memo: optionalText('비고', 200),
});
export type PayoutRequest = z.infer<typeof payoutRequestSchema>;
export const payoutRejectSchema = z.object({ reason: requiredText('반려 사유', 200) });

export const payoutLineSchema = z.object({
  customerCode: z.string(),
  customerName: z.string(),
  points: z.number().int(),
});
export const payoutSchema = z.object({
  code: z.string(),
  associationCode: z.string(),
  associationName: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  total: z.number().int(),
  memo: z.string().nullable(),
  requestedByName: z.string().nullable(),
  requestedById: z.number().int().nullable(),
  requestedAt: z.string(),
  confirmedByName: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  prints: z.number().int(),
  lines: z.array(payoutLineSchema),
});
export type Payout = z.infer<typeof payoutSchema>;
export const payoutRowSchema = payoutSchema.omit({ lines: true });
export type PayoutRow = z.infer<typeof payoutRowSchema>;
export const payoutListQuerySchema = z.object({
  status: z.enum(PAYOUT_STATUSES).nullish().meta({ title: '상태' }),
  ...pageQueryFields(),
});
export type PayoutListQuery = z.infer<typeof payoutListQuerySchema>;
export const payoutPageSchema = listPageSchema(payoutRowSchema);

export const PRINT_KINDS = ['print', 'reprint'] as const;
export const PRINT_KIND_LABELS = { print: '인쇄', reprint: '재인쇄' } as const;
export const printInputSchema = z.object({ kind: z.enum(PRINT_KINDS).meta({ title: '구분' }) });

export const printRecordRowSchema = z.object({
  id: z.number().int(),
  payoutCode: z.string(),
  associationCode: z.string(),
  associationName: z.string(),
  kind: z.enum(PRINT_KINDS),
  total: z.number().int(),
  members: z.number().int(),
  printedByName: z.string().nullable(),
  printedAt: z.string(),
});
export type PrintRecordRow = z.infer<typeof printRecordRowSchema>;
export const printRecordQuerySchema = z.object({
  payoutCode: optionalText('지급 번호', 30),
  ...pageQueryFields(),
});
export type PrintRecordQuery = z.infer<typeof printRecordQuerySchema>;
export const printRecordPageSchema = listPageSchema(printRecordRowSchema);
