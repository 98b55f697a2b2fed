import { App, Button, Card, Empty, Select, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { toast } from '../../shell/toast/toast';
import { CountEntry, formatDiff } from './count-entry';
import { CountPicker, CountStatusTag, zoneLabel } from './count-parts';
import { stepCount, useCount, useCountLines, useRefreshCounts } from './stock-count.api';
import './stock-count.css';

const OPEN = ['planned', 'counting'] as const;

/**
 * StockMobileExamination: counting on the phone, location by location. Pick the count and the
 * location, scan each unit (or type a figure in "수량 바꾸기"), watch the location's lines fill in,
 * then "실사 완료" when every location is done. The count and location stay in the address.
 */
export const StockMobileExaminationPage = () => {
  const [params, setParams] = useSearchParams();
  const code = params.get('code');
  const seq = Number(params.get('seq') ?? '1') || 1;
  const count = useCount(code);
  const lines = useCountLines(code, seq);
  const refresh = useRefreshCounts();
  const { modal } = App.useApp();
  const c = count.data;
  const zones = c?.zones ?? [];
  const zoneIndex = zones.findIndex((z) => z.seq === seq);
  const go = (next: { code?: string; seq?: number }) =>
    setParams({ code: next.code ?? code ?? '', seq: String(next.seq ?? 1) }, { replace: true });
  const submit = () =>
    modal.confirm({
      title: '실사를 완료할까요?',
      content: `${c?.countedCount ?? 0} / ${c?.lineCount ?? 0} 품목을 실사했습니다.`,
      okText: '실사 완료',
      cancelText: '닫기',
      onOk: async () => {
        if (!c) return;
        await stepCount('submit', c.code, c.version);
        toast.success('실사를 완료했습니다. 다른 담당자의 승인을 기다립니다.');
        await refresh();
      },
    });
  return (
    <div className="erp-mobile-count">
      <Typography.Title level={4} style={{ margin: 0 }}>
        재고 실사
      </Typography.Title>
      <CountPicker large statuses={OPEN} value={code} onChange={(next) => go({ code: next, seq: 1 })} />
      {!c && <Empty description="실사를 고르세요." />}
      {c && (
        <>
          <div className="erp-mobile-count-bar">
            <CountStatusTag status={c.status} />
            <span>
              {c.warehouseName} · {c.countedCount}/{c.lineCount} 품목
            </span>
          </div>
          <Space.Compact style={{ width: '100%' }}>
            <Button
              size="large"
              aria-label="이전 위치"
              disabled={zoneIndex <= 0}
              onClick={() => go({ seq: zones[zoneIndex - 1]?.seq })}
            >
              ◀
            </Button>
            <Select
              aria-label="위치"
              size="large"
              style={{ flex: 1 }}
              value={seq}
              onChange={(s) => go({ seq: s })}
              options={zones.map((z) => ({
                value: z.seq,
                label: `${zoneLabel(z)} (${z.countedCount}/${z.lineCount})`,
              }))}
            />
            <Button
              size="large"
              aria-label="다음 위치"
              disabled={zoneIndex < 0 || zoneIndex >= zones.length - 1}
              onClick={() => go({ seq: zones[zoneIndex + 1]?.seq })}
            >
              ▶
            </Button>
          </Space.Compact>
          {(c.status === 'planned' || c.status === 'counting') && (
            <CountEntry large code={c.code} seq={seq} />
          )}
          <ul className="erp-mobile-count-lines" aria-label="위치의 품목">
            {(lines.data?.rows ?? []).map((l) => (
              <li
                key={l.lineNo}
                className={l.countedQty === null ? 'uncounted' : l.difference === 0 ? 'ok' : 'diff'}
              >
                <div>
                  <strong className="erp-mono">{l.partNo}</strong>
                  <span>{l.partName}</span>
                </div>
                <div className="erp-mobile-count-figures">
                  {l.countedQty === null
                    ? '미실사'
                    : `${l.countedQty} / 장부 ${l.bookQty} (${formatDiff(l.difference)})`}
                </div>
              </li>
            ))}
          </ul>
          <Card size="small">
            <Button block size="large" type="primary" disabled={c.status !== 'counting'} onClick={submit}>
              실사 완료
            </Button>
          </Card>
        </>
      )}
    </div>
  );
};
