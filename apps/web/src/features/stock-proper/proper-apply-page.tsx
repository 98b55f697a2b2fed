import { CloudUploadOutlined } from '@ant-design/icons';
import { PROPER_HISTORY_COLUMNS, type ProperHistoryRow, stockProperApi } from '@erp/domain';
import { App, Button, Card, Input, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { callApiWithMessage, downloadApi } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { toast } from '../../shell/toast/toast';
import { ProperNav } from './proper-nav';
import { runSummary } from './run-columns';
import { useProperHistory, useProperRuns, useStockRefresh } from './stock-proper.api';

const COLUMNS = gridColumnsOf(PROPER_HISTORY_COLUMNS);

/**
 * Stock/StockAutoChange: applies a computed run (its accepted lines become the part's minimum and
 * maximum per warehouse, and the part's 적정 재고 the sum of its minimums), and the history of
 * every applied change, old → new, who and when.
 */
export const ProperApplyPage = () => {
  const { modal } = App.useApp();
  const refresh = useStockRefresh();
  const [params, setParams] = useUrlParams({ part: '', page: 1, size: 50 });
  const [partCode, setPartCode] = useState(params.part);
  const runs = useProperRuns();
  const ready = (runs.data?.rows ?? []).filter((r) => r.status === 'done');
  const [picked, setPicked] = useState<number | null>(null);
  const run = ready.find((r) => r.id === picked) ?? ready[0];
  const query = { page: params.page, size: params.size, ...(params.part ? { partCode: params.part } : {}) };
  const history = useProperHistory(query);
  const apply = () => {
    if (!run) return;
    modal.confirm({
      title: `${run.id}번 계산을 반영할까요?`,
      content: `반영으로 표시된 ${run.acceptedCount.toLocaleString('ko-KR')}줄의 최소·최대가 바뀌고 품목의 적정 재고가 다시 계산됩니다. 되돌리려면 새 계산을 반영해야 합니다.`,
      okText: '반영',
      cancelText: '취소',
      onOk: async () => {
        try {
          const { message } = await callApiWithMessage(stockProperApi.apply, { params: { id: run.id } });
          toast.success(message);
          refresh();
        } catch {
          // The error dialog has said why.
        }
      },
    });
  };
  return (
    <ListPage<ProperHistoryRow>
      title="적정 재고 반영"
      description="검토를 마친 계산을 반영합니다. 아래는 반영된 모든 변경의 이력입니다 (이전 → 새 값, 변경자, 일시)."
      actions={<ProperNav current="apply" />}
      onExcelDownload={() =>
        downloadApi(stockProperApi.historyExcel, { body: query }, '적정재고변경이력.xlsx')
      }
      filterBar={
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Card size="small" title="반영할 계산">
            {run ? (
              <Space wrap>
                <Select
                  aria-label="반영할 계산"
                  style={{ width: 160 }}
                  value={run.id}
                  onChange={setPicked}
                  options={ready.map((r) => ({ value: r.id, label: `${r.id}번 계산` }))}
                />
                <Typography.Text>{runSummary(run)}</Typography.Text>
                <Typography.Text strong>
                  반영 {run.acceptedCount.toLocaleString('ko-KR')}줄 / 결과{' '}
                  {run.suggestionCount.toLocaleString('ko-KR')}줄
                </Typography.Text>
                <Button type="primary" icon={<CloudUploadOutlined />} onClick={apply}>
                  반영
                </Button>
              </Space>
            ) : runs.isLoading ? (
              <Typography.Text type="secondary">계산 목록을 불러오는 중…</Typography.Text>
            ) : (
              <Typography.Text type="secondary">
                반영할 계산이 없습니다. 계산이 끝나고 아직 반영하지 않은 결과가 여기에 나옵니다.
              </Typography.Text>
            )}
          </Card>
          <Space>
            <Input.Search
              aria-label="품목 코드"
              placeholder="품목 코드 (P…)"
              style={{ width: 220 }}
              value={partCode}
              onChange={(e) => setPartCode(e.target.value)}
              onSearch={(v) => setParams({ part: v.trim().toUpperCase(), page: 1 })}
            />
          </Space>
        </Space>
      }
      table={{
        gridId: 'proper-history',
        columns: COLUMNS,
        rows: history.data?.rows,
        rowId: (r) => `${r.runId}/${r.partCode}/${r.warehouseCode}`,
        loading: history.isFetching,
        emptyText: '반영된 변경이 없습니다.',
      }}
      paging={{
        page: params.page,
        size: params.size,
        total: history.data?.total ?? 0,
        onChange: (page, size) => setParams({ page: size === params.size ? page : 1, size }),
      }}
    />
  );
};
