import { z } from 'zod';
import { blankOr } from '../common/blank-union.js';
import { customerCodeField } from '../common/document-fields.js';
import { labeled } from '../common/field-label.js';
import { optionalText } from '../part/part-fields.js';
import { warehouseCodeSchema } from '../sales-order/sales-order.schema.js';
import { vinSchema } from '../validate/field-schemas.js';

// Copying an order (ObtainCopyMemo, ObtainCopyRegister): a new draft from an old order's parts and
// quantities, for the same or another customer, at the prices that customer gets today (never
// the old order's prices: a copy re-reads them, so an old discount does not travel).

const sourceCodeField = labeled(
  z.string().trim().min(1, '원 주문 번호를 입력하세요.').max(30).toUpperCase(),
  '원 주문 번호',
);

/** customerCode left out: the source order's own customer. */
export const orderCopyPreviewSchema = z.object({
  sourceCode: sourceCodeField,
  customerCode: customerCodeField().optional(),
});

/** Why a price was chosen (the same order the order screen suggests them in). */
export const PRICE_BASES = ['last', 'category', 'rank', 'sale'] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];
export const PRICE_BASIS_LABELS: Record<PriceBasis, string> = {
  last: '최근 거래 단가',
  category: '분류별 단가',
  rank: '등급 할인 단가',
  sale: '판매가',
};

export const orderCopyLineSchema = z.object({
  lineNo: z.number().int(),
  partCode: z.string(),
  partNo: z.string(),
  partName: z.string(),
  /** What was sold less what was cancelled and returned: what the copy orders again. */
  qty: z.number().int(),
  oldUnitPrice: z.number().int(),
  unitPrice: z.number().int(),
  priceBasis: z.enum(PRICE_BASES),
  /** Why the line cannot be copied (a part no longer sold, a set); null when it can. */
  blocked: z.string().nullable(),
});
export type OrderCopyLine = z.infer<typeof orderCopyLineSchema>;

export const orderCopyPreviewViewSchema = z.object({
  sourceCode: z.string(),
  sourceCustomerCode: z.string(),
  sourceCustomerName: z.string(),
  sourceVin: z.string().nullable(),
  customerCode: z.string(),
  customerName: z.string(),
  lines: z.array(orderCopyLineSchema),
});
export type OrderCopyPreview = z.infer<typeof orderCopyPreviewViewSchema>;

export const orderCopySchema = z.object({
  sourceCode: sourceCodeField,
  customerCode: customerCodeField(),
  memoCode: optionalText('메모 번호', 30),
  vin: blankOr(vinSchema, '차대번호'),
  warehouseCode: warehouseCodeSchema.default('MAIN'),
  /** The source lines to copy and how many of each; none = every copyable line as it was. */
  lines: labeled(
    z
      .array(
        z.object({
          lineNo: labeled(z.number().int().min(1).max(10_000), '줄 번호'),
          qty: labeled(
            z
              .number()
              .int('수량은 정수입니다.')
              .min(1, '1 이상이어야 합니다.')
              .max(99_999, '99,999 이하로 입력하세요.'),
            '수량',
          ),
        }),
      )
      .max(300)
      .default([]),
    '복사할 품목',
  ),
});
export type OrderCopyInput = z.infer<typeof orderCopySchema>;
