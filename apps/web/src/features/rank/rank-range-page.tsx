import { RANK_RANGE_COLUMNS, type RankRangeRow, rankApi } from '@erp/domain';
import { Button, Card, Input, InputNumber, Progress, Space, Typography } from 'antd';
import { useState } from 'react';
import { callApiWithMessage, downloadApi } from '../../app/contract-client';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { FilterCard, FilterItem } from '../../components/screen-parts/filter-card';
import { urlPaging } from '../../components/screen-parts/url-paging';
import { toast } from '../../shell/toast/toast';
import { useRankRange, useRankRefresh, useRankRuns } from './rank.api';

const COLUMNS = gridColumnsOf(RANK_RANGE_COLUMNS);
const DEFAULTS = { customer: '', rank: '', min: '', max: '', page: 1, size: 50 };

/** The newest recompute: its period, its progress while it runs, how many ranks it changed. */
const LatestRankRun = () => {
  const runs = useRankRuns();
  const refresh = useRankRefresh();
  const run = runs.data?.[0];
  const running = run?.status === 'queued' || run?.status === 'running';
  const start = async () => {
    try {
      const { message } = await callApiWithMessage(rankApi.recompute, { body: {} });
      toast.success(message);
      refresh();
    } catch {
      // The shared error dialog has said why (one already running).
    }
  };
  const percent =
    run && run.total > 0 ? Math.round((run.done / run.total) * 100) : run?.status === 'done' ? 100 : 0;
  return (
    <Card size="small" title="등급 재계산" style={{ marginBottom: 12 }}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Button type="primary" onClick={start} loading={running}>
            지금 재계산
          </Button>
          <Typography.Text type="secondary">매월 1일에 지난 기간으로 자동 재계산합니다.</Typography.Text>
        </Space>
        {run && (
          <>
            <Typography.Text>
              {run.id}번 ({run.trigger === 'monthly' ? '월간' : '수동'}) · 기간 {run.fromDate}~{run.toDate} ·
              등급 변경 {run.changed.toLocaleString('ko-KR')}곳 · {formatKstDateTime(run.createdAt)}
              {run.error ? ` · ${run.error}` : ''}
            </Typography.Text>
            <Progress
              aria-label="재계산 진행률"
              percent={percent}
              status={run.status === 'failed' ? 'exception' : running ? 'active' : undefined}
            />
          </>
        )}
      </Space>
    </Card>
  );
};

/**
 * Customer/CustomerRankRange (거래처 등급 구간): each customer's rank and the net purchases of the
 * last recompute, highest first; filter by rank and amount range; start a recompute.
 */
export const RankRangePage = () => {
  const [params, setParams] = useUrlParams(DEFAULTS);
  const [draft, setDraft] = useState(params);
  const query = {
    customerCode: params.customer || null,
    rankCode: params.rank || null,
    minAmount: params.min === '' ? null : Number(params.min),
    maxAmount: params.max === '' ? null : Number(params.max),
    page: params.page,
    size: params.size,
  };
  const list = useRankRange(query);
  return (
    <ListPage<RankRangeRow>
      title="거래처 등급 구간"
      description="마지막 재계산의 기간 순 구매 금액과 현재 등급입니다. 수동 지정이 있으면 종료일까지 그 등급이 유지됩니다."
      onExcelDownload={() => downloadApi(rankApi.rangeExcel, { body: query }, '거래처등급구간.xlsx')}
      filterBar={
        <>
          <LatestRankRun />
          <FilterCard onSearch={() => setParams({ ...draft, page: 1 })}>
            <FilterItem label="거래처 코드" htmlFor="rr-customer">
              <Input
                id="rr-customer"
                style={{ width: 120 }}
                value={draft.customer}
                onChange={(e) => setDraft({ ...draft, customer: e.target.value })}
              />
            </FilterItem>
            <FilterItem label="등급" htmlFor="rr-rank">
              <Input
                id="rr-rank"
                style={{ width: 100 }}
                value={draft.rank}
                onChange={(e) => setDraft({ ...draft, rank: e.target.value })}
              />
            </FilterItem>
            <FilterItem label="금액 이상" htmlFor="rr-min">
              <InputNumber
                id="rr-min"
                style={{ width: 140 }}
                min={0}
                value={draft.min === '' ? null : Number(draft.min)}
                onChange={(v) => setDraft({ ...draft, min: v == null ? '' : String(v) })}
              />
            </FilterItem>
            <FilterItem label="금액 이하" htmlFor="rr-max">
              <InputNumber
                id="rr-max"
                style={{ width: 140 }}
                min={0}
                value={draft.max === '' ? null : Number(draft.max)}
                onChange={(v) => setDraft({ ...draft, max: v == null ? '' : String(v) })}
              />
            </FilterItem>
          </FilterCard>
        </>
      }
      table={{
        gridId: 'customer-rank-range',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => r.customerCode,
        loading: list.isFetching,
        emptyText: '조건에 맞는 거래처가 없습니다.',
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};
