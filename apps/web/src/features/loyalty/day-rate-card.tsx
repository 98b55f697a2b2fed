import { dayRateInputSchema, loyaltyApi, toYmd } from '@erp/domain';
import { Button, Card, DatePicker, InputNumber, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { callApiWithMessage } from '../../app/contract-client';
import { toast } from '../../shell/toast/toast';
import { useDayRates, usePointRefresh } from './loyalty.api';

/** The day point rate (§7.4): from a day on, fixed sales earn the rate unless the rank has its own. */
export const DayRateCard = () => {
  const rates = useDayRates();
  const refresh = usePointRefresh();
  const [day, setDay] = useState<Dayjs | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const save = async () => {
    const parsed = dayRateInputSchema.safeParse({
      day: day ? toYmd(day.toDate()) : '',
      rateBp: Math.round((percent ?? -1) * 100),
    });
    if (!parsed.success) return toast.error(parsed.error.issues[0]?.message ?? '입력값을 확인하세요.');
    try {
      const { message } = await callApiWithMessage(loyaltyApi.saveDayRate, { body: parsed.data });
      toast.success(message);
      refresh();
    } catch {
      // The shared error dialog has said why.
    }
  };
  const recent = (rates.data ?? []).slice(0, 5);
  return (
    <Card size="small" title="일별 적립률" className="erp-no-print">
      <Space wrap>
        <DatePicker aria-label="적용일" placeholder="적용일" value={day} onChange={setDay} />
        <InputNumber
          aria-label="적립률 (%)"
          placeholder="적립률 %"
          min={0}
          max={100}
          step={0.1}
          value={percent}
          onChange={setPercent}
        />
        <Button onClick={save}>저장</Button>
        <Typography.Text type="secondary">
          {recent.length === 0
            ? '적립률이 없습니다 (판매 적립 없음).'
            : recent.map((r) => `${r.day}부터 ${r.rateBp / 100}%`).join(' · ')}
        </Typography.Text>
      </Space>
    </Card>
  );
};
