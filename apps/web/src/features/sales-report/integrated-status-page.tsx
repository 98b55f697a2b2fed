import {
  INTEGRATED_STATES,
  type IntegratedState,
  type OrderReportRow,
  salesReportApi,
  toYmd,
} from '@erp/domain';
import { Button, Card, DatePicker, Space, Statistic } from 'antd';
import dayjs from 'dayjs';
import { formatWon } from '../../components/data-table/cell-format';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { urlPaging } from '../../components/screen-parts/url-paging';
import { integratedSummary } from './integrated-summary';
import { useOrderTools } from './order-tools';
import { REPORT_COLUMNS } from './report-columns';
import { formatSort, parseSort, shiftYmd } from './report-filters';
import { useReport } from './sales-report.api';
import './sales-report.css';

const YMD = 'YYYYMMDD';
const SORTABLE = ['orderDate', 'code', 'customerName', 'total', 'fixedAt'];
const DEFAULT_SORT = [{ field: 'code', dir: 'desc' as const }];

/**
 * IntegratedStatus: the day's orders (by order day) in one state each — draft, waiting for the
 * examination, being examined, examined, cancel requested, cancelled — with count and amount.
 * A tile (click, or Enter on it) lists its orders below.
 */
export const IntegratedStatusPage = () => {
  const today = toYmd(new Date());
  const [params, setParams] = useUrlParams({
    date: today,
    state: 'waiting-exam',
    page: 1,
    size: 50,
    sort: formatSort(DEFAULT_SORT),
  });
  const status = useReport(salesReportApi.integratedStatus, { date: params.date });
  const state = (INTEGRATED_STATES as readonly string[]).includes(params.state)
    ? (params.state as IntegratedState)
    : 'waiting-exam';
  const sort = parseSort(params.sort, SORTABLE, DEFAULT_SORT);
  const list = useReport(salesReportApi.integratedList, {
    date: params.date,
    state,
    page: params.page,
    size: params.size,
    sort,
    filters: [],
  });
  const tools = useOrderTools();
  const pick = (next: IntegratedState) => setParams({ state: next, page: 1 });

  return (
    <>
      <ListPage<OrderReportRow>
        title="통합 현황"
        description={integratedSummary(params.date, status.data)}
        actions={
          <Space>
            <Button onClick={() => setParams({ date: shiftYmd(params.date, -1), page: 1 })}>전날</Button>
            <DatePicker
              value={dayjs(params.date, YMD)}
              format="YYYY-MM-DD"
              allowClear={false}
              onChange={(d) => d && setParams({ date: d.format(YMD), page: 1 })}
              aria-label="일자"
            />
            <Button onClick={() => setParams({ date: shiftYmd(params.date, 1), page: 1 })}>다음날</Button>
            <Button onClick={() => setParams({ date: today, page: 1 })}>오늘</Button>
          </Space>
        }
        filterBar={
          <div className="erp-report-states" role="tablist" aria-label="주문 상태">
            {(status.data?.states ?? []).map((s) => (
              <Card
                key={s.state}
                size="small"
                role="tab"
                tabIndex={0}
                aria-selected={s.state === state}
                data-testid={`state-${s.state}`}
                className={`erp-report-state${s.state === state ? ' erp-report-state-active' : ''}`}
                onClick={() => pick(s.state)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    pick(s.state);
                  }
                }}
              >
                <Statistic title={s.label} value={s.count} suffix="건" />
                <div className="erp-report-state-amount">
                  {s.state === 'cancelled'
                    ? `취소 ${formatWon(s.cancelledTotal)}원`
                    : `${formatWon(s.total)}원`}
                </div>
                {s.state !== 'cancelled' && s.cancelledTotal > 0 && (
                  <div className="erp-report-state-cancelled">취소 −{formatWon(s.cancelledTotal)}원</div>
                )}
              </Card>
            ))}
          </div>
        }
        table={{
          gridId: 'integrated-status',
          columns: REPORT_COLUMNS,
          rows: list.data?.rows,
          rowId: (r) => r.code,
          loading: list.isFetching || status.isFetching,
          sort,
          onSortChange: (next) =>
            setParams({ sort: formatSort(parseSort(formatSort(next), SORTABLE, DEFAULT_SORT)) }),
          selection: 'single',
          onSelectionChange: tools.onSelectionChange,
          onRowOpen: tools.onRowOpen,
          emptyText: '이 상태의 주문이 없습니다.',
          toolbar: tools.toolbar,
        }}
        paging={urlPaging(list, params, setParams)}
      />
      {tools.dialogs}
    </>
  );
};
