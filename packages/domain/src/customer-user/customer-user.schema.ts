import { z } from 'zod';
import { loginIdSchema, passwordSchema } from '../account/account.schema.js';
import { blankOr } from '../common/blank-union.js';
import { customerCodeField } from '../common/document-fields.js';
import { labeled } from '../common/field-label.js';
import { rowsPageSchema } from '../common/row-fields.js';
import { pageQueryFields } from '../list/list-query.js';
import { emailSchema, phoneSchema } from '../validate/field-schemas.js';

const optional = blankOr;

export const recommendCodeSchema = labeled(
  z
    .string()
    .trim()
    .min(2, '2자 이상 입력하세요.')
    .max(20, '20자 이하로 입력하세요.')
    .regex(/^[A-Za-z0-9_-]+$/, '영문, 숫자, _ - 만 사용할 수 있습니다.'),
  '추천인 코드',
);

/** A portal login of role cust, tied to exactly one customer (CustomerUserRegister). */
const nameField = labeled(z.string().trim().min(1, '입력하세요.').max(50, '50자 이하로 입력하세요.'), '이름');
const emailField = optional(emailSchema, '이메일');

export const customerUserCreateSchema = z.object({
  loginId: loginIdSchema,
  password: passwordSchema,
  name: nameField,
  customerCode: customerCodeField('거래처 코드'),
  phone: optional(phoneSchema, '전화번호'),
  email: emailField,
  recommendCode: optional(recommendCodeSchema, '추천인 코드'),
});
export type CustomerUserCreate = z.infer<typeof customerUserCreateSchema>;

export const customerUserUpdateSchema = z.object({
  name: nameField,
  phone: optional(phoneSchema, '전화번호'),
  email: emailField,
  disabled: labeled(z.boolean().default(false), '사용 중지'),
});
export type CustomerUserUpdate = z.infer<typeof customerUserUpdateSchema>;

export const customerUserListQuerySchema = z.object({
  customerCode: labeled(z.string().trim().max(20).optional(), '거래처 코드'),
  keyword: labeled(z.string().trim().max(50).optional(), '검색어'),
  includeDisabled: labeled(z.boolean().default(false), '사용 중지 포함'),
  ...pageQueryFields(),
});
export type CustomerUserListQuery = z.infer<typeof customerUserListQuerySchema>;

export const customerUserSchema = z.object({
  id: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  customerCode: z.string(),
  customerName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  recommendCode: z.string().nullable(),
  disabled: z.boolean(),
  loginCount: z.number().int(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CustomerUser = z.infer<typeof customerUserSchema>;

/** Users without a login for this many days are dormant (CustomerDormantList), unless asked otherwise. */
export const DEFAULT_DORMANT_DAYS = 90;

export const customerUserDormantQuerySchema = z.object({
  days: labeled(
    z.number().int().min(1, '1일 이상이어야 합니다.').max(3650).default(DEFAULT_DORMANT_DAYS),
    '미접속 일수',
  ),
  ...pageQueryFields(),
});

/** CustomerUserLoginInfo/:searchMonth/:logincnt — users who logged in at least N times that month. */
export const customerUserLoginInfoQuerySchema = z.object({
  searchMonth: labeled(z.string().regex(/^\d{4}(0[1-9]|1[0-2])$/, 'YYYYMM 6자리로 입력하세요.'), '조회 월'),
  loginCount: labeled(z.number().int().min(0, '0 이상이어야 합니다.').max(100_000), '로그인 횟수'),
});

export const customerUserWeeklyQuerySchema = z.object({
  weeks: labeled(z.number().int().min(1).max(52).default(8), '주 수'),
  customerCode: labeled(z.string().trim().max(20).optional(), '거래처 코드'),
});

export const customerUserPageSchema = rowsPageSchema(customerUserSchema);

/** A customer user's logins in one month (CustomerUserLoginInfo). */
export const loginCountRowSchema = customerUserSchema.pick({
  id: true,
  loginId: true,
  name: true,
  customerCode: true,
  customerName: true,
  loginCount: true,
});
export type LoginCountRow = z.infer<typeof loginCountRowSchema>;

/** Logins of customer users in one Korean calendar week (Monday first, `weekStart` YYYYMMDD). */
export const weeklyLoginCountSchema = z.object({
  weekStart: z.string(),
  logins: z.number().int(),
  users: z.number().int(),
});
export type WeeklyLoginCount = z.infer<typeof weeklyLoginCountSchema>;
