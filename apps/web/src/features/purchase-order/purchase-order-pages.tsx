import { linkTo, type PurchaseOrderSummary, purchaseOrderScreens as S } from '@erp/domain';
import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageHead } from '../../components/page-head/page-head';
import { AddButton } from '../../components/screen-parts/add-button';
import { toast } from '../../shell/toast/toast';
import { OrderListView } from './order-list-view';
import { OrderReview } from './order-review';
import { makeArrival, orderPageOf } from './purchase-order.api';

/** PurchaseOrderList: every order by period, supplier, status and part; a row opens its step. */
export const PurchaseOrderListPage = () => {
  const navigate = useNavigate();
  return (
    <OrderListView
      title="발주 목록"
      description="Enter 또는 두 번 클릭: 발주 열기 (요청은 수정, 확인은 최종 승인, 승인·확정은 발주 화면)"
      gridId="purchase-order-list"
      actions={<AddButton to={linkTo(S.purchaseOrderRequest)}>발주 요청</AddButton>}
      onOpen={(o) => navigate(orderPageOf(o))}
    />
  );
};

/**
 * PurchaseOrder: the purchaser's desk — approved orders to save (send) and saved ones waiting for
 * goods. A new order starts as a request here too: nobody orders alone.
 */
export const PurchaseOrderDeskPage = () => {
  const navigate = useNavigate();
  const [picked, setPicked] = useState<PurchaseOrderSummary[]>([]);
  const [busy, setBusy] = useState(false);
  const open = picked.filter((o) => o.status === 'saved' && o.remainingQty > 0);
  const arrive = async () => {
    setBusy(true);
    try {
      const a = await makeArrival(open.map((o) => o.code));
      toast.success(
        `입고 ${a.purchaseCode} (${a.lineCount}품목 ${a.totalQty}개)를 만들었습니다. 검수 화면에서 확정하세요.`,
      );
    } catch {
      // The error dialog says why (two suppliers, nothing left).
    } finally {
      setBusy(false);
    }
  };
  return (
    <OrderListView
      title="발주"
      description="최종 승인된 발주를 확정해 매입처에 보내고, 확정된 발주를 골라(Space) 입고를 만듭니다. 새 발주는 요청으로 시작해 다른 두 사람의 확인·승인을 받습니다."
      gridId="purchase-order-desk"
      fixed={[{ field: 'status', op: 'in', value: ['approved', 'saved'] }]}
      actions={
        <Space>
          <Button disabled={open.length === 0} loading={busy} onClick={() => void arrive()}>
            선택 발주 입고 만들기{open.length > 0 ? ` (${open.length})` : ''}
          </Button>
          <AddButton to={linkTo(S.purchaseOrderRequest)}>발주 요청</AddButton>
        </Space>
      }
      onOpen={(o) => navigate(linkTo(S.purchaseOrderSave, { puCode: o.code }))}
      onSelect={setPicked}
    />
  );
};

/** PurchaseOrderCheck: the queue of requests; the one opened is checked or rejected below the list. */
export const PurchaseOrderCheckPage = () => {
  const [code, setCode] = useState<string | null>(null);
  return (
    <OrderListView
      title="발주 확인"
      description="요청된 발주를 열어 확인하거나 반려합니다. 요청한 사람은 자기 요청을 확인할 수 없습니다."
      gridId="purchase-order-check"
      fixed={[{ field: 'status', op: 'eq', value: 'requested' }]}
      onOpen={(o) => setCode(o.code)}
      footer={
        code ? (
          <OrderReview code={code} steps={['check', 'reject', 'cancel']} />
        ) : (
          <Alert type="info" showIcon title="목록에서 발주를 두 번 클릭하거나 Enter로 여세요." />
        )
      }
    />
  );
};

const OrderStepPage = ({
  title,
  description,
  param,
  steps,
}: {
  title: string;
  description: string;
  param: 'code' | 'puCode';
  steps: Parameters<typeof OrderReview>[0]['steps'];
}) => {
  const params = useParams();
  const code = (params[param] ?? '').trim().toUpperCase();
  return (
    <div className="erp-page">
      <PageHead title={`${title} ${code}`} description={description} />
      <OrderReview code={code} steps={steps} />
    </div>
  );
};

/** PurchaseOrderLastCheck/:code: the second person's last approval (never the requester or checker). */
export const PurchaseOrderLastCheckPage = () => (
  <OrderStepPage
    title="발주 최종 승인"
    description="확인된 발주를 최종 승인하거나 반려합니다. 요청자와 확인자는 최종 승인할 수 없습니다."
    param="code"
    steps={['lastCheck', 'reject', 'cancel']}
  />
);

/** PurchaseOrderSave/:puCode: save (send) an approved order; after that only its remainder is cut. */
export const PurchaseOrderSavePage = () => (
  <OrderStepPage
    title="발주 확정"
    description="확정하면 발주가 매입처로 나갑니다. 확정 후에는 수정·취소할 수 없고, 아직 들어오지 않은 잔량만 취소할 수 있습니다."
    param="puCode"
    steps={['save', 'cancel', 'cancelRemainder']}
  />
);
