import { BarcodeOutlined, ReloadOutlined, UnorderedListOutlined } from '@ant-design/icons';
import {
  EXAMINATION_LIMIT_MINUTES,
  EXAMINATION_LOOKBACK_DAYS,
  EXAMINATION_LOOKBACK_MAX_DAYS,
  EXAMINATION_QUEUE_STATE_LABELS,
  type ExaminationQueueState,
  toYmd,
} from '@erp/domain';
import { Button, DatePicker, InputNumber, Radio, Result, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { FilterCard, FilterItem } from '../../components/screen-parts/filter-card';
import type { ExaminationQueueRow } from './examination-lists.api';
import { useDayQueue, useExceedList } from './examination-lists.api';
import { EXAMINATION_PATHS, readRequestParams } from './examination-paths';
import { queueColumns } from './queue-columns';
import '../../components/list-page/list-page.css';
import '../sales-order/sales-order.css';
import './order-examination.css';
import { urlPaging } from '../../components/screen-parts/url-paging';

const YMD = 'YYYYMMDD';

/** Enter on an order: scan it at the station (still to examine) or read its scans (done). */
const useOpenQueueRow = () => {
  const navigate = useNavigate();
  return (row: ExaminationQueueRow) =>
    navigate(
      row.examStatus === 'done'
        ? EXAMINATION_PATHS.record(row.orderCode)
        : `${EXAMINATION_PATHS.station}?order=${encodeURIComponent(row.orderCode)}`,
    );
};

const RecordButton = ({ row }: { row: ExaminationQueueRow | null }) => {
  const navigate = useNavigate();
  return (
    <Space size={6}>
      <Button
        size="small"
        type="primary"
        icon={<BarcodeOutlined />}
        disabled={!row || row.examStatus === 'done'}
        onClick={() =>
          row && navigate(`${EXAMINATION_PATHS.station}?order=${encodeURIComponent(row.orderCode)}`)
        }
      >
        검수하기
      </Button>
      <Button
        size="small"
        icon={<UnorderedListOutlined />}
        disabled={!row}
        onClick={() => row && navigate(EXAMINATION_PATHS.record(row.orderCode))}
      >
        스캔 기록
      </Button>
    </Space>
  );
};

/**
 * The grid part both queues share: the orders of the page, one selected for the record buttons,
 * Enter to scan it or read its scans. The loader shows on the first page only (refreshed lists
 * stay on screen).
 */
const useQueueTable = (list: { data?: { rows: ExaminationQueueRow[] }; isFetching: boolean }) => {
  const [selected, setSelected] = useState<ExaminationQueueRow | null>(null);
  const open = useOpenQueueRow();
  return {
    rows: list.data?.rows,
    rowId: (r: ExaminationQueueRow) => r.orderCode,
    loading: list.isFetching && !list.data,
    selection: 'single' as const,
    onSelectionChange: (rows: ExaminationQueueRow[]) => setSelected(rows[0] ?? null),
    onRowOpen: open,
    toolbar: <RecordButton row={selected} />,
  };
};

/**
 * Order/Examination/OrderExaminationExceedList[/:type]: fixed orders whose examination has not
 * ended within the limit (30 minutes after the fix unless the clerk asks for another), the
 * longest waiting first. Refreshed every minute.
 */
export const ExaminationExceedListPage = () => {
  const [params, setParams] = useUrlParams({
    minutes: EXAMINATION_LIMIT_MINUTES,
    days: EXAMINATION_LOOKBACK_DAYS,
    page: 1,
    size: 50,
  });
  const [minutes, setMinutes] = useState<number | null>(params.minutes);
  const [days, setDays] = useState<number | null>(params.days);
  const list = useExceedList({
    minutes: params.minutes || EXAMINATION_LIMIT_MINUTES,
    days: Math.min(params.days || EXAMINATION_LOOKBACK_DAYS, EXAMINATION_LOOKBACK_MAX_DAYS),
    page: params.page,
    size: params.size,
  });
  const columns = useMemo(() => queueColumns(params.minutes), [params.minutes]);
  const queue = useQueueTable(list);
  const search = () =>
    setParams({
      minutes: minutes && minutes > 0 ? minutes : EXAMINATION_LIMIT_MINUTES,
      days: days && days > 0 ? Math.min(days, EXAMINATION_LOOKBACK_MAX_DAYS) : EXAMINATION_LOOKBACK_DAYS,
      page: 1,
    });
  return (
    <ListPage<ExaminationQueueRow>
      title="검수 시간 초과 목록"
      description={`최근 ${params.days}일 동안 확정되어 ${params.minutes}분이 지나도록 검수가 끝나지 않은 주문 (오래 기다린 순). Enter: 검수하기`}
      actions={
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
          새로고침
        </Button>
      }
      filterBar={
        <FilterCard onSearch={search} searchOnEnter={false}>
          <FilterItem label="제한 시간" htmlFor="exceed-minutes">
            <InputNumber
              id="exceed-minutes"
              min={1}
              max={43_200}
              value={minutes}
              onChange={(v) => setMinutes(typeof v === 'number' ? v : null)}
              onPressEnter={search}
              suffix="분"
              style={{ width: 120 }}
            />
          </FilterItem>
          <FilterItem label="확정 기간" htmlFor="exceed-days">
            <InputNumber
              id="exceed-days"
              min={1}
              max={EXAMINATION_LOOKBACK_MAX_DAYS}
              value={days}
              onChange={(v) => setDays(typeof v === 'number' ? v : null)}
              onPressEnter={search}
              prefix="최근"
              suffix="일"
              style={{ width: 130 }}
            />
          </FilterItem>
        </FilterCard>
      }
      table={{
        gridId: 'examination-exceed',
        columns,
        ...queue,
        emptyText: '제한 시간을 넘긴 주문이 없습니다.',
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};

const STATE_ORDER: ExaminationQueueState[] = ['waiting', 'none', 'scanning', 'done', 'all'];

/**
 * Order/Examination/OrderExaminationRequest[/:type/:ymd]: the orders fixed on a day and waiting
 * for their examination (or in another state), oldest fix first, with the day's count per state.
 * The /:type/:ymd variant opens on that state and day (SPEC popup variant).
 */
export const ExaminationRequestPage = () => {
  const route = useParams();
  const fromRoute = readRequestParams(route.type, route.ymd);
  const today = useMemo(() => toYmd(new Date()), []);
  const [params, setParams] = useUrlParams({
    ymd: fromRoute.ymd ?? today,
    state: fromRoute.state as string,
    page: 1,
    size: 50,
  });
  const state = (STATE_ORDER as string[]).includes(params.state)
    ? (params.state as ExaminationQueueState)
    : 'waiting';
  const list = useDayQueue({ ymd: params.ymd, state, page: params.page, size: params.size });
  const columns = useMemo(() => queueColumns(EXAMINATION_LIMIT_MINUTES), []);
  const queue = useQueueTable(list);
  if (route.ymd !== undefined && fromRoute.ymd === null)
    return (
      <Result status="warning" title="날짜가 올바르지 않습니다." subTitle={`${route.ymd} — 예: ${today}`} />
    );
  const counts = list.data?.counts;
  return (
    <ListPage<ExaminationQueueRow>
      title="검수 요청 목록"
      description="하루 동안 확정된 주문의 검수 상태. Enter: 검수하기 (완료된 주문은 스캔 기록)"
      actions={
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
          새로고침
        </Button>
      }
      filterBar={
        <FilterCard>
          <FilterItem label="확정일">
            <DatePicker
              aria-label="확정일"
              format="YYYY-MM-DD"
              allowClear={false}
              value={dayjs(params.ymd, YMD)}
              onChange={(d) => d && setParams({ ymd: d.format(YMD), page: 1 })}
            />
          </FilterItem>
          <Radio.Group
            aria-label="검수 상태"
            optionType="button"
            value={state}
            onChange={(e) => setParams({ state: e.target.value as string, page: 1 })}
            options={STATE_ORDER.map((s) => ({ value: s, label: EXAMINATION_QUEUE_STATE_LABELS[s] }))}
          />
          {counts && (
            <Typography.Text className="erp-exam-counts" data-testid="exam-day-counts">
              <span>미시작 {counts.none}</span>
              <span>검수 중 {counts.scanning}</span>
              <span>완료 {counts.done}</span>
            </Typography.Text>
          )}
        </FilterCard>
      }
      table={{
        gridId: 'examination-request',
        columns,
        ...queue,
        emptyText: state === 'waiting' ? '검수를 기다리는 주문이 없습니다.' : '해당 주문이 없습니다.',
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};
