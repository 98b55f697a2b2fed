import {
  CUSTOMER_MONEY_COLUMNS,
  type CustomerMoney,
  customerMoneyScreens,
  depositApi,
  linkTo,
  loyaltyScreens,
} from '@erp/domain';
import { Input, Space } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { downloadApi } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { TitledPage } from '../../components/page-head/page-head';
import { FilterCard, FilterItem, FilterSwitch } from '../../components/screen-parts/filter-card';
import { urlPaging } from '../../components/screen-parts/url-paging';
import { CustomerPicker } from '../customer/customer-picker';
import { useCustomerMoneyList } from './customer-money.api';
import { MoneySummary } from './money-summary';

const COLUMNS = gridColumnsOf(CUSTOMER_MONEY_COLUMNS);
const DEFAULTS = { keyword: '', nonZero: true, page: 1, size: 50 };

/** Customer/CustomerBalanceList (거래처 잔액): receivable, 선수금 and points of every customer. */
export const BalanceListPage = () => {
  const navigate = useNavigate();
  const [params, setParams] = useUrlParams(DEFAULTS);
  const [draft, setDraft] = useState(params);
  const query = {
    keyword: params.keyword || null,
    nonZero: params.nonZero,
    page: params.page,
    size: params.size,
  };
  const list = useCustomerMoneyList(query);
  return (
    <ListPage<CustomerMoney>
      title="거래처 잔액"
      description="미수금이 큰 거래처부터 나옵니다. Enter 또는 두 번 클릭: 거래처의 선수금 내역"
      onExcelDownload={() => downloadApi(depositApi.balancesExcel, { body: query }, '거래처잔액.xlsx')}
      filterBar={
        <FilterCard onSearch={() => setParams({ ...draft, page: 1 })}>
          <FilterItem label="거래처 (코드·상호)" htmlFor="bl-keyword">
            <Input
              id="bl-keyword"
              style={{ width: 200 }}
              value={draft.keyword}
              onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
            />
          </FilterItem>
          <FilterSwitch
            label="잔액 있는 거래처만"
            checked={draft.nonZero}
            onChange={(nonZero) => setDraft({ ...draft, nonZero })}
          />
        </FilterCard>
      }
      table={{
        gridId: 'customer-balance-list',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => r.customerCode,
        loading: list.isFetching,
        onRowOpen: (r) =>
          navigate(linkTo(customerMoneyScreens.customerDepositSearchCode, { customerCode: r.customerCode })),
        emptyText: '잔액이 있는 거래처가 없습니다.',
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};

/** Customer/CustomerBalance (거래처 잔액 조회): one customer's balances with links to their records. */
export const BalancePage = () => {
  const [params, setParams] = useUrlParams({ customer: '' });
  const code = params.customer;
  return (
    <TitledPage
      title="거래처 잔액 조회"
      description="거래처를 고르면 미수금, 선수금, 포인트 잔액과 각 내역으로 가는 길이 나옵니다."
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <CustomerPicker
          value={code || undefined}
          onChange={(c) => setParams({ customer: c ?? '' })}
          style={{ width: 300 }}
        />
        {code && (
          <>
            <MoneySummary customerCode={code} />
            <Space>
              <Link to={linkTo(customerMoneyScreens.customerDepositSearchCode, { customerCode: code })}>
                선수금 내역
              </Link>
              <Link to={linkTo(loyaltyScreens.customerPointInfoCode, { custcode: code })}>포인트 내역</Link>
              <Link to={linkTo(customerMoneyScreens.customerDeposit)}>선수금 등록</Link>
            </Space>
          </>
        )}
      </Space>
    </TitledPage>
  );
};
