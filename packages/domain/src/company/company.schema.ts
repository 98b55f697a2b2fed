import { z } from 'zod';
import { labeled } from '../common/field-label.js';
import { requiredText } from '../part/part-fields.js';
import { bizNoSchema, phoneSchema } from '../validate/field-schemas.js';

const optional = (label: string, max: number) =>
  labeled(
    z
      .string()
      .trim()
      .max(max)
      .nullish()
      .transform((v) => v || null),
    label,
  );

/** The company itself: the supplier box of every statement and estimate. */
export const companyProfileInputSchema = z.object({
  name: requiredText('상호', 100),
  bizNo: labeled(bizNoSchema, '사업자등록번호'),
  representative: requiredText('대표자', 50),
  address: requiredText('주소', 200),
  phone: labeled(phoneSchema, '전화번호'),
  fax: optional('팩스', 20),
  businessType: optional('업태', 50),
  businessItem: optional('종목', 100),
  bankAccount: optional('입금 계좌', 100),
});
export type CompanyProfileInput = z.output<typeof companyProfileInputSchema>;

export const companyProfileSchema = z.object({
  code: z.string(),
  name: z.string(),
  bizNo: z.string(),
  representative: z.string(),
  address: z.string(),
  phone: z.string(),
  fax: z.string().nullable(),
  businessType: z.string().nullable(),
  businessItem: z.string().nullable(),
  bankAccount: z.string().nullable(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;
