import type { SalesRecordRow } from '@erp/domain';
import { Typography } from 'antd';
import { formatCount, formatKstDate, formatWon } from '../../components/data-table/cell-format';
import type { DataColumn } from '../../components/data-table/data-table.types';
import { ListPage } from '../../components/list-page/list-page';
import { openStatement } from '../statement/statement-paths';
import { useSalesRecords } from './part-report.api';
import { ReportFilterBar } from './report-filter-bar';
import { usePartCustomerReport } from './use-report-params';

const num = { type: 'rightAligned', cellClass: 'erp-cell-number' } as const;
const won = (p: { value: unknown }) => formatWon(p.value as number | null);
const count = (p: { value: unknown }) => formatCount(p.value as number | null);

const COLUMNS: DataColumn<SalesRecordRow>[] = [
  {
    colId: 'orderDate',
    headerName: '주문일',
    field: 'orderDate',
    width: 105,
    pinned: 'left',
    valueFormatter: (p) => (p.node?.rowPinned ? '합계' : formatKstDate(p.value as string)),
  },
  {
    colId: 'orderCode',
    headerName: '주문 번호',
    field: 'orderCode',
    width: 150,
    pinned: 'left',
    lockVisible: true,
    cellClass: 'erp-cell-code',
  },
  {
    colId: 'customerName',
    headerName: '거래처',
    field: 'customerName',
    width: 160,
    tooltip: true,
  },
  { colId: 'customerCode', headerName: '거래처 코드', field: 'customerCode', width: 100, hide: true },
  { colId: 'partCode', headerName: '품목 코드', field: 'partCode', width: 105, cellClass: 'erp-cell-code' },
  { colId: 'partNo', headerName: '품번', field: 'partNo', width: 140 },
  { colId: 'partName', headerName: '품명', field: 'partName', width: 200, tooltip: true },
  { colId: 'qty', headerName: '수량', field: 'qty', width: 80, ...num, valueFormatter: count },
  {
    colId: 'cancelledQty',
    headerName: '취소 수량',
    field: 'cancelledQty',
    width: 90,
    ...num,
    valueFormatter: (p) => ((p.value as number) ? formatCount(p.value as number) : ''),
  },
  { colId: 'unitPrice', headerName: '단가', field: 'unitPrice', width: 100, ...num, valueFormatter: won },
  { colId: 'supply', headerName: '공급가액', field: 'supply', width: 110, ...num, valueFormatter: won },
  { colId: 'tax', headerName: '세액', field: 'tax', width: 95, ...num, valueFormatter: won },
  { colId: 'total', headerName: '합계 금액', field: 'total', width: 120, ...num, valueFormatter: won },
  {
    colId: 'fixedAt',
    headerName: '확정일',
    field: 'fixedAt',
    width: 105,
    hide: true,
    valueFormatter: (p) => formatKstDate(p.value as string | null),
  },
];

/**
 * Part/ProductSalesRecordsList[/:type]: the lines of fixed orders in a period — one part's, one
 * customer's or all — with the totals of every line under the grid. Enter opens the statement.
 */
export const ProductSalesRecordsPage = () => {
  const report = usePartCustomerReport();
  const list = useSalesRecords(report.query, report.problem === null);
  const sums = list.data?.sums;
  return (
    <ListPage<SalesRecordRow>
      title="품목 판매 기록"
      description="확정된 주문의 품목 줄입니다 (주문일 기준). 두 번 클릭하면 거래명세서가 열립니다."
      filterBar={<ReportFilterBar {...report.bar} {...report.filters} />}
      table={{
        gridId: 'product-sales-records',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => `${r.orderCode}:${r.lineNo}`,
        loading: list.isFetching,
        summaryRow: sums
          ? {
              qty: sums.qty,
              cancelledQty: sums.cancelledQty,
              supply: sums.supply,
              tax: sums.tax,
              total: sums.total,
            }
          : null,
        onRowOpen: (r) => openStatement('sale', r.orderCode),
        emptyText: '조건에 맞는 판매 기록이 없습니다.',
      }}
      paging={report.paging(list.data?.total ?? 0)}
      footer={
        sums && (
          <Typography.Text type="secondary" data-testid="sales-sums">
            전체 {formatCount(list.data?.total ?? 0)}줄 · 수량 {formatCount(sums.qty)} (취소{' '}
            {formatCount(sums.cancelledQty)}) · 합계 {formatWon(sums.total)}원
          </Typography.Text>
        )
      }
    />
  );
};
