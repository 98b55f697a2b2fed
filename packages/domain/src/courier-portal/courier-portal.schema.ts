import { z } from 'zod';
import { labeled } from '../common/field-label.js';
import { listPageSchema, pageQueryFields } from '../list/list-query.js';
import { optionalText } from '../part/part-fields.js';
import { ymdSchema } from '../validate/field-schemas.js';
import { COURIER_LABELS as L } from './courier-portal.labels.js';

// The courier portal: the consignments handed to the company today (scanned at hand-over), the
// confirmations (CourierCheckInfoList) and the company's logins (CourierLogInInfoList).

export const courierParcelSchema = z.object({
  deliveryCode: z.string(),
  orderCode: z.string().nullable(),
  waybillNo: z.string(),
  customerName: z.string(),
  methodName: z.string(),
  handedAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  confirmedBy: z.string().nullable(),
});
export type CourierParcel = z.infer<typeof courierParcelSchema>;

export const courierTodaySchema = z.object({
  companyName: z.string(),
  day: z.string(),
  handed: z.number().int(),
  confirmed: z.number().int(),
  rows: z.array(courierParcelSchema),
});
export type CourierToday = z.infer<typeof courierTodaySchema>;

export const waybillScanSchema = z.object({
  waybillNo: labeled(
    z
      .string({ message: '송장 번호를 스캔하세요.' })
      .trim()
      .min(1, '송장 번호를 스캔하세요.')
      .max(40, '40자 이하로 입력하세요.')
      .regex(/^[0-9A-Za-z-]+$/, '송장 번호는 영문, 숫자, -만 쓸 수 있습니다.'),
    L.waybillNo,
  ),
});
export type WaybillScan = z.infer<typeof waybillScanSchema>;

const periodFields = {
  fromDate: labeled(ymdSchema, '시작일'),
  toDate: labeled(ymdSchema, '종료일'),
};
const ORDERED = { message: '시작일이 종료일보다 늦습니다.', path: ['fromDate'] };

export const courierCheckQuerySchema = z
  .object({
    ...periodFields,
    waybillNo: optionalText(L.waybillNo, 40),
    loginId: optionalText(L.loginId, 50),
    ...pageQueryFields(),
  })
  .refine((q) => q.fromDate <= q.toDate, ORDERED);
export type CourierCheckQuery = z.infer<typeof courierCheckQuerySchema>;
export const courierParcelPageSchema = listPageSchema(courierParcelSchema);

export const courierLoginQuerySchema = z
  .object({ ...periodFields, loginId: optionalText(L.loginId, 50), ...pageQueryFields() })
  .refine((q) => q.fromDate <= q.toDate, ORDERED);
export type CourierLoginQuery = z.infer<typeof courierLoginQuerySchema>;

export const courierLoginRowSchema = z.object({
  id: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  at: z.string(),
  ip: z.string().nullable(),
});
export type CourierLoginRow = z.infer<typeof courierLoginRowSchema>;
export const courierLoginPageSchema = listPageSchema(courierLoginRowSchema);
