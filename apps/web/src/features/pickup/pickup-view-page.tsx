import { PICKUP_KIND_LABELS, PICKUP_STATUS_LABELS } from '@erp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Input, Result, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { PageHead } from '../../components/page-head/page-head';
import { returnCollectionPath, returnExaminationPath } from '../order-return/order-return.api';
import { assignPickup, cancelPickup, pickedPickup, pickupKeys, usePickup } from './pickup.api';
import '../../components/list-page/list-page.css';

/**
 * PickUp/PickUpOrderRtnRegister and Order/OrderReturnPickRegister (/:pickupId/…): one pickup
 * stop — assign its driver, mark it picked (the goods then go to the return examination), cancel.
 */
export const PickupViewPage = () => {
  const { pickupId } = useParams();
  const id = Number(pickupId);
  const pickup = usePickup(Number.isInteger(id) ? id : 0);
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [driver, setDriver] = useState('');
  const p = pickup.data;
  if (!Number.isInteger(id) || id <= 0) return <Result status="warning" title="회수 번호가 아닙니다." />;
  if (pickup.isPending) return <Skeleton active />;
  if (!p)
    return <Result status="warning" title="회수를 불러오지 못했습니다." subTitle={messageOf(pickup.error)} />;
  const run = async (call: () => Promise<unknown>) => {
    try {
      await call();
      void queryClient.invalidateQueries({ queryKey: pickupKeys.all });
    } catch (error) {
      modal.error({ title: '처리할 수 없습니다.', content: messageOf(error) });
    }
  };
  const live = p.status === 'open' || p.status === 'assigned';
  return (
    <div className="erp-page">
      <PageHead title={`회수 ${p.id}번`} description={`${PICKUP_KIND_LABELS[p.kind]} · ${p.customerName}`} />
      <Card size="small">
        <Descriptions size="small" column={2} bordered>
          <Descriptions.Item label="상태">{PICKUP_STATUS_LABELS[p.status]}</Descriptions.Item>
          <Descriptions.Item label="거래처">{`${p.customerName} (${p.customerCode})`}</Descriptions.Item>
          <Descriptions.Item label="회수일시">{`${p.windowDate} ${p.windowFrom}~${p.windowTo}`}</Descriptions.Item>
          <Descriptions.Item label="주소">{p.address ?? ''}</Descriptions.Item>
          <Descriptions.Item label="반품">{p.returnCode ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="원 주문">{p.orderCode ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="기사">{p.driverName ?? '배정 대기'}</Descriptions.Item>
          <Descriptions.Item label="메모">{p.memo ?? ''}</Descriptions.Item>
        </Descriptions>
        <Space wrap style={{ marginTop: 12 }}>
          <Input
            aria-label="기사 아이디"
            placeholder="기사 아이디"
            style={{ width: 160 }}
            value={driver}
            onChange={(e) => setDriver(e.target.value)}
          />
          <Button
            disabled={!live || !driver.trim()}
            onClick={() => void run(() => assignPickup(p.id, driver.trim()))}
          >
            기사 배정
          </Button>
          <Button
            type="primary"
            disabled={p.status !== 'assigned'}
            onClick={() => void run(() => pickedPickup(p.id))}
          >
            회수 완료
          </Button>
          <Button danger disabled={!live} onClick={() => void run(() => cancelPickup(p.id))}>
            회수 취소
          </Button>
          {p.returnCode && (
            <>
              <Button onClick={() => window.open(returnCollectionPath(p.returnCode!), '_blank')}>
                회수 명세서
              </Button>
              <Button href={returnExaminationPath(p.returnCode)}>반품 검수</Button>
            </>
          )}
        </Space>
      </Card>
    </div>
  );
};
