import { z } from 'zod';
import { labeled } from '../common/field-label.js';
import { pagedRowsSchema } from '../common/row-fields.js';
import { pageQueryFields } from '../list/list-query.js';
import { ACCOUNT_KINDS, LOGIN_PORTAL_NAMES, ROLES } from './account.roles.js';

export const loginIdSchema = labeled(
  z
    .string()
    .trim()
    .min(3, '3자 이상 입력하세요.')
    .max(50, '50자 이하로 입력하세요.')
    .regex(/^[A-Za-z0-9._@-]+$/, '영문, 숫자, . _ @ - 만 사용할 수 있습니다.'),
  '아이디',
);

export const passwordSchema = labeled(
  z.string().min(8, '8자 이상 입력하세요.').max(128, '128자 이하로 입력하세요.'),
  '비밀번호',
);

export const loginRequestSchema = z.object({
  loginId: labeled(z.string().trim().min(1, '입력하세요.').max(50, '50자 이하로 입력하세요.'), '아이디'),
  password: labeled(z.string().min(1, '입력하세요.').max(128, '128자 이하로 입력하세요.'), '비밀번호'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginPortalSchema = labeled(z.enum(LOGIN_PORTAL_NAMES as [string, ...string[]]), '로그인 화면');

/** What the web keeps in session storage (SPEC §3 session values). */
export const sessionInfoSchema = z.object({
  auth: z.enum(ROLES),
  id: z.string(),
  name: z.string(),
  kind: z.enum(ACCOUNT_KINDS),
  loginTime: z.string(),
  AUTH: z.literal('system'),
  COMPANY_CODE: z.literal('00001'),
  mode: z.literal('PROD'),
  mainPage: z.string(),
  customerCode: z.string().nullable(),
  partnerCode: z.string().nullable(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const accountCreateSchema = z.object({
  loginId: loginIdSchema,
  password: passwordSchema,
  name: labeled(z.string().trim().min(1, '입력하세요.').max(50, '50자 이하로 입력하세요.'), '이름'),
  kind: labeled(z.enum(ACCOUNT_KINDS, { message: '계정 종류를 선택하세요.' }), '계정 종류'),
  role: labeled(z.enum(ROLES, { message: '권한을 선택하세요.' }), '권한'),
  customerCode: labeled(z.string().trim().max(20).nullish(), '거래처 코드'),
  partnerCode: labeled(z.string().trim().max(20).nullish(), '협력사 코드'),
  phone: labeled(z.string().trim().max(20).nullish(), '전화번호'),
});
export type AccountCreate = z.infer<typeof accountCreateSchema>;

export const accountListQuerySchema = z.object({
  kind: labeled(z.enum(ACCOUNT_KINDS).optional(), '계정 종류'),
  role: labeled(z.enum(ROLES).optional(), '권한'),
  keyword: labeled(z.string().trim().max(50).optional(), '검색어'),
  includeDisabled: labeled(z.boolean().optional(), '사용 중지 포함'),
  ...pageQueryFields({ max: 200 }),
});
export type AccountListQuery = z.infer<typeof accountListQuerySchema>;

export const accountSummarySchema = z.object({
  id: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  kind: z.enum(ACCOUNT_KINDS),
  role: z.enum(ROLES),
  customerCode: z.string().nullable(),
  partnerCode: z.string().nullable(),
  disabled: z.boolean(),
  lockedUntil: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  loginCount: z.number().int(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

export const passwordResetSchema = z.object({ password: passwordSchema });

export const accountPageSchema = pagedRowsSchema(accountSummarySchema);
export type AccountPage = z.infer<typeof accountPageSchema>;

/** An active staff, mobile staff or external sales account by name, for pickers. */
export const staffNameSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.string(),
  role: z.string(),
});
export type StaffName = z.infer<typeof staffNameSchema>;
