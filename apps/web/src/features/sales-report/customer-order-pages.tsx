import {
  CUSTOMER_TYPE_LABELS,
  type CustomerHead,
  type CustomerType,
  type HistoryLine,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  type ProfitRow,
  salesReportApi,
} from '@erp/domain';
import { Alert, Card, Statistic } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { formatWon, formatYmd } from '../../components/data-table/cell-format';
import type { DataColumn } from '../../components/data-table/data-table.types';
import { wonColumn } from '../../components/data-table/won-column';
import { ListPage } from '../../components/list-page/list-page';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';
import { obtainRegisterPath } from '../sales-order/order-paths';
import { orderCodeColumn } from './report-columns';
import { ReportFilterBar } from './report-filter-bar';
import { formatBp } from './report-filters';
import { useReport } from './sales-report.api';
import { useReportParams } from './use-report-params';
import './sales-report.css';

const HISTORY_COLUMNS: DataColumn<HistoryLine>[] = [
  {
    colId: 'orderDate',
    sortable: true,
    headerName: '주문일',
    field: 'orderDate',
    width: 100,
    pinned: 'left',
    valueFormatter: (p) => formatYmd(p.value as string),
  },
  orderCodeColumn<HistoryLine>(),
  {
    colId: 'status',
    headerName: '상태',
    field: 'status',
    width: 76,
    valueFormatter: (p) => (p.value ? ORDER_STATUS_LABELS[p.value as OrderStatus] : ''),
  },
  { colId: 'partNo', sortable: true, headerName: '품번', field: 'partNo', width: 130 },
  {
    colId: 'partName',
    sortable: true,
    headerName: '품명',
    field: 'partName',
    width: 180,
    tooltip: true,
  },
  wonColumn<HistoryLine>('qty', '수량', 64),
  wonColumn<HistoryLine>('cancelledQty', '취소', 64),
  wonColumn<HistoryLine>('unitPrice', '단가', 96),
  wonColumn<HistoryLine>('total', '금액', 110, true),
  {
    colId: 'priceReason',
    headerName: '단가 사유',
    field: 'priceReason',
    width: 140,
    tooltip: true,
  },
  { colId: 'carNumber', headerName: '차량번호', field: 'carNumber', width: 100 },
  { colId: 'vin', headerName: '차대번호', field: 'vin', width: 170, hide: true },
];

const PROFIT_COLUMNS: DataColumn<ProfitRow>[] = [
  {
    colId: 'code',
    sortable: true,
    headerName: '주문번호',
    field: 'code',
    width: 140,
    pinned: 'left',
    cellClass: 'erp-cell-code',
  },
  {
    colId: 'orderDate',
    sortable: true,
    headerName: '주문일',
    field: 'orderDate',
    width: 100,
    valueFormatter: (p) => formatYmd(p.value as string),
  },
  wonColumn<ProfitRow>('supply', '공급가액 (취소 후)', 130),
  {
    ...wonColumn<ProfitRow>('cost', '매입 원가', 120),
    headerTooltip:
      '출고 시점의 이동평균 원가(부가세 제외). 원가 기록 이전에 확정된 주문은 품목 매입가로 계산합니다.',
  },
  wonColumn<ProfitRow>('margin', '이익', 120),
  {
    colId: 'marginBp',
    headerName: '이익률',
    field: 'marginBp',
    width: 84,
    cellClass: 'erp-cell-number',
    headerClass: 'erp-cell-number',
    valueFormatter: (p) => formatBp(p.value as number | null),
  },
  {
    colId: 'unknownCostLines',
    headerName: '매입가 없는 줄',
    field: 'unknownCostLines',
    width: 120,
    cellClass: (p) => (Number(p.value) > 0 ? 'erp-cell-number erp-report-problem' : 'erp-cell-number'),
    headerClass: 'erp-cell-number',
  },
  { colId: 'carNumber', headerName: '차량번호', field: 'carNumber', width: 100 },
];

const customerTitle = (c: CustomerHead | undefined, code: string) =>
  c
    ? `${c.code} ${c.name} · ${CUSTOMER_TYPE_LABELS[c.customerType as CustomerType] ?? c.customerType}`
    : code;

