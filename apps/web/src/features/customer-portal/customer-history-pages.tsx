import { customerPortalScreens, linkTo, ORDER_STATUS_LABELS, type OrderStatus } from '@erp/domain';
import { Empty, Input, Spin, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatYmd } from '../../components/data-table/cell-format';
import { TitledPage } from '../../components/page-head/page-head';
import { YmdRangePicker } from '../../components/screen-parts/filter-card';
import { useOrderItems, useReservations } from './customer-portal.api';
import { daysAgoYmd, todayYmd } from './portal-days';
import { CardPager, won } from './portal-parts';
import './customer-portal.css';

// The shop's own order history on the phone: its order lines and its reservation orders.

const STATUS_COLORS: Record<OrderStatus, string> = { draft: 'blue', fixed: 'green', cancelled: 'default' };
const StatusTag = ({ status }: { status: OrderStatus }) => (
  <Tag color={STATUS_COLORS[status]}>{ORDER_STATUS_LABELS[status]}</Tag>
);

/** A fixed order's statement, opened bare to print. */
const statementLink = (code: string) =>
  `${linkTo(customerPortalScreens.customerAppOrderStatementOfAccount, { serverType: 'all' })}/${code}`;

/** Customer/CustomerOrderItemList: every line the shop ordered, by order day and part. */
export const CustomerOrderItemListPage = () => {
  const [range, setRange] = useState({ from: daysAgoYmd(30), to: todayYmd() });
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const size = 30;
  const list = useOrderItems({
    fromDate: range.from,
    toDate: range.to,
    keyword: keyword || null,
    page,
    size,
  });
  const rows = list.data?.rows ?? [];
  return (
    <TitledPage
      title="주문 품목 내역"
      description="주문한 품목을 기간과 품번·품명으로 찾습니다."
      className="cp-page cp-block"
    >
      <div className="cp-search">
        <YmdRangePicker
          label="주문일"
          ends="closed"
          from={range.from}
          to={range.to}
          onChange={(from, to) => {
            setRange({ from, to });
            setPage(1);
          }}
        />
        <Input.Search
          aria-label="품번·품명"
          placeholder="품번 또는 품명"
          allowClear
          maxLength={50}
          enterButton="찾기"
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage(1);
          }}
        />
      </div>
      {list.isFetching && rows.length === 0 ? (
        <Spin />
      ) : rows.length === 0 ? (
        <Empty description="이 기간에 주문한 품목이 없습니다." />
      ) : (
        <ul className="cp-cards">
          {rows.map((r) => (
            <li key={`${r.orderCode}-${r.lineNo}`} className="cp-card" data-testid="order-item-card">
              <div className="cp-card-top">
                <span className="cp-card-title">{r.partName}</span>
                <StatusTag status={r.status} />
              </div>
              <div className="cp-card-sub">
                {r.partNo} · {r.orderCode} · {formatYmd(r.orderDate)}
              </div>
              <div className="cp-card-top">
                <span>
                  {r.qty}개 × {won(r.unitPrice)}
                  {r.cancelledQty > 0 ? ` · 취소 ${r.cancelledQty}` : ''}
                  {r.returnedQty > 0 ? ` · 반품 ${r.returnedQty}` : ''}
                </span>
                <strong>{won(r.total)}</strong>
              </div>
            </li>
          ))}
        </ul>
      )}
      <CardPager page={page} size={size} total={list.data?.total ?? 0} onPage={setPage} />
    </TitledPage>
  );
};

/** Customer/CustReservationList: the shop's orders booked for a day, soonest first. */
export const CustReservationListPage = () => {
  const [range, setRange] = useState({ from: daysAgoYmd(7), to: daysAgoYmd(-30) });
  const [page, setPage] = useState(1);
  const size = 20;
  const list = useReservations({ fromDate: range.from, toDate: range.to, page, size });
  const rows = list.data?.rows ?? [];
  return (
    <TitledPage
      title="예약 주문 내역"
      description="배송·방문 날짜를 예약한 주문입니다."
      className="cp-page cp-block"
    >
      <div className="cp-search">
        <YmdRangePicker
          label="예약일"
          ends="closed"
          from={range.from}
          to={range.to}
          onChange={(from, to) => {
            setRange({ from, to });
            setPage(1);
          }}
        />
      </div>
      {list.isFetching && rows.length === 0 ? (
        <Spin />
      ) : rows.length === 0 ? (
        <Empty description="이 기간에 예약한 주문이 없습니다." />
      ) : (
        <ul className="cp-cards">
          {rows.map((r) => (
            <li key={r.orderCode} className="cp-card" data-testid="reservation-card">
              <div className="cp-card-top">
                <span className="cp-card-title">
                  {formatYmd(r.reservationDate)}
                  {r.reservationTime
                    ? ` ${r.reservationTime.slice(0, 2)}:${r.reservationTime.slice(2, 4)}`
                    : ''}
                </span>
                <StatusTag status={r.status} />
              </div>
              <div>{r.itemSummary}</div>
              <div className="cp-card-top">
                <span className="cp-card-sub">
                  {r.status === 'fixed' ? (
                    <Link to={statementLink(r.orderCode)}>{r.orderCode}</Link>
                  ) : (
                    r.orderCode
                  )}
                  {r.carNumber ? ` · ${r.carNumber}` : ''}
                  {r.vin ? ` · ${r.vin}` : ''}
                </span>
                <strong>{won(r.total)}</strong>
              </div>
            </li>
          ))}
        </ul>
      )}
      <CardPager page={page} size={size} total={list.data?.total ?? 0} onPage={setPage} />
    </TitledPage>
  );
};
