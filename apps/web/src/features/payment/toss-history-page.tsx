import { TOSS_PAYMENT_STATE_LABELS } from '@erp/domain';
import { Button, Card, Descriptions, Input, InputNumber, Space, Table, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { formatKstDateTime, formatWon } from '../../components/data-table/cell-format';
import { PageHead } from '../../components/page-head/page-head';
import { LoadedCards } from '../purchase/loaded-cards';
import { usePaymentStep, useTossPayment } from './payment.api';

/**
 * Order/OrderTossHistoryInfo/:code: one payment and its history. The gateway's window comes back
 * here with paymentKey, orderId and amount; the page confirms once (the server checks the amount).
 */
export const TossHistoryPage = () => {
  const { code = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const query = useTossPayment(code);
  const step = usePaymentStep();
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState<number | null>(null);
  const confirming = useRef(false);
  const p = query.data;
  const paymentKey = search.get('paymentKey');
  useEffect(() => {
    if (!p || p.state !== 'ready' || !paymentKey || confirming.current) return;
    confirming.current = true;
    void step
      .confirm(paymentKey, p.orderId, Number(search.get('amount')))
      .then(() => setSearch({}, { replace: true }));
  }, [p, paymentKey, search, setSearch, step]);
  return (
    <div className="erp-page">
      <PageHead
        title={`결제 이력 ${code}`}
        description="결제 요청·승인·취소와 거래처 미수금에 등록된 입금 번호"
      />
      <LoadedCards error={query.error} ready={Boolean(p)}>
        {p && (
          <>
            <Card size="small">
              <Descriptions size="small" bordered column={3}>
                <Descriptions.Item label="상태">
                  <Tag data-testid="toss-state">{TOSS_PAYMENT_STATE_LABELS[p.state]}</Tag>
                </Descriptions.Item>
                <Descriptions.Item label="거래처">
                  {p.customerCode} {p.customerName}
                </Descriptions.Item>
                <Descriptions.Item label="결제 수단">
                  {p.method ?? ''} {p.cardLast4 ? `(끝자리 ${p.cardLast4})` : ''}
                </Descriptions.Item>
                <Descriptions.Item label="결제 금액">{formatWon(p.amount)}원</Descriptions.Item>
                <Descriptions.Item label="취소 금액">{formatWon(p.canceledAmount)}원</Descriptions.Item>
                <Descriptions.Item label="남은 금액">{formatWon(p.balanceAmount)}원</Descriptions.Item>
                <Descriptions.Item label="입금 번호">{p.receivableCode ?? ''}</Descriptions.Item>
                <Descriptions.Item label="승인 일시">{formatKstDateTime(p.approvedAt)}</Descriptions.Item>
                <Descriptions.Item label="거래처 미수금">
                  <span data-testid="toss-customer-balance">{formatWon(p.customerBalance)}원</span>
                </Descriptions.Item>
              </Descriptions>
            </Card>
            {(p.state === 'done' || p.state === 'partial-canceled') && (
              <Card size="small" title="결제 취소 (금액을 비우면 남은 금액 전부)">
                <Space wrap>
                  <InputNumber<number>
                    aria-label="취소 금액"
                    placeholder="취소 금액"
                    min={1}
                    max={p.balanceAmount}
                    value={amount}
                    onChange={(v) => setAmount(v)}
                  />
                  <Input
                    aria-label="취소 사유"
                    style={{ width: 320 }}
                    value={reason}
                    maxLength={200}
                    onChange={(e) => setReason(e.target.value)}
                  />
                  <Button
                    danger
                    disabled={reason.trim() === ''}
                    loading={step.busy}
                    onClick={async () => {
                      if (await step.cancel(p.orderId, reason.trim(), amount ?? undefined)) {
                        setReason('');
                        setAmount(null);
                      }
                    }}
                  >
                    {amount ? '부분 취소' : '전액 취소'}
                  </Button>
                </Space>
              </Card>
            )}
            <Card size="small" title="이력">
              <Table
                size="small"
                rowKey={(r) => `${r.at}-${r.event}-${r.amount}`}
                pagination={false}
                dataSource={p.events}
                columns={[
                  { title: '일시', dataIndex: 'at', width: 160, render: (d: string) => formatKstDateTime(d) },
                  { title: '단계', dataIndex: 'event', width: 120 },
                  {
                    title: '금액',
                    dataIndex: 'amount',
                    width: 110,
                    align: 'right',
                    render: (n: number) => formatWon(n),
                  },
                  { title: '내용', dataIndex: 'message' },
                  { title: '문서', dataIndex: 'docCode', width: 150 },
                  { title: '처리자', dataIndex: 'byName', width: 90 },
                ]}
              />
            </Card>
          </>
        )}
      </LoadedCards>
    </div>
  );
};
