import { z } from 'zod';
import { rowsPageSchema } from '../common/row-fields.js';
import { ymdSchema } from '../validate/field-schemas.js';

// Driver pay (기사 급여, SPEC §2.15): a driver is paid per completed delivery stop and per picked
// pickup by a rate table; a month is fixed once for all drivers (a second fix is refused) and a
// correction is a reversing run. Provisions (지급 확인): the cash-back points of cores and returns
// drivers collected reach the customer's point ledger only when an admin confirms them, once.

export const DRIVER_PAY_RATE_KINDS = ['delivery', 'returnPickup', 'junkPickup', 'returnCashback'] as const;
export type DriverPayRateKind = (typeof DRIVER_PAY_RATE_KINDS)[number];

export const DRIVER_PAY_RATE_LABELS: Record<DriverPayRateKind, string> = {
  delivery: '배송 완료 1건 (기사 수당)',
  returnPickup: '반품 회수 1건 (기사 수당)',
  junkPickup: '폐부품 회수 1건 (기사 수당)',
  returnCashback: '반품 회수 1건 (거래처 적립 포인트)',
};

/** What a rate is until an admin saves the table (won, or points for the cash-back). */
export const DRIVER_PAY_DEFAULT_RATES: Record<DriverPayRateKind, number> = {
  delivery: 3_000,
  returnPickup: 2_000,
  junkPickup: 2_000,
  returnCashback: 1_000,
};

const wonField = (title: string) =>
  z
    .number({ message: '숫자를 입력하세요.' })
    .int('정수(원)로 입력하세요.')
    .min(0, '0 이상이어야 합니다.')
    .max(10_000_000, '10,000,000 이하여야 합니다.')
    .meta({ title });

export const driverPayRateSchema = z.object({
  kind: z.enum(DRIVER_PAY_RATE_KINDS),
  label: z.string(),
  amount: z.number().int(),
});
export type DriverPayRate = z.infer<typeof driverPayRateSchema>;

export const driverPayRatesInputSchema = z.object({
  delivery: wonField(DRIVER_PAY_RATE_LABELS.delivery),
  returnPickup: wonField(DRIVER_PAY_RATE_LABELS.returnPickup),
  junkPickup: wonField(DRIVER_PAY_RATE_LABELS.junkPickup),
  returnCashback: wonField(DRIVER_PAY_RATE_LABELS.returnCashback),
});
export type DriverPayRatesInput = z.infer<typeof driverPayRatesInputSchema>;

const isMonth = (v: string) => Number(v.slice(4)) >= 1 && Number(v.slice(4)) <= 12;
/** A pay month on the wire: YYYYMM. */
export const payMonthSchema = z
  .string()
  .regex(/^\d{6}$/, { error: '월 형식이 올바르지 않습니다 (YYYYMM 6자리, 예: 202611).', abort: true })
  .refine(isMonth, { error: '존재하지 않는 월입니다.' })
  .meta({ title: '급여 월' });

export const driverPayMonthQuerySchema = z.object({ month: payMonthSchema });

/** One driver's counts and pay of a month (computed now, or as fixed). */
export const driverPayLineSchema = z.object({
  driverId: z.number().int(),
  driverName: z.string(),
  vehicleNo: z.string().nullable(),
  stops: z.number().int(),
  returnPickups: z.number().int(),
  junkPickups: z.number().int(),
  amount: z.number().int(),
});
export type DriverPayLine = z.infer<typeof driverPayLineSchema>;

export const DRIVER_PAY_MONTH_STATUSES = ['open', 'paid'] as const;
export const driverPayMonthSchema = z.object({
  month: z.string(),
  status: z.enum(DRIVER_PAY_MONTH_STATUSES),
  /** The fixed run (Z…) while the month stands paid. */
  runCode: z.string().nullable(),
  paidAt: z.iso.datetime().nullable(),
  paidByName: z.string().nullable(),
  rates: z.array(driverPayRateSchema),
  lines: z.array(driverPayLineSchema),
  total: z.number().int(),
});
export type DriverPayMonth = z.infer<typeof driverPayMonthSchema>;

export const driverPayFixSchema = z.object({ month: payMonthSchema });
export const driverPayReverseSchema = z.object({
  month: payMonthSchema,
  reason: z
    .string()
    .trim()
    .min(1, '취소 사유를 입력하세요.')
    .max(200, '200자 이하로 입력하세요.')
    .meta({ title: '취소 사유' }),
});
export type DriverPayReverseInput = z.infer<typeof driverPayReverseSchema>;

/** Driver/Salary/DriverSalary: one driver's pay entries, newest first (reversals included). */
export const driverPayHistoryQuerySchema = z.object({
  driverId: z.coerce.number().int().positive().max(2_147_483_647).meta({ title: '기사' }),
  page: z.coerce.number().int().positive().max(100_000).default(1),
  size: z.coerce.number().int().positive().max(500).default(50),
});
export type DriverPayHistoryQuery = z.infer<typeof driverPayHistoryQuerySchema>;

export const DRIVER_PAY_ENTRY_KINDS = ['pay', 'reversal'] as const;
export const driverPayEntrySchema = z.object({
  id: z.number().int(),
  runCode: z.string(),
  month: z.string(),
  kind: z.enum(DRIVER_PAY_ENTRY_KINDS),
  stops: z.number().int(),
  returnPickups: z.number().int(),
  junkPickups: z.number().int(),
  amount: z.number().int(),
  memo: z.string().nullable(),
  byName: z.string().nullable(),
  at: z.iso.datetime(),
});
export type DriverPayEntry = z.infer<typeof driverPayEntrySchema>;
export const driverPayHistorySchema = rowsPageSchema(driverPayEntrySchema, {
  driverName: z.string(),
  /** What stands paid to the driver in all (pay minus reversals). */
  balance: z.number().int(),
});
export type DriverPayHistory = z.infer<typeof driverPayHistorySchema>;

/** Driver/DriverPickupCalculate: pickups per driver over days (KST), with what they earn. */
export const driverPickupCalcQuerySchema = z
  .object({
    from: ymdSchema.meta({ title: '시작일' }),
    to: ymdSchema.meta({ title: '종료일' }),
  })
  .refine((v) => v.from <= v.to, { path: ['to'], error: '종료일은 시작일보다 같거나 늦어야 합니다.' })
  .refine((v) => Number(v.to.slice(0, 4)) - Number(v.from.slice(0, 4)) <= 1, {
    path: ['to'],
    error: '기간은 2년을 넘을 수 없습니다.',
  });
export type DriverPickupCalcQuery = z.infer<typeof driverPickupCalcQuerySchema>;

export const driverPickupCalcRowSchema = z.object({
  driverId: z.number().int(),
  driverName: z.string(),
  returnPickups: z.number().int(),
  junkPickups: z.number().int(),
  coreUnits: z.number().int(),
  amount: z.number().int(),
});
export type DriverPickupCalcRow = z.infer<typeof driverPickupCalcRowSchema>;
export const driverPickupCalcSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(driverPickupCalcRowSchema),
  total: z.number().int(),
});
export type DriverPickupCalc = z.infer<typeof driverPickupCalcSchema>;
