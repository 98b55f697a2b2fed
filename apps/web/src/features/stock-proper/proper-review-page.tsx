import { CheckOutlined, StopOutlined } from '@ant-design/icons';
import {
  PROPER_RUN_STATUS_LABELS,
  PROPER_SUGGESTION_COLUMNS,
  type ProperRun,
  type ProperSuggestionRow,
  stockProperApi,
} from '@erp/domain';
import { Button, Card, Checkbox, Input, Progress, Space, Typography } from 'antd';
import { useState } from 'react';
import { callApiWithMessage, downloadApi } from '../../app/contract-client';
import { DataTable } from '../../components/data-table/data-table';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { toast } from '../../shell/toast/toast';
import { WarehouseSelect } from '../part-info/warehouse-select';
import { ProperNav } from './proper-nav';
import { RUN_COLUMNS, runPercent, runSummary } from './run-columns';
import { useProperRuns, useStockRefresh, useSuggestions } from './stock-proper.api';
import './stock-proper.css';

const number2 = {
  type: 'rightAligned' as const,
  cellClass: 'erp-cell-number',
  valueFormatter: (p: { value: unknown }) =>
    Number(p.value).toLocaleString('ko-KR', { maximumFractionDigits: 2 }),
};

const COLUMNS = gridColumnsOf(PROPER_SUGGESTION_COLUMNS, {
  overrides: {
    meanPerDay: number2,
    sigma: number2,
    newMin: {
      cellClassRules: {
        'proper-cell-changed': (p) => p.data !== undefined && p.data.newMin !== p.data.currentMin,
      },
    },
    accepted: { valueFormatter: (p) => (p.value ? '반영' : '제외') },
  },
});

/** The run in the URL, else the newest. */
const pickRun = (runs: readonly ProperRun[], id: number): ProperRun | undefined =>
  runs.find((r) => r.id === id) ?? runs[0];

/**
 * Stock/StockCalculation: the runs with their progress (polled while one computes) and the review
 * grid of one run's suggestions. Select lines (Space, Shift+arrows) and mark them 반영 or 제외;
 * a run is applied on StockAutoChange.
 */
export const ProperReviewPage = () => {
  const refresh = useStockRefresh();
  const [params, setParams] = useUrlParams({
    run: 0,
    warehouse: '',
    keyword: '',
    changed: false as boolean,
    page: 1,
    size: 100,
  });
  const [keyword, setKeyword] = useState(params.keyword);
  const [selected, setSelected] = useState<ProperSuggestionRow[]>([]);
  const runs = useProperRuns();
  const run = pickRun(runs.data?.rows ?? [], params.run);
  const reviewable = run?.status === 'done' || run?.status === 'applied';
  const query = {
    runId: run?.id ?? 1,
    page: params.page,
    size: params.size,
    changedOnly: params.changed,
    ...(params.warehouse ? { warehouseCode: params.warehouse } : {}),
    ...(params.keyword ? { keyword: params.keyword } : {}),
  };
  const list = useSuggestions(query, reviewable);
  const mark = async (accepted: boolean) => {
    if (!run || selected.length === 0) return;
    try {
      const { message } = await callApiWithMessage(stockProperApi.accept, {
        body: {
          runId: run.id,
          lines: selected.map((r) => ({ partCode: r.partCode, warehouseCode: r.warehouseCode, accepted })),
        },
      });
      toast.success(`${selected.length}줄: ${message}`);
      refresh();
    } catch {
      // The error dialog has said why.
    }
  };
  const editable = run?.status === 'done';
  return (
    <ListPage<ProperSuggestionRow>
      title="적정 재고 계산 결과"
      description="계산마다 품목·창고별 수요, 표준편차, 안전 재고와 새 최소·최대를 보여 줍니다. 줄을 골라 반영하거나 뺍니다."
      actions={<ProperNav current="review" />}
      onExcelDownload={
        reviewable
          ? () => downloadApi(stockProperApi.suggestionsExcel, { body: query }, '적정재고계산.xlsx')
          : undefined
      }
      filterBar={
        <Space orientation="vertical" style={{ width: '100%' }}>
          <DataTable<ProperRun>
            gridId="proper-runs"
            columns={RUN_COLUMNS}
            rows={runs.data?.rows}
            rowId={(r) => String(r.id)}
            loading={runs.isLoading}
            height={180}
            onRowOpen={(r) => setParams({ run: r.id, page: 1 })}
            emptyText="아직 계산한 적이 없습니다. '계산 조건'에서 시작하세요."
          />
          {run && (
            <Card size="small">
              <Space wrap style={{ width: '100%' }}>
                <Typography.Text strong>
                  {run.id}번 · {PROPER_RUN_STATUS_LABELS[run.status]}
                </Typography.Text>
                <Progress
                  aria-label="계산 진행률"
                  style={{ width: 240, margin: 0 }}
                  percent={runPercent(run)}
                  status={
                    run.status === 'failed' ? 'exception' : run.status === 'running' ? 'active' : undefined
                  }
                />
                <Typography.Text type="secondary">{runSummary(run)}</Typography.Text>
                {run.error && <Typography.Text type="danger">{run.error}</Typography.Text>}
              </Space>
              <Space wrap style={{ marginTop: 8 }}>
                <WarehouseSelect
                  width={150}
                  value={params.warehouse}
                  onChange={(warehouse) => setParams({ warehouse, page: 1 })}
                />
                <Input.Search
                  aria-label="품목 검색"
                  placeholder="품번·품명"
                  style={{ width: 220 }}
                  value={keyword}
                  onChange={(e) => setKeyword(e.target.value)}
                  onSearch={(v) => setParams({ keyword: v.trim(), page: 1 })}
                />
                <Checkbox
                  checked={params.changed}
                  onChange={(e) => setParams({ changed: e.target.checked, page: 1 })}
                >
                  바뀌는 줄만
                </Checkbox>
              </Space>
            </Card>
          )}
        </Space>
      }
      table={{
        gridId: 'proper-suggestions',
        columns: COLUMNS,
        rows: reviewable ? list.data?.rows : [],
        rowId: (r) => `${r.partCode}/${r.warehouseCode}`,
        loading: list.isFetching,
        selection: 'multi',
        onSelectionChange: setSelected,
        toolbar: (
          <Space>
            <Button
              icon={<CheckOutlined />}
              disabled={!editable || selected.length === 0}
              onClick={() => mark(true)}
            >
              반영
            </Button>
            <Button
              icon={<StopOutlined />}
              disabled={!editable || selected.length === 0}
              onClick={() => mark(false)}
            >
              제외
            </Button>
            <Typography.Text type="secondary">
              {editable
                ? `${selected.length}줄 선택`
                : run?.status === 'applied'
                  ? '반영한 계산은 고칠 수 없습니다.'
                  : ''}
            </Typography.Text>
          </Space>
        ),
        emptyText: reviewable
          ? '계산 결과가 없습니다 (기간 동안 수요가 없음).'
          : '계산이 끝나면 결과가 나옵니다.',
      }}
      paging={{
        page: params.page,
        size: params.size,
        total: reviewable ? (list.data?.total ?? 0) : 0,
        onChange: (page, size) => setParams({ page: size === params.size ? page : 1, size }),
      }}
    />
  );
};
