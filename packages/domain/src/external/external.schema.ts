import { z } from 'zod';
import { loginIdSchema, passwordSchema } from '../account/account.schema.js';
import { blankOr } from '../common/blank-union.js';
import { labeled } from '../common/field-label.js';
import { rowsPageSchema } from '../common/row-fields.js';
import { recommendCodeSchema } from '../customer-user/customer-user.schema.js';
import { pageQueryFields } from '../list/list-query.js';
import { phoneSchema, ymdSchema } from '../validate/field-schemas.js';

// External sales staff (SPEC §2.18): field salespeople outside the company who recommend repair
// shops (their recommendation code, carried by the shops' customer users), visit them on a weekly
// rotation, report days and weeks, and earn a commission on what those shops buy.

const optional = blankOr;
const nameField = labeled(z.string().trim().min(1, '입력하세요.').max(50, '50자 이하로 입력하세요.'), '이름');
const latField = labeled(
  z.number().min(33, '위도는 33~39 사이입니다.').max(39, '위도는 33~39 사이입니다.'),
  '위도',
);
const lngField = labeled(
  z.number().min(124, '경도는 124~132 사이입니다.').max(132, '경도는 124~132 사이입니다.'),
  '경도',
);
const imageUrlField = optional(
  z
    .string()
    .trim()
    .max(300, '300자 이하로 입력하세요.')
    .regex(/^(\/|https?:\/\/)\S+$/, '/ 또는 http(s):// 로 시작하는 주소를 입력하세요.'),
  '프로필 이미지',
);

export const externalUserCreateSchema = z.object({
  loginId: loginIdSchema,
  password: passwordSchema,
  name: nameField,
  phone: optional(phoneSchema, '전화번호'),
  recommendCode: recommendCodeSchema,
  region: optional(z.string().trim().max(50, '50자 이하로 입력하세요.'), '담당 지역'),
  imageUrl: imageUrlField,
  startLat: z.number().min(33).max(39).nullish().meta({ title: '출발지 위도' }),
  startLng: z.number().min(124).max(132).nullish().meta({ title: '출발지 경도' }),
});
export type ExternalUserCreate = z.infer<typeof externalUserCreateSchema>;

export const externalUserUpdateSchema = externalUserCreateSchema.omit({
  loginId: true,
  password: true,
  recommendCode: true,
});
export type ExternalUserUpdate = z.infer<typeof externalUserUpdateSchema>;

/** The interface insert of SPEC §7.8: external users sent by another system, kept when the login exists. */
export const externalInterfaceInsertSchema = z.object({
  users: labeled(
    z.array(externalUserCreateSchema).min(1, '1명 이상 보내세요.').max(200, '200명까지 보낼 수 있습니다.'),
    '외부 영업자',
  ),
});
export const externalInterfaceResultSchema = z.object({
  created: z.array(z.string()),
  skipped: z.array(z.string()),
});

export const externalUserListQuerySchema = z.object({
  keyword: labeled(z.string().trim().max(50).optional(), '검색어'),
  includeDeleted: labeled(z.boolean().default(false), '삭제 포함'),
  ...pageQueryFields(),
});
export type ExternalUserListQuery = z.infer<typeof externalUserListQuerySchema>;

