import { linkTo, loyaltyApi, loyaltyScreens, POINT_BALANCE_COLUMNS, type PointBalanceRow } from '@erp/domain';
import { Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { downloadApi } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { FilterCard, FilterItem, FilterSwitch } from '../../components/screen-parts/filter-card';
import { urlPaging } from '../../components/screen-parts/url-paging';
import { usePointBalances } from './loyalty.api';

const COLUMNS = gridColumnsOf(POINT_BALANCE_COLUMNS);
const DEFAULTS = { keyword: '', positive: false, page: 1, size: 50 };

/** Customer/CustomerPointList (거래처 포인트): every customer's point balance, largest first. */
export const PointListPage = () => {
  const navigate = useNavigate();
  const [params, setParams] = useUrlParams(DEFAULTS);
  const [draft, setDraft] = useState(params);
  const query = {
    keyword: params.keyword || null,
    onlyPositive: params.positive,
    page: params.page,
    size: params.size,
  };
  const list = usePointBalances(query);
  return (
    <ListPage<PointBalanceRow>
      title="거래처 포인트"
      description="포인트 원장의 잔액입니다. Enter 또는 두 번 클릭: 거래처의 포인트 내역 (수동 지급·소멸)"
      onExcelDownload={() => downloadApi(loyaltyApi.balancesExcel, { body: query }, '거래처포인트.xlsx')}
      filterBar={
        <FilterCard onSearch={() => setParams({ ...draft, page: 1 })}>
          <FilterItem label="거래처 (코드·상호)" htmlFor="pl-keyword">
            <Input
              id="pl-keyword"
              style={{ width: 200 }}
              value={draft.keyword}
              onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
            />
          </FilterItem>
          <FilterSwitch
            label="잔액 있는 거래처만"
            checked={draft.positive}
            onChange={(positive) => setDraft({ ...draft, positive })}
          />
        </FilterCard>
      }
      table={{
        gridId: 'customer-point-list',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => r.customerCode,
        loading: list.isFetching,
        onRowOpen: (r) =>
          navigate(linkTo(loyaltyScreens.customerPointInfoCode, { custcode: r.customerCode })),
        emptyText: '포인트가 있는 거래처가 없습니다.',
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};
