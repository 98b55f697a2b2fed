import { z } from 'zod';
import { labeled } from '../common/field-label.js';
import { listColumns } from '../list/list-columns.js';
import { listPageSchema, pageQueryFields } from '../list/list-query.js';
import { codeText, optionalText, requiredText, wonField } from '../part/part-fields.js';
import { wireDayField } from '../purchase/supplier-document-fields.js';

// Collection of receivables (CustomerCollectManagement): the balance aged by the sales it comes
// from (payments settle the oldest first), promises to pay, the call log and the payments.

export const AGEING_BUCKETS = ['d30', 'd60', 'd90', 'over'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
export const AGEING_LABELS: Record<AgeingBucket, string> = {
  d30: '30일 이내',
  d60: '31~60일',
  d90: '61~90일',
  over: '90일 초과',
};

export const ageingRowSchema = z.object({
  customerCode: z.string(),
  customerName: z.string(),
  balance: z.number().int(),
  d30: z.number().int(),
  d60: z.number().int(),
  d90: z.number().int(),
  over: z.number().int(),
  openPromise: z.number().int(),
  lastCallAt: z.string().nullable(),
});
export type AgeingRow = z.infer<typeof ageingRowSchema>;
export const ageingQuerySchema = z.object({
  bucket: z.enum(AGEING_BUCKETS).nullish().meta({ title: '연체 구간' }),
  ...pageQueryFields(),
});
export type AgeingQuery = z.infer<typeof ageingQuerySchema>;
export const ageingPageSchema = listPageSchema(ageingRowSchema);

export const promiseInputSchema = z.object({
  customerCode: codeText('거래처', 20),
  promisedDate: wireDayField('약속일'),
  amount: labeled(
    wonField('약속 금액').refine((v) => v >= 1, '1원 이상 입력하세요.'),
    '약속 금액',
  ),
  collector: requiredText('담당자', 30),
  memo: optionalText('비고', 200),
});
export const promiseCloseSchema = z.object({
  status: z.enum(['kept', 'broken'], { message: '지킴 또는 어김을 고르세요.' }).meta({ title: '결과' }),
});
export const callInputSchema = z.object({
  customerCode: codeText('거래처', 20),
  collector: requiredText('담당자', 30),
  result: requiredText('통화 결과', 200),
});

export const collectionDetailSchema = z.object({
  ageing: ageingRowSchema,
  promises: z.array(
    z.object({
      id: z.number().int(),
      promisedDate: z.string(),
      amount: z.number().int(),
      collector: z.string(),
      memo: z.string().nullable(),
      status: z.enum(['open', 'kept', 'broken']),
      createdAt: z.string(),
    }),
  ),
  calls: z.array(
    z.object({
      id: z.number().int(),
      collector: z.string(),
      result: z.string(),
      byName: z.string().nullable(),
      at: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      entryDate: z.string(),
      kind: z.string(),
      amount: z.number().int(),
      docCode: z.string().nullable(),
    }),
  ),
});
export type CollectionDetail = z.infer<typeof collectionDetailSchema>;

export const AGEING_COLUMNS = listColumns<AgeingRow>()([
  {
    key: 'customerCode',
    label: '거래처 코드',
    value: (r) => r.customerCode,
    format: 'code',
    width: 90,
    pinned: true,
  },
  { key: 'customerName', label: '거래처명', value: (r) => r.customerName, width: 160 },
  { key: 'balance', label: '미수금', value: (r) => r.balance, format: 'won', width: 120 },
  { key: 'd30', label: AGEING_LABELS.d30, value: (r) => r.d30, format: 'won', width: 110 },
  { key: 'd60', label: AGEING_LABELS.d60, value: (r) => r.d60, format: 'won', width: 110 },
  { key: 'd90', label: AGEING_LABELS.d90, value: (r) => r.d90, format: 'won', width: 110 },
  { key: 'over', label: AGEING_LABELS.over, value: (r) => r.over, format: 'won', width: 110 },
  { key: 'openPromise', label: '입금 약속', value: (r) => r.openPromise, format: 'won', width: 110 },
  { key: 'lastCallAt', label: '최근 통화', value: (r) => r.lastCallAt, format: 'datetime', width: 140 },
]);
