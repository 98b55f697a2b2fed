import { type PartReturnRow, STOCK_MOVE_REASON_LABELS, type StockMoveReason } from '@erp/domain';
import { Typography } from 'antd';
import { formatCount, formatKstDateTime } from '../../components/data-table/cell-format';
import type { DataColumn } from '../../components/data-table/data-table.types';
import { ListPage } from '../../components/list-page/list-page';
import { openStatement } from '../statement/statement-paths';
import { usePartReturns } from './part-report.api';
import { ReportFilterBar } from './report-filter-bar';
import { usePartCustomerReport } from './use-report-params';

const COLUMNS: DataColumn<PartReturnRow>[] = [
  {
    colId: 'at',
    headerName: '입고 일시',
    field: 'at',
    width: 150,
    pinned: 'left',
    valueFormatter: (p) => formatKstDateTime(p.value as string),
  },
  {
    colId: 'reason',
    headerName: '구분',
    field: 'reason',
    width: 120,
    valueFormatter: (p) => STOCK_MOVE_REASON_LABELS[p.value as StockMoveReason] ?? String(p.value ?? ''),
  },
  {
    colId: 'docCode',
    headerName: '취소·반품 번호',
    field: 'docCode',
    width: 150,
    cellClass: 'erp-cell-code',
  },
  { colId: 'orderCode', headerName: '원 주문', field: 'orderCode', width: 150, cellClass: 'erp-cell-code' },
  {
    colId: 'customerName',
    headerName: '거래처',
    field: 'customerName',
    width: 160,
    tooltip: true,
  },
  { colId: 'partCode', headerName: '품목 코드', field: 'partCode', width: 105, cellClass: 'erp-cell-code' },
  { colId: 'partNo', headerName: '품번', field: 'partNo', width: 140, lockVisible: true },
  { colId: 'partName', headerName: '품명', field: 'partName', width: 200, tooltip: true },
  { colId: 'warehouseCode', headerName: '창고', field: 'warehouseCode', width: 90 },
  {
    colId: 'qty',
    headerName: '수량',
    field: 'qty',
    width: 80,
    type: 'rightAligned',
    cellClass: 'erp-cell-number',
    valueFormatter: (p) => formatCount(p.value as number),
  },
];

/**
 * Part/PartReturnList: what came back into stock from customers in a period (checked sale
 * cancels and returns), read from the stock ledger. Enter opens the cancel statement.
 */
export const PartReturnListPage = () => {
  const report = usePartCustomerReport();
  const list = usePartReturns(report.query, report.problem === null);
  return (
    <ListPage<PartReturnRow>
      title="품목 반품 목록"
      description="거래처에서 돌아와 재고로 들어온 품목입니다 (확인된 판매 취소·반품). Enter 또는 두 번 클릭하면 취소 명세서가 열립니다."
      filterBar={<ReportFilterBar {...report.bar} {...report.filters} />}
      table={{
        gridId: 'part-return-list',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => `${r.docCode}:${r.partCode}:${r.at}`,
        loading: list.isFetching,
        onRowOpen: (r) => {
          if (r.reason === 'cancel-in') openStatement('cancel', r.docCode);
        },
        emptyText: '기간 안에 돌아온 품목이 없습니다.',
      }}
      paging={report.paging(list.data?.total ?? 0)}
      footer={
        list.data && (
          <Typography.Text type="secondary">
            전체 {formatCount(list.data.total)}건 · 수량 {formatCount(list.data.qty)}
          </Typography.Text>
        )
      }
    />
  );
};
