import {
  CLIENT_USER_COLUMNS,
  type ClientUserRow,
  clientPortalApi,
  clientPortalScreens,
  linkTo,
} from '@erp/domain';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { downloadApi } from '../../app/contract-client';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { useUrlParams } from '../../components/list-page/url-params';
import { FilterCard, FilterItem } from '../../components/screen-parts/filter-card';
import { urlPaging } from '../../components/screen-parts/url-paging';
import { useClientUsers } from './client.api';

const COLUMNS = gridColumnsOf(CLIENT_USER_COLUMNS);
const DEFAULTS = { keyword: '', shop: '', page: 1, size: 50 };

/** User/ClientUserList: every QR customer with its shop, cars, orders and open requests. */
export const ClientUserListPage = () => {
  const navigate = useNavigate();
  const [params, setParams] = useUrlParams(DEFAULTS);
  const [draft, setDraft] = useState(params);
  const query = {
    keyword: params.keyword || null,
    shop: params.shop || null,
    page: params.page,
    size: params.size,
  };
  const list = useClientUsers(query);
  return (
    <ListPage<ClientUserRow>
      title="QR 고객 목록"
      description="매장 QR 코드로 가입한 고객입니다. Enter 또는 두 번 클릭: 부품 요청과 답변"
      actions={<Button onClick={() => navigate(clientPortalScreens.orderingList.path)}>QR 주문 처리</Button>}
      onExcelDownload={() => downloadApi(clientPortalApi.staffUsersExcel, { body: query }, 'QR고객.xlsx')}
      filterBar={
        <FilterCard onSearch={() => setParams({ ...draft, page: 1 })}>
          <FilterItem label="아이디·이름·휴대폰" htmlFor="cu-keyword">
            <Input
              id="cu-keyword"
              style={{ width: 200 }}
              value={draft.keyword}
              onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
            />
          </FilterItem>
          <FilterItem label="가입 매장 코드" htmlFor="cu-shop">
            <Input
              id="cu-shop"
              style={{ width: 120 }}
              value={draft.shop}
              onChange={(e) => setDraft({ ...draft, shop: e.target.value })}
            />
          </FilterItem>
        </FilterCard>
      }
      table={{
        gridId: 'client-user-list',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => r.loginId,
        loading: list.isFetching,
        onRowOpen: (r) => navigate(linkTo(clientPortalScreens.carRequestInfo, { userId: r.loginId })),
        emptyText: 'QR 고객이 없습니다.',
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};
