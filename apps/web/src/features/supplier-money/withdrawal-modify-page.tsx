import { Alert, Button, Card, Descriptions, Input, Popconfirm, Result, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { formatKstDateTime, formatWon, formatYmd } from '../../components/data-table/cell-format';
import { PageHead } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { PaymentForm } from './payment-form';
import {
  cancelPayment,
  modifyPayment,
  SUPPLIER_MONEY_PATHS,
  usePayingInfo,
  usePayment,
  useRefreshPurchase,
} from './supplier-money.api';
import './supplier-money.css';

/**
 * PuchaseWithdrawalModify/:code: a payment is never edited. Modify writes a reversal and the
 * corrected payment; cancel writes the reversal alone. Both stay in the list and the ledger.
 */
export const WithdrawalModifyPage = () => {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const payment = usePayment(code.trim().toUpperCase());
  const p = payment.data;
  const info = usePayingInfo(p?.supplierCode ?? '');
  const refresh = useRefreshPurchase();
  const [cancelMemo, setCancelMemo] = useState('');

  if (payment.isLoading) return <Skeleton active />;
  if (payment.error || !p) return <Result status="404" title={messageOf(payment.error)} />;
  const open = p.reversesCode === null && p.reversedByCode === null;
  // Modify first gives the payment back, so the new amount may reach the balance plus it.
  const room = (info.data?.balance ?? 0) + p.amount;

  return (
    <div className="erp-page">
      <PageHead
        title={`출금 수정 — ${p.code}`}
        description="수정·취소는 원래 출금을 지우지 않고 반대 전표를 남깁니다."
        actions={
          <Space>
            <Button onClick={() => navigate(SUPPLIER_MONEY_PATHS.search(p.supplierCode))}>출금 조회</Button>
            <Button onClick={() => navigate(SUPPLIER_MONEY_PATHS.statement(p.supplierCode))}>
              거래 명세
            </Button>
          </Space>
        }
      />
      <Card size="small">
        <Descriptions size="small" column={3} bordered>
          <Descriptions.Item label="매입처">
            {p.supplierName} ({p.supplierCode})
          </Descriptions.Item>
          <Descriptions.Item label="출금일">{formatYmd(p.payDate)}</Descriptions.Item>
          <Descriptions.Item label="출금 방법">{p.methodLabel}</Descriptions.Item>
          <Descriptions.Item label="지급액">{formatWon(p.amount)}원</Descriptions.Item>
          <Descriptions.Item label="상태">{p.stateLabel}</Descriptions.Item>
          <Descriptions.Item label="등록">
            {p.createdByName ?? ''} {formatKstDateTime(p.createdAt)}
          </Descriptions.Item>
          <Descriptions.Item label="비고" span={3}>
            {p.memo ?? ''}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      {!open && (
        <Alert
          type="info"
          showIcon
          title={
            p.reversesCode
              ? `이 전표는 ${p.reversesCode}의 취소 전표라 수정하거나 취소할 수 없습니다.`
              : `이미 취소된 출금입니다 (취소 전표 ${p.reversedByCode}).`
          }
        />
      )}
      {open && (
        <div className="erp-sm-columns">
          <Card size="small" title="수정 (취소 전표 + 새 출금)">
            <PaymentForm
              key={p.code}
              balance={room}
              initial={{ amount: p.amount, method: p.method, payDate: p.payDate, memo: p.memo }}
              submitLabel="수정 저장"
              onSubmit={async (fields) => {
                const saved = await modifyPayment(p.code, fields);
                toast.success(
                  `출금을 수정했습니다: 취소 ${saved.reversal?.code ?? ''}, 새 출금 ${saved.payment.code}`,
                );
                await refresh();
                navigate(SUPPLIER_MONEY_PATHS.modify(saved.payment.code), { replace: true });
              }}
            />
          </Card>
          <Card size="small" title="취소 (반대 전표)">
            <Space direction="vertical" style={{ width: '100%' }}>
              <Input
                aria-label="취소 사유"
                placeholder="취소 사유"
                maxLength={200}
                value={cancelMemo}
                onChange={(e) => setCancelMemo(e.target.value)}
              />
              <Popconfirm
                title={`${formatWon(p.amount)}원 출금을 취소할까요? 미지급금이 다시 늘어납니다.`}
                okText="출금 취소"
                cancelText="닫기"
                onConfirm={async () => {
                  const saved = await cancelPayment(p.code, cancelMemo);
                  toast.success(
                    `출금을 취소했습니다 (${saved.reversal?.code ?? ''}). 잔액 ${formatWon(saved.balance)}원`,
                  );
                  await refresh();
                }}
              >
                <Button danger>출금 취소</Button>
              </Popconfirm>
            </Space>
          </Card>
        </div>
      )}
    </div>
  );
};
