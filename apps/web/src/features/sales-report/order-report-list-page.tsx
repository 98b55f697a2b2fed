import {
  type ListSort,
  ORDER_PROBLEM_LABELS,
  ORDER_PROBLEMS,
  type OrderReportRow,
  salesReportApi,
} from '@erp/domain';
import type { DataColumn } from '../../components/data-table/data-table.types';
import { choicesOf, FilterChoice } from '../../components/screen-parts/filter-card';
import { OrderReportList } from './order-report-list';
import { PROBLEM_COLUMNS, REPORT_COLUMNS } from './report-columns';
import { type ReportBody, useReport } from './sales-report.api';
import { useReportParams } from './use-report-params';
import './sales-report.css';

const SORTABLE = ['orderDate', 'code', 'customerName', 'total', 'fixedAt'] as const;
const NEWEST_FIRST: ListSort[] = [{ field: 'orderDate', dir: 'desc' }];

type Variant = 'check' | 'problem' | 'online';

const SETUP: Record<
  Variant,
  {
    title: string;
    description: string;
    contract:
      | typeof salesReportApi.checkList
      | typeof salesReportApi.problemList
      | typeof salesReportApi.onlineList;
    gridId: string;
    columns: DataColumn<OrderReportRow>[];
    days: number;
    defaultSort: ListSort[];
    emptyText: string;
    /** The list's own choice: its name in the URL and in the request, and what may be chosen. */
    choice?: {
      param: 'examState' | 'problem';
      label: string;
      ariaLabel: string;
      width: number;
      choices: readonly { value: string; label: string }[];
    };
  }
> = {
  check: {
    title: '출고 전 확인',
    description:
      '확정되었지만 검수가 끝나지 않은 주문입니다 (전부 취소된 주문은 빠집니다). 기본 최근 14일, 확정이 오래된 순서.',
    contract: salesReportApi.checkList,
    gridId: 'order-check',
    columns: REPORT_COLUMNS,
    days: 14,
    defaultSort: [{ field: 'fixedAt', dir: 'asc' }],
    emptyText: '검수를 기다리는 확정 주문이 없습니다.',
    choice: {
      param: 'examState',
      label: '검수',
      ariaLabel: '검수 상태',
      width: 120,
      choices: [
        { value: 'none', label: '검수 전' },
        { value: 'scanning', label: '검수 중' },
      ],
    },
  },
  problem: {
    title: '문제 주문',
    description:
      '매입가 미만 판매 · 사유를 적은 단가 변경 · 검수 거부 · 확인 대기 중인 취소 요청 · 미입고 주문 부품의 재고 마이너스 (취소된 주문 제외)',
    contract: salesReportApi.problemList,
    gridId: 'order-problem',
    columns: PROBLEM_COLUMNS as DataColumn<OrderReportRow>[],
    days: 30,
    defaultSort: NEWEST_FIRST,
    emptyText: '조건에 맞는 문제 주문이 없습니다.',
    choice: {
      param: 'problem',
      label: '문제',
      ariaLabel: '문제 구분',
      width: 210,
      choices: choicesOf(ORDER_PROBLEMS, ORDER_PROBLEM_LABELS),
    },
  },
  online: {
    title: '온라인 주문',
    description: '거래처 사용자 계정이 거래처 화면에서 직접 등록한 주문입니다.',
    contract: salesReportApi.onlineList,
    gridId: 'order-online',
    columns: REPORT_COLUMNS,
    days: 30,
    defaultSort: NEWEST_FIRST,
    emptyText: '이 기간에 거래처 사용자가 등록한 주문이 없습니다.',
  },
};

const OrderReportPage = ({ variant }: { variant: Variant }) => {
  const { choice, ...setup } = SETUP[variant];
  const report = useReportParams({
    days: setup.days,
    sortable: SORTABLE,
    defaultSort: setup.defaultSort,
    extra: choice ? { [choice.param]: '' } : {},
  });
  const chosen = choice ? (report.params as Record<string, string>)[choice.param] : undefined;
  // Only a value the list offers reaches the server (the URL may hold anything).
  const valid = choice && chosen && choice.choices.some((c) => c.value === chosen) ? chosen : undefined;
  const body = { ...report.query, ...(choice && valid ? { [choice.param]: valid } : {}) };
  const list = useReport(setup.contract, body as ReportBody<typeof setup.contract>);
  return (
    <OrderReportList<OrderReportRow>
      {...setup}
      report={report}
      list={list}
      extra={
        choice && (
          <FilterChoice
            {...choice}
            value={chosen ?? ''}
            onChange={(value) => report.setExtra({ [choice.param]: value })}
          />
        )
      }
    />
  );
};

/** OrderCheck: fixed orders whose goods still wait for the examination before release. */
export const OrderCheckPage = () => <OrderReportPage variant="check" />;

/** OrderProblemList: the five problems the server defines, each order with its own. */
export const OrderProblemListPage = () => <OrderReportPage variant="problem" />;

/** OrderOnlineList: orders a customer user registered on the customer pages. */
export const OrderOnlineListPage = () => <OrderReportPage variant="online" />;
