import { CLIENT_REQUEST_STATUS_LABELS, clientPortalApi, clientPortalScreens, linkTo } from '@erp/domain';
import { Button, Card, Empty, Form, Input, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { callApiWithMessage } from '../../app/contract-client';
import { toast } from '../../shell/toast/toast';
import { useBasketSet, useClientCars, useClientRefresh, useClientRequests } from './client.api';
import { AddToBasket, carTitle, PartCard } from './client-parts';
import './client-portal.css';

/** Car/ClientCarRequestList: the client's parts requests and the shop's answers. */
export const CarRequestListPage = () => {
  const requests = useClientRequests();
  const addToBasket = useBasketSet();
  if (!requests.data) return <Skeleton active className="erp-client" />;
  return (
    <div className="erp-client">
      {requests.data.length === 0 && (
        <Empty description="부품 요청이 없습니다. 차량 부품 화면에서 요청하세요." />
      )}
      {requests.data.map((r) => (
        <Card
          key={r.id}
          size="small"
          title={r.carNo ?? r.vin}
          extra={
            <Tag color={r.status === 'answered' ? 'green' : 'orange'}>
              {CLIENT_REQUEST_STATUS_LABELS[r.status]}
            </Tag>
          }
        >
          <p>{r.request}</p>
          {r.answer && (
            <p>
              <strong>매장 답변{r.answeredByName ? ` (${r.answeredByName})` : ''}:</strong> {r.answer}
            </p>
          )}
          {r.parts.map((p) => (
            <PartCard
              key={p.partCode}
              part={p}
              action={
                <AddToBasket
                  onAdd={() =>
                    void addToBasket(
                      { partCode: p.partCode, qty: 1, carId: r.carId },
                      '장바구니에 담았습니다.',
                    )
                  }
                />
              }
            />
          ))}
        </Card>
      ))}
    </div>
  );
};

/** Car/ClientCarPartsInsert/:code: a parts request for one of the client's cars (code = car). */
export const CarPartsInsertPage = () => {
  const navigate = useNavigate();
  const { code = '' } = useParams();
  const cars = useClientCars();
  const refresh = useClientRefresh();
  const [request, setRequest] = useState('');
  const [busy, setBusy] = useState(false);
  if (!cars.data) return <Skeleton active className="erp-client" />;
  const car = cars.data.find((c) => String(c.id) === code);
  if (!car)
    return (
      <div className="erp-client">
        <Empty description="차량을 찾을 수 없습니다. 요청할 차량을 고르세요." />
        {cars.data.map((c) => (
          <Link key={c.id} to={linkTo(clientPortalScreens.carPartsInsert, { code: String(c.id) })}>
            <Button block>{carTitle(c)}</Button>
          </Link>
        ))}
      </div>
    );
  const send = async () => {
    setBusy(true);
    try {
      const { message } = await callApiWithMessage(clientPortalApi.addRequest, {
        params: { id: car.id },
        body: { request },
      });
      toast.success(message);
      await refresh();
      navigate(clientPortalScreens.carRequestList.path);
    } catch {
      // The error dialog has said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="erp-client">
      <Card size="small" title={carTitle(car)}>
        <div className="erp-client-muted">{car.vin}</div>
        <Form layout="vertical" onFinish={send}>
          <Form.Item label="필요한 부품이나 증상" htmlFor="request">
            <Input.TextArea
              id="request"
              rows={4}
              maxLength={1000}
              value={request}
              onChange={(e) => setRequest(e.target.value)}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            매장에 요청하기
          </Button>
        </Form>
      </Card>
    </div>
  );
};
