import {
  ORDER_CHECK_STATES,
  ORDER_PROBLEM_LABELS,
  ORDER_PROBLEMS,
  type OrderProblem,
  type OrderReportRow,
  type ProblemRow,
  salesReportApi,
} from '@erp/domain';
import { Select } from 'antd';
import { ListPage } from '../../components/list-page/list-page';
import { useOrderTools } from './order-tools';
import { PROBLEM_COLUMNS, REPORT_COLUMNS } from './report-columns';
import { ReportFilterBar } from './report-filter-bar';
import { useReport } from './sales-report.api';
import { useReportParams } from './use-report-params';
import './sales-report.css';
import { pagedPaging, pagedRows } from '../../components/list-page/paged-list';

const SORTABLE = ['orderDate', 'code', 'customerName', 'total', 'fixedAt'] as const;

/** OrderCheck: fixed orders whose goods still wait for the examination before release. */
export const OrderCheckPage = () => {
  const { params, query, search, setExtra, sortBy, goTo } = useReportParams({
    days: 14,
    sortable: SORTABLE,
    defaultSort: [{ field: 'fixedAt', dir: 'asc' }],
    extra: { examState: '' },
  });
  const examState = ORDER_CHECK_STATES.find((s) => s === params.examState);
  const list = useReport(salesReportApi.checkList, { ...query, ...(examState ? { examState } : {}) });
  const tools = useOrderTools();
  return (
    <>
      <ListPage<OrderReportRow>
        title="출고 전 확인"
        description="확정되었지만 검수가 끝나지 않은 주문입니다 (전부 취소된 주문은 빠집니다). 기본 최근 14일, 확정이 오래된 순서."
        filterBar={
          <ReportFilterBar
            values={params}
            onSearch={search}
            extra={
              <span className="erp-filter-item">
                <span className="erp-filter-label">검수</span>
                <Select
                  style={{ width: 120 }}
                  value={params.examState}
                  onChange={(examState: string) => setExtra({ examState })}
                  options={[
                    { value: '', label: '전체' },
                    { value: 'none', label: '검수 전' },
                    { value: 'scanning', label: '검수 중' },
                  ]}
                  aria-label="검수 상태"
                />
              </span>
            }
          />
        }
        table={{
          gridId: 'order-check',
          columns: REPORT_COLUMNS,
          ...pagedRows(list, query, sortBy),
          rowId: (r) => r.code,
          selection: 'single',
          onSelectionChange: tools.onSelectionChange,
          onRowOpen: tools.onRowOpen,
          emptyText: '검수를 기다리는 확정 주문이 없습니다.',
          toolbar: tools.toolbar,
        }}
        paging={pagedPaging(list, query, goTo)}
      />
      {tools.dialogs}
    </>
  );
};

/** OrderProblemList: the five problems the server defines, each order with its own. */
export const OrderProblemListPage = () => {
  const { params, query, search, setExtra, sortBy, goTo } = useReportParams({
    days: 30,
    sortable: SORTABLE,
    defaultSort: [{ field: 'orderDate', dir: 'desc' }],
    extra: { problem: '' },
  });
  const problem = ORDER_PROBLEMS.find((p) => p === params.problem);
  const list = useReport(salesReportApi.problemList, { ...query, ...(problem ? { problem } : {}) });
  const tools = useOrderTools();
  return (
    <>
      <ListPage<ProblemRow>
        title="문제 주문"
        description="매입가 미만 판매 · 사유를 적은 단가 변경 · 검수 거부 · 확인 대기 중인 취소 요청 · 미입고 주문 부품의 재고 마이너스 (취소된 주문 제외)"
        filterBar={
          <ReportFilterBar
            values={params}
            onSearch={search}
            extra={
              <span className="erp-filter-item">
                <span className="erp-filter-label">문제</span>
                <Select
                  style={{ width: 210 }}
                  value={params.problem}
                  onChange={(problem: string) => setExtra({ problem })}
                  options={[
                    { value: '', label: '전체' },
                    ...ORDER_PROBLEMS.map((p: OrderProblem) => ({
                      value: p,
                      label: ORDER_PROBLEM_LABELS[p],
                    })),
                  ]}
                  aria-label="문제 구분"
                />
              </span>
            }
          />
        }
        table={{
          gridId: 'order-problem',
          columns: PROBLEM_COLUMNS,
          ...pagedRows(list, query, sortBy),
          rowId: (r) => r.code,
          selection: 'single',
          onSelectionChange: tools.onSelectionChange as (rows: ProblemRow[]) => void,
          onRowOpen: tools.onRowOpen,
          emptyText: '조건에 맞는 문제 주문이 없습니다.',
          toolbar: tools.toolbar,
        }}
        paging={pagedPaging(list, query, goTo)}
      />
      {tools.dialogs}
    </>
  );
};

/** OrderOnlineList: orders a customer user registered on the customer pages. */
export const OrderOnlineListPage = () => {
  const { params, query, search, sortBy, goTo } = useReportParams({
    days: 30,
    sortable: SORTABLE,
    defaultSort: [{ field: 'orderDate', dir: 'desc' }],
  });
  const list = useReport(salesReportApi.onlineList, query);
  const tools = useOrderTools();
  return (
    <>
      <ListPage<OrderReportRow>
        title="온라인 주문"
        description="거래처 사용자 계정이 거래처 화면에서 직접 등록한 주문입니다."
        filterBar={<ReportFilterBar values={params} onSearch={search} />}
        table={{
          gridId: 'order-online',
          columns: REPORT_COLUMNS,
          ...pagedRows(list, query, sortBy),
          rowId: (r) => r.code,
          selection: 'single',
          onSelectionChange: tools.onSelectionChange,
          onRowOpen: tools.onRowOpen,
          emptyText: '이 기간에 거래처 사용자가 등록한 주문이 없습니다.',
          toolbar: tools.toolbar,
        }}
        paging={pagedPaging(list, query, goTo)}
      />
      {tools.dialogs}
    </>
  );
};
