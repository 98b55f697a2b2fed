import { listColumns } from '../list/list-columns.js';
import type {
  StaffMonthRow,
  StaffPerformanceRow,
  StaffProfitRow,
  StaffSellMatrix,
  StaffSellRow,
  StaffSellSpan,
} from './staff-performance.schema.js';

// The grids and Excel files of the staff performance screens (one declaration for both outputs).

const BUCKET_UNIT: Record<StaffSellSpan, string> = { year: '월', month: '일', day: '시' };

/** Basis points as a percentage with two decimals (1234 → 12.34). */
const percent = (bp: number | null): number | null => (bp === null ? null : bp / 100);

/** UserSellYear/Month/Day: the clerk, one column per bucket, the total. */
export const staffSellColumns = (matrix: Pick<StaffSellMatrix, 'span' | 'buckets'>) =>
  listColumns<StaffSellRow>()([
    { key: 'staffName', label: '직원', value: (r) => r.staffName, width: 120, pinned: true },
    ...matrix.buckets.map((b, i) => ({
      key: `b${b}`,
      label: `${Number(b)}${BUCKET_UNIT[matrix.span]}`,
      value: (r: StaffSellRow) => r.amounts[i] ?? 0,
      format: 'won' as const,
      width: 96,
    })),
    { key: 'amount', label: '합계', value: (r) => r.amount, format: 'won', width: 120 },
    { key: 'count', label: '확정 주문', value: (r) => r.count, format: 'count', width: 90 },
  ]);

export const STAFF_PERFORMANCE_COLUMNS = listColumns<StaffPerformanceRow>()([
  { key: 'staffName', label: '직원', value: (r) => r.staffName, width: 120, pinned: true },
  { key: 'registered', label: '등록 주문', value: (r) => r.registered, format: 'count', width: 90 },
  { key: 'fixed', label: '확정 주문', value: (r) => r.fixed, format: 'count', width: 90 },
  { key: 'customers', label: '거래처 수', value: (r) => r.customers, format: 'count', width: 90 },
  { key: 'sales', label: '매출 (취소 제외)', value: (r) => r.sales, format: 'won', width: 130 },
  { key: 'returns', label: '반품', value: (r) => r.returns, format: 'won', width: 110 },
  { key: 'net', label: '순매출', value: (r) => r.net, format: 'won', width: 130 },
  { key: 'perOrder', label: '주문당 순매출', value: (r) => r.perOrder, format: 'won', width: 120 },
]);

export const STAFF_MONTH_COLUMNS = listColumns<StaffMonthRow>()([
  { key: 'staffName', label: '직원', value: (r) => r.staffName, width: 120, pinned: true },
  { key: 'fixed', label: '확정 주문', value: (r) => r.fixed, format: 'count', width: 90 },
  { key: 'net', label: '이번 달 순매출', value: (r) => r.net, format: 'won', width: 130 },
  { key: 'previousNet', label: '전월 순매출', value: (r) => r.previousNet, format: 'won', width: 130 },
  { key: 'previousChange', label: '전월 대비(%)', value: (r) => percent(r.previousChangeBp), width: 100 },
  { key: 'lastYearNet', label: '전년 동월 순매출', value: (r) => r.lastYearNet, format: 'won', width: 130 },
  { key: 'lastYearChange', label: '전년 대비(%)', value: (r) => percent(r.lastYearChangeBp), width: 100 },
]);

export const STAFF_PROFIT_COLUMNS = listColumns<StaffProfitRow>()([
  { key: 'staffName', label: '직원', value: (r) => r.staffName, width: 120, pinned: true },
  { key: 'sales', label: '공급가 매출', value: (r) => r.sales, format: 'won', width: 130 },
  { key: 'returns', label: '반품 공급가', value: (r) => r.returns, format: 'won', width: 120 },
  { key: 'cost', label: '원가', value: (r) => r.cost, format: 'won', width: 130 },
  { key: 'profit', label: '이익', value: (r) => r.profit, format: 'won', width: 130 },
  { key: 'margin', label: '이익률(%)', value: (r) => percent(r.marginBp), width: 90 },
  {
    key: 'unknownCostLines',
    label: '원가 없는 줄',
    value: (r) => r.unknownCostLines,
    format: 'count',
    width: 100,
  },
]);
