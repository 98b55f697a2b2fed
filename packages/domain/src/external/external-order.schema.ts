import { z } from 'zod';
import { blankOr } from '../common/blank-union.js';
import { customerCodeField, documentLinesField } from '../common/document-fields.js';
import { labeled } from '../common/field-label.js';
import { rowsPageSchema } from '../common/row-fields.js';
import { pageQueryFields } from '../list/list-query.js';
import { optionalText } from '../part/part-fields.js';
import { vehicleNumberSchema, vinSchema, ymdSchema } from '../validate/field-schemas.js';

// Orders an external registers for their customers (ExternalPartOrder): a draft of the sales-order
// module at the customer's agreed price (rank or category price, else the sale price); head office
// fixes it on its order screens. The external lists and reads its customers' orders only.

export const externalOrderLineSchema = z.object({
  partCode: labeled(z.string().trim().min(1, '품목을 고르세요.').max(20), '품목'),
  qty: labeled(
    z
      .number({ message: '수량을 숫자로 입력하세요.' })
      .int('수량은 정수입니다.')
      .min(1, '1 이상이어야 합니다.')
      .max(9_999, '9,999 이하로 입력하세요.'),
    '수량',
  ),
});

export const externalOrderInputSchema = z.object({
  customerCode: customerCodeField(),
  /** The car the order is for (ExternalOrderRegister/:vin/…) and the order memo it works, if any. */
  vin: blankOr(vinSchema, '차대번호'),
  carNumber: blankOr(vehicleNumberSchema, '차량번호'),
  memoCode: optionalText('메모 번호', 30),
  memo: blankOr(z.string().trim().max(1000, '1000자 이하로 입력하세요.'), '요청 사항'),
  lines: documentLinesField(externalOrderLineSchema, '주문 품목'),
});
export type ExternalOrderInput = z.infer<typeof externalOrderInputSchema>;

export const externalCandidateQuerySchema = z.object({
  customerCode: customerCodeField(),
  keyword: labeled(z.string().trim().min(1, '품번이나 품명을 입력하세요.').max(50), '검색어'),
});

export const externalOrderQuerySchema = z.object({
  externalId: z.number().int().positive().max(2_147_483_647).optional().meta({ title: '외부 영업자' }),
  customerCode: labeled(z.string().trim().max(20).optional(), '거래처'),
  status: labeled(z.enum(['draft', 'fixed', 'all']).default('all'), '상태'),
  from: blankOr(ymdSchema, '시작일'),
  to: blankOr(ymdSchema, '종료일'),
  ...pageQueryFields(),
});
export type ExternalOrderQuery = z.infer<typeof externalOrderQuerySchema>;

export const externalOrderRowSchema = z.object({
  code: z.string(),
  orderDate: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  status: z.string(),
  lineCount: z.number().int(),
  total: z.number().int(),
  createdByName: z.string().nullable(),
});
export type ExternalOrderRow = z.infer<typeof externalOrderRowSchema>;
export const externalOrderPageSchema = rowsPageSchema(externalOrderRowSchema);

export const EXTERNAL_ORDER_STATUS_LABELS: Record<string, string> = {
  draft: '접수 (본사 확정 전)',
  fixed: '확정',
  discarded: '폐기',
};

/** ExternalMemo: an order memo the external writes for one of their customers (head office works it). */
export const externalMemoInputSchema = z.object({
  customerCode: customerCodeField(),
  vin: blankOr(vinSchema, '차대번호'),
  carNumber: blankOr(vehicleNumberSchema, '차량번호'),
  request: labeled(
    z.string().trim().min(1, '요청 내용을 입력하세요.').max(2000, '2000자 이하로 입력하세요.'),
    '요청 내용',
  ),
  urgent: labeled(z.boolean().default(false), '긴급'),
});
export type ExternalMemoInput = z.infer<typeof externalMemoInputSchema>;

export const externalMemoQuerySchema = z.object({
  customerCode: customerCodeField(),
  ...pageQueryFields(),
});
export type ExternalMemoQuery = z.infer<typeof externalMemoQuerySchema>;
