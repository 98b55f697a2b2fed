import { PhoneOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import {
  EXTERNAL_CUSTOMER_COLUMNS,
  type ExternalCustomer,
  externalApi,
  externalScreens,
  linkTo,
} from '@erp/domain';
import { Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { downloadApi } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { MobileCardList } from '../../components/mobile-page/mobile-card-list';
import { TitledPage } from '../../components/page-head/page-head';
import { FilterCard, FilterItem } from '../../components/screen-parts/filter-card';
import { urlPaging } from '../../components/screen-parts/url-paging';
import { rotationAddLink, useExternalCustomers, useExternalUser, won } from './external.api';
import './external.css';

const COLUMNS = gridColumnsOf(EXTERNAL_CUSTOMER_COLUMNS);
const DEFAULTS = { keyword: '', page: 1, size: 50 };

/** ExternalRecommendByCust/:externalid: head office sees the customers one external recommended. */
export const ExternalRecommendByCustPage = () => {
  const externalId = Number(useParams().externalid ?? 0);
  const navigate = useNavigate();
  const ext = useExternalUser(externalId);
  const [params, setParams] = useUrlParams(DEFAULTS);
  const [keyword, setKeyword] = useState(params.keyword);
  const query = { externalId, keyword: params.keyword || undefined, page: params.page, size: params.size };
  const list = useExternalCustomers(query, externalId > 0);
  return (
    <ListPage<ExternalCustomer>
      title={`추천 거래처${ext.data ? ` · ${ext.data.name} (${ext.data.recommendCode})` : ''}`}
      description="거래처 사용자가 이 영업자의 추천인 코드를 가진 거래처입니다. 최근 주문과 미수 잔액을 함께 봅니다."
      onExcelDownload={() => downloadApi(externalApi.customersExcel, { body: query }, '추천거래처.xlsx')}
      filterBar={
        <FilterCard onSearch={() => setParams({ keyword: keyword.trim(), page: 1 })}>
          <FilterItem label="검색어" htmlFor="ext-cust-keyword">
            <Input
              id="ext-cust-keyword"
              style={{ width: 220 }}
              placeholder="상호·코드·전화·주소"
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
            />
          </FilterItem>
        </FilterCard>
      }
      table={{
        gridId: 'external-recommend-by-cust',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => r.customerCode,
        loading: list.isFetching,
        onRowOpen: (r) => navigate(rotationAddLink(r.customerCode, externalId)),
        emptyText: '추천한 거래처가 없습니다.',
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};

/** ExternalRecommendByCustMobile: the external's own customers as cards for the phone. */
export const ExternalRecommendByCustMobilePage = () => {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState('');
  const list = useExternalCustomers({ keyword: search || undefined, page: 1, size: 200 });
  return (
    <TitledPage
      title="내 거래처"
      description="내가 추천한 거래처입니다. 눌러서 방문 요일에 넣습니다."
      className="ext-page"
    >
      <Input.Search
        aria-label="거래처 검색"
        placeholder="상호·전화·주소"
        allowClear
        size="large"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        onSearch={(v) => setSearch(v.trim())}
        style={{ marginBottom: 12 }}
      />
      <MobileCardList<ExternalCustomer>
        items={list.data?.rows ?? []}
        keyOf={(c) => c.customerCode}
        loading={list.isLoading}
        emptyText="추천한 거래처가 없습니다."
        classPrefix="ext-customer"
        onOpen={(c) => navigate(rotationAddLink(c.customerCode))}
        renderMain={(c) => (
          <>
            <strong>
              {c.customerName} {c.rank && <Tag>{c.rank}</Tag>}
            </strong>
            <span className="ext-customer-card-sub">{c.address ?? '주소 없음'}</span>
            <span className="ext-customer-card-sub">
              미수 {won(c.balance)} · 최근 주문 {c.lastOrderDate ?? '없음'}
            </span>
          </>
        )}
        renderAfter={(c) => (
          <Space style={{ padding: '0 14px 10px' }}>
            {c.phone && (
              <a href={`tel:${c.phone}`}>
                <PhoneOutlined /> {c.phone}
              </a>
            )}
            <Link to={`${externalScreens.externalPartOrder.path}?customer=${c.customerCode}`}>
              <ShoppingCartOutlined /> 주문
            </Link>
            <Link to={linkTo(externalScreens.externalMemo, { orderCode: '-', custCode: c.customerCode })}>
              메모
            </Link>
            <Link to={linkTo(externalScreens.externalOldPartInfo, { custcode: c.customerCode })}>폐부품</Link>
          </Space>
        )}
      />
    </TitledPage>
  );
};
