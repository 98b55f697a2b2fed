import {
  CLIENT_LOGIN_COLUMNS,
  CLIENT_ORDER_COLUMNS,
  CLIENT_PERIOD_LABELS,
  CLIENT_PERIODS,
  type ClientLoginRow,
  type ClientOrderRow,
  type ClientPeriod,
  clientPortalApi,
  clientPortalScreens,
  linkTo,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
} from '@erp/domain';
import { Input, Select } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { downloadApi } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { choicesOf, FilterCard, FilterChoice, FilterItem } from '../../components/screen-parts/filter-card';
import { urlPaging } from '../../components/screen-parts/url-paging';
import { useClientLogins, useStaffClientOrders } from './client.api';

// The staff lists of QR customers: ClientLogInInfo[/:type[/:userId]] (the login log of SPEC §2.3),
// ClientOrderInfo[/:type[/:userId]] and ClientOrderingList (the drafts to fix). `type` is the
// period (today, week, month, all), `userId` the client's login id.

const LOGIN_COLUMNS = gridColumnsOf(CLIENT_LOGIN_COLUMNS);
const ORDER_COLUMNS = gridColumnsOf(CLIENT_ORDER_COLUMNS);
const periodOf = (type: string | undefined, fallback: ClientPeriod): ClientPeriod =>
  (CLIENT_PERIODS as readonly string[]).includes(type ?? '') ? (type as ClientPeriod) : fallback;
const PERIOD_CHOICES = choicesOf(CLIENT_PERIODS, CLIENT_PERIOD_LABELS);

const useStaffFilter = (fallback: ClientPeriod) => {
  const { type, userId } = useParams();
  const [params, setParams] = useUrlParams({
    period: periodOf(type, fallback) as string,
    loginId: userId ?? '',
    status: '',
    page: 1,
    size: 50,
  });
  const [draft, setDraft] = useState(params);
  const query = {
    period: periodOf(params.period, fallback),
    loginId: params.loginId || null,
    status: (params.status || undefined) as OrderStatus | undefined,
    page: params.page,
    size: params.size,
  };
  const bar = (withStatus: boolean) => (
    <FilterCard onSearch={() => setParams({ ...draft, page: 1 })}>
      <FilterItem label="기간">
        <Select
          aria-label="기간"
          style={{ width: 120 }}
          value={draft.period}
          onChange={(period) => setDraft({ ...draft, period })}
          options={PERIOD_CHOICES}
        />
      </FilterItem>
      <FilterItem label="아이디" htmlFor="cs-login">
        <Input
          id="cs-login"
          style={{ width: 140 }}
          value={draft.loginId}
          onChange={(e) => setDraft({ ...draft, loginId: e.target.value })}
        />
      </FilterItem>
      {withStatus && (
        <FilterChoice
          label="상태"
          width={120}
          value={draft.status}
          onChange={(status) => setDraft({ ...draft, status })}
          choices={choicesOf(ORDER_STATUSES, ORDER_STATUS_LABELS)}
        />
      )}
    </FilterCard>
  );
  return { params, setParams, query, bar };
};

/** User/ClientLogInInfo[/:type[/:userId]]: QR customers' logins, newest first. */
export const ClientLoginInfoPage = () => {
  const { params, setParams, query, bar } = useStaffFilter('month');
  const list = useClientLogins(query);
  return (
    <ListPage<ClientLoginRow>
      title="QR 고객 로그인 기록"
      description="QR 고객의 로그인 기록입니다 (로그인 기록 login_history)."
      filterBar={bar(false)}
      table={{
        gridId: 'client-login-info',
        columns: LOGIN_COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => String(r.id),
        loading: list.isFetching,
        emptyText: '로그인 기록이 없습니다.',
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};

const OrdersPage = ({
  title,
  description,
  fallback,
  drafts,
}: {
  title: string;
  description: string;
  fallback: ClientPeriod;
  drafts: boolean;
}) => {
  const navigate = useNavigate();
  const { params, setParams, query, bar } = useStaffFilter(fallback);
  const body = drafts ? { ...query, status: 'draft' as const } : query;
  const list = useStaffClientOrders(body);
  return (
    <ListPage<ClientOrderRow>
      title={title}
      description={description}
      onExcelDownload={() => downloadApi(clientPortalApi.staffOrdersExcel, { body }, 'QR고객주문.xlsx')}
      filterBar={bar(!drafts)}
      table={{
        gridId: drafts ? 'client-ordering-list' : 'client-order-info',
        columns: ORDER_COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => r.code,
        loading: list.isFetching,
        onRowOpen: (r) =>
          navigate(
            linkTo(clientPortalScreens.orderRegister, {
              vin: r.vin ?? '-',
              custCode: r.shopCode,
              orderCode: r.code,
              checkVin: 'Y',
              orderType: 'app',
            }),
          ),
        emptyText: drafts ? '확정할 QR 주문이 없습니다.' : 'QR 고객 주문이 없습니다.',
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};

/** Order/ClientOrderingList: QR orders waiting for staff; a row opens the sales register to fix it. */
export const ClientOrderingListPage = () => (
  <OrdersPage
    title="QR 고객 주문 처리"
    description="QR 고객이 보낸 작성 중 주문입니다. Enter 또는 두 번 클릭: 주문 확인·확정"
    fallback="all"
    drafts
  />
);

/** Order/ClientOrderInfo[/:type[/:userId]]: every QR order of the period (and of one client). */
export const ClientOrderInfoPage = () => (
  <OrdersPage
    title="QR 고객 주문 내역"
    description="QR 고객의 주문입니다. 두 번 클릭: 주문 확인 (작성 중이면 확정)"
    fallback="month"
    drafts={false}
  />
);
