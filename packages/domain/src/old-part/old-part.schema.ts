import { z } from 'zod';
import { CORE_GRADES, CORE_SETTLEMENTS } from './old-part.status.js';

// Payback codes (SpecialOldPartInfo), a driver's collection and the lists' queries.

const code = z
  .string()
  .trim()
  .min(1, '페이백 코드를 입력하세요.')
  .max(20)
  .transform((v) => v.toUpperCase());

export const paybackSaveSchema = z.object({
  code: code.meta({ title: '페이백 코드' }),
  name: z.string().trim().min(1, '이름을 입력하세요.').max(60).meta({ title: '이름' }),
  cashbackPoints: z
    .number({ error: '캐시백 포인트는 숫자여야 합니다.' })
    .int('캐시백 포인트는 정수여야 합니다.')
    .min(0, '캐시백 포인트는 0 이상이어야 합니다.')
    .max(10_000_000)
    .meta({ title: '캐시백 포인트 (개당)' }),
  active: z.boolean().default(true).meta({ title: '사용' }),
  buyPriceA: z.number().int().min(0).max(100_000_000).default(0).meta({ title: '매입가 A' }),
  buyPriceB: z.number().int().min(0).max(100_000_000).default(0).meta({ title: '매입가 B' }),
  buyPriceC: z.number().int().min(0).max(100_000_000).default(0).meta({ title: '매입가 C' }),
});
export type PaybackSaveInput = z.infer<typeof paybackSaveSchema>;

export const paybackSchema = z.object({
  code: z.string(),
  name: z.string(),
  cashbackPoints: z.number().int(),
  active: z.boolean(),
  buyPriceA: z.number().int(),
  buyPriceB: z.number().int(),
  buyPriceC: z.number().int(),
  kindCount: z.number().int(),
});
export type Payback = z.infer<typeof paybackSchema>;

export const coreCollectSchema = z.object({
  customerCode: z.string().trim().min(1, '거래처를 고르세요.').max(20).meta({ title: '거래처' }),
  barcodes: z
    .array(z.string().trim().min(1).max(500))
    .min(1, '회수한 폐부품을 1개 이상 스캔하세요.')
    .max(500)
    .meta({ title: '스캔한 바코드' }),
  memo: z.string().trim().max(500).optional().meta({ title: '메모' }),
});
export type CoreCollectInput = z.infer<typeof coreCollectSchema>;

const page = {
  page: z.number().int().positive().max(100_000).default(1),
  size: z.number().int().positive().max(500).default(50),
};

export const coreQuerySchema = z.object({
  customerCode: z.string().trim().max(20).optional().meta({ title: '거래처 코드' }),
  paybackCode: z.string().trim().max(20).optional().meta({ title: '페이백 코드' }),
  ...page,
});
export type CoreQuery = z.infer<typeof coreQuerySchema>;

export const coreCollectionQuerySchema = z.object({
  customerCode: z.string().trim().max(20).optional().meta({ title: '거래처 코드' }),
  status: z.enum(['collected', 'paid']).optional().meta({ title: '상태' }),
  ...page,
});
export type CoreCollectionQuery = z.infer<typeof coreCollectionQuerySchema>;

export const pickAllowSchema = z.object({
  customerCode: z.string().trim().min(1).max(20).meta({ title: '거래처' }),
  allowed: z.boolean().meta({ title: '폐부품 회수 허용' }),
});

export const coreBuySchema = z.object({
  customerCode: z.string().trim().min(1, '거래처를 고르세요.').max(20).meta({ title: '거래처' }),
  settle: z.enum(CORE_SETTLEMENTS).meta({ title: '지급 방법' }),
  warehouseCode: z.string().trim().min(1).max(20).default('MAIN').meta({ title: '창고' }),
  lines: z
    .array(z.object({ barcode: z.string().trim().min(1).max(500), grade: z.enum(CORE_GRADES) }))
    .min(1, '매입할 폐부품을 1개 이상 스캔하세요.')
    .max(500)
    .meta({ title: '폐부품' }),
  pickupId: z.number().int().positive().optional().meta({ title: '회수 번호' }),
  memo: z.string().trim().max(500).optional().meta({ title: '메모' }),
});
export type CoreBuyInput = z.infer<typeof coreBuySchema>;

export const coreBuySchemaView = z.object({
  code: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  settle: z.enum(CORE_SETTLEMENTS),
  scrapLocation: z.string(),
  units: z.number().int(),
  total: z.number().int(),
  lines: z.array(
    z.object({
      paybackCode: z.string(),
      grade: z.enum(CORE_GRADES),
      qty: z.number().int(),
      unitPrice: z.number().int(),
      amount: z.number().int(),
    }),
  ),
});
export type CoreBuyView = z.infer<typeof coreBuySchemaView>;
