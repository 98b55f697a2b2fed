import { BarcodeOutlined, CheckOutlined } from '@ant-design/icons';
import { type WarehouseMoveLine, type WarehouseMoveView, warehouseMoveApi } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Input, InputNumber, type InputRef, Popconfirm, Space, Table, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { callApi, callApiWithMessage } from '../../app/contract-client';
import { PageHead } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { playScanSound } from '../order-examination/scan-sound';
import { MoveHead, moveLinks } from './move-head';

type Feedback = { ok: boolean; text: string } | null;
const SELF = { selfHandled: true };

/**
 * Examination/Request/WarehouseMoveExamination (창고 이동 입고 검수): open a shipped move by its code
 * (typed or scanned, or ?code=), scan every arrived unit (a part's barcode, a unit barcode, or a
 * barcodeless part's number); a part not on the move or one unit too many is refused with a sound.
 * Damaged units are counted per line; receiving takes what arrived in and records the rest short.
 */
export const WarehouseMoveExaminationPage = () => {
  const client = useQueryClient();
  const [search] = useSearchParams();
  const [codeText, setCodeText] = useState(search.get('code') ?? '');
  const [move, setMove] = useState<WarehouseMoveView | null>(null);
  const [scanText, setScanText] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [damaged, setDamaged] = useState<Record<number, number>>({});
  const [busy, setBusy] = useState(false);
  const scanRef = useRef<InputRef>(null);

  const open = async (code: string) => {
    if (!code.trim()) return;
    try {
      const m = await callApi(warehouseMoveApi.detail, { params: { code: code.trim().toUpperCase() } }, SELF);
      setMove(m);
      setDamaged({});
      setFeedback(
        m.status === 'shipped'
          ? null
          : { ok: false, text: `${m.statusLabel} 상태의 이동은 검수할 수 없습니다.` },
      );
      setTimeout(() => scanRef.current?.focus(), 0);
    } catch (error) {
      setMove(null);
      setFeedback({ ok: false, text: messageOf(error) });
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the move the URL names.
  useEffect(() => {
    const code = search.get('code');
    if (code) void open(code);
  }, []);

  const scan = async () => {
    const value = scanText.trim();
    setScanText('');
    if (!move || !value) return;
    try {
      const r = await callApi(
        warehouseMoveApi.scan,
        { params: { code: move.code }, body: { barcode: value } },
        SELF,
      );
      setMove(r);
      const line = r.lines.find((l) => l.lineNo === r.matchedLine);
      setFeedback({
        ok: true,
        text: `${line?.partName ?? ''} ${line?.scannedQty ?? 0} / ${line?.shippedQty ?? 0}`,
      });
      playScanSound(r.lines.every((l) => l.scannedQty === l.shippedQty) ? 'done' : 'ok');
    } catch (error) {
      setFeedback({ ok: false, text: messageOf(error) });
      playScanSound('error');
    }
    scanRef.current?.focus();
  };

  const receive = async () => {
    if (!move) return;
    setBusy(true);
    try {
      const { data, message } = await callApiWithMessage(
        warehouseMoveApi.receive,
        {
          params: { code: move.code },
          body: {
            version: move.version,
            damaged: Object.entries(damaged)
              .filter(([, qty]) => qty > 0)
              .map(([lineNo, qty]) => ({ lineNo: Number(lineNo), qty })),
          },
        },
        SELF,
      );
      setMove(data);
      toast.success(message);
      setFeedback({
        ok: true,
        text: `입고 완료: 입고 ${data.receivedQty} · 부족 ${data.shortQty} · 파손 ${data.damagedQty}`,
      });
      await client.invalidateQueries({ queryKey: ['stock'] });
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const active = move?.status === 'shipped';
  const shortTotal = move ? move.lines.reduce((n, l) => n + l.shippedQty - l.scannedQty, 0) : 0;
  const columns = [
    { title: '줄', dataIndex: 'lineNo', width: 44, align: 'right' as const },
    { title: '품번', dataIndex: 'partNo', width: 130, className: 'erp-mono' },
    { title: '품명', dataIndex: 'partName', ellipsis: true },
    { title: '출고', dataIndex: 'shippedQty', width: 64, align: 'right' as const },
    {
      title: '검수',
      width: 80,
      align: 'right' as const,
      render: (_: unknown, l: WarehouseMoveLine) => (
        <Tag color={l.scannedQty === l.shippedQty ? 'green' : 'orange'}>{l.scannedQty}</Tag>
      ),
    },
    {
      title: '부족',
      width: 64,
      align: 'right' as const,
      render: (_: unknown, l: WarehouseMoveLine) => (active ? l.shippedQty - l.scannedQty : l.shortQty),
    },
    {
      title: '파손',
      width: 110,
      render: (_: unknown, l: WarehouseMoveLine) =>
        active ? (
          <InputNumber
            aria-label={`${l.partNo} 파손`}
            size="small"
            min={0}
            max={l.scannedQty}
            value={damaged[l.lineNo] ?? 0}
            onChange={(v) => setDamaged((d) => ({ ...d, [l.lineNo]: Number(v ?? 0) }))}
          />
        ) : (
          l.damagedQty
        ),
    },
  ];

  return (
    <div className="erp-page">
      <PageHead
        title="창고 이동 입고 검수"
        description="이동 번호를 열고 도착한 물건을 하나씩 스캔합니다. 다른 부품은 거절되고, 스캔하지 않은 수량은 부족으로 기록됩니다."
        actions={
          move && (
            <Link to={moveLinks(move.code).record}>
              <Button>이력</Button>
            </Link>
          )
        }
      />
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Card size="small">
          <Space wrap>
            <label htmlFor="move-code">이동 번호</label>
            <Input
              id="move-code"
              style={{ width: 220 }}
              value={codeText}
              placeholder="H20261127-0001 (입력 또는 스캔)"
              onChange={(e) => setCodeText(e.target.value)}
              onPressEnter={() => void open(codeText)}
            />
            <label htmlFor="move-scan">바코드</label>
            <Input
              id="move-scan"
              ref={scanRef}
              style={{ width: 360 }}
              prefix={<BarcodeOutlined />}
              disabled={!active}
              value={scanText}
              placeholder={
                active
                  ? '제조사·개체 바코드를 스캔하거나 바코드 없는 부품의 품번을 입력하세요'
                  : '이동 중인 이동 번호를 먼저 여세요'
              }
              onChange={(e) => setScanText(e.target.value)}
              onPressEnter={() => void scan()}
            />
          </Space>
          {feedback && (
            <Alert
              style={{ marginTop: 8 }}
              role="status"
              type={feedback.ok ? 'success' : 'error'}
              showIcon
              title={feedback.text}
            />
          )}
        </Card>
        {move && <MoveHead move={move} />}
        {move && (
          <Card size="small" title={`이동 품목 (${move.lines.length})`}>
            <Table<WarehouseMoveLine>
              size="small"
              rowKey="lineNo"
              pagination={false}
              columns={columns}
              dataSource={move.lines}
            />
          </Card>
        )}
        {active && (
          <Popconfirm
            title={
              shortTotal > 0
                ? `스캔하지 않은 ${shortTotal}개는 부족으로 기록됩니다. 입고할까요?`
                : '입고할까요?'
            }
            okText="입고"
            cancelText="닫기"
            onConfirm={() => void receive()}
          >
            <Button type="primary" icon={<CheckOutlined />} loading={busy}>
              입고 완료
            </Button>
          </Popconfirm>
        )}
      </Space>
    </div>
  );
};
