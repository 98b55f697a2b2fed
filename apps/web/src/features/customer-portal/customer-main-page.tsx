import { customerPortalScreens, formatThousands } from '@erp/domain';
import { Button, Card, Empty, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { TitledPage } from '../../components/page-head/page-head';
import { useCustomerMain } from './customer-portal.api';
import { AppOrderCard, Figure, OrderRuleAlert, won } from './portal-parts';
import './customer-portal.css';

/** Customer/CustomerMain: the shop's balance, points, rank, recent app orders and its notices. */
export const CustomerMainPage = () => {
  const navigate = useNavigate();
  const main = useCustomerMain();
  const data = main.data;
  if (!data)
    return (
      <div className="erp-center-fill">
        <Spin />
      </div>
    );
  return (
    <TitledPage
      title={data.customerName}
      description={`거래처 코드 ${data.customerCode}${data.rankName ? ` · ${data.rankName} 등급` : ''}`}
      className="cp-page cp-block"
    >
      <OrderRuleAlert rule={data.rule} />
      <div className="cp-figures">
        <Figure label="미수 잔액" value={won(data.balance)} testId="cp-balance" />
        <Figure label="포인트" value={`${formatThousands(data.points)}점`} testId="cp-points" />
        <Figure label="등급" value={data.rankName ?? '-'} />
        <Figure label="장바구니" value={`${data.basketCount}개`} />
      </div>
      <div className="cp-card-actions">
        <Button
          type="primary"
          size="large"
          onClick={() => navigate(customerPortalScreens.customerOrder.path)}
        >
          주문하기
        </Button>
        <Button size="large" onClick={() => navigate(customerPortalScreens.customerShoppingBasket.path)}>
          장바구니
        </Button>
        <Button size="large" onClick={() => navigate(customerPortalScreens.customerOrderList.path)}>
          주문 내역
        </Button>
      </div>
      <Card size="small" title="최근 주문">
        {data.recentOrders.length === 0 ? (
          <Empty description="아직 주문이 없습니다." />
        ) : (
          <ul className="cp-cards">
            {data.recentOrders.map((o) => (
              <AppOrderCard key={o.code} order={o} />
            ))}
          </ul>
        )}
      </Card>
      <Card size="small" title="공지">
        {data.notices.length === 0 ? (
          <Empty description="새 공지가 없습니다." />
        ) : (
          <ul className="cp-cards">
            {data.notices.map((n) => (
              <li key={n.seq} className="cp-card">
                <span className="cp-card-title">{n.title}</span>
                <span className="cp-card-sub">{new Date(n.publishedAt).toLocaleDateString('ko-KR')}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </TitledPage>
  );
};
