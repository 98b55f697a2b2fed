import {
  customerMoneyScreens,
  DEPOSIT_KIND_LABELS,
  depositApi,
  depositModifySchema,
  linkTo,
} from '@erp/domain';
import { Alert, Button, Card, Descriptions, Input, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { callApiWithMessage } from '../../app/contract-client';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import { TitledPage } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { useDeposit, useMoneyRefresh } from './customer-money.api';

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/**
 * Customer/Customer/CustomerDepositModify/:code (선수금 정정): the entry is reversed (its opposite
 * is recorded, an application's receivable comes back) and posted again at the corrected amount;
 * 0 only reverses it. An entry is corrected once; nothing is deleted.
 */
export const DepositModifyPage = () => {
  const { code = '' } = useParams();
  const entry = useDeposit(code);
  const refresh = useMoneyRefresh();
  const [amount, setAmount] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const e = entry.data;
  const save = async () => {
    const parsed = depositModifySchema.safeParse({ amount, reason });
    if (!parsed.success) return toast.error(parsed.error.issues[0]?.message ?? '입력값을 확인하세요.');
    try {
      const { message, data } = await callApiWithMessage(depositApi.modify, {
        params: { code },
        body: parsed.data,
      });
      toast.success(`${message} (${data.map((d) => d.code).join(', ')})`);
      refresh();
    } catch {
      // The shared error dialog has said why.
    }
  };
  return (
    <TitledPage
      title={`선수금 정정 (${code})`}
      description="원래 기록을 역분개하고 고친 금액으로 다시 기록합니다."
    >
      {e && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Descriptions size="small" bordered column={3}>
            <Descriptions.Item label="거래처">
              <Link
                to={linkTo(customerMoneyScreens.customerDepositSearchCode, { customerCode: e.customerCode })}
              >
                {e.customerName} ({e.customerCode})
              </Link>
            </Descriptions.Item>
            <Descriptions.Item label="구분">{DEPOSIT_KIND_LABELS[e.kind]}</Descriptions.Item>
            <Descriptions.Item label="금액">{won(e.amount)}</Descriptions.Item>
            <Descriptions.Item label="주문 번호">{e.orderCode ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="일시">{formatKstDateTime(e.at)}</Descriptions.Item>
            <Descriptions.Item label="비고">{e.memo ?? '—'}</Descriptions.Item>
          </Descriptions>
          {e.reversedBy || e.kind === 'reversal' ? (
            <Alert
              type="info"
              showIcon
              title={
                e.reversedBy
                  ? `이미 정정된 기록입니다 (${e.reversedBy}).`
                  : '정정 기록은 다시 정정할 수 없습니다.'
              }
            />
          ) : (
            <Card size="small" title="정정">
              <Space wrap>
                <InputNumber
                  aria-label="정정 금액"
                  placeholder="고친 금액 (0: 취소만)"
                  style={{ width: 200 }}
                  min={0}
                  value={amount}
                  onChange={setAmount}
                />
                <Input
                  aria-label="정정 사유"
                  placeholder="정정 사유"
                  style={{ width: 280 }}
                  maxLength={200}
                  value={reason}
                  onChange={(ev) => setReason(ev.target.value)}
                />
                <Button type="primary" danger onClick={save}>
                  역분개 후 정정
                </Button>
              </Space>
            </Card>
          )}
        </Space>
      )}
    </TitledPage>
  );
};
