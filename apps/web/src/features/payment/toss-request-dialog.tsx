import { linkTo, paymentScreens as S } from '@erp/domain';
import { Alert, InputNumber, Modal, Space } from 'antd';
import { useState } from 'react';
import { CustomerPicker } from '../customer/customer-picker';
import { goToCheckout, usePaymentStep } from './payment.api';

/**
 * 카드 결제 요청: the customer and amount; the card itself is typed in the gateway's window, never
 * in ours (DESIGN §5).
 */
export const TossRequestDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const step = usePaymentStep();
  const [customer, setCustomer] = useState<string | null>(null);
  const [amount, setAmount] = useState<number | null>(null);
  const [unconfigured, setUnconfigured] = useState(false);
  return (
    <Modal
      open={open}
      title="카드 결제 요청"
      okText="결제창 열기"
      cancelText="닫기"
      okButtonProps={{ disabled: !customer || !amount, loading: step.busy }}
      onCancel={onClose}
      onOk={async () => {
        if (!customer || !amount) return;
        const r = await step.request(customer, amount);
        if (!r) return;
        const history = linkTo(S.orderTossHistoryInfo, { code: r.orderId });
        if (r.checkoutUrl) goToCheckout(r.checkoutUrl, history, history);
        else setUnconfigured(true);
      }}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <CustomerPicker id="toss-customer" value={customer} onChange={(code) => setCustomer(code ?? null)} />
        <InputNumber<number>
          aria-label="결제 금액"
          style={{ width: '100%' }}
          min={1}
          max={100_000_000}
          value={amount}
          formatter={(v) => (v ? `${Number(v).toLocaleString('ko-KR')}원` : '')}
          parser={(v) => Number((v ?? '').replace(/[^\d]/g, ''))}
          onChange={(v) => setAmount(v)}
        />
        <Alert
          type="info"
          showIcon
          title="카드 번호는 결제 대행사의 결제창에서만 입력합니다. 이 화면과 서버는 카드 번호를 받지 않습니다."
        />
        {unconfigured && (
          <Alert
            type="warning"
            showIcon
            title="결제 게이트웨이가 설정되지 않아 결제창을 열 수 없습니다 (TOSS_SECRET_KEY, TOSS_CLIENT_KEY, TOSS_CHECKOUT_URL). 요청만 기록했습니다."
          />
        )}
      </Space>
    </Modal>
  );
};
