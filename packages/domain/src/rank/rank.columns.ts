import { listColumns } from '../list/list-columns.js';
import { RANK_LABELS as L, RANK_CHANGE_SOURCE_LABELS } from './rank.labels.js';
import type { RankChoiceRow, RankHistoryRow, RankPeriodAmountRow, RankRangeRow } from './rank.schema.js';

export const RANK_HISTORY_COLUMNS = listColumns<RankHistoryRow>()([
  { key: 'at', label: L.at, value: (r) => r.at, format: 'datetime', width: 140 },
  { key: 'customerCode', label: L.customerCode, value: (r) => r.customerCode, format: 'code', width: 90 },
  { key: 'customerName', label: L.customerName, value: (r) => r.customerName, width: 160 },
  { key: 'fromRank', label: L.fromRank, value: (r) => r.fromRank, width: 90 },
  { key: 'toRank', label: L.toRank, value: (r) => r.toRank, width: 90 },
  { key: 'source', label: L.source, value: (r) => r.source, labels: RANK_CHANGE_SOURCE_LABELS, width: 120 },
  { key: 'amount', label: L.amount, value: (r) => r.amount, format: 'won', width: 120 },
  { key: 'reason', label: L.reason, value: (r) => r.reason, width: 220 },
  { key: 'byName', label: L.byName, value: (r) => r.byName, width: 90 },
]);

export const RANK_RANGE_COLUMNS = listColumns<RankRangeRow>()([
  { key: 'customerCode', label: L.customerCode, value: (r) => r.customerCode, format: 'code', width: 90 },
  { key: 'customerName', label: L.customerName, value: (r) => r.customerName, width: 180 },
  { key: 'rank', label: L.rank, value: (r) => r.rank, width: 80 },
  { key: 'rankName', label: L.name, value: (r) => r.rankName, width: 90 },
  { key: 'amount', label: L.amount, value: (r) => r.amount, format: 'won', width: 130 },
  { key: 'computedRank', label: '계산 등급', value: (r) => r.computedRank, width: 90 },
  {
    key: 'choiceEndDate',
    label: '수동 지정 종료일',
    value: (r) => r.choiceEndDate,
    format: 'date',
    width: 120,
  },
  { key: 'computedAt', label: '계산 시각', value: (r) => r.computedAt, format: 'datetime', width: 140 },
]);

export const RANK_CHOICE_COLUMNS = listColumns<RankChoiceRow>()([
  { key: 'createdAt', label: '지정 시각', value: (r) => r.createdAt, format: 'datetime', width: 140 },
  { key: 'customerCode', label: L.customerCode, value: (r) => r.customerCode, format: 'code', width: 90 },
  { key: 'customerName', label: L.customerName, value: (r) => r.customerName, width: 160 },
  { key: 'rankCode', label: L.rank, value: (r) => r.rankCode, width: 80 },
  { key: 'endDate', label: L.endDate, value: (r) => r.endDate, format: 'date', width: 104 },
  {
    key: 'status',
    label: '상태',
    value: (r) => r.status,
    labels: { active: '적용 중', ended: '종료', released: '해제' },
    width: 80,
  },
  { key: 'reason', label: L.reason, value: (r) => r.reason, width: 200 },
  { key: 'createdByName', label: L.byName, value: (r) => r.createdByName, width: 90 },
  { key: 'closeReason', label: '해제 사유', value: (r) => r.closeReason, width: 160 },
]);

export const RANK_PERIOD_COLUMNS = listColumns<RankPeriodAmountRow>()([
  { key: 'customerCode', label: L.customerCode, value: (r) => r.customerCode, format: 'code', width: 90 },
  { key: 'customerName', label: L.customerName, value: (r) => r.customerName, width: 180 },
  { key: 'rank', label: '현재 등급', value: (r) => r.rank, width: 80 },
  { key: 'sales', label: '매출', value: (r) => r.sales, format: 'won', width: 120 },
  { key: 'cancels', label: '취소·반품', value: (r) => r.cancels, format: 'won', width: 120 },
  { key: 'amount', label: '순 구매 금액', value: (r) => r.amount, format: 'won', width: 130 },
  { key: 'rankForAmount', label: '금액 기준 등급', value: (r) => r.rankForAmount, width: 110 },
]);
