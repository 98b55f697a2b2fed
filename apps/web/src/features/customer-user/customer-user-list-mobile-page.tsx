import { PhoneOutlined } from '@ant-design/icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Input, Space, Switch, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatKstDateTime } from '../../components/data-table/cell-format';
import { useUrlParams } from '../../components/list-page/url-params';
import { MobileCardList, moreOf } from '../../components/mobile-page/mobile-card-list';
import { customerUserKeys, fetchCustomerUsers } from './customer-user.api';
import { CUSTOMER_USER_PATHS } from './customer-user-paths';
import './customer-user-mobile.css';

const PAGE = 30;
const DEFAULTS = { keyword: '', includeDisabled: false };

/** CustomerUserListMobile: the same users as cards for a phone (375 px), thirty at a time. */
export const CustomerUserListMobilePage = () => {
  const navigate = useNavigate();
  const [params, setParams] = useUrlParams(DEFAULTS);
  const [keyword, setKeyword] = useState(params.keyword);
  useEffect(() => setKeyword(params.keyword), [params.keyword]);
  const body = {
    includeDisabled: params.includeDisabled,
    ...(params.keyword ? { keyword: params.keyword } : {}),
  };
  const users = useInfiniteQuery({
    queryKey: [...customerUserKeys.all, 'mobile', body],
    queryFn: ({ pageParam }) => fetchCustomerUsers({ ...body, page: pageParam, size: PAGE }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * PAGE < last.total ? pages.length + 1 : undefined),
  });
  const rows = users.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = users.data?.pages[0]?.total ?? 0;

  return (
    <div className="erp-mobile-users">
      <Input.Search
        aria-label="검색어"
        placeholder="아이디·이름·거래처·전화"
        allowClear
        enterButton="찾기"
        size="large"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        onSearch={(value) => setParams({ keyword: value.trim() })}
      />
      <div className="erp-mobile-users-bar">
        <Typography.Text strong>{total.toLocaleString('ko-KR')}명</Typography.Text>
        <Space size={6}>
          <Typography.Text type="secondary">사용 중지 포함</Typography.Text>
          <Switch
            size="small"
            checked={params.includeDisabled}
            onChange={(includeDisabled) => setParams({ includeDisabled })}
            aria-label="사용 중지 포함"
          />
        </Space>
      </div>
      <MobileCardList
        items={rows}
        keyOf={(user) => String(user.id)}
        loading={users.isPending}
        emptyText="조건에 맞는 사용자가 없습니다."
        onOpen={(user) => navigate(CUSTOMER_USER_PATHS.modify(user.id))}
        classPrefix="erp-mobile-user"
        more={moreOf(users, rows.length, total)}
        renderMain={(user) => (
          <>
            <span className="erp-mobile-user-name">
              {user.name} <span className="erp-mobile-user-id">{user.loginId}</span>
              {user.disabled && <Tag color="red">사용 중지</Tag>}
            </span>
            <span className="erp-mobile-tap-line erp-mobile-user-customer">
              {user.customerCode} {user.customerName ?? ''}
            </span>
            <span className="erp-mobile-tap-line erp-mobile-user-meta">
              마지막 로그인 {user.lastLoginAt ? formatKstDateTime(user.lastLoginAt) : '없음'} ·{' '}
              {user.loginCount}회
            </span>
          </>
        )}
        renderAfter={(user) =>
          user.phone && (
            <a
              className="erp-mobile-user-call"
              href={`tel:${user.phone.replace(/\D/g, '')}`}
              aria-label={`${user.name}에게 전화`}
            >
              <PhoneOutlined /> {user.phone}
            </a>
          )
        }
      />
    </div>
  );
};
