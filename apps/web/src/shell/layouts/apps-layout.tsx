import { LeftOutlined, LogoutOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { tabTitleOf } from '../../app/screen-registry';
import { logout } from '../../app/session.api';
import { roleLabelOf } from '../header/session-labels';
import { useThemeScheme } from '../theme/theme-context';
import { useShell } from './shell-context';

/** SPEC §2.1 apps: the phone frame of the mobile pages, one bar on top and the page under it. */
export const AppsLayout = ({ children }: { children: ReactNode }) => {
  const { session, screen, loginPage } = useShell();
  const { header } = useThemeScheme();
  const navigate = useNavigate();
  const atMain = screen.path === session.mainPage;
  return (
    <div className="erp-apps">
      <header className={`erp-apps-bar erp-tone-${header.tone}`} style={{ background: header.background }}>
        {!atMain && (
          <Button
            type="text"
            className="erp-header-icon"
            icon={<LeftOutlined />}
            aria-label="뒤로"
            onClick={() => navigate(-1)}
          />
        )}
        <div className="erp-apps-title">{tabTitleOf(screen)}</div>
        <div className="erp-apps-user">
          <span className="erp-user-name">{session.name}</span>
          <span className="erp-user-role">{roleLabelOf(session.auth)}</span>
        </div>
        <Button
          type="text"
          className="erp-header-icon"
          icon={<LogoutOutlined />}
          aria-label="로그아웃"
          onClick={() => void logout(loginPage)}
        />
      </header>
      <main className="erp-apps-content">{children}</main>
    </div>
  );
};
