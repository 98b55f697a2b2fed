import { BarChartOutlined, PlusOutlined, SearchOutlined, UserSwitchOutlined } from '@ant-design/icons';
import type { CustomerUser } from '@erp/domain';
import { Button, Input, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { DataTableHandle } from '../../components/data-table/data-table.types';
import { ListPage } from '../../components/list-page/list-page';
import { urlPaging } from '../../components/list-page/paged-list';
import { useUrlParams } from '../../components/list-page/url-params';
import { FilterCard, FilterSwitch } from '../../components/screen-parts/filter-card';
import { CustomerPicker } from '../customer/customer-picker';
import { useCustomerUsers } from './customer-user.api';
import { customerUserColumns } from './customer-user-columns';
import { CUSTOMER_USER_PATHS, currentMonth } from './customer-user-paths';

const DEFAULTS = { keyword: '', customerCode: '', includeDisabled: false, page: 1, size: 50 };
const COLUMNS = customerUserColumns();

/** CustomerUserList: the portal logins of customers; Enter or a double click opens one. */
export const CustomerUserListPage = () => {
  const navigate = useNavigate();
  const [params, setParams] = useUrlParams(DEFAULTS);
  const [keyword, setKeyword] = useState(params.keyword);
  useEffect(() => setKeyword(params.keyword), [params.keyword]);
  const tableRef = useRef<DataTableHandle>(null);
  const list = useCustomerUsers({
    includeDisabled: params.includeDisabled,
    page: params.page,
    size: params.size,
    ...(params.keyword ? { keyword: params.keyword } : {}),
    ...(params.customerCode ? { customerCode: params.customerCode } : {}),
  });
  const [selected, setSelected] = useState<CustomerUser[]>([]);
  const first = selected[0];

  return (
    <ListPage<CustomerUser>
      title="거래처 사용자 목록"
      description="거래처 주문 화면에 로그인하는 사용자입니다. 한 사용자는 한 거래처에만 속합니다."
      actions={
        <>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(CUSTOMER_USER_PATHS.register)}
          >
            사용자 등록
          </Button>
          <Button
            icon={<BarChartOutlined />}
            onClick={() => navigate(CUSTOMER_USER_PATHS.loginInfo(currentMonth(), 1))}
          >
            월별 로그인 현황
          </Button>
          <Button onClick={() => navigate(CUSTOMER_USER_PATHS.dormant)}>휴면 사용자</Button>
        </>
      }
      filterBar={
        <FilterCard onSearch={() => setParams({ keyword: keyword.trim(), page: 1 })}>
          <Input
            prefix={<SearchOutlined />}
            aria-label="검색어"
            placeholder="아이디·이름·거래처명·전화"
            allowClear
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown') tableRef.current?.focusFirstRow();
            }}
            style={{ width: 260 }}
            autoFocus
          />
          <CustomerPicker
            value={params.customerCode || undefined}
            onChange={(code) => setParams({ customerCode: code ?? '', page: 1 })}
            placeholder="거래처로 좁히기"
            style={{ width: 280 }}
          />
          <FilterSwitch
            label="사용 중지 포함"
            checked={params.includeDisabled}
            onChange={(includeDisabled) => setParams({ includeDisabled, page: 1 })}
          />
        </FilterCard>
      }
      table={{
        gridId: 'customer-user-list',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (u) => String(u.id),
        loading: list.isFetching,
        selection: 'single',
        onSelectionChange: setSelected,
        onRowOpen: (u) => navigate(CUSTOMER_USER_PATHS.modify(u.id)),
        emptyText: '조건에 맞는 거래처 사용자가 없습니다.',
        handleRef: tableRef,
        toolbar: first && (
          <Space size={6}>
            <Button size="small" onClick={() => navigate(CUSTOMER_USER_PATHS.modify(first.id))}>
              수정
            </Button>
            <Button
              size="small"
              icon={<UserSwitchOutlined />}
              onClick={() => navigate(CUSTOMER_USER_PATHS.recommender(first.id))}
            >
              추천인 코드
            </Button>
          </Space>
        ),
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};
