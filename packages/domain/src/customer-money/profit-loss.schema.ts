import { z } from 'zod';
import { listColumns } from '../list/list-columns.js';
import { listPageSchema, pageQueryFields } from '../list/list-query.js';
import { optionalText } from '../part/part-fields.js';
import { wireDayField } from '../purchase/supplier-document-fields.js';

// Profit and loss per customer (CustLossAmountInfoList/AllList, §7.3 profit/loss amount): net
// sales (supply, less cancelled units and returns) against the cost of what was sold (the part's
// purchase price kept on each line). A line priced before costs were kept counts as unknown.

export const PROFIT_LOSS_TYPES = ['all', 'loss'] as const;
export type ProfitLossType = (typeof PROFIT_LOSS_TYPES)[number];

export const profitLossRowSchema = z.object({
  key: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  /** YYYYMM for one customer's months; '' on the all-customers list. */
  month: z.string(),
  sales: z.number().int(),
  returns: z.number().int(),
  cost: z.number().int(),
  profit: z.number().int(),
  /** Profit ÷ net sales in basis points (null without sales). */
  marginBp: z.number().int().nullable(),
  unknownCostLines: z.number().int(),
});
export type ProfitLossRow = z.infer<typeof profitLossRowSchema>;

export const profitLossQuerySchema = z.object({
  fromDate: wireDayField('시작일'),
  toDate: wireDayField('종료일'),
  customerCode: optionalText('거래처', 20),
  type: z.enum(PROFIT_LOSS_TYPES).default('all').meta({ title: '구분' }),
  ...pageQueryFields(),
});
export type ProfitLossQuery = z.infer<typeof profitLossQuerySchema>;
export const profitLossPageSchema = listPageSchema(profitLossRowSchema);

export const PROFIT_LOSS_COLUMNS = listColumns<ProfitLossRow>()([
  { key: 'customerCode', label: '거래처 코드', value: (r) => r.customerCode, format: 'code', width: 90 },
  { key: 'customerName', label: '거래처명', value: (r) => r.customerName, width: 160 },
  { key: 'month', label: '월', value: (r) => r.month, width: 70 },
  { key: 'sales', label: '매출 (공급가)', value: (r) => r.sales, format: 'won', width: 120 },
  { key: 'returns', label: '반품', value: (r) => r.returns, format: 'won', width: 100 },
  { key: 'cost', label: '원가', value: (r) => r.cost, format: 'won', width: 120 },
  { key: 'profit', label: '손익', value: (r) => r.profit, format: 'won', width: 120 },
  {
    key: 'marginBp',
    label: '이익률 (%)',
    value: (r) => (r.marginBp == null ? null : r.marginBp / 100),
    width: 90,
  },
  {
    key: 'unknownCostLines',
    label: '원가 없는 줄',
    value: (r) => r.unknownCostLines,
    format: 'count',
    width: 100,
  },
]);
