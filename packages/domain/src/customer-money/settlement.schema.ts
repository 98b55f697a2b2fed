import { z } from 'zod';
import { labeled } from '../common/field-label.js';
import { listColumns } from '../list/list-columns.js';
import { listPageSchema, pageQueryFields } from '../list/list-query.js';
import { codeText, optionalText } from '../part/part-fields.js';

// Settlement standards of app customers (app/customerStlmtStdList[/:type]): how and when a
// customer ordering from the app settles: the cycle, its closing day, the days to pay, the method.

export const APP_SETTLEMENT_CYCLES = ['monthly', 'weekly', 'per-order'] as const;
export type AppSettlementCycle = (typeof APP_SETTLEMENT_CYCLES)[number];
export const APP_SETTLEMENT_CYCLE_LABELS: Record<AppSettlementCycle, string> = {
  monthly: '월 정산',
  weekly: '주 정산',
  'per-order': '건별 정산',
};
export const APP_SETTLEMENT_METHODS = ['transfer', 'card', 'cash', 'deposit'] as const;
export const APP_SETTLEMENT_METHOD_LABELS: Record<(typeof APP_SETTLEMENT_METHODS)[number], string> = {
  transfer: '계좌이체',
  card: '카드',
  cash: '현금',
  deposit: '선수금 차감',
};

export const appSettlementInputSchema = z
  .object({
    customerCode: codeText('거래처', 20),
    cycle: labeled(
      z.enum(APP_SETTLEMENT_CYCLES, { message: '월, 주, 건별 정산 중에서 고르세요.' }),
      '정산 주기',
    ),
    closingDay: labeled(
      z
        .number({ message: '숫자를 입력하세요.' })
        .int()
        .min(0, '0 이상이어야 합니다.')
        .max(31, '31 이하로 입력하세요.'),
      '마감일',
    ),
    payDays: labeled(
      z
        .number({ message: '숫자를 입력하세요.' })
        .int()
        .min(0, '0 이상이어야 합니다.')
        .max(180, '180일 이하로 입력하세요.'),
      '결제 기한 (일)',
    ),
    method: labeled(z.enum(APP_SETTLEMENT_METHODS, { message: '결제 방법을 고르세요.' }), '결제 방법'),
    memo: optionalText('비고', 200),
  })
  .superRefine((v, ctx) => {
    if (v.cycle === 'monthly' && (v.closingDay < 1 || v.closingDay > 31))
      ctx.addIssue({ code: 'custom', path: ['closingDay'], message: '월 정산의 마감일은 1~31일입니다.' });
    if (v.cycle === 'weekly' && v.closingDay > 6)
      ctx.addIssue({
        code: 'custom',
        path: ['closingDay'],
        message: '주 정산의 마감일은 요일 번호 0(일)~6(토)입니다.',
      });
  });
export type AppSettlementInput = z.infer<typeof appSettlementInputSchema>;

export const appSettlementRowSchema = z.object({
  customerCode: z.string(),
  customerName: z.string(),
  cycle: z.enum(APP_SETTLEMENT_CYCLES).nullable(),
  closingDay: z.number().int().nullable(),
  payDays: z.number().int().nullable(),
  method: z.enum(APP_SETTLEMENT_METHODS).nullable(),
  memo: z.string().nullable(),
  appUsers: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type AppSettlementRow = z.infer<typeof appSettlementRowSchema>;
export const appSettlementQuerySchema = z.object({
  cycle: z
    .enum([...APP_SETTLEMENT_CYCLES, 'unset'])
    .nullish()
    .meta({ title: '정산 주기' }),
  ...pageQueryFields(),
});
export type AppSettlementQuery = z.infer<typeof appSettlementQuerySchema>;
export const appSettlementPageSchema = listPageSchema(appSettlementRowSchema);

export const APP_SETTLEMENT_COLUMNS = listColumns<AppSettlementRow>()([
  {
    key: 'customerCode',
    label: '거래처 코드',
    value: (r) => r.customerCode,
    format: 'code',
    width: 90,
    pinned: true,
  },
  { key: 'customerName', label: '거래처명', value: (r) => r.customerName, width: 160 },
  { key: 'appUsers', label: '앱 사용자', value: (r) => r.appUsers, format: 'count', width: 80 },
  { key: 'cycle', label: '정산 주기', value: (r) => r.cycle, labels: APP_SETTLEMENT_CYCLE_LABELS, width: 90 },
  { key: 'closingDay', label: '마감일', value: (r) => r.closingDay, format: 'count', width: 70 },
  { key: 'payDays', label: '결제 기한 (일)', value: (r) => r.payDays, format: 'count', width: 100 },
  {
    key: 'method',
    label: '결제 방법',
    value: (r) => r.method,
    labels: APP_SETTLEMENT_METHOD_LABELS,
    width: 100,
  },
  { key: 'memo', label: '비고', value: (r) => r.memo, width: 200 },
  { key: 'updatedAt', label: '변경 시각', value: (r) => r.updatedAt, format: 'datetime', width: 140 },
]);
