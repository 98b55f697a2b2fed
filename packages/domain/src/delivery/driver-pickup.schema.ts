import { z } from 'zod';
import { PICKUP_KINDS, PICKUP_STATUSES } from '../pickup/pickup.status.js';
import { ymdSchema } from '../validate/field-schemas.js';

// The driver's phone pages for pickups (DeliveryManager/DriverOldPartPickup, DriverReturnPickup):
// today's pickups assigned to the driver, collected (used parts with their scanned units) or not
// collected with a reason. Each action carries the key the phone made when the driver acted, so an
// action replayed from the phone's offline queue is applied once.

export const driverPickupDayQuerySchema = z.object({
  kind: z.enum(PICKUP_KINDS).meta({ title: '회수 구분' }),
  date: ymdSchema.optional().meta({ title: '날짜' }),
});
export type DriverPickupDayQuery = z.infer<typeof driverPickupDayQuerySchema>;

export const driverPickupSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PICKUP_KINDS),
  status: z.enum(PICKUP_STATUSES),
  customerCode: z.string(),
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  address: z.string().nullable(),
  windowDate: z.string(),
  windowFrom: z.string(),
  windowTo: z.string(),
  returnCode: z.string().nullable(),
  memo: z.string().nullable(),
  pickedAt: z.iso.datetime().nullable(),
  /** The core collection (Q…) the scan made, for a used-part pickup collected. */
  collectionCode: z.string().nullable(),
  /** The driver's last "not collected" reason while the pickup stays open. */
  failReason: z.string().nullable(),
});
export type DriverPickup = z.infer<typeof driverPickupSchema>;

/** Made on the phone when the driver acts (as the stop steps' key): a replay is applied once. */
const keyField = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z_-]{8,64}$/, '8–64자의 영문·숫자 키여야 합니다.')
  .meta({ title: '처리 키' });

export const driverPickupCollectSchema = z.object({
  idempotencyKey: keyField,
  /** Used parts: each unit scanned (its unit label or maker barcode). Returns: none needed. */
  barcodes: z
    .array(z.string().trim().min(1, '빈 바코드가 있습니다.').max(64, '바코드는 64자 이하입니다.'))
    .max(200, '한 번에 200개까지 스캔할 수 있습니다.')
    .default([])
    .meta({ title: '스캔한 바코드' }),
  note: z.string().trim().max(200, '200자 이하로 입력하세요.').optional().meta({ title: '메모' }),
});
export type DriverPickupCollectInput = z.infer<typeof driverPickupCollectSchema>;

export const driverPickupFailSchema = z.object({
  idempotencyKey: keyField,
  reason: z
    .string()
    .trim()
    .min(2, '회수하지 못한 사유를 2자 이상 입력하세요.')
    .max(200, '200자 이하로 입력하세요.')
    .meta({ title: '미회수 사유' }),
});
export type DriverPickupFailInput = z.infer<typeof driverPickupFailSchema>;
