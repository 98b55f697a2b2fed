import { z } from 'zod';
import { RETURN_DISPOSITIONS, RETURN_KINDS, RETURN_STATUSES } from './order-return.status.js';

// What a clerk sends to ask for a return: the original order, its lines and how many of each.

export const returnRequestLineSchema = z.object({
  lineNo: z.number().int().positive().max(10_000).meta({ title: '주문 줄 번호' }),
  qty: z
    .number({ error: '반품 수량은 숫자여야 합니다.' })
    .int('반품 수량은 정수여야 합니다.')
    .positive('반품 수량은 1 이상이어야 합니다.')
    .max(100_000)
    .meta({ title: '반품 수량' }),
  disposition: z.enum(RETURN_DISPOSITIONS).optional().meta({ title: '처리' }),
});

export const returnRequestSchema = z.object({
  orderCode: z.string().trim().min(1, '원 주문 번호를 입력하세요.').max(30).meta({ title: '원 주문 번호' }),
  kind: z.enum(RETURN_KINDS).meta({ title: '반품 구분' }),
  reason: z.string().trim().min(2, '반품 사유를 2자 이상 입력하세요.').max(500).meta({ title: '반품 사유' }),
  lines: z
    .array(returnRequestLineSchema)
    .min(1, '반품 품목을 1줄 이상 넣으세요.')
    .max(500)
    .meta({ title: '반품 품목' }),
});
export type ReturnRequestInput = z.infer<typeof returnRequestSchema>;

export const returnListQuerySchema = z.object({
  status: z.enum(RETURN_STATUSES).optional().meta({ title: '상태' }),
  kind: z.enum(RETURN_KINDS).optional().meta({ title: '반품 구분' }),
  customerCode: z.string().trim().max(20).optional().meta({ title: '거래처 코드' }),
  page: z.number().int().positive().max(100_000).default(1),
  size: z.number().int().positive().max(500).default(50),
});
export type ReturnListQuery = z.infer<typeof returnListQuerySchema>;
