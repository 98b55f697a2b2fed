import { clientPortalApi, clientPortalScreens, linkTo, ORDER_STATUS_LABELS } from '@erp/domain';
import {
  Button,
  Card,
  Descriptions,
  Empty,
  Input,
  InputNumber,
  Pagination,
  Result,
  Select,
  Skeleton,
  Tag,
} from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { callApiWithMessage } from '../../app/contract-client';
import { toast } from '../../shell/toast/toast';
import {
  useBasketSet,
  useClientBasket,
  useClientCars,
  useClientOrder,
  useClientOrders,
  useClientRefresh,
} from './client.api';
import { carTitle, PartCard, won } from './client-parts';
import './client-portal.css';

/** Order/ClientShoppingBasket: kept on the server, so it is the same after a new login. */
export const BasketPage = () => {
  const navigate = useNavigate();
  const basket = useClientBasket();
  const cars = useClientCars();
  const setLine = useBasketSet();
  const refresh = useClientRefresh();
  const [carId, setCarId] = useState<number | null>(null);
  const [memo, setMemo] = useState('');
  const [busy, setBusy] = useState(false);
  if (!basket.data || !cars.data) return <Skeleton active className="erp-client" />;
  const lines = basket.data.lines;
  const chosen = carId ?? lines.find((l) => l.carId)?.carId ?? cars.data[0]?.id ?? null;
  const order = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      const { data, message } = await callApiWithMessage(clientPortalApi.order, {
        body: { carId: chosen, memo: memo || null },
      });
      toast.success(message);
      await refresh();
      navigate(linkTo(clientPortalScreens.waybill, { code: data.code }));
    } catch {
      // The error dialog has said why.
    } finally {
      setBusy(false);
    }
  };
  if (lines.length === 0)
    return (
      <Empty className="erp-client" description="장바구니가 비어 있습니다.">
        <Button type="primary" onClick={() => navigate(clientPortalScreens.carParts.path)}>
          부품 찾기
        </Button>
      </Empty>
    );
  return (
    <div className="erp-client">
      {lines.map((l) => (
        <PartCard
          key={l.partCode}
          part={l}
          action={
            <div className="erp-client-row">
              <InputNumber
                aria-label={`${l.name} 수량`}
                min={1}
                max={99}
                value={l.qty}
                onChange={(qty) => qty && void setLine({ partCode: l.partCode, qty, carId: l.carId })}
              />
              <span className="erp-client-price">{won(l.amount)}</span>
              <Button
                danger
                onClick={() => void setLine({ partCode: l.partCode, qty: 0 }, '장바구니에서 뺐습니다.')}
              >
                빼기
              </Button>
            </div>
          }
        />
      ))}
      <Card size="small">
        <div className="erp-client-row">
          <span>합계</span>
          <span className="erp-client-total">{won(basket.data.total)}</span>
        </div>
        <label htmlFor="basket-car" className="erp-client-muted">
          차량
        </label>
        <Select
          id="basket-car"
          style={{ width: '100%' }}
          value={chosen}
          onChange={setCarId}
          options={cars.data.map((c) => ({ value: c.id, label: carTitle(c) }))}
          placeholder="차량을 먼저 등록하세요"
        />
        <label htmlFor="basket-memo" className="erp-client-muted">
          요청 사항 (선택)
        </label>
        <Input id="basket-memo" maxLength={500} value={memo} onChange={(e) => setMemo(e.target.value)} />
        <Button
          type="primary"
          block
          size="large"
          style={{ marginTop: 12 }}
          loading={busy}
          disabled={!chosen}
          onClick={order}
        >
          주문하기
        </Button>
      </Card>
    </div>
  );
};

/** Order/ClientOrderList: the client's own orders, newest first. */
export const OrderListPage = () => {
  const [page, setPage] = useState(1);
  const orders = useClientOrders(page);
  if (!orders.data) return <Skeleton active className="erp-client" />;
  return (
    <div className="erp-client">
      {orders.data.rows.length === 0 && <Empty description="주문이 없습니다." />}
      {orders.data.rows.map((o) => (
        <Card key={o.code} size="small" data-order={o.code}>
          <div className="erp-client-row">
            <Link to={linkTo(clientPortalScreens.waybill, { code: o.code })}>
              <strong>{o.code}</strong>
            </Link>
            <Tag color={o.status === 'fixed' ? 'green' : o.status === 'cancelled' ? 'red' : 'orange'}>
              {o.status === 'draft' ? '매장 확인 중' : ORDER_STATUS_LABELS[o.status]}
            </Tag>
          </div>
          <div>
            {o.firstItem}
            {o.lineCount > 1 ? ` 외 ${o.lineCount - 1}건` : ''} · {won(o.total)}
          </div>
          <div className="erp-client-muted">
            {new Date(o.createdAt).toLocaleString('ko-KR')} · {o.carNo ?? o.vin}
            {o.waybillNo ? ` · 송장 ${o.waybillNo}` : ''}
          </div>
        </Card>
      ))}
      <Pagination simple current={page} pageSize={20} total={orders.data.total} onChange={setPage} />
    </div>
  );
};

/** Waybill/ClientOrderWaybillNumber/:code: one order, its lines and its delivery's waybill. */
export const WaybillPage = () => {
  const { code = '' } = useParams();
  const order = useClientOrder(code);
  if (order.isPending) return <Skeleton active className="erp-client" />;
  if (!order.data)
    return <Result status="warning" title="주문을 불러오지 못했습니다." subTitle={messageOf(order.error)} />;
  const o = order.data;
  return (
    <div className="erp-client">
      <Card size="small" title={`주문 ${o.code}`}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label="상태">
            {o.status === 'draft' ? '매장 확인 중' : ORDER_STATUS_LABELS[o.status]}
          </Descriptions.Item>
          <Descriptions.Item label="송장번호">
            {o.waybillNo ? <strong data-waybill>{o.waybillNo}</strong> : '아직 발송 전입니다.'}
          </Descriptions.Item>
          <Descriptions.Item label="매장">{o.shopName}</Descriptions.Item>
          <Descriptions.Item label="차량">{o.carNo ?? o.vin}</Descriptions.Item>
          <Descriptions.Item label="합계">{won(o.total)}</Descriptions.Item>
        </Descriptions>
      </Card>
      {o.lines.map((l) => (
        <Card key={l.lineNo} size="small">
          <div className="erp-client-row">
            <span>
              {l.name} <span className="erp-client-muted">{l.partNo}</span>
            </span>
            <span>
              {l.qty}개 · {won(l.amount)}
            </span>
          </div>
        </Card>
      ))}
      <Link
        to={linkTo(clientPortalScreens.orderMemo, { orderCode: o.code, vin: o.vin ?? '-', orderType: 'app' })}
      >
        <Button block>매장에 메모 남기기</Button>
      </Link>
      <Link to={linkTo(clientPortalScreens.statement, { code: o.code })} target="_blank">
        <Button block>거래명세서 보기</Button>
      </Link>
    </div>
  );
};
