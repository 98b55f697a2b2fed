import { associationApi, PAYOUT_STATUS_LABELS, type Payout } from '@erp/domain';
import { Button, Card, Descriptions, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { useSave } from './association.api';
import { AssociationStatement } from './association-statement';

/**
 * One payout: its members' points, and the second person's confirm or reject; a confirmed one
 * prints its statement (each print is recorded by the server before the browser prints).
 */
export const AssociationPayoutCard = ({ payout }: { payout: Payout }) => {
  const save = useSave();
  const [reason, setReason] = useState('');
  const [printed, setPrinted] = useState<Payout | null>(null);
  const params = { code: payout.code };
  const print = async () => {
    const recorded = await save(associationApi.print, { params, body: { kind: 'print' } });
    if (!recorded) return;
    setPrinted(recorded);
    // Printed after React has drawn the statement the server answered.
    setTimeout(() => window.print(), 50);
  };
  return (
    <Card
      size="small"
      title={`지급 ${payout.code} · ${payout.associationName} · ${PAYOUT_STATUS_LABELS[payout.status]}`}
    >
      <Descriptions size="small" bordered column={4} style={{ marginBottom: 8 }}>
        <Descriptions.Item label="지급 포인트">{payout.total.toLocaleString('ko-KR')}점</Descriptions.Item>
        <Descriptions.Item label="요청자">{payout.requestedByName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="확인·반려자">{payout.confirmedByName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="출력 횟수">{payout.prints}</Descriptions.Item>
        {payout.rejectReason && (
          <Descriptions.Item label="반려 사유">{payout.rejectReason}</Descriptions.Item>
        )}
      </Descriptions>
      <Table
        size="small"
        rowKey="customerCode"
        pagination={false}
        dataSource={payout.lines}
        columns={[
          { title: '거래처 코드', dataIndex: 'customerCode' },
          { title: '거래처명', dataIndex: 'customerName' },
          {
            title: '지급 포인트',
            dataIndex: 'points',
            align: 'right',
            render: (v: number) => v.toLocaleString('ko-KR'),
          },
        ]}
      />
      <Space wrap style={{ marginTop: 8 }} className="erp-no-print">
        {payout.status === 'requested' && (
          <>
            <Button type="primary" onClick={() => save(associationApi.confirmPayout, { params })}>
              지급 확인
            </Button>
            <Input
              aria-label="반려 사유"
              placeholder="반려 사유"
              style={{ width: 220 }}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            <Button danger onClick={() => save(associationApi.rejectPayout, { params, body: { reason } })}>
              반려
            </Button>
          </>
        )}
        {payout.status === 'confirmed' && <Button onClick={print}>명세서 인쇄</Button>}
      </Space>
      {printed && <AssociationStatement payout={printed} kind="인쇄" />}
    </Card>
  );
};
