import { type PrepaidOrder, prepaidApi } from '@erp/domain';
import { Button, Card, Segmented, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../app/api-error';
import { callApiWithMessage, useApiQuery } from '../../app/contract-client';
import { formatKstDateTime, formatWon, formatYmd } from '../../components/data-table/cell-format';
import { PageHead } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';

type Filter = 'unconfirmed' | 'confirmed' | 'all';

const ConfirmCell = ({ order, onDone }: { order: PrepaidOrder; onDone: () => void }) => {
  const [code, setCode] = useState<string | null>(null);
  if (order.confirmedAt) return <Tag color="green">출고 가능 · {order.paymentCode}</Tag>;
  return (
    <Space>
      <Select
        aria-label={`${order.orderCode} 입금`}
        placeholder="입금 선택"
        style={{ width: 230 }}
        value={code}
        options={order.openPayments.map((p) => ({
          value: p.code,
          label: `${p.code} · ${formatWon(p.amount)}원`,
        }))}
        onChange={setCode}
      />
      <Button
        size="small"
        type="primary"
        disabled={!code}
        onClick={async () => {
          try {
            const { message } = await callApiWithMessage(
              prepaidApi.confirm,
              { params: { code: order.orderCode }, body: { paymentCode: code ?? '' } },
              { selfHandled: true },
            );
            toast.success(message);
            onDone();
          } catch (error) {
            toast.error(messageOf(error));
          }
        }}
      >
        결제 확인
      </Button>
    </Space>
  );
};

/** Order/OrderPrePaymentConfirmList: prepaid customers' fixed orders, held until a payment covers each. */
export const PrepaidConfirmPage = () => {
  const [filter, setFilter] = useState<Filter>('unconfirmed');
  const list = useApiQuery(prepaidApi.orders, { body: { confirmed: filter } });
  return (
    <div className="erp-page">
      <PageHead
        title="선결제 주문 결제 확인"
        description="선결제 업체의 확정 주문은 입금(카드 결제 포함)을 확인해야 출고 가능으로 바뀝니다. 입금 하나는 주문 하나에만 씁니다."
        actions={
          <Segmented<Filter>
            value={filter}
            onChange={setFilter}
            options={[
              { value: 'unconfirmed', label: '확인 전 (출고 보류)' },
              { value: 'confirmed', label: '확인됨' },
              { value: 'all', label: '전체' },
            ]}
          />
        }
      />
      <Card size="small">
        <Table<PrepaidOrder>
          size="small"
          rowKey="orderCode"
          pagination={false}
          dataSource={list.data ?? []}
          locale={{ emptyText: '해당하는 선결제 주문이 없습니다.' }}
          columns={[
            { title: '주문번호', dataIndex: 'orderCode', width: 150 },
            { title: '주문일', dataIndex: 'orderDate', width: 100, render: (d: string) => formatYmd(d) },
            { title: '거래처', dataIndex: 'customerName' },
            {
              title: '합계',
              dataIndex: 'total',
              width: 110,
              align: 'right',
              render: (n: number) => formatWon(n),
            },
            {
              title: '확인 일시',
              dataIndex: 'confirmedAt',
              width: 150,
              render: (d: string | null) => formatKstDateTime(d),
            },
            { title: '확인자', dataIndex: 'confirmedByName', width: 90 },
            {
              title: '결제 확인',
              key: 'confirm',
              width: 360,
              render: (_: unknown, r) => <ConfirmCell order={r} onDone={() => list.refetch()} />,
            },
          ]}
        />
      </Card>
    </div>
  );
};
