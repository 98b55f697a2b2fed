import { z } from 'zod';
import { type StockMoveReason, WAREHOUSE_KINDS } from './stock.status.js';

// Warehouses and stock on hand (SPEC §7.8 stock group): the warehouse list every stock screen
// picks from, opening stock and manual adjustments.

/** A warehouse row. `kind` is one of WAREHOUSE_KINDS for rows saved here; the column is text. */
export const warehouseSchema = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.string(),
  address: z.string().nullable(),
  active: z.boolean(),
  sortOrder: z.number().int(),
});
export type Warehouse = z.infer<typeof warehouseSchema>;

/** Warehouse save (admin): a new code registers one, a known code renames it. */
export const warehouseInputSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Z0-9_]{2,20}$/, '영문 대문자·숫자 2~20자로 입력하세요.')
    .meta({ title: '창고 코드' }),
  name: z.string().trim().min(1, '입력하세요.').max(50).meta({ title: '창고명' }),
  kind: z
    .enum(WAREHOUSE_KINDS, { message: '창고 구분을 고르세요.' })
    .default('main')
    .meta({ title: '창고 구분' }),
  address: z.string().trim().max(200).nullish().meta({ title: '주소' }),
  sortOrder: z.number().int().min(0).max(9999).optional().meta({ title: '정렬 순서' }),
});
export type WarehouseInput = z.infer<typeof warehouseInputSchema>;

/** The reasons an adjustment may give; every other move is posted by its document. */
export const STOCK_ADJUST_REASONS = [
  'opening',
  'manual-adjust',
] as const satisfies readonly StockMoveReason[];

/** Opening stock or a manual adjustment: a signed quantity moved on the stock ledger. */
export const stockAdjustInputSchema = z.object({
  partCode: z.string().trim().min(1).max(20).meta({ title: '품목' }),
  warehouseCode: z.string().trim().min(1).max(20).meta({ title: '창고' }),
  qty: z
    .number({ message: '수량을 숫자로 입력하세요.' })
    .int('정수로 입력하세요.')
    .refine((q) => q !== 0, '0이 아닌 수량을 입력하세요.')
    .meta({ title: '조정 수량' }),
  reason: z.enum(STOCK_ADJUST_REASONS).default('manual-adjust').meta({ title: '조정 사유' }),
  memo: z.string().trim().max(200).nullish().meta({ title: '비고' }),
});
export type StockAdjustInput = z.infer<typeof stockAdjustInputSchema>;

/** The adjustment's document code and the warehouse's on-hand quantity after it. */
export const stockAdjustResultSchema = z.object({ code: z.string(), onHand: z.number().int() });

/** On hand of one part in one warehouse (warehouses without a balance row are absent: 0). */
export const partStockSchema = z.object({
  partId: z.number().int(),
  warehouseCode: z.string(),
  /** The warehouse's name and kind: goods in transit show as such ('이동 중'), never as shelf stock. */
  warehouseName: z.string(),
  warehouseKind: z.string(),
  kindLabel: z.string(),
  qty: z.number().int(),
});
export type PartStock = z.infer<typeof partStockSchema>;
