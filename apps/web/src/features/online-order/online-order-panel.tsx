import {
  linkTo,
  ONLINE_CHANNEL_LABELS,
  type OnlineOrderView,
  PAYMENT_KINDS,
  type PaymentKind,
  RECEIVABLE_KIND_LABELS,
  onlineOrderScreens as S,
} from '@erp/domain';
import { Button, Descriptions, Input, InputNumber, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useOnlineStep } from './online-order.api';

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

type Line = OnlineOrderView['lines'][number];

/** The collection of what the marketplace paid (정산 입금), at most the rest. */
const CollectForm = ({ order }: { order: OnlineOrderView }) => {
  const step = useOnlineStep();
  const [kind, setKind] = useState<PaymentKind>('payment-transfer');
  const [amount, setAmount] = useState<number | null>(order.rest > 0 ? order.rest : null);
  return (
    <Space wrap>
      <Select<PaymentKind>
        aria-label="입금 방법"
        value={kind}
        style={{ width: 130 }}
        options={PAYMENT_KINDS.map((k) => ({ value: k, label: RECEIVABLE_KIND_LABELS[k] }))}
        onChange={setKind}
      />
      <InputNumber<number>
        aria-label="수금액"
        min={1}
        max={order.rest}
        value={amount}
        style={{ width: 160 }}
        onChange={(v) => setAmount(v)}
      />
      <Button
        loading={step.busy}
        disabled={!amount || order.rest <= 0}
        onClick={() => amount && step.collect(order.code, { kind, amount })}
      >
        수금 등록
      </Button>
    </Space>
  );
};

const MemoForm = ({ order }: { order: OnlineOrderView }) => {
  const step = useOnlineStep();
  const [memo, setMemo] = useState(order.memo ?? '');
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input aria-label="메모" value={memo} maxLength={1000} onChange={(e) => setMemo(e.target.value)} />
      <Button loading={step.busy} onClick={() => step.memo(order.code, memo)}>
        메모 저장
      </Button>
    </Space.Compact>
  );
};

/** An online order: where it was sold, its lines (with recall links), what is owed and collected. */
export const OnlineOrderPanel = ({ order }: { order: OnlineOrderView }) => {
  const step = useOnlineStep();
  const fixed = order.status === 'fixed';
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="online-order-panel">
      <Descriptions size="small" bordered column={3}>
        <Descriptions.Item label="주문 번호">{order.code}</Descriptions.Item>
        <Descriptions.Item label="상태">
          <Tag color={fixed ? 'green' : 'default'}>
            {fixed ? '확정' : order.status === 'draft' ? '작성' : order.status}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label="판매 채널">{ONLINE_CHANNEL_LABELS[order.channel]}</Descriptions.Item>
        <Descriptions.Item label="채널 주문번호">{order.channelOrderNo}</Descriptions.Item>
        <Descriptions.Item label="구매자">{order.buyerName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="거래처">
          {order.customerName} ({order.customerCode})
        </Descriptions.Item>
        <Descriptions.Item label="주문 금액">{won(order.total)}</Descriptions.Item>
        <Descriptions.Item label="취소·반품">{won(order.credited)}</Descriptions.Item>
        <Descriptions.Item label="수금액">{won(order.collected)}</Descriptions.Item>
        <Descriptions.Item label="미수금">
          <strong data-testid="online-rest">{won(order.rest)}</strong>
        </Descriptions.Item>
      </Descriptions>
      <Table<Line>
        size="small"
        rowKey="lineNo"
        pagination={false}
        dataSource={order.lines}
        columns={[
          { title: '줄', dataIndex: 'lineNo', width: 50 },
          { title: '품목', dataIndex: 'partCode', width: 100 },
          { title: '품명', dataIndex: 'partName' },
          { title: '수량', dataIndex: 'qty', width: 70, align: 'right' },
          { title: '취소', dataIndex: 'cancelledQty', width: 60, align: 'right' },
          { title: '반품', dataIndex: 'returnedQty', width: 60, align: 'right' },
          { title: '회수 중', dataIndex: 'recallQty', width: 70, align: 'right' },
          { title: '합계', dataIndex: 'total', width: 110, align: 'right', render: (v: number) => won(v) },
          {
            title: '회수',
            width: 90,
            render: (_: unknown, l: Line) =>
              fixed ? (
                <Link
                  to={linkTo(S.onlineRecallRequest, { ordercode: order.code, orderseq: l.lineNo, seq: 0 })}
                >
                  회수 요청
                </Link>
              ) : null,
          },
        ]}
      />
      <Space wrap>
        {order.status === 'draft' && (
          <Button type="primary" loading={step.busy} onClick={() => step.fix(order.code)}>
            확정
          </Button>
        )}
        {fixed && (
          <Link to={linkTo(S.onlineStatementOfAccount, { code: order.code })} target="_blank">
            거래명세서
          </Link>
        )}
      </Space>
      {fixed && <CollectForm key={`${order.code}-${order.rest}`} order={order} />}
      <MemoForm key={order.code} order={order} />
    </Space>
  );
};
