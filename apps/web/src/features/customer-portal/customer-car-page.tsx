import { customerPortalScreens } from '@erp/domain';
import { Button, Empty, Input, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatYmd } from '../../components/data-table/cell-format';
import { TitledPage } from '../../components/page-head/page-head';
import { usePortalCars } from './customer-portal.api';
import { CardPager } from './portal-parts';
import './customer-portal.css';

/**
 * Customer/CustomerCarInfo: the shop's cars by VIN (registered to it, or ordered for), with how
 * often it ordered for each; a tap finds the parts that fit the car on CustomerOrder.
 */
export const CustomerCarInfoPage = () => {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const size = 20;
  const list = usePortalCars({ keyword: keyword || null, page, size });
  const rows = list.data?.rows ?? [];
  return (
    <TitledPage
      title="차량 정보"
      description="우리 거래처의 차량과 주문 기록입니다."
      className="cp-page cp-block"
    >
      <Input.Search
        aria-label="차대번호·차량번호·차종"
        placeholder="차대번호, 차량번호 또는 차종"
        allowClear
        maxLength={50}
        enterButton="찾기"
        onSearch={(v) => {
          setKeyword(v.trim());
          setPage(1);
        }}
      />
      {list.isFetching && rows.length === 0 ? (
        <Spin />
      ) : rows.length === 0 ? (
        <Empty description="등록되었거나 주문한 차량이 없습니다." />
      ) : (
        <ul className="cp-cards">
          {rows.map((c) => (
            <li key={c.vin} className="cp-card" data-testid="car-card" data-vin={c.vin}>
              <div className="cp-card-top">
                <span className="cp-card-title">
                  {[c.maker, c.model].filter(Boolean).join(' ') || '차종 미확인'}
                  {c.modelYear ? ` (${c.modelYear})` : ''}
                </span>
                <span className="cp-card-sub">{c.carNo ?? ''}</span>
              </div>
              <div className="cp-card-sub">
                {c.vin}
                {c.engine ? ` · ${c.engine}` : ''}
              </div>
              <div className="cp-card-top">
                <span className="cp-card-sub">
                  주문 {c.orderCount}건{c.lastOrderDate ? ` · 최근 ${formatYmd(c.lastOrderDate)}` : ''}
                </span>
                <Button
                  onClick={() =>
                    navigate(`${customerPortalScreens.customerOrder.path}?vin=${encodeURIComponent(c.vin)}`)
                  }
                >
                  맞는 부품 찾기
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <CardPager page={page} size={size} total={list.data?.total ?? 0} onPage={setPage} />
    </TitledPage>
  );
};
