import { clientPortalScreens, linkTo, ORDER_STATUS_LABELS } from '@erp/domain';
import { Button, Card, Empty, Skeleton, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useClientHome } from './client.api';
import { carTitle, won } from './client-parts';
import './client-portal.css';

/** ClientMain: the client's shop, cars, basket and latest orders, and the way to each page. */
export const ClientMainPage = () => {
  const navigate = useNavigate();
  const home = useClientHome();
  if (!home.data) return <Skeleton active className="erp-client" />;
  const { profile, cars, basketCount, openRequests, recentOrders } = home.data;
  return (
    <div className="erp-client">
      <Card size="small">
        <div className="erp-client-row">
          <div>
            <strong>{profile.name}</strong>님<div className="erp-client-muted">{profile.shop.name} 고객</div>
          </div>
          <Link to={clientPortalScreens.settings.path}>설정</Link>
        </div>
      </Card>
      <div className="erp-client-nav">
        <Button type="primary" onClick={() => navigate(clientPortalScreens.carParts.path)}>
          차량 부품 찾기
        </Button>
        <Button onClick={() => navigate(clientPortalScreens.basket.path)}>장바구니 {basketCount}</Button>
        <Button onClick={() => navigate(clientPortalScreens.orderList.path)}>주문 목록</Button>
        <Button onClick={() => navigate(clientPortalScreens.carRequestList.path)}>
          부품 요청 {openRequests > 0 ? `(대기 ${openRequests})` : ''}
        </Button>
      </div>
      <Card size="small" title="내 차량">
        {cars.length === 0 ? (
          <Empty description="등록한 차량이 없습니다.">
            <Button type="primary" onClick={() => navigate(clientPortalScreens.carParts.path)}>
              차량 등록
            </Button>
          </Empty>
        ) : (
          cars.map((car) => (
            <div key={car.id} className="erp-client-row" style={{ padding: '6px 0' }}>
              <span>{carTitle(car)}</span>
              <span className="erp-client-muted">{car.vin}</span>
            </div>
          ))
        )}
      </Card>
      <Card size="small" title="최근 주문">
        {recentOrders.length === 0 ? (
          <Empty description="주문이 없습니다." />
        ) : (
          recentOrders.map((o) => (
            <Link key={o.code} to={linkTo(clientPortalScreens.waybill, { code: o.code })}>
              <div className="erp-client-row" style={{ padding: '6px 0' }}>
                <span>
                  {o.code} {o.firstItem}
                  {o.lineCount > 1 ? ` 외 ${o.lineCount - 1}건` : ''}
                </span>
                <span>
                  <Tag>{ORDER_STATUS_LABELS[o.status]}</Tag>
                  {won(o.total)}
                </span>
              </div>
            </Link>
          ))
        )}
      </Card>
    </div>
  );
};
