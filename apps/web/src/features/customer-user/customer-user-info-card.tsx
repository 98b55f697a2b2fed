import type { CustomerUser } from '@erp/domain';
import { Card, Descriptions, Tag } from 'antd';
import type { ReactNode } from 'react';
import { formatCount, formatKstDateTime } from '../../components/data-table/cell-format';

/** Who the customer user is, read-only, above its forms. */
export const CustomerUserInfoCard = ({ user, extra }: { user: CustomerUser; extra?: ReactNode }) => (
  <Card size="small" className="erp-section-card" title="사용자 정보" extra={extra}>
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, lg: 3 }}
      items={[
        { key: 'loginId', label: '아이디', children: user.loginId },
        { key: 'customer', label: '거래처', children: `${user.customerCode} ${user.customerName ?? ''}` },
        {
          key: 'state',
          label: '상태',
          children: user.disabled ? <Tag color="red">사용 중지</Tag> : <Tag color="green">사용</Tag>,
        },
        { key: 'recommend', label: '추천인 코드', children: user.recommendCode ?? '없음' },
        { key: 'logins', label: '로그인 수', children: `${formatCount(user.loginCount)}회` },
        {
          key: 'last',
          label: '마지막 로그인',
          children: user.lastLoginAt ? formatKstDateTime(user.lastLoginAt) : '접속 기록 없음',
        },
      ]}
    />
  </Card>
);
