import { BellOutlined, DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import type { SessionInfo } from '@erp/domain';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { logout } from '../../app/session.api';
import { notifyBrowser } from '../notify/browser-notification';
import { toast } from '../toast/toast';
import { formatLoginTime } from './session-labels';
import { UserNameRole } from './user-name-role';

const enableNotifications = async () => {
  const result = await notifyBrowser({ title: '부품 ERP', body: '이 브라우저에서 알림을 받을 수 있습니다.' });
  if (result === 'unsupported') toast.warning('이 브라우저는 알림 기능을 지원하지 않습니다.');
  if (result === 'denied') toast.warning('브라우저 알림이 차단되어 있습니다. 브라우저 설정에서 허용하세요.');
};

/** The logged-in user's name and role, with logout: the real content that replaces the spec's demo profile. */
export const UserMenu = ({ session, loginPage }: { session: SessionInfo; loginPage: string }) => {
  const items: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: (
        <div className="erp-user-card">
          <div>
            {session.name} ({session.id})
          </div>
          <div>로그인 {formatLoginTime(session.loginTime)}</div>
        </div>
      ),
    },
    { type: 'divider' },
    { key: 'notify', icon: <BellOutlined />, label: '브라우저 알림 허용' },
    { key: 'logout', icon: <LogoutOutlined />, label: '로그아웃', danger: true },
  ];
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'logout') void logout(loginPage);
          if (key === 'notify') void enableNotifications();
        },
      }}
    >
      <button type="button" className="erp-user-button" aria-label="사용자 메뉴">
        <Avatar size={30} icon={<UserOutlined />} className="erp-user-avatar" />
        <span className="erp-user-text">
          <UserNameRole session={session} />
        </span>
        <DownOutlined className="erp-user-caret" />
      </button>
    </Dropdown>
  );
};
