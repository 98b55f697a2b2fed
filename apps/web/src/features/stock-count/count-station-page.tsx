import { linkTo, stockCountScreens } from '@erp/domain';
import { App, Button, Card, Empty, Select, Space } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHead } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { CountEntry } from './count-entry';
import { CountHead, CountLinesTable, CountPicker, zoneLabel } from './count-parts';
import { stepCount, useCount, useCountLines, useRefreshCounts } from './stock-count.api';

const OPEN = ['planned', 'counting'] as const;

/** StockExamination: pick an open count and the location group to count. */
const StationPicker = () => {
  const navigate = useNavigate();
  const [code, setCode] = useState<string | null>(null);
  const count = useCount(code);
  return (
    <>
      <PageHead
        title="재고 실사 입력"
        description="실사할 재고 실사와 위치를 고르면 스캔으로 실사를 입력합니다."
      />
      <Card size="small">
        <Space orientation="vertical" style={{ width: '100%' }}>
          <CountPicker statuses={OPEN} value={code} onChange={setCode} />
          {count.data && (
            <Space wrap>
              {count.data.zones.map((z) => (
                <Button
                  key={z.seq}
                  onClick={() =>
                    navigate(
                      linkTo(stockCountScreens.stockExaminationOf, { code: count.data.code, seq: z.seq }),
                    )
                  }
                >
                  {zoneLabel(z)} ({z.countedCount}/{z.lineCount})
                </Button>
              ))}
              {count.data.zones.length === 0 && <Empty description="실사할 품목이 없습니다." />}
            </Space>
          )}
        </Space>
      </Card>
    </>
  );
};

/**
 * StockExamination/:code/:seq: counting one location group (seq) of a count at the desk: scan or
 * type, the group's lines with the book quantity each took when it was counted, and "실사 완료".
 */
const Station = ({ code, seq }: { code: string; seq: number }) => {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const count = useCount(code);
  const lines = useCountLines(code, seq);
  const refresh = useRefreshCounts();
  const c = count.data;
  const zone = c?.zones.find((z) => z.seq === seq);
  const submit = () =>
    modal.confirm({
      title: '실사를 완료할까요?',
      content: '완료하면 더 입력할 수 없고, 실사하지 않은 사람이 차이를 승인합니다.',
      okText: '실사 완료',
      cancelText: '닫기',
      onOk: async () => {
        if (!c) return;
        await stepCount('submit', c.code, c.version);
        toast.success('실사를 완료했습니다. 승인을 기다립니다.');
        await refresh();
      },
    });
  const open = c?.status === 'planned' || c?.status === 'counting';
  return (
    <>
      <PageHead
        title={`재고 실사 입력 ${zone ? `· ${zoneLabel(zone)}` : ''}`}
        description="바코드를 스캔하면 1개씩 더합니다. 실사하는 순간의 장부 수량이 함께 기록되어, 그 뒤의 판매는 차이가 되지 않습니다."
        actions={
          <Space>
            <Select
              aria-label="위치"
              style={{ width: 200 }}
              value={seq}
              onChange={(s) => navigate(linkTo(stockCountScreens.stockExaminationOf, { code, seq: s }))}
              options={(c?.zones ?? []).map((z) => ({
                value: z.seq,
                label: `${zoneLabel(z)} (${z.countedCount}/${z.lineCount})`,
              }))}
            />
            <Link to={linkTo(stockCountScreens.stockScheduleRegisterOf, { code })}>실사 계획</Link>
            <Button type="primary" disabled={c?.status !== 'counting'} onClick={submit}>
              실사 완료
            </Button>
          </Space>
        }
      />
      {c && <CountHead c={c} />}
      {open && (
        <Card size="small" style={{ marginTop: 12 }}>
          <CountEntry code={code} seq={seq} />
        </Card>
      )}
      <Card size="small" title="이 위치의 품목" style={{ marginTop: 12 }}>
        <CountLinesTable rows={lines.data?.rows ?? []} loading={lines.isFetching} />
      </Card>
    </>
  );
};

export const StockExaminationPage = () => {
  const { code, seq } = useParams();
  if (!code) return <StationPicker />;
  return <Station code={code} seq={Math.max(1, Number(seq) || 1)} />;
};
