import { ACCOUNT_KIND_LABELS, type SessionInfo } from '@erp/domain';
import { Descriptions, type DescriptionsProps, Typography } from 'antd';
import { formatLoginTime, roleLabelOf } from '../../shell/header/session-labels';

/** Who is logged in, straight from the session: no invented figures. */
export const AccountSummary = ({ session, compact = false }: { session: SessionInfo; compact?: boolean }) => {
  const items: DescriptionsProps['items'] = [
    { key: 'name', label: '이름', children: session.name },
    { key: 'id', label: '아이디', children: session.id },
    { key: 'role', label: '권한', children: roleLabelOf(session.auth) },
    { key: 'kind', label: '계정 종류', children: ACCOUNT_KIND_LABELS[session.kind] },
    ...(session.customerCode
      ? [{ key: 'customer', label: '거래처 코드', children: session.customerCode }]
      : []),
    ...(session.partnerCode ? [{ key: 'partner', label: '협력사 코드', children: session.partnerCode }] : []),
    { key: 'login', label: '로그인 시각', children: formatLoginTime(session.loginTime) },
  ];
  return <Descriptions column={compact ? 1 : { xs: 1, sm: 2, lg: 3 }} size="small" bordered items={items} />;
};

/** The greeting over a start page (the desktop home, the phone menu). */
export const Greeting = ({ session, level }: { session: SessionInfo; level: 3 | 4 }) => (
  <Typography.Title level={level} className="erp-page-title">
    {session.name}님, 안녕하세요.
  </Typography.Title>
);
