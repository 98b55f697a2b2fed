import { COURIER_COMPANIES, COURIER_USER_COLUMNS, type CourierUser, courierPortalScreens } from '@erp/domain';
import { Button, Checkbox, Input } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { gridColumnsOf } from '../../components/data-table/grid-columns';
import { ListPage } from '../../components/list-page/list-page';
import { FilterCard, FilterItem } from '../../components/screen-parts/filter-card';
import { useCourierUsers } from './courier-portal.api';

const COLUMNS = gridColumnsOf(COURIER_USER_COLUMNS);

/** Where a courier user is modified: the register screen with ?id=, bare in a popup. */
export const courierUserFormPath = (type: string | undefined, id?: number) =>
  `${courierPortalScreens.courierKyungdongUserRegister.path}${type ? `/${type}` : ''}${id ? `?id=${id}` : ''}`;

/** Courier/User/CourierAllUserList[/:type]: every courier company's accounts (head office). */
export const CourierUserListPage = () => {
  const { type } = useParams();
  const navigate = useNavigate();
  const [draft, setDraft] = useState({ keyword: '', includeDisabled: false });
  const [filter, setFilter] = useState(draft);
  const [paging, setPaging] = useState({ page: 1, size: 50 });
  const list = useCourierUsers({ ...filter, keyword: filter.keyword || null, ...paging });
  const open = (u: CourierUser) => navigate(courierUserFormPath(type, u.id));
  return (
    <ListPage<CourierUser>
      title="택배사 사용자 목록"
      description={`모든 택배사(${Object.values(COURIER_COMPANIES)
        .map((c) => c.name)
        .join(', ')})의 로그인 계정입니다. 두 번 누르면 수정합니다.`}
      actions={
        <Button type="primary" onClick={() => navigate(courierUserFormPath(type))}>
          경동 택배 사용자 등록
        </Button>
      }
      filterBar={
        <FilterCard
          onSearch={() => {
            setFilter(draft);
            setPaging({ ...paging, page: 1 });
          }}
        >
          <FilterItem label="아이디·이름">
            <Input
              aria-label="아이디·이름"
              value={draft.keyword}
              maxLength={50}
              onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
            />
          </FilterItem>
          <FilterItem label="사용 중지">
            <Checkbox
              checked={draft.includeDisabled}
              onChange={(e) => setDraft({ ...draft, includeDisabled: e.target.checked })}
            >
              사용 중지 포함
            </Checkbox>
          </FilterItem>
        </FilterCard>
      }
      table={{
        gridId: 'courier-user-list',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (r) => String(r.id),
        loading: list.isFetching,
        emptyText: '택배사 사용자가 없습니다.',
        onRowOpen: open,
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
