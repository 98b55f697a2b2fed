import { customerPortalScreens, formatThousands, linkTo } from '@erp/domain';
import { Button, Card, Empty, Result, Spin } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { messageOf } from '../../app/api-error';
import { formatYmd } from '../../components/data-table/cell-format';
import { TitledPage } from '../../components/page-head/page-head';
import { useMonthTotals } from './customer-portal.api';
import { Figure, won } from './portal-parts';
import './customer-portal.css';

const monthLink = (year: number, month: number) =>
  linkTo(customerPortalScreens.customerOrderTotalInfo, { year: String(year), month: String(month) });

/** The month before or after, across the year's end. */
const shift = (year: number, month: number, by: number) => {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

/**
 * Customer/Order/CustomerOrderTotalInfo/:year/:month: the shop's month from its ledgers — sales,
 * what cancels and returns took back, the net, payments, points — and the days that moved.
 */
export const CustomerOrderTotalInfoPage = () => {
  const navigate = useNavigate();
  const params = useParams();
  const year = Number(params.year);
  const month = Number(params.month);
  const totals = useMonthTotals(year, month);
  const t = totals.data;
  const go = (by: number) => {
    const next = shift(year, month, by);
    navigate(monthLink(next.year, next.month));
  };
  return (
    <TitledPage
      title={`${year}년 ${month}월 합계`}
      description="매출과 취소·반품, 입금, 포인트를 거래처원장 기준으로 합했습니다."
      className="cp-page cp-block"
    >
      <div className="cp-card-actions">
        <Button onClick={() => go(-1)}>이전 달</Button>
        <Button onClick={() => go(1)}>다음 달</Button>
        <Button
          onClick={() =>
            navigate(linkTo(customerPortalScreens.customerAppOrderStatementOfAccount, { serverType: 'all' }))
          }
        >
          거래명세서
        </Button>
      </div>
      {totals.isPending ? (
        <Spin />
      ) : !t ? (
        <Result
          status="warning"
          title="월간 합계를 불러오지 못했습니다."
          subTitle={messageOf(totals.error)}
        />
      ) : (
        <>
          <div className="cp-figures">
            <Figure label={`주문 (${t.orderCount}건)`} value={won(t.orders)} testId="cp-month-orders" />
            <Figure label="취소" value={won(t.cancels)} testId="cp-month-cancels" />
            <Figure label="반품" value={won(t.returns)} testId="cp-month-returns" />
            <Figure label="순매출" value={won(t.net)} testId="cp-month-net" />
            <Figure label="입금" value={won(t.payments)} />
            <Figure
              label="포인트 적립 / 사용"
              value={`${formatThousands(t.pointsEarned)} / ${formatThousands(t.pointsUsed)}점`}
              testId="cp-month-points"
            />
          </div>
          <Card size="small" title="일별">
            {t.days.length === 0 ? (
              <Empty description="이 달에는 주문이 없습니다." />
            ) : (
              <ul className="cp-cards">
                {t.days.map((d) => (
                  <li key={d.day} className="cp-card" data-testid="month-day">
                    <div className="cp-card-top">
                      <span className="cp-card-title">{formatYmd(d.day) || d.day}</span>
                      <strong>{won(d.net)}</strong>
                    </div>
                    <span className="cp-card-sub">
                      주문 {won(d.orders)}
                      {d.returns > 0 ? ` · 취소·반품 ${won(d.returns)}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <div className="cp-card-sub">현재 포인트 잔액 {formatThousands(t.pointBalance)}점</div>
        </>
      )}
    </TitledPage>
  );
};
