import { z } from 'zod';
import { UNIT_BARCODE_STATES } from '../barcode/unit-barcode.status.js';
import { labeled } from '../common/field-label.js';

/** Units older than this many months are highlighted (MonthlyBatteryInfoList, the phone page). */
export const BATTERY_OLD_MONTHS = 6;

export const batteryMonthlyQuerySchema = z.object({
  oldMonths: labeled(z.coerce.number().int().min(1).max(120).default(BATTERY_OLD_MONTHS), '경과 기준 개월'),
});

/** Battery units on hand by month of manufacture, per warehouse and part. */
export const batteryMonthlySchema = z.object({
  type: z.string(),
  oldMonths: z.number().int(),
  /** YYYYMM columns, oldest first ('' = units without a date). */
  months: z.array(z.string()),
  rows: z.array(
    z.object({
      warehouseCode: z.string(),
      warehouseName: z.string(),
      partCode: z.string(),
      partNo: z.string(),
      partName: z.string(),
      /** Units per month (same order as `months`). */
      counts: z.array(z.number().int()),
      total: z.number().int(),
      /** Units older than oldMonths. */
      old: z.number().int(),
      /** YYYYMMDD of the oldest dated unit. */
      oldest: z.string().nullable(),
    }),
  ),
  /** Battery parts the stock ledger holds but no dated unit barcode covers (per warehouse). */
  ledgerQty: z.number().int(),
  unitQty: z.number().int(),
});
export type BatteryMonthly = z.infer<typeof batteryMonthlySchema>;

export const batteryUnitSchema = z.object({
  value: z.string(),
  partCode: z.string(),
  partNo: z.string(),
  partName: z.string(),
  state: z.enum(UNIT_BARCODE_STATES),
  stateLabel: z.string(),
  warehouseCode: z.string().nullable(),
  manufacturedOn: z.string().nullable(),
  ageMonths: z.number().int().nullable(),
  /** Taken by an order examination (to be sold). */
  takenBy: z.string().nullable(),
});
export type BatteryUnit = z.infer<typeof batteryUnitSchema>;

/** The phone page: a scanned unit and the oldest units of its part on hand. */
export const batteryUnitLookupSchema = z.object({
  unit: batteryUnitSchema.nullable(),
  partCode: z.string(),
  partName: z.string(),
  oldest: z.array(batteryUnitSchema),
});
export type BatteryUnitLookup = z.infer<typeof batteryUnitLookupSchema>;

export const batteryLookupQuerySchema = z.object({
  scanned: labeled(z.string().trim().min(1, '바코드를 스캔하세요.').max(200), '바코드'),
});

export const batteryDateInputSchema = z.object({
  value: labeled(z.string().trim().min(1, '개체 바코드를 스캔하세요.').max(40), '개체 바코드'),
  dateCode: labeled(
    z.string().trim().min(6, '제조일 코드(일-월-년)를 입력하세요.').max(12, '제조일 코드가 너무 깁니다.'),
    '제조일 코드',
  ),
});

/** The examination's battery candidates: per battery line, the units on hand oldest first. */
export const batteryCandidatesSchema = z.object({
  orderCode: z.string(),
  warehouseCode: z.string(),
  lines: z.array(
    z.object({
      lineNo: z.number().int(),
      partCode: z.string(),
      partName: z.string(),
      units: z.array(batteryUnitSchema),
    }),
  ),
});
export type BatteryCandidates = z.infer<typeof batteryCandidatesSchema>;
