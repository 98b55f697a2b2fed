import { type BasketItem, customerPortalApi, customerPortalScreens } from '@erp/domain';
import { Button, Empty, Input, InputNumber, Select, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { callApiWithMessage } from '../../app/contract-client';
import { TitledPage } from '../../components/page-head/page-head';
import { toast } from '../../shell/toast/toast';
import { useBasket, usePortalRefresh } from './customer-portal.api';
import { AvailabilityTag, OrderRuleAlert, won } from './portal-parts';
import './customer-portal.css';

const ItemCard = ({ item, onChanged }: { item: BasketItem; onChanged: () => void }) => {
  const run = async (call: () => Promise<{ message: string }>) => {
    try {
      toast.success((await call()).message);
      onChanged();
    } catch {
      // The error dialog has said why.
    }
  };
  return (
    <li className="cp-card" data-testid="basket-item" data-part={item.partCode}>
      <div className="cp-card-top">
        <span className="cp-card-title">{item.name}</span>
        <AvailabilityTag value={item.availability} />
      </div>
      <div className="cp-card-sub">
        품번 {item.partNo} · 단가 {won(item.unitPrice)}
      </div>
      <div className="cp-card-actions">
        <InputNumber
          aria-label="수량"
          min={1}
          max={9999}
          defaultValue={item.qty}
          style={{ width: 90 }}
          onBlur={(e) => {
            const qty = Number(e.target.value);
            if (Number.isInteger(qty) && qty >= 1 && qty !== item.qty)
              void run(() =>
                callApiWithMessage(customerPortalApi.basketQty, { params: { id: item.id }, body: { qty } }),
              );
          }}
        />
        <strong>{won(item.amount)}</strong>
        <Button
          danger
          onClick={() =>
            run(() => callApiWithMessage(customerPortalApi.basketRemove, { params: { id: item.id } }))
          }
        >
          빼기
        </Button>
      </div>
    </li>
  );
};

/** Customer/CustomerShoppingBasket: kept on the server per user, sent as one app order. */
export const CustomerBasketPage = () => {
  const navigate = useNavigate();
  const basket = useBasket();
  const refresh = usePortalRefresh();
  const [method, setMethod] = useState<string | undefined>();
  const [memo, setMemo] = useState('');
  const [busy, setBusy] = useState(false);
  const data = basket.data;
  if (!data)
    return (
      <div className="erp-center-fill">
        <Spin />
      </div>
    );
  const chosen = method ?? data.rule.deliveryOptions[0]?.code;
  const order = async () => {
    if (!chosen) return toast.error('배송 방법을 고르세요.');
    setBusy(true);
    try {
      const { data: sent, message } = await callApiWithMessage(customerPortalApi.order, {
        body: { deliveryMethodCode: chosen, memo },
      });
      toast.success(`${message} (${sent.code})`);
      refresh();
      navigate(customerPortalScreens.customerOrderList.path);
    } catch {
      // The error dialog has said why (the rank's hours, the delivery method, an empty basket).
    } finally {
      setBusy(false);
    }
  };
  return (
    <TitledPage
      title="장바구니"
      description="담은 품목은 다시 로그인해도 남아 있습니다. 부가세 별도 거래처는 주문 합계에 부가세가 더해집니다."
      className="cp-page cp-block"
    >
      <OrderRuleAlert rule={data.rule} />
      {data.items.length === 0 ? (
        <Empty description="장바구니가 비어 있습니다.">
          <Button type="primary" onClick={() => navigate(customerPortalScreens.customerOrder.path)}>
            부품 찾기
          </Button>
        </Empty>
      ) : (
        <>
          <ul className="cp-cards">
            {data.items.map((i) => (
              <ItemCard key={`${i.id}-${i.qty}`} item={i} onChanged={refresh} />
            ))}
          </ul>
          <div className="cp-total">
            <span>합계</span>
            <span data-testid="basket-total">{won(data.total)}</span>
          </div>
          <Select
            aria-label="배송 방법"
            size="large"
            value={chosen}
            onChange={setMethod}
            options={data.rule.deliveryOptions.map((o) => ({
              value: o.code,
              label: o.fee > 0 ? `${o.name} (${won(o.fee)})` : o.name,
            }))}
          />
          <Input.TextArea
            aria-label="요청 사항"
            placeholder="요청 사항 (선택)"
            maxLength={500}
            value={memo}
            onChange={(e) => setMemo(e.target.value)}
          />
          <Button type="primary" size="large" loading={busy} disabled={!data.rule.allowed} onClick={order}>
            주문하기
          </Button>
        </>
      )}
    </TitledPage>
  );
};
