import { z } from 'zod';
import { labeled } from '../common/field-label.js';
import { countField, optionalText, requiredText } from '../part/part-fields.js';
import { hmSchema } from '../validate/field-schemas.js';
import { CHECKER_LABELS as C, DRIVER_LABELS as D } from './delivery.labels.js';

const loginIdField = (label: string) => requiredText(label, 50);
const coordinate = (label: string, limit: number) =>
  labeled(
    z
      .number({ message: '숫자를 입력하세요.' })
      .min(-limit, `-${limit} 이상 ${limit} 이하여야 합니다.`)
      .max(limit, `-${limit} 이상 ${limit} 이하여야 합니다.`)
      .nullish(),
    label,
  );

/** DriverManagement: a driver is an account (mobile or staff) with a vehicle, a capacity and a shift. */
export const driverInputSchema = z.object({
  loginId: loginIdField(D.loginId),
  phone: optionalText(D.phone, 20),
  vehicleNo: optionalText(D.vehicleNo, 20),
  vehicleKind: optionalText(D.vehicleKind, 30),
  capacity: countField(D.capacity, 100_000),
  shiftStart: labeled(hmSchema, D.shiftStart),
  shiftEnd: labeled(hmSchema, D.shiftEnd),
  startLat: coordinate(D.startLat, 90),
  startLng: coordinate(D.startLng, 180),
  active: labeled(z.boolean().default(true), D.active),
  memo: optionalText(D.memo, 500),
});
export type DriverInput = z.infer<typeof driverInputSchema>;

export const driverSchema = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  vehicleNo: z.string().nullable(),
  vehicleKind: z.string().nullable(),
  capacity: z.number().int(),
  shiftStart: z.string(),
  shiftEnd: z.string(),
  startLat: z.number().nullable(),
  startLng: z.number().nullable(),
  active: z.boolean(),
  memo: z.string().nullable(),
  openStops: z.number().int(),
});
export type Driver = z.infer<typeof driverSchema>;

/** CheckerManagement: who checks the loading (검수자) at a warehouse. */
export const checkerInputSchema = z.object({
  loginId: loginIdField(C.loginId),
  phone: optionalText(C.phone, 20),
  warehouseCode: optionalText(C.warehouseCode, 20),
  active: labeled(z.boolean().default(true), C.active),
  memo: optionalText(C.memo, 500),
});
export type CheckerInput = z.infer<typeof checkerInputSchema>;

export const checkerSchema = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  warehouseCode: z.string().nullable(),
  active: z.boolean(),
  memo: z.string().nullable(),
});
export type Checker = z.infer<typeof checkerSchema>;
