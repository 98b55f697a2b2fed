import { type CustomerUser, customerUserDormantQuerySchema, DEFAULT_DORMANT_DAYS } from '@erp/domain';
import { Alert, InputNumber, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isPopupWindow } from '../../components/data-sync/data-change';
import { issueMessage } from '../../components/form-page/zod-form';
import { ListPage } from '../../components/list-page/list-page';
import { urlPaging } from '../../components/list-page/paged-list';
import { useUrlParams } from '../../components/list-page/url-params';
import { FilterCard } from '../../components/screen-parts/filter-card';
import { useDormantUsers } from './customer-user.api';
import { customerUserColumns } from './customer-user-columns';
import { CUSTOMER_USER_PATHS } from './customer-user-paths';

const DEFAULTS = { days: DEFAULT_DORMANT_DAYS, page: 1, size: 50 };
const COLUMNS = customerUserColumns(true).filter((c) => c.colId !== 'disabled');

/**
 * User/CustomerDormantList[/:type]: customer users who have not logged in for a number of days
 * (never-logged-in users count from their registration). The /:type variant is the popup.
 */
export const CustomerDormantListPage = () => {
  const navigate = useNavigate();
  const { type } = useParams();
  const [params, setParams] = useUrlParams(DEFAULTS);
  const [days, setDays] = useState<number | null>(params.days);
  useEffect(() => setDays(params.days), [params.days]);
  const checked = customerUserDormantQuerySchema.safeParse(params);
  const list = useDormantUsers(checked.success ? checked.data : DEFAULTS);
  const daysIssue = (() => {
    const result = customerUserDormantQuerySchema.shape.days.safeParse(days ?? undefined);
    return result.success ? null : result.error.issues[0] ? issueMessage(result.error.issues[0]) : null;
  })();
  const open = (user: CustomerUser) => {
    const url = CUSTOMER_USER_PATHS.modify(user.id);
    // In the popup variant the user opens in the window that launched it, which has the menu.
    if (type && isPopupWindow() && window.opener) window.opener.location.assign(url);
    else navigate(url);
  };

  return (
    <ListPage<CustomerUser>
      title="휴면 거래처 사용자"
      description="오래 로그인하지 않은 사용자입니다. 사용을 멈추려면 두 번 클릭해 사용자 수정에서 바꿉니다."
      filterBar={
        <FilterCard
          onSearch={() => !daysIssue && days && setParams({ days, page: 1 })}
          below={
            daysIssue && (
              <Alert type="error" showIcon title={`미접속 일수: ${daysIssue}`} style={{ marginTop: 8 }} />
            )
          }
        >
          <Typography.Text>마지막 로그인 후</Typography.Text>
          <InputNumber<number>
            aria-label="미접속 일수"
            min={1}
            max={3650}
            precision={0}
            value={days}
            onChange={setDays}
            status={daysIssue ? 'error' : undefined}
            suffix="일 넘게"
            style={{ width: 130 }}
          />
          <Typography.Text>접속하지 않은 사용자</Typography.Text>
        </FilterCard>
      }
      table={{
        gridId: 'customer-user-dormant',
        columns: COLUMNS,
        rows: list.data?.rows,
        rowId: (u) => String(u.id),
        loading: list.isFetching,
        onRowOpen: open,
        emptyText: `${params.days}일 넘게 접속하지 않은 사용자가 없습니다.`,
      }}
      paging={urlPaging(list, params, setParams)}
    />
  );
};
