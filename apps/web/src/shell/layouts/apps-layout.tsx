import { LeftOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { tabTitleOf } from '../../app/screen-registry';
import { HeaderIconButton, LogoutButton } from '../header/header-icon-button';
import { UserNameRole } from '../header/user-name-role';
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
          <HeaderIconButton label="뒤로" icon={<LeftOutlined />} onClick={() => navigate(-1)} noTooltip />
        )}
        <div className="erp-apps-title">{tabTitleOf(screen)}</div>
        <div className="erp-apps-user">
          <UserNameRole session={session} />
        </div>
        <LogoutButton loginPage={loginPage} noTooltip />
      </header>
      <main className="erp-apps-content">{children}</main>
    </div>
  );
};
