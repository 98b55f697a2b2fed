import { PROPER_RUN_STATUS_LABELS, type ProperRun } from '@erp/domain';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import type { DataColumn } from '../../components/data-table/data-table.types';

/** A run's progress in percent (parts walked of all). */
export const runPercent = (run: ProperRun): number =>
  run.status === 'done' || run.status === 'applied'
    ? 100
    : run.total > 0
      ? Math.floor((run.done / run.total) * 100)
      : 0;

/** A run's conditions in one line: period, service level, lead time and review days. */
export const runSummary = (run: ProperRun): string => {
  const p = run.params;
  const lead = p.leadSource === 'supplier' ? `매입처(기본 ${p.defaultLeadDays}일)` : `${p.defaultLeadDays}일`;
  const wh = p.warehouseCodes.length > 0 ? p.warehouseCodes.join(',') : '전체 창고';
  return `${p.fromDate}~${p.toDate} · ${p.serviceLevel}% · 조달 ${lead} · 주기 ${p.reviewDays}일 · ${wh}`;
};

/** The runs grid of StockCalculation and StockAutoChange. */
export const RUN_COLUMNS: DataColumn<ProperRun>[] = [
  { colId: 'id', headerName: '번호', field: 'id', width: 70, pinned: 'left', lockVisible: true },
  {
    colId: 'status',
    headerName: '상태',
    width: 90,
    valueGetter: ({ data }) => (data ? PROPER_RUN_STATUS_LABELS[data.status] : ''),
  },
  {
    colId: 'progress',
    headerName: '진행률',
    width: 80,
    type: 'rightAligned',
    valueGetter: ({ data }) => (data ? `${runPercent(data)}%` : ''),
  },
  {
    colId: 'summary',
    headerName: '계산 조건',
    width: 380,
    valueGetter: ({ data }) => (data ? runSummary(data) : ''),
  },
  {
    colId: 'suggestionCount',
    headerName: '결과 줄',
    field: 'suggestionCount',
    width: 80,
    type: 'rightAligned',
  },
  { colId: 'acceptedCount', headerName: '반영 줄', field: 'acceptedCount', width: 80, type: 'rightAligned' },
  { colId: 'createdBy', headerName: '시작한 사람', field: 'createdBy', width: 100 },
  {
    colId: 'createdAt',
    headerName: '시작 일시',
    width: 150,
    valueGetter: ({ data }) => formatKstDateTime(data?.createdAt),
  },
  {
    colId: 'appliedAt',
    headerName: '반영 일시',
    width: 150,
    valueGetter: ({ data }) =>
      data?.appliedAt ? `${formatKstDateTime(data.appliedAt)} ${data.appliedBy ?? ''}` : '',
  },
  { colId: 'error', headerName: '오류', field: 'error', width: 240, tooltip: true },
];
