import { BarcodeOutlined, CheckOutlined } from '@ant-design/icons';
import { seoApi, type WarehouseMoveLine } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Input,
  InputNumber,
  type InputRef,
  Popconfirm,
  Result,
  Space,
  Table,
  Tag,
} from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { callApi, callApiWithMessage, useApiQuery } from '../../app/contract-client';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import { PageHead } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { playScanSound } from '../order-examination/scan-sound';

type Feedback = { ok: boolean; text: string } | null;
const SELF = { selfHandled: true };

/**
 * Seo/SeoBusanWarehouseTransferDetailList/:code: one move into Busan, its lines and, while it is
 * on the road, the branch's scan-in: every arrived unit is scanned (part barcode, unit barcode or
 * the part number of a barcodeless part); receiving takes them into Busan, the rest is short.
 */
export const SeoBusanWarehouseTransferDetailPage = () => {
  const { code = '' } = useParams();
  const client = useQueryClient();
  const detail = useApiQuery(seoApi.transferDetail, { params: { code } });
  const [scanText, setScanText] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [damaged, setDamaged] = useState<Record<number, number>>({});
  const [busy, setBusy] = useState(false);
  const scanRef = useRef<InputRef>(null);
  const move = detail.data;
  const active = move?.status === 'shipped';
  useEffect(() => {
    if (active) scanRef.current?.focus();
  }, [active]);

  const refresh = async () => {
    await client.invalidateQueries({ queryKey: ['cps'] });
    await client.invalidateQueries({ queryKey: ['stock'] });
  };
  const scan = async () => {
    const value = scanText.trim();
    setScanText('');
    if (!move || !value) return;
    try {
      const r = await callApi(
        seoApi.transferScan,
        { params: { code: move.code }, body: { barcode: value } },
        SELF,
      );
      const line = r.lines.find((l) => l.lineNo === r.matchedLine);
      setFeedback({
        ok: true,
        text: `${line?.partName ?? ''} ${line?.scannedQty ?? 0} / ${line?.shippedQty ?? 0}`,
      });
      playScanSound(r.lines.every((l) => l.scannedQty === l.shippedQty) ? 'done' : 'ok');
      await refresh();
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
        seoApi.transferReceive,
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
      toast.success(message);
      setFeedback({
        ok: true,
        text: `입고 완료: 입고 ${data.receivedQty} · 부족 ${data.shortQty} · 파손 ${data.damagedQty}`,
      });
      await refresh();
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  if (detail.isError)
    return <Result status="warning" title="이동을 불러오지 못했습니다." subTitle={messageOf(detail.error)} />;
  const shortTotal = move ? move.lines.reduce((n, l) => n + l.shippedQty - l.scannedQty, 0) : 0;
  return (
    <div className="erp-page">
      <PageHead
        title={`부산 창고 이동 ${code}`}
        description="이동 중인 건은 도착한 물건을 하나씩 스캔한 뒤 입고합니다. 스캔하지 않은 수량은 부족으로 기록됩니다."
      />
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        {move && (
          <Descriptions size="small" bordered column={3}>
            <Descriptions.Item label="상태">
              <Tag color={active ? 'orange' : 'default'}>{move.statusLabel}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="출고 창고">{move.fromWarehouseName}</Descriptions.Item>
            <Descriptions.Item label="입고 창고">{move.toWarehouseName}</Descriptions.Item>
            <Descriptions.Item label="출고 시각">{formatKstDateTime(move.shippedAt)}</Descriptions.Item>
            <Descriptions.Item label="입고 시각">{formatKstDateTime(move.receivedAt)}</Descriptions.Item>
            <Descriptions.Item label="비고">{move.memo ?? ''}</Descriptions.Item>
          </Descriptions>
        )}
        {active && (
          <Card size="small">
            <Space wrap>
              <label htmlFor="seo-move-scan">바코드</label>
              <Input
                id="seo-move-scan"
                ref={scanRef}
                style={{ width: 360 }}
                prefix={<BarcodeOutlined />}
                value={scanText}
                placeholder="제조사·개체 바코드를 스캔하거나 바코드 없는 부품의 품번을 입력하세요"
                onChange={(e) => setScanText(e.target.value)}
                onPressEnter={() => void scan()}
              />
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
            </Space>
          </Card>
        )}
        {feedback && (
          <Alert role="status" type={feedback.ok ? 'success' : 'error'} showIcon title={feedback.text} />
        )}
        <Card size="small" title={`이동 품목 (${move?.lines.length ?? 0})`}>
          <Table<WarehouseMoveLine>
            size="small"
            rowKey="lineNo"
            loading={detail.isPending}
            pagination={false}
            dataSource={move?.lines ?? []}
            columns={[
              { title: '줄', dataIndex: 'lineNo', width: 44, align: 'right' },
              { title: '품번', dataIndex: 'partNo', width: 130 },
              { title: '품명', dataIndex: 'partName', ellipsis: true },
              { title: '요청', dataIndex: 'requestedQty', width: 64, align: 'right' },
              { title: '출고', dataIndex: 'shippedQty', width: 64, align: 'right' },
              {
                title: '검수',
                width: 80,
                align: 'right',
                render: (_: unknown, l: WarehouseMoveLine) => (
                  <Tag color={l.scannedQty === l.shippedQty ? 'green' : 'orange'}>{l.scannedQty}</Tag>
                ),
              },
              { title: '입고', dataIndex: 'receivedQty', width: 64, align: 'right' },
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
              { title: '부산 재고', dataIndex: 'toOnHand', width: 84, align: 'right' },
            ]}
          />
        </Card>
      </Space>
    </div>
  );
};
