import { loyaltyApi, pointExpirySchema, pointProvisionSchema, toYmd } from '@erp/domain';
import { Button, Card, DatePicker, Input, InputNumber, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { callApiWithMessage } from '../../app/contract-client';
import { toast } from '../../shell/toast/toast';

const firstIssue = (issues: readonly { message: string }[]) => issues[0]?.message ?? '입력값을 확인하세요.';

/** Manual provision (+ gives, − takes, with a reason) and expiry of a customer's old points. */
export const PointActions = ({ customerCode, onDone }: { customerCode: string; onDone: () => void }) => {
  const [points, setPoints] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [before, setBefore] = useState<Dayjs | null>(null);
  const provide = async () => {
    const parsed = pointProvisionSchema.safeParse({ customerCode, points, reason });
    if (!parsed.success) return toast.error(firstIssue(parsed.error.issues));
    try {
      const { message } = await callApiWithMessage(loyaltyApi.provide, { body: parsed.data });
      toast.success(message);
      setPoints(null);
      setReason('');
      onDone();
    } catch {
      // The shared error dialog has said why (the balance, the reason).
    }
  };
  const expire = async () => {
    const parsed = pointExpirySchema.safeParse({
      customerCode,
      before: before ? toYmd(before.toDate()) : '',
    });
    if (!parsed.success) return toast.error(firstIssue(parsed.error.issues));
    try {
      const { message } = await callApiWithMessage(loyaltyApi.expire, { body: parsed.data });
      toast.success(message);
      onDone();
    } catch {
      // The shared error dialog has said why.
    }
  };
  return (
    <Card size="small" title="수동 지급·차감 / 소멸" className="erp-no-print">
      <Space wrap>
        <InputNumber
          aria-label="포인트"
          placeholder="포인트 (−는 차감)"
          style={{ width: 170 }}
          value={points}
          onChange={setPoints}
        />
        <Input
          aria-label="사유"
          placeholder="사유"
          style={{ width: 240 }}
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <Button type="primary" onClick={provide}>
          지급·차감
        </Button>
        <DatePicker aria-label="소멸 기준일" placeholder="소멸 기준일" value={before} onChange={setBefore} />
        <Button danger onClick={expire}>
          기준일 이전 적립분 소멸
        </Button>
      </Space>
    </Card>
  );
};
