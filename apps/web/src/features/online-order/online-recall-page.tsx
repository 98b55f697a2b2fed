import { linkTo, ONLINE_CHANNEL_LABELS, onlineOrderScreens as S } from '@erp/domain';
import { Alert, Button, Card, Descriptions, Input, InputNumber, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { TitledPage } from '../../components/page-head/page-head';
import { useOnlineOrder, useOnlineStep } from './online-order.api';

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/**
 * OnlineRecallRequest/:ordercode/:orderseq/:seq: the recall of one line of an online order. `seq`
 * 0 asks for a new recall; 1, 2 … show the line's recalls in the order they were asked.
 */
export const OnlineRecallRequestPage = () => {
  const { ordercode = '', orderseq = '', seq = '0' } = useParams();
  const navigate = useNavigate();
  const code = ordercode.trim().toUpperCase();
  const lineNo = Number(orderseq);
  const order = useOnlineOrder(code);
  const step = useOnlineStep();
  const [qty, setQty] = useState<number | null>(1);
  const [reason, setReason] = useState('');
  if (order.isPending) return <Skeleton active />;
  if (!order.data)
    return (
      <Alert
        type="warning"
        showIcon
        title="온라인 주문을 불러오지 못했습니다."
        description={messageOf(order.error)}
      />
    );
  const o = order.data;
  const line = o.lines.find((l) => l.lineNo === lineNo);
  if (!line)
    return <Alert type="warning" showIcon title={`주문 ${o.code}에 ${orderseq}번째 줄이 없습니다.`} />;
  const lineRecalls = o.recalls.filter((r) => r.lineNo === lineNo).reverse();
  const shown = Number(seq) > 0 ? lineRecalls[Number(seq) - 1] : undefined;
  const open = line.qty - line.cancelledQty - line.returnedQty - line.recallQty;
  return (
    <TitledPage
      title="온라인 회수 요청"
      description="구매자가 보낸 물건의 회수(반품) 요청. 두 번째 사람이 확인하고, 검수 때 재고와 거래처 잔액이 돌아옵니다."
      actions={<Link to={linkTo(S.onlineRecallRequestList)}>회수 요청 목록</Link>}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Descriptions size="small" bordered column={2}>
          <Descriptions.Item label="주문 번호">{o.code}</Descriptions.Item>
          <Descriptions.Item label="판매 채널">
            {ONLINE_CHANNEL_LABELS[o.channel]} · {o.channelOrderNo}
          </Descriptions.Item>
          <Descriptions.Item label="품목">
            {line.lineNo}. {line.partName} ({line.partCode})
          </Descriptions.Item>
          <Descriptions.Item label="수량">
            판매 {line.qty} · 취소 {line.cancelledQty} · 반품 {line.returnedQty} · 회수 중 {line.recallQty}
          </Descriptions.Item>
          <Descriptions.Item label="단가">{won(line.unitPrice)}</Descriptions.Item>
          <Descriptions.Item label="회수할 수 있는 수량">{Math.max(0, open)}개</Descriptions.Item>
        </Descriptions>
        {shown ? (
          <Card size="small" title={`회수 요청 ${seq} · ${shown.returnCode}`}>
            <Descriptions size="small" column={2}>
              <Descriptions.Item label="수량">{shown.qty}개</Descriptions.Item>
              <Descriptions.Item label="금액">{won(shown.amount)}</Descriptions.Item>
              <Descriptions.Item label="상태">{shown.status}</Descriptions.Item>
              <Descriptions.Item label="사유">{shown.reason}</Descriptions.Item>
            </Descriptions>
          </Card>
        ) : Number(seq) > 0 ? (
          <Alert type="warning" showIcon title={`이 줄의 ${seq}번째 회수 요청이 없습니다.`} />
        ) : (
          <Card size="small" title="새 회수 요청">
            <Space wrap>
              <InputNumber<number>
                aria-label="회수 수량"
                min={1}
                max={Math.max(1, open)}
                value={qty}
                onChange={(v) => setQty(v)}
              />
              <Input
                aria-label="회수 사유"
                placeholder="회수 사유"
                value={reason}
                maxLength={500}
                style={{ width: 360 }}
                onChange={(e) => setReason(e.target.value)}
              />
              <Button
                type="primary"
                loading={step.busy}
                disabled={!qty || open <= 0 || reason.trim().length < 2}
                onClick={async () => {
                  if (!qty) return;
                  const after = await step.recall(o.code, lineNo, { qty, reason });
                  const count = after?.recalls.filter((r) => r.lineNo === lineNo).length ?? 0;
                  if (count > 0)
                    navigate(
                      linkTo(S.onlineRecallRequest, { ordercode: o.code, orderseq: lineNo, seq: count }),
                    );
                }}
              >
                회수 요청
              </Button>
            </Space>
          </Card>
        )}
      </Space>
    </TitledPage>
  );
};
