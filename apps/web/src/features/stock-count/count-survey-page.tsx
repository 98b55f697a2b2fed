import { linkTo, stockCountScreens } from '@erp/domain';
import { App, Button, Card, Empty, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHead } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { CountHead, CountLinesTable, CountPicker } from './count-parts';
import { type CountStep, stepCount, useCount, useCountLines, useRefreshCounts } from './stock-count.api';

const WAITING = ['submitted'] as const;

/**
 * StockSurvey (재고 실사): the approval desk. A submitted count's differences (counted − book at
 * the moment each line was counted); someone who neither counted nor submitted it approves, and
 * the differences are posted as survey-adjust moves with the count as their document.
 */
export const StockSurveyPage = () => {
  const [params, setParams] = useSearchParams();
  const [code, setCode] = useState<string | null>(params.get('code'));
  const count = useCount(code);
  const diffs = useCountLines(code, 0, true);
  const refresh = useRefreshCounts();
  const { modal } = App.useApp();
  const c = count.data;
  const run = (step: CountStep, title: string, done: string) =>
    modal.confirm({
      title,
      okText: '예',
      cancelText: '아니오',
      onOk: async () => {
        if (!c) return;
        await stepCount(step, c.code, c.version);
        toast.success(done);
        await refresh();
      },
    });
  const pick = (next: string) => {
    setCode(next);
    setParams({ code: next }, { replace: true });
  };
  return (
    <>
      <PageHead
        title="재고 실사"
        description="실사가 끝난 재고의 차이를 확인하고 승인합니다. 실사하거나 완료한 사람은 승인할 수 없습니다."
        actions={
          <Space>
            <Link to={stockCountScreens.stockScheduleRegister.path}>실사 계획 등록</Link>
            <Link to={stockCountScreens.stockScheduleList.path}>실사 목록</Link>
          </Space>
        }
      />
      <Card size="small">
        <Space wrap>
          <Typography.Text>승인 대기 실사</Typography.Text>
          <CountPicker statuses={WAITING} value={code} onChange={pick} />
        </Space>
      </Card>
      {!c && <Empty style={{ marginTop: 24 }} description="승인할 실사를 고르세요." />}
      {c && (
        <>
          <div style={{ marginTop: 12 }}>
            <CountHead c={c} />
          </div>
          <Card
            size="small"
            style={{ marginTop: 12 }}
            title={`차이 품목 ${diffs.data?.rows.length ?? 0}개`}
            extra={
              <Space>
                {c.status === 'posted' && (
                  <Link to={linkTo(stockCountScreens.stockChangeRecord, { code: c.code })}>
                    재고 변경 내역
                  </Link>
                )}
                <Button
                  disabled={c.status !== 'submitted'}
                  onClick={() => run('reopen', '재실사를 요청할까요?', '재실사를 요청했습니다.')}
                >
                  재실사 요청
                </Button>
                <Button
                  type="primary"
                  disabled={c.status !== 'submitted'}
                  onClick={() =>
                    run('approve', '차이를 승인해 재고에 반영할까요?', '실사 차이를 재고에 반영했습니다.')
                  }
                >
                  승인·반영
                </Button>
              </Space>
            }
          >
            <CountLinesTable rows={diffs.data?.rows ?? []} loading={diffs.isFetching} />
          </Card>
        </>
      )}
    </>
  );
};
