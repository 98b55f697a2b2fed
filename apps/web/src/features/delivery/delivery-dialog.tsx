import {
  DELIVERY_EVENT_LABELS,
  DELIVERY_STATUS_LABELS,
  type DeliveryEvent,
  type DeliveryStatus,
  type DeliverySummary,
  deliveryApi,
} from '@erp/domain';
import {
  Button,
  DatePicker,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Space,
  Timeline,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useApiQuery } from '../../app/contract-client';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import { hmText, useDeliveryMethods, useDeliveryStep } from './delivery.api';

// One stop in a dialog: what it is, its history, and while it is open (waiting or assigned) its
// method, booked day and time and arrival window, a hand-over at the desk and a cancel with reason.

const OPEN: readonly DeliveryStatus[] = ['waiting', 'assigned'];
const hmPattern = /^([01]\d|2[0-3])[0-5]\d$/;

type Draft = {
  methodCode: string;
  day: Dayjs | null;
  time: string;
  windowStart: string;
  windowEnd: string;
  memo: string;
  lat: number | null;
  lng: number | null;
  waybillNo: string;
  cancelReason: string;
};

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

export const DeliveryDialog = ({ code, onClose }: { code: string; onClose: () => void }) => {
  const detail = useApiQuery(deliveryApi.detail, { params: { code } });
  const d = detail.data;
  return (
    <Modal open title={`배송 ${code}`} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      {d ? <DialogBody d={d} events={d.events} onClose={onClose} /> : '불러오는 중…'}
    </Modal>
  );
};

