import { APP_ORDER_STATE_LABELS, APP_ORDER_STATES, type AppOrderState } from '@erp/domain';
import { Button, Empty, Select, Spin } from 'antd';
import { useState } from 'react';
import { TitledPage } from '../../components/page-head/page-head';
import { YmdRangePicker } from '../../components/screen-parts/filter-card';
import { useMyAppOrders } from './customer-portal.api';
import { daysAgoYmd, todayYmd } from './portal-days';
import { AppOrderCard } from './portal-parts';
import './customer-portal.css';

const SIZE = 20;

/** Customer/CustomerOrderList: the shop's app orders, newest first, with the staff's progress. */
export const CustomerOrderListPage = () => {
  const [range, setRange] = useState({ from: daysAgoYmd(30), to: todayYmd() });
  const [state, setState] = useState<AppOrderState | ''>('');
  const [page, setPage] = useState(1);
  const list = useMyAppOrders({
    fromDate: range.from,
    toDate: range.to,
    state: state || null,
    page,
    size: SIZE,
  });
  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  return (
    <TitledPage title="주문 내역" description="보낸 주문과 처리 상태입니다." className="cp-page cp-block">
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
        <Select
          aria-label="상태"
          value={state}
          onChange={(v) => {
            setState(v);
            setPage(1);
          }}
          options={[
            { value: '', label: '전체 상태' },
            ...APP_ORDER_STATES.map((s) => ({ value: s, label: APP_ORDER_STATE_LABELS[s] })),
          ]}
        />
      </div>
      {list.isFetching && rows.length === 0 ? (
        <Spin />
      ) : rows.length === 0 ? (
        <Empty description="이 기간에 보낸 주문이 없습니다." />
      ) : (
        <ul className="cp-cards">
          {rows.map((o) => (
            <AppOrderCard key={o.code} order={o} />
          ))}
        </ul>
      )}
      {total > SIZE && (
        <div className="cp-card-actions">
          <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
            이전
          </Button>
          <span>
            {page} / {Math.ceil(total / SIZE)}
          </span>
          <Button disabled={page * SIZE >= total} onClick={() => setPage(page + 1)}>
            다음
          </Button>
        </div>
      )}
    </TitledPage>
  );
};
