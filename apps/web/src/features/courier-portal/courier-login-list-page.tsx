import { COURIER_LOGIN_COLUMNS, type CourierLoginRow } from '@erp/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { FilterCard, FilterItem, YmdRangePicker } from '../../components/screen-parts/filter-card';
import { daysAgoYmd, todayYmd } from '../customer-portal/portal-days';
import { useCourierLogins } from './courier-portal.api';

const COLUMNS = gridColumnsOf(COURIER_LOGIN_COLUMNS);

/** Courier/User/CourierLogInInfoList[/:type[/:userId]]: the logins of the company's own accounts. */
export const CourierLoginListPage = () => {
  const { userId = '' } = useParams();
  const [draft, setDraft] = useState({ fromDate: daysAgoYmd(30), toDate: todayYmd() });
  const [filter, setFilter] = useState(draft);
  const [paging, setPaging] = useState({ page: 1, size: 50 });
  const list = useCourierLogins({ ...filter, loginId: userId || null, ...paging });
  return (
    <ListPage<CourierLoginRow>
      title={userId ? `로그인 내역 (${userId})` : '로그인 내역'}
      description="우리 택배사 사용자의 로그인 기록입니다."
      filterBar={
        <FilterCard
          onSearch={() => {
            setFilter(draft);
            setPaging({ ...paging, page: 1 });
          }}
        >
          <FilterItem label="로그인일">
            <YmdRangePicker
              label="로그인일"
              ends="closed"
              from={draft.fromDate}
              to={draft.toDate}
              onChange={(fromDate, toDate) => setDraft({ fromDate, toDate })}
            />
          </FilterItem>
        </FilterCard>
      }
      table={{
        gridId: 'courier-login-list',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => String(r.id),
        loading: list.isFetching,
        emptyText: '이 기간의 로그인 기록이 없습니다.',
      }}
      paging={{
        page: paging.page,
        size: paging.size,
        total: list.data?.total ?? 0,
        totalCapped: list.data?.totalCapped ?? false,
        onChange: (page, size) => setPaging({ page, size }),
      }}
    />
  );
};
