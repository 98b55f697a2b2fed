import {
  ApartmentOutlined,
  BranchesOutlined,
  ContainerOutlined,
  InboxOutlined,
  MobileOutlined,
  QrcodeOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { LOGIN_PORTALS, type LoginPortal } from '@erp/domain';
import { Alert, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HOME_PATH } from '../../app/landing';
import { readStoredSession } from '../../app/session-store';
import { LOGIN_PORTAL_VIEWS } from '../login/login-portals';

type PortalGroup = { title: string; portals: readonly { portal: LoginPortal; icon: ReactNode }[] };

// Every login page of SPEC §2.4, grouped the way the company talks about its users.
const GROUPS: readonly PortalGroup[] = [
  {
    title: '회사',
    portals: [
      { portal: 'staff', icon: <TeamOutlined /> },
      { portal: 'mobile', icon: <MobileOutlined /> },
    ],
  },
  {
    title: '거래처·고객',
    portals: [
      { portal: 'customer', icon: <ShopOutlined /> },
      { portal: 'client', icon: <QrcodeOutlined /> },
    ],
  },
  {
    title: '매입',
    portals: [
      { portal: 'purchase', icon: <InboxOutlined /> },
      { portal: 'purchase-mobile', icon: <MobileOutlined /> },
    ],
  },
  {
    title: '영업·지점·택배',
    portals: [
      { portal: 'external', icon: <SolutionOutlined /> },
      { portal: 'seo', icon: <BranchesOutlined /> },
      { portal: 'courier', icon: <ContainerOutlined /> },
    ],
  },
  {
    title: '협력사',
    portals: [
      { portal: 'hr', icon: <ApartmentOutlined /> },
      { portal: 'autoreman', icon: <ApartmentOutlined /> },
      { portal: 'taegyeong', icon: <ApartmentOutlined /> },
      { portal: 'mobis', icon: <ApartmentOutlined /> },
    ],
  },
];

/** The public entry page: which login page is whose. */
export const MainPage = () => {
  const stored = readStoredSession();
  return (
    <div className="erp-portal">
      <header className="erp-portal-header">
        <span className="erp-brand-mark">P</span>
        <span className="erp-portal-brand">부품 ERP</span>
      </header>
      <main className="erp-portal-main">
        <Typography.Title level={2}>자동차 부품·배터리 유통 업무 시스템</Typography.Title>
        <Typography.Paragraph type="secondary">
          본인에게 해당하는 로그인 화면을 선택하세요. 계정마다 사용할 수 있는 로그인 화면이 정해져 있습니다.
        </Typography.Paragraph>
        {stored && (
          <Alert
            type="info"
            showIcon
            className="erp-portal-session"
            title={
              <span>
                {stored.name}님으로 로그인되어 있습니다. <Link to={HOME_PATH}>업무 화면으로 이동</Link>
              </span>
            }
          />
        )}
        {GROUPS.map((group) => (
          <section key={group.title} className="erp-portal-group" aria-label={group.title}>
            <Typography.Title level={5}>{group.title}</Typography.Title>
            <div className="erp-portal-grid">
              {group.portals.map(({ portal, icon }) => (
                <Link key={portal} to={LOGIN_PORTALS[portal].page} className="erp-portal-card">
                  <span className="erp-portal-icon">{icon}</span>
                  <span className="erp-portal-title">{LOGIN_PORTAL_VIEWS[portal].title}</span>
                  <span className="erp-portal-audience">{LOGIN_PORTAL_VIEWS[portal].audience}</span>
                </Link>
              ))}
            </div>
          </section>
        ))}
      </main>
    </div>
  );
};
