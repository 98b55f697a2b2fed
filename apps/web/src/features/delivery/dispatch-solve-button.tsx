import { type DispatchPlan, deliveryApi } from '@erp/domain';
import { Button, DatePicker, List, Modal, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useDeliveryStep } from './delivery.api';

// The dispatch board's one button: the whole day solved over every driver with a start point
// (capacity, shift, arrival windows, locked stops kept), computed on the server in a worker
// thread; the plan is shown driver by driver, with what fits nowhere and what has no place.

const PlanView = ({ plan }: { plan: DispatchPlan }) => (
  <>
    <List
      size="small"
      bordered
      dataSource={plan.routes}
      renderItem={(r) => (
        <List.Item>
          <b>{r.driverName}</b>&nbsp;{r.codes.length}건 · 적재 {r.load} · 이동 {r.travelMinutes}분
          {r.codes.length > 0 && <span className="erp-text-secondary">&nbsp;({r.codes.join(' → ')})</span>}
        </List.Item>
      )}
    />
    {plan.unassigned.length > 0 && <p>맞는 기사가 없어 대기로 남긴 건: {plan.unassigned.join(', ')}</p>}
    {plan.noPlace.length > 0 && <p>위치가 없어 계산하지 않은 건: {plan.noPlace.join(', ')}</p>}
    {plan.skipped.length > 0 && <p>계산 중 다른 사람이 바꿔 그대로 둔 건: {plan.skipped.join(', ')}</p>}
    <p className="erp-text-secondary">계산 {plan.ms}ms</p>
  </>
);

export const DispatchSolveButton = () => {
  const [day, setDay] = useState<Dayjs>(dayjs());
  const [plan, setPlan] = useState<DispatchPlan | null>(null);
  const { run, busy } = useDeliveryStep();
  const solve = async () => {
    const result = await run(deliveryApi.solveDay, { body: { date: day.format('YYYYMMDD') } });
    if (result) setPlan(result);
  };
  return (
    <Space>
      <DatePicker aria-label="배차일" value={day} allowClear={false} onChange={(d) => d && setDay(d)} />
      <Button type="primary" loading={busy} onClick={() => void solve()}>
        하루 배차 계산
      </Button>
      {plan && (
        <Modal
          open
          title={`배차 결과 · ${plan.date}`}
          onCancel={() => setPlan(null)}
          onOk={() => setPlan(null)}
          okText="확인"
          cancelButtonProps={{ style: { display: 'none' } }}
        >
          <PlanView plan={plan} />
        </Modal>
      )}
    </Space>
  );
};
