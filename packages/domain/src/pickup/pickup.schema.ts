import { z } from 'zod';
import { rowsPageSchema } from '../common/row-fields.js';
import { hmSchema, ymdSchema } from '../validate/field-schemas.js';
import { PICKUP_KINDS, PICKUP_STATUSES } from './pickup.status.js';

export const pickupRegisterSchema = z
  .object({
    kind: z.enum(PICKUP_KINDS).meta({ title: '회수 구분' }),
    customerCode: z.string().trim().min(1, '거래처를 고르세요.').max(20).meta({ title: '거래처' }),
    returnCode: z.string().trim().max(30).optional().meta({ title: '반품 번호' }),
    address: z.string().trim().max(200).optional().meta({ title: '회수 주소' }),
    windowDate: ymdSchema.meta({ title: '회수일' }),
    windowFrom: hmSchema.meta({ title: '시작 시각' }),
    windowTo: hmSchema.meta({ title: '끝 시각' }),
    driverLoginId: z.string().trim().max(40).optional().meta({ title: '기사' }),
    memo: z.string().trim().max(500).optional().meta({ title: '메모' }),
  })
  .refine((v) => v.windowFrom <= v.windowTo, {
    path: ['windowTo'],
    error: '끝 시각은 시작 시각보다 늦어야 합니다.',
  })
  .refine((v) => v.kind !== 'return' || Boolean(v.returnCode), {
    path: ['returnCode'],
    error: '반품 회수에는 반품 번호가 필요합니다.',
  });
export type PickupRegisterInput = z.infer<typeof pickupRegisterSchema>;

export const pickupQuerySchema = z.object({
  kind: z.enum(PICKUP_KINDS).optional().meta({ title: '회수 구분' }),
  status: z.enum(PICKUP_STATUSES).optional().meta({ title: '상태' }),
  customerCode: z.string().trim().max(20).optional().meta({ title: '거래처' }),
  /** Only the caller's own stops (the driver's phone pages). */
  mine: z.boolean().default(false).meta({ title: '내 회수만' }),
  page: z.number().int().positive().max(100_000).default(1),
  size: z.number().int().positive().max(500).default(50),
});
export type PickupQuery = z.infer<typeof pickupQuerySchema>;

export const pickupSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PICKUP_KINDS),
  status: z.enum(PICKUP_STATUSES),
  customerCode: z.string(),
  customerName: z.string(),
  address: z.string().nullable(),
  windowDate: z.string(),
  windowFrom: z.string(),
  windowTo: z.string(),
  returnCode: z.string().nullable(),
  orderCode: z.string().nullable(),
  driverId: z.number().int().nullable(),
  driverName: z.string().nullable(),
  memo: z.string().nullable(),
  createdAt: z.iso.datetime(),
  pickedAt: z.iso.datetime().nullable(),
});
export type Pickup = z.infer<typeof pickupSchema>;
export const pickupPageSchema = rowsPageSchema(pickupSchema);