const DialogBody = ({
  d,
  events,
  onClose,
}: {
  d: DeliverySummary;
  events: { id: number; event: DeliveryEvent; note: string | null; byName: string | null; at: string }[];
  onClose: () => void;
}) => {
  const methods = useDeliveryMethods().data ?? [];
  const { run, busy } = useDeliveryStep();
  const [draft, setDraft] = useState<Draft>({
    methodCode: d.methodCode ?? '',
    day: d.reservationDate ? dayjs(d.reservationDate, 'YYYYMMDD') : null,
    time: d.reservationTime ?? '',
    windowStart: d.windowStart ?? '',
    windowEnd: d.windowEnd ?? '',
    memo: d.memo ?? '',
    lat: d.lat,
    lng: d.lng,
    waybillNo: d.waybillNo ?? '',
    cancelReason: '',
  });
  const set = (patch: Partial<Draft>) => setDraft((x) => ({ ...x, ...patch }));
  const open = OPEN.includes(d.status);
  const method = methods.find((m) => m.code === draft.methodCode);
  const badTime = [draft.time, draft.windowStart, draft.windowEnd].some(
    (v) => v !== '' && !hmPattern.test(v),
  );
  const save = async () => {
    const done = await run(deliveryApi.change, {
      params: { code: d.code },
      body: {
        version: d.version,
        methodCode: draft.methodCode,
        reservationDate: draft.day ? draft.day.format('YYYYMMDD') : null,
        reservationTime: orNull(draft.time),
        windowStart: orNull(draft.windowStart),
        windowEnd: orNull(draft.windowEnd),
        lat: draft.lat,
        lng: draft.lng,
        memo: orNull(draft.memo),
      },
    });
    if (done) onClose();
  };
  const handOver = async () => {
    const done = await run(deliveryApi.handOver, {
      params: { code: d.code },
      body: { version: d.version, waybillNo: orNull(draft.waybillNo) },
    });
    if (done) onClose();
  };
  const cancel = async () => {
    const done = await run(deliveryApi.cancel, {
      params: { code: d.code },
      body: { version: d.version, reason: draft.cancelReason },
    });
    if (done) onClose();
  };
  return (
    <>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label="상태">{DELIVERY_STATUS_LABELS[d.status]}</Descriptions.Item>
        <Descriptions.Item label="주문">{d.orderCode ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="거래처">{`${d.customerName} (${d.customerCode})`}</Descriptions.Item>
        <Descriptions.Item label="연락처">{d.phone ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="주소" span={2}>
          {d.address ?? '-'}
        </Descriptions.Item>
        <Descriptions.Item label="기사">
          {d.driverName ? `${d.driverName} · ${d.seq ?? ''}번째` : '-'}
        </Descriptions.Item>
        <Descriptions.Item label="예약">
          {d.reservationDate ? `${d.reservationDate} ${hmText(d.reservationTime)}` : '-'}
        </Descriptions.Item>
      </Descriptions>
      {open && (
        <Form layout="inline" style={{ marginTop: 12, rowGap: 8 }} onFinish={() => void save()}>
          <Form.Item label="배송 방법">
            <Select
              aria-label="배송 방법"
              style={{ width: 200 }}
              value={draft.methodCode}
              onChange={(methodCode) => set({ methodCode })}
              options={methods.filter((m) => m.active).map((m) => ({ value: m.code, label: m.name }))}
            />
          </Form.Item>
          <Form.Item label="예약일">
            <DatePicker aria-label="예약일" value={draft.day} onChange={(day) => set({ day })} />
          </Form.Item>
          <Form.Item label="예약 시각">
            <Input
              aria-label="예약 시각"
              placeholder="HHmm"
              maxLength={4}
              style={{ width: 80 }}
              value={draft.time}
              onChange={(e) => set({ time: e.target.value })}
            />
          </Form.Item>
          <Form.Item label="도착 가능">
            <Space.Compact>
              <Input
                aria-label="도착 가능 시작"
                placeholder="HHmm"
                maxLength={4}
                style={{ width: 80 }}
                value={draft.windowStart}
                onChange={(e) => set({ windowStart: e.target.value })}
              />
              <Input
                aria-label="도착 가능 끝"
                placeholder="HHmm"
                maxLength={4}
                style={{ width: 80 }}
                value={draft.windowEnd}
                onChange={(e) => set({ windowEnd: e.target.value })}
              />
            </Space.Compact>
          </Form.Item>
          <Form.Item label="위치 (위도·경도)">
            <Space.Compact>
              <InputNumber
                aria-label="위도"
                placeholder="37.5"
                step={0.0001}
                style={{ width: 110 }}
                value={draft.lat}
                onChange={(lat) => set({ lat })}
              />
              <InputNumber
                aria-label="경도"
                placeholder="127.0"
                step={0.0001}
                style={{ width: 110 }}
                value={draft.lng}
                onChange={(lng) => set({ lng })}
              />
            </Space.Compact>
          </Form.Item>
          <Form.Item label="비고">
            <Input
              aria-label="비고"
              maxLength={500}
              style={{ width: 260 }}
              value={draft.memo}
              onChange={(e) => set({ memo: e.target.value })}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} disabled={badTime || !draft.methodCode}>
            저장
          </Button>
        </Form>
      )}
      {open && d.status === 'waiting' && method && method.kind !== 'driver' && (
        <Space style={{ marginTop: 12 }}>
          {method.kind === 'courier' && (
            <Input
              aria-label="송장 번호"
              placeholder="송장 번호"
              value={draft.waybillNo}
              onChange={(e) => set({ waybillNo: e.target.value })}
            />
          )}
          <Button onClick={() => void handOver()} loading={busy}>
            {method.kind === 'courier'
              ? '택배 인계'
              : method.kind === 'counter'
                ? '방문 수령 완료'
                : '퀵 인계'}
          </Button>
        </Space>
      )}
      {open && (
        <Space style={{ marginTop: 12 }}>
          <Input
            aria-label="취소 사유"
            placeholder="취소 사유"
            style={{ width: 300 }}
            value={draft.cancelReason}
            onChange={(e) => set({ cancelReason: e.target.value })}
          />
          <Button
            danger
            disabled={draft.cancelReason.trim() === ''}
            loading={busy}
            onClick={() => void cancel()}
          >
            배송 취소
          </Button>
        </Space>
      )}
      <h4 style={{ marginTop: 16 }}>이력</h4>
      <Timeline
        items={events.map((e) => ({
          key: e.id,
          content: `${formatKstDateTime(e.at)} · ${DELIVERY_EVENT_LABELS[e.event]}${e.note ? ` · ${e.note}` : ''}${e.byName ? ` (${e.byName})` : ''}`,
        }))}
      />
    </>
  );
};