/** CustomerOrderHistory/:custcode: every order line of the customer, newest order first. */
export const CustomerOrderHistoryPage = () => {
  const { custcode = '' } = useParams();
  const navigate = useNavigate();
  const { params, query, search, sortBy, goTo } = useReportParams({
    days: 365,
    sortable: ['orderDate', 'orderCode', 'partNo', 'partName', 'total'],
    defaultSort: [{ field: 'orderDate', dir: 'desc' }],
  });
  // The history's order-code field is named for its lines (orderCode).
  const filters = query.filters.map((f) => (f.field === 'code' ? { ...f, field: 'orderCode' } : f));
  const list = useReport(
    salesReportApi.customerOrderHistory,
    { ...query, filters, customerCode: custcode },
    Boolean(custcode),
  );
  const data = list.data;
  return (
    <ListPage<HistoryLine>
      title="거래처 주문 이력"
      description={`${customerTitle(data?.customer, custcode)} — 확정 주문 기준 판매 ${formatWon(data?.sum.qty ?? 0)}개, ${formatWon(data?.sum.total ?? 0)}원 (취소 반영)`}
      filterBar={<ReportFilterBar values={params} onSearch={search} customer={false} />}
      table={{
        gridId: 'customer-order-history',
        columns: HISTORY_COLUMNS,
        rowId: (r) => `${r.orderCode}-${r.lineNo}`,
        ...pagedRows(list, query, sortBy),
        onRowOpen: (r) =>
          navigate(obtainRegisterPath({ vin: r.vin, customerCode: custcode, obtainCode: r.orderCode })),
        emptyText: list.isError ? '거래처를 찾을 수 없습니다.' : '이 기간에 주문한 품목이 없습니다.',
      }}
      paging={pagedPaging(list, query, goTo)}
    />
  );
};

/**
 * CustomerOrderProfitInfo/:custcode: margin per fixed order = supply still sold − purchase price
 * before VAT × units still sold (the price the part master had when the line was priced).
 */
export const CustomerOrderProfitInfoPage = () => {
  const { custcode = '' } = useParams();
  const navigate = useNavigate();
  const { params, query, search, sortBy, goTo } = useReportParams({
    days: 90,
    sortable: ['orderDate', 'code'],
    defaultSort: [{ field: 'orderDate', dir: 'desc' }],
  });
  const list = useReport(
    salesReportApi.customerOrderProfit,
    { ...query, customerCode: custcode },
    Boolean(custcode),
  );
  const data = list.data;
  const sum = data?.sum;
  return (
    <ListPage<ProfitRow>
      title="거래처 주문별 이익"
      description={`${customerTitle(data?.customer, custcode)} — 이익 = 취소 후 공급가액 − 출고 시점 이동평균 원가(부가세 제외) × 수량. 원가 기록 이전 주문은 주문 당시 품목 매입가. 확정 주문만.`}
      filterBar={
        <>
          <ReportFilterBar values={params} onSearch={search} customer={false} />
          <Card size="small" className="erp-report-sum">
            <div className="erp-report-sum">
              <Statistic title="공급가액" value={formatWon(sum?.supply ?? 0)} suffix="원" />
              <Statistic title="매입 원가" value={formatWon(sum?.cost ?? 0)} suffix="원" />
              <Statistic title="이익" value={formatWon(sum?.margin ?? 0)} suffix="원" />
              <Statistic title="이익률" value={formatBp(sum?.marginBp) || '-'} />
            </div>
            {(sum?.unknownCostLines ?? 0) > 0 && (
              <Alert
                type="warning"
                showIcon
                title={`매입가가 등록되지 않은 품목 ${sum?.unknownCostLines}줄은 원가 0으로 계산되어 이익이 실제보다 크게 보입니다.`}
              />
            )}
          </Card>
        </>
      }
      table={{
        gridId: 'customer-order-profit',
        columns: PROFIT_COLUMNS,
        rowId: (r) => r.code,
        ...pagedRows(list, query, sortBy),
        onRowOpen: (r) =>
          navigate(obtainRegisterPath({ vin: null, customerCode: custcode, obtainCode: r.code })),
        emptyText: list.isError ? '거래처를 찾을 수 없습니다.' : '이 기간에 확정된 주문이 없습니다.',
      }}
      paging={pagedPaging(list, query, goTo)}
    />
  );
};
