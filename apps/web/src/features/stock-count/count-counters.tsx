import type { StockCountView } from '@erp/domain';
import { Button, Card, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { PageHead } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { CountHead, CountPicker } from './count-parts';
import { assignCounters, useCount, useCounterOptions, useRefreshCounts } from './stock-count.api';

/** The counters of an open count, replaced as a whole at the version shown. */
export const CountersEditor = ({ count }: { count: StockCountView }) => {
  const options = useCounterOptions();
  const refresh = useRefreshCounts();
  const [ids, setIds] = useState<number[]>(count.counters.map((u) => u.accountId));
  useEffect(() => setIds(count.counters.map((u) => u.accountId)), [count.counters]);
  const save = async () => {
    await assignCounters(count.code, ids, count.version);
    toast.success('실사 담당자를 지정했습니다.');
    await refresh();
  };
  return (
    <Card size="small" title="실사 담당자" style={{ marginTop: 12 }}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          지정된 담당자(와 관리자)만 실사를 입력합니다. 비워 두면 직원 누구나 입력합니다.
        </Typography.Text>
        <Space.Compact style={{ width: '100%', maxWidth: 640 }}>
          <Select
            aria-label="실사 담당자"
            mode="multiple"
            style={{ flex: 1 }}
            optionFilterProp="label"
            value={ids}
            onChange={setIds}
            options={(options.data ?? []).map((o) => ({
              value: o.accountId,
              label: `${o.name} (${o.loginId})`,
            }))}
          />
          <Button type="primary" onClick={() => void save()}>
            저장
          </Button>
        </Space.Compact>
      </Space>
    </Card>
  );
};

const OPEN = ['planned', 'counting'] as const;

/** StockScheduleTargetUser: who counts an open count. */
export const StockScheduleTargetUserPage = () => {
  const [code, setCode] = useState<string | null>(null);
  const count = useCount(code);
  return (
    <>
      <PageHead
        title="재고 실사 담당자"
        description="계획되었거나 진행 중인 실사의 실사 담당자를 지정합니다."
      />
      <Card size="small">
        <CountPicker statuses={OPEN} value={code} onChange={setCode} />
      </Card>
      {count.data && (
        <div style={{ marginTop: 12 }}>
          <CountHead c={count.data} />
          <CountersEditor count={count.data} />
        </div>
      )}
    </>
  );
};
