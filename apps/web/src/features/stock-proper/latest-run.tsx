import { linkTo, PROPER_RUN_STATUS_LABELS, stockProperScreens } from '@erp/domain';
import { Card, Progress, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import { runPercent, runSummary } from './run-columns';
import { useProperRuns } from './stock-proper.api';

/** The newest run under the parameters: what was last computed, and its progress while it runs. */
export const LatestRun = () => {
  const runs = useProperRuns();
  const run = runs.data?.rows[0];
  if (!run) return null;
  return (
    <Card size="small" title="최근 계산" style={{ marginTop: 12, maxWidth: 760 }}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Link to={`${linkTo(stockProperScreens.stockCalculation)}?run=${run.id}`}>
            {run.id}번 계산 결과 보기
          </Link>
          <Typography.Text strong>{PROPER_RUN_STATUS_LABELS[run.status]}</Typography.Text>
          <Typography.Text type="secondary">
            {run.createdBy ?? ''} · {formatKstDateTime(run.createdAt)}
          </Typography.Text>
        </Space>
        <Typography.Text>{runSummary(run)}</Typography.Text>
        <Progress
          aria-label="계산 진행률"
          percent={runPercent(run)}
          status={run.status === 'failed' ? 'exception' : run.status === 'running' ? 'active' : undefined}
        />
      </Space>
    </Card>
  );
};
