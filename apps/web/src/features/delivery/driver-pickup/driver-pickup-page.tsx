import { PhoneOutlined, ScanOutlined } from '@ant-design/icons';
import { type DriverPickup, driverPickupApi, PICKUP_STATUS_LABELS, type PickupKind } from '@erp/domain';
import { Alert, Button, Card, Empty, Input, Modal, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../../app/api-error';
import { useApiQuery } from '../../../app/contract-client';
import { hmText } from '../delivery.api';
import { newActionKey, type QueuedAction, usePickupQueue } from './pickup-offline-queue';
import './driver-pickup.css';

// DeliveryManager/DriverOldPartPickup and DriverReturnPickup (SPEC §2.15): the driver's phone page
// for today's pickups of one kind, in window order, with a call button and a map link. Collected:
// used parts by scanning each unit (a scanner types the barcode and Enter); not collected: a reason.
// What the driver does goes through the phone's queue, so it is kept without signal and sent once.

type Step = { pickup: DriverPickup; mode: 'collect' | 'fail' };

const StepDialog = ({ step, onDone }: { step: Step; onDone: (action: QueuedAction | null) => void }) => {
  const { pickup, mode } = step;
  const [scan, setScan] = useState('');
  const [barcodes, setBarcodes] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const junk = pickup.kind === 'junk';
  const label = `${pickup.customerName} 회수`;
  const ready = mode === 'fail' ? reason.trim().length >= 2 : !junk || barcodes.length > 0;
  const ok = () => {
    const idempotencyKey = newActionKey();
    onDone(
      mode === 'fail'
        ? { kind: 'fail', id: pickup.id, label, body: { idempotencyKey, reason: reason.trim() } }
        : { kind: 'collect', id: pickup.id, label, body: { idempotencyKey, barcodes } },
    );
  };
  return (
    <Modal
      open
      title={mode === 'fail' ? `미회수 · ${pickup.customerName}` : `회수 완료 · ${pickup.customerName}`}
      okText={mode === 'fail' ? '미회수 기록' : '회수 완료'}
      okButtonProps={{ disabled: !ready, danger: mode === 'fail' }}
      onOk={ok}
      onCancel={() => onDone(null)}
    >
      {mode === 'fail' ? (
        <Input.TextArea
          aria-label="미회수 사유"
          placeholder="사유 (예: 가게 문 닫음, 담당자 부재)"
          maxLength={200}
          autoFocus
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      ) : junk ? (
        <div className="erp-driver-pickup-scan">
          <Input
            aria-label="바코드 스캔"
            prefix={<ScanOutlined />}
            placeholder="폐부품 바코드를 스캔하세요"
            autoFocus
            value={scan}
            onChange={(e) => setScan(e.target.value)}
            onPressEnter={() => {
              const value = scan.trim();
              if (value && !barcodes.includes(value)) setBarcodes([...barcodes, value]);
              setScan('');
            }}
          />
          <Typography.Text>스캔 {barcodes.length}개</Typography.Text>
          {barcodes.map((b) => (
            <Tag key={b} closable onClose={() => setBarcodes(barcodes.filter((x) => x !== b))}>
              {b}
            </Tag>
          ))}
        </div>
      ) : (
        <Typography.Paragraph>
          반품 {pickup.returnCode}의 물건을 받았으면 회수 완료를 누르세요.
        </Typography.Paragraph>
      )}
    </Modal>
  );
};

type CardProps = { p: DriverPickup; queued: boolean; onStep: (mode: Step['mode']) => void };

const PickupCard = ({ p, queued, onStep }: CardProps) => (
  <Card size="small" className="erp-driver-pickup-card" data-pickup={p.id}>
    <div className="erp-driver-pickup-head">
      <Typography.Text strong>{p.customerName}</Typography.Text>
      {queued ? (
        <Tag color="orange">전송 대기</Tag>
      ) : (
        <Tag color={p.status === 'picked' ? 'green' : 'blue'}>{PICKUP_STATUS_LABELS[p.status]}</Tag>
      )}
    </div>
    <div>
      {hmText(p.windowFrom)}–{hmText(p.windowTo)}
      {p.returnCode ? ` · 반품 ${p.returnCode}` : ''}
    </div>
    {p.address && (
      <a href={`https://map.kakao.com/?q=${encodeURIComponent(p.address)}`} target="_blank" rel="noreferrer">
        {p.address}
      </a>
    )}
    {p.memo && <div className="erp-driver-pickup-memo">{p.memo}</div>}
    {p.failReason && <Alert type="warning" showIcon title={`미회수: ${p.failReason}`} />}
    {p.collectionCode && <div>폐부품 회수 {p.collectionCode}</div>}
    {p.status === 'assigned' && !queued && (
      <Space className="erp-driver-pickup-actions">
        {p.customerPhone && (
          <Button icon={<PhoneOutlined />} href={`tel:${p.customerPhone}`}>
            전화
          </Button>
        )}
        <Button type="primary" onClick={() => onStep('collect')}>
          회수 완료
        </Button>
        <Button danger onClick={() => onStep('fail')}>
          미회수
        </Button>
      </Space>
    )}
  </Card>
);

const DriverPickupPage = ({ kind }: { kind: PickupKind }) => {
  const list = useApiQuery(driverPickupApi.mine, { query: { kind } });
  const { pending, enqueue } = usePickupQueue();
  const [step, setStep] = useState<Step | null>(null);
  const waiting = new Set(pending.map((a) => a.id));
  if (list.isError) return <Alert type="error" showIcon title={messageOf(list.error)} />;
  if (!list.data)
    return (
      <div className="erp-center-fill">
        <Spin />
      </div>
    );
  return (
    <div className="erp-driver-pickups">
      {pending.length > 0 && (
        <Alert
          type="info"
          showIcon
          title={`전송 대기 ${pending.length}건: 신호가 돌아오면 순서대로 보냅니다.`}
          data-testid="pickup-queue"
        />
      )}
      {list.data.length === 0 && <Empty description="오늘 배정된 회수가 없습니다." />}
      {list.data.map((p) => (
        <PickupCard
          key={p.id}
          p={p}
          queued={waiting.has(p.id)}
          onStep={(mode) => setStep({ pickup: p, mode })}
        />
      ))}
      {step && (
        <StepDialog
          step={step}
          onDone={(action) => {
            setStep(null);
            if (action) enqueue(action);
          }}
        />
      )}
    </div>
  );
};

export const DriverOldPartPickupPage = () => <DriverPickupPage kind="junk" />;
export const DriverReturnPickupPage = () => <DriverPickupPage kind="return" />;
