import type { FastTurnRow } from '@erp/domain';
import { Select } from 'antd';
import { useNavigate } from 'react-router';
import { formatCount } from '../../components/data-table/cell-format';
import type { DataColumn } from '../../components/data-table/data-table.types';
import { ListPage } from '../../components/list-page/list-page';
import { useWarehouses } from '../part-info/part-info.api';
import { useFastTurn, usePartKinds } from './part-report.api';
import { PART_REPORT_PATHS } from './part-report-paths';
import { ReportFilterBar } from './report-filter-bar';
import { useReportParams } from './use-report-params';

const num = { type: 'rightAligned', cellClass: 'erp-cell-number' } as const;
const count = (p: { value: unknown }) => formatCount(p.value as number);

const COLUMNS: DataColumn<FastTurnRow>[] = [
  { colId: 'rank', headerName: '순위', field: 'rank', width: 70, pinned: 'left', ...num },
  {
    colId: 'partCode',
    headerName: '품목 코드',
    field: 'partCode',
    width: 110,
    pinned: 'left',
    lockVisible: true,
    cellClass: 'erp-cell-code',
  },
  { colId: 'partNo', headerName: '품번', field: 'partNo', width: 150 },
  { colId: 'name', headerName: '품명', field: 'name', width: 200, tooltip: true },
  { colId: 'carModel', headerName: '차종', field: 'carModel', width: 120 },
  {
    colId: 'soldQty',
    headerName: '판매 수량',
    headerTooltip: '판매 출고 − 판매 취소 입고',
    field: 'soldQty',
    width: 100,
    ...num,
    valueFormatter: count,
  },
  {
    colId: 'perDay',
    headerName: '하루 평균',
    field: 'perDay',
    width: 90,
    ...num,
    valueFormatter: (p) => (p.value as number).toLocaleString('ko-KR', { maximumFractionDigits: 2 }),
  },
  {
    colId: 'orderCount',
    headerName: '주문 수',
    field: 'orderCount',
    width: 80,
    ...num,
    valueFormatter: count,
  },
  {
    colId: 'outQty',
    headerName: '전체 출고',
    headerTooltip: '판매·매입 반품·창고 이동·조정 출고 합계',
    field: 'outQty',
    width: 100,
    ...num,
    valueFormatter: count,
  },
  { colId: 'onHand', headerName: '현재고', field: 'onHand', width: 90, ...num, valueFormatter: count },
];

/**
 * Part/PartFastTurn: the parts that sold most in a period, from the stock ledger (a cancelled sale
 * is not a sale). Enter or a double click opens the part's sales records of the same period.
 */
export const PartFastTurnPage = () => {
  const navigate = useNavigate();
  const report = useReportParams({ warehouse: '', kind: '' });
  const { params, setParams } = report;
  const warehouses = useWarehouses();
  const kinds = usePartKinds();
  const list = useFastTurn(
    {
      ...report.query,
      ...(params.warehouse ? { warehouseCode: params.warehouse } : {}),
      ...(params.kind ? { kindCode: params.kind } : {}),
    },
    report.problem === null,
  );
  return (
    <ListPage<FastTurnRow>
      title="회전이 빠른 품목"
      description="기간 동안 많이 팔린 품목 순위입니다 (판매 출고에서 취소 입고를 뺀 수량). 두 번 클릭하면 판매 기록이 열립니다."
      filterBar={
        <ReportFilterBar {...report.bar}>
          <Select
            aria-label="창고"
            style={{ width: 160 }}
            value={params.warehouse}
            onChange={(warehouse) => setParams({ warehouse, page: 1 })}
            options={[
              { value: '', label: '전체 창고' },
              ...(warehouses.data ?? []).map((w) => ({ value: w.code, label: w.name })),
            ]}
          />
          <Select
            aria-label="품목 분류"
            style={{ width: 220 }}
            showSearch={{ optionFilterProp: 'label' }}
            value={params.kind}
            onChange={(kind) => setParams({ kind, page: 1 })}
            options={[
              { value: '', label: '전체 분류' },
              ...(kinds.data ?? []).map((k) => ({ value: k.code, label: k.path })),
            ]}
          />
        </ReportFilterBar>
      }
      table={{
        gridId: 'part-fast-turn',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => r.partCode,
        loading: list.isFetching,
        onRowOpen: (r) => navigate(PART_REPORT_PATHS.salesOf(r.partCode, params.from, params.to)),
        emptyText: '기간 동안 출고된 품목이 없습니다.',
      }}
      paging={report.paging(list.data?.total ?? 0)}
    />
  );
};
