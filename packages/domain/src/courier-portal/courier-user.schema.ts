import { z } from 'zod';
import { loginIdSchema, passwordSchema } from '../account/account.schema.js';
import { labeled } from '../common/field-label.js';
import { listPageSchema, pageQueryFields } from '../list/list-query.js';
import { optionalText, requiredText } from '../part/part-fields.js';
import { COURIER_COMPANY_KEYS, COURIER_USER_LABELS as L } from './courier-portal.labels.js';

// The courier companies' accounts (SPEC §2.20 CourierKyungdongUserRegister, CourierAllUserList):
// head office registers and modifies them; the company and role come from the company chosen,
// never from the form, so a courier account is always role cirkep with its company's code.

const company = labeled(z.enum(COURIER_COMPANY_KEYS, { message: '택배사를 고르세요.' }), L.company);

export const courierUserInsertSchema = z.object({
  company,
  loginId: loginIdSchema,
  password: passwordSchema,
  name: requiredText(L.name, 50),
  phone: optionalText(L.phone, 20),
});
export type CourierUserInsert = z.infer<typeof courierUserInsertSchema>;

export const courierUserModifySchema = z.object({
  name: requiredText(L.name, 50),
  phone: optionalText(L.phone, 20),
  password: labeled(passwordSchema.optional(), '새 비밀번호'),
  disabled: labeled(z.boolean(), '사용 중지'),
});
export type CourierUserModify = z.infer<typeof courierUserModifySchema>;

export const courierUserListQuerySchema = z.object({
  company: labeled(z.enum(COURIER_COMPANY_KEYS).nullish(), L.company),
  keyword: optionalText('아이디·이름', 50),
  includeDisabled: labeled(z.boolean().default(false), '사용 중지 포함'),
  ...pageQueryFields({ max: 500, size: 50 }),
});
export type CourierUserListQuery = z.infer<typeof courierUserListQuerySchema>;

export const courierUserSchema = z.object({
  id: z.number().int(),
  company: z.enum(COURIER_COMPANY_KEYS),
  companyName: z.string(),
  loginId: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  disabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  loginCount: z.number().int(),
  createdAt: z.string(),
});
export type CourierUser = z.infer<typeof courierUserSchema>;
export const courierUserPageSchema = listPageSchema(courierUserSchema);
