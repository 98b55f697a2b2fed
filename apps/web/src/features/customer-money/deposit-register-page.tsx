import {
  customerMoneyScreens,
  DEPOSIT_METHOD_LABELS,
  DEPOSIT_METHODS,
  depositApi,
  depositInputSchema,
  linkTo,
} from '@erp/domain';
import { Button, Card, Input, InputNumber, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { callApiWithMessage } from '../../app/contract-client';
import { TitledPage } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { CustomerPicker } from '../customer/customer-picker';
import { useMoneyRefresh } from './customer-money.api';
import { MoneySummary } from './money-summary';

type Kind = 'received' | 'applied' | 'refunded';
const KIND_LABELS: Record<Kind, string> = { received: '입금', applied: '주문 충당', refunded: '환불' };

/**
 * Customer/Customer/CustomerDeposit (선수금 등록): money received in advance, applied to a fixed
 * order (its receivable falls by the same amount) or refunded with a reason.
 */
export const DepositRegisterPage = () => {
  const refresh = useMoneyRefresh();
  const [customerCode, setCustomerCode] = useState('');
  const [kind, setKind] = useState<Kind>('received');
  const [amount, setAmount] = useState<number | null>(null);
  const [method, setMethod] = useState<string>('transfer');
  const [orderCode, setOrderCode] = useState('');
  const [memo, setMemo] = useState('');
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const parsed = depositInputSchema.safeParse({ kind, customerCode, amount, method, orderCode, memo });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      toast.error(issue?.message ?? '입력값을 확인하세요.');
      return;
    }
    setSaving(true);
    try {
      const { message, data } = await callApiWithMessage(depositApi.insert, { body: parsed.data });
      toast.success(`${message} (${data.code})`);
      setAmount(null);
      setOrderCode('');
      setMemo('');
      refresh();
    } catch {
      // The shared error dialog has said why.
    } finally {
      setSaving(false);
    }
  };
  return (
    <TitledPage
      title="선수금 등록"
      description="선수금 입금, 확정 주문에 충당(미수금 차감), 환불을 기록합니다. 고칠 때는 선수금 내역에서 정정(역분개)합니다."
      actions={
        customerCode && (
          <Link to={linkTo(customerMoneyScreens.customerDepositSearchCode, { customerCode })}>
            이 거래처의 선수금 내역
          </Link>
        )
      }
    >
      <Card size="small">
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <CustomerPicker
              value={customerCode || undefined}
              onChange={(c) => setCustomerCode(c ?? '')}
              style={{ width: 280 }}
            />
            <Radio.Group
              value={kind}
              onChange={(e) => setKind(e.target.value as Kind)}
              optionType="button"
              options={(Object.keys(KIND_LABELS) as Kind[]).map((k) => ({ value: k, label: KIND_LABELS[k] }))}
            />
          </Space>
          <Space wrap>
            <InputNumber
              aria-label="금액"
              placeholder="금액 (원)"
              style={{ width: 180 }}
              min={1}
              value={amount}
              onChange={setAmount}
              formatter={(v) => `${v ?? ''}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}
              parser={(v) => Number((v ?? '').replace(/,/g, ''))}
            />
            {kind === 'received' && (
              <Select
                aria-label="입금 방법"
                style={{ width: 120 }}
                value={method}
                onChange={setMethod}
                options={DEPOSIT_METHODS.map((m) => ({ value: m, label: DEPOSIT_METHOD_LABELS[m] }))}
              />
            )}
            {kind === 'applied' && (
              <Input
                aria-label="주문 번호"
                placeholder="주문 번호 (O…)"
                style={{ width: 180 }}
                value={orderCode}
                onChange={(e) => setOrderCode(e.target.value)}
              />
            )}
            <Input
              aria-label={kind === 'refunded' ? '환불 사유' : '비고'}
              placeholder={kind === 'refunded' ? '환불 사유' : '비고'}
              style={{ width: 260 }}
              maxLength={200}
              value={memo}
              onChange={(e) => setMemo(e.target.value)}
            />
            <Button type="primary" loading={saving} onClick={save} disabled={!customerCode}>
              {KIND_LABELS[kind]} 기록
            </Button>
          </Space>
        </Space>
      </Card>
      {customerCode && (
        <div style={{ marginTop: 12 }}>
          <MoneySummary customerCode={customerCode} />
        </div>
      )}
    </TitledPage>
  );
};