export const externalUserSchema = z.object({
  id: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  recommendCode: z.string(),
  region: z.string().nullable(),
  imageUrl: z.string().nullable(),
  startLat: z.number().nullable(),
  startLng: z.number().nullable(),
  deleted: z.boolean(),
  customerCount: z.number().int(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ExternalUser = z.infer<typeof externalUserSchema>;
export const externalUserPageSchema = rowsPageSchema(externalUserSchema);

export const recommendCodeBodySchema = z.object({ recommendCode: recommendCodeSchema });
export const deletedFlagSchema = z.object({ deleted: labeled(z.boolean(), '삭제') });

/** `externalId` is for head office; an external account always means itself. */
const externalIdField = z
  .number()
  .int()
  .positive()
  .max(2_147_483_647)
  .optional()
  .meta({ title: '외부 영업자' });

export const externalCustomerQuerySchema = z.object({
  externalId: externalIdField,
  keyword: labeled(z.string().trim().max(50).optional(), '검색어'),
  ...pageQueryFields(),
});
export type ExternalCustomerQuery = z.infer<typeof externalCustomerQuerySchema>;

export const externalCustomerSchema = z.object({
  customerCode: z.string(),
  customerName: z.string(),
  representative: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  rank: z.string().nullable(),
  lastOrderCode: z.string().nullable(),
  lastOrderDate: z.string().nullable(),
  balance: z.number().int(),
});
export type ExternalCustomer = z.infer<typeof externalCustomerSchema>;
export const externalCustomerPageSchema = rowsPageSchema(externalCustomerSchema);

// Reports ---------------------------------------------------------------------------------------

export const REPORT_KINDS = ['day', 'week'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_KIND_LABELS: Record<ReportKind, string> = { day: '일일 보고', week: '주간 보고' };

const textBlock = (label: string, required = false) =>
  labeled(
    required
      ? z.string().trim().min(1, '입력하세요.').max(4000, '4000자 이하로 입력하세요.')
      : z.string().trim().max(4000, '4000자 이하로 입력하세요.').default(''),
    label,
  );

export const reportInputSchema = z.object({
  /** The day reported; for a week report, any day of the week (stored as its Monday). */
  reportDate: labeled(ymdSchema, '보고일'),
  visits: textBlock('방문 내용', true),
  customersMet: textBlock('만난 거래처'),
  issues: textBlock('특이 사항'),
  nextSteps: textBlock('다음 계획'),
});
export type ReportInput = z.infer<typeof reportInputSchema>;

export const reportKindParams = z.object({ kind: z.enum(REPORT_KINDS).meta({ title: '보고 구분' }) });

export const reportListQuerySchema = z.object({
  kind: labeled(z.enum(REPORT_KINDS), '보고 구분'),
  externalId: externalIdField,
  from: optional(ymdSchema, '시작일'),
  to: optional(ymdSchema, '종료일'),
  unreadOnly: labeled(z.boolean().default(false), '안 읽은 보고만'),
  ...pageQueryFields(),
});
export type ReportListQuery = z.infer<typeof reportListQuerySchema>;

export const reportCommentSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  byName: z.string().nullable(),
  at: z.string(),
});

export const reportSchema = z.object({
  code: z.string(),
  kind: z.enum(REPORT_KINDS),
  externalId: z.number().int(),
  externalName: z.string(),
  reportDate: z.string(),
  visits: z.string(),
  customersMet: z.string(),
  issues: z.string(),
  nextSteps: z.string(),
  readAt: z.string().nullable(),
  readByName: z.string().nullable(),
  commentCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Report = z.infer<typeof reportSchema>;
export const reportPageSchema = rowsPageSchema(reportSchema);
export const reportViewSchema = reportSchema.extend({
  editable: z.boolean(),
  comments: z.array(reportCommentSchema),
});
export type ReportView = z.infer<typeof reportViewSchema>;
export const reportReviewSchema = z.object({
  comment: labeled(z.string().trim().max(2000, '2000자 이하로 입력하세요.').default(''), '의견'),
});

// Rotation --------------------------------------------------------------------------------------

/** 1 = Monday … 6 = Saturday: the weekday a customer is visited on. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6] as const;
export const ROTATION_WEEKDAY_LABELS: Record<number, string> = {
  1: '월',
  2: '화',
  3: '수',
  4: '목',
  5: '금',
  6: '토',
};
const weekdayField = labeled(z.number().int().min(1, '월(1)~토(6)').max(6, '월(1)~토(6)'), '방문 요일');

export const rotationQuerySchema = z.object({
  externalId: externalIdField,
  weekday: weekdayField.optional(),
});
export const rotationAddSchema = z.object({
  externalId: externalIdField,
  weekday: weekdayField,
  customerCode: labeled(z.string().trim().min(1, '거래처를 고르세요.').max(20), '거래처'),
  lat: latField,
  lng: lngField,
});
export type RotationAdd = z.infer<typeof rotationAddSchema>;
export const rotationPointSchema = z.object({ lat: latField, lng: lngField });
export const rotationLockSchema = z.object({ locked: labeled(z.boolean(), '고정') });
export const rotationReorderSchema = z.object({
  externalId: externalIdField,
  weekday: weekdayField,
  ids: labeled(z.array(z.number().int().positive()).min(1, '방문을 보내세요.').max(60), '방문 순서'),
});
export const rotationOptimizeSchema = z.object({ externalId: externalIdField, weekday: weekdayField });

export const rotationVisitSchema = z.object({
  id: z.number().int(),
  externalId: z.number().int(),
  weekday: z.number().int(),
  seq: z.number().int(),
  customerCode: z.string(),
  customerName: z.string(),
  address: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  locked: z.boolean(),
  /** Metres from the previous stop (the start point for the first), straight line. */
  legMetres: z.number().int().nullable(),
});
export type RotationVisit = z.infer<typeof rotationVisitSchema>;
export const rotationDaySchema = z.object({
  visits: z.array(rotationVisitSchema),
  distanceMetres: z.number().int(),
  optimal: z.boolean().nullable(),
});
export type RotationDay = z.infer<typeof rotationDaySchema>;

// Main and info -----------------------------------------------------------------------------------

export const externalMainSchema = z.object({
  today: z.string(),
  weekday: z.number().int(),
  visits: z.array(rotationVisitSchema),
  orders: z.array(
    z.object({
      code: z.string(),
      customerCode: z.string(),
      customerName: z.string(),
      status: z.string(),
      total: z.number().int(),
    }),
  ),
  dayReportCode: z.string().nullable(),
  weekReportCode: z.string().nullable(),
  unreadComments: z.number().int(),
  customerCount: z.number().int(),
});
export type ExternalMain = z.infer<typeof externalMainSchema>;

// Commission ------------------------------------------------------------------------------------

/** A bracket of the commission table: `rateBp` (1/100 %) applies to the part of net sales from `fromAmount` on. */
export const commissionBracketSchema = z.object({
  fromAmount: labeled(
    z.number().int().min(0, '0원 이상이어야 합니다.').max(100_000_000_000),
    '구간 시작 금액',
  ),
  rateBp: labeled(
    z.number().int().min(0, '0 이상이어야 합니다.').max(10_000, '100% 이하로 입력하세요.'),
    '수수료율',
  ),
});
export type CommissionBracket = z.infer<typeof commissionBracketSchema>;
export const commissionRatesSchema = z.object({
  brackets: labeled(
    z
      .array(commissionBracketSchema)
      .min(1, '구간을 1개 이상 입력하세요.')
      .max(20, '구간은 20개까지입니다.')
      .refine((b) => b[0]?.fromAmount === 0, { error: '첫 구간은 0원부터 시작해야 합니다.' })
      .refine((b) => b.every((x, i) => i === 0 || x.fromAmount > b[i - 1]!.fromAmount), {
        error: '구간 시작 금액은 커지는 순서여야 합니다.',
      }),
    '수수료 구간',
  ),
});
export type CommissionRates = z.infer<typeof commissionRatesSchema>;
/** The table as the server answers it: what was saved passed the rules above already. */
export const commissionRatesViewSchema = z.object({ brackets: z.array(commissionBracketSchema) });

export const sellQuerySchema = z.object({
  externalId: externalIdField,
  from: labeled(ymdSchema, '시작일'),
  to: labeled(ymdSchema, '종료일'),
});
export type SellQuery = z.infer<typeof sellQuerySchema>;

export const sellRowSchema = z.object({
  customerCode: z.string(),
  customerName: z.string(),
  sales: z.number().int(),
  cancels: z.number().int(),
  returns: z.number().int(),
  net: z.number().int(),
});
export type SellRow = z.infer<typeof sellRowSchema>;
export const sellReportSchema = z.object({
  externalId: z.number().int(),
  externalName: z.string(),
  from: z.string(),
  to: z.string(),
  rows: z.array(sellRowSchema),
  sales: z.number().int(),
  cancels: z.number().int(),
  returns: z.number().int(),
  net: z.number().int(),
  commission: z.number().int(),
  brackets: z.array(commissionBracketSchema.extend({ base: z.number().int(), commission: z.number().int() })),
});
export type SellReport = z.infer<typeof sellReportSchema>;
