import { HomeOutlined } from '@ant-design/icons';
import { Layout, Menu, type MenuProps } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HOME_PATH } from '../../app/landing';
import { useShell } from '../layouts/shell-context';
import { useThemeScheme } from '../theme/theme-context';
import { menuIcon } from './menu-icons';
import { type SidebarEntry, selectedKeysFor } from './sidebar-menu';
import type { SidebarState } from './use-sidebar-state';

type MenuItems = NonNullable<MenuProps['items']>;

const HOME_KEY = 'home';

const toItems = (entries: readonly SidebarEntry[]): MenuItems =>
  entries.map((entry) =>
    entry.children.length > 0
      ? { key: entry.key, icon: menuIcon(entry.icon), label: entry.title, children: toItems(entry.children) }
      : { key: entry.key, icon: menuIcon(entry.icon), label: entry.title },
  );

const urlsByKey = (entries: readonly SidebarEntry[], into = new Map<string, string>()) => {
  for (const entry of entries) {
    if (entry.url) into.set(entry.key, entry.url);
    urlsByKey(entry.children, into);
  }
  return into;
};

type Props = {
  /** Owned by the frame, which also needs it for its toggle button. `open` is the chosen state
   * (toggle, cookie); `expanded` adds the hover preview on wide windows. */
  state: SidebarState;
  top?: ReactNode;
  bottom?: ReactNode;
};

/** The menu of the logged-in user's screens, in the colours of the chosen theme. */
export const AppSidebar = ({ state, top, bottom }: Props) => {
  const { sidebarEntries: entries, menuLoading: loading } = useShell();
  const { sidebar: scheme } = useThemeScheme();
  const { open, expanded, onHover } = state;
  const location = useLocation();
  const navigate = useNavigate();
  const urls = useMemo(() => urlsByKey(entries), [entries]);
  const current = useMemo(() => selectedKeysFor(entries, location.pathname), [entries, location.pathname]);
  const [openKeys, setOpenKeys] = useState<string[]>(current.open);

  // Opening another page opens its section too, without closing what the user opened.
  useEffect(() => {
    setOpenKeys((keys) => Array.from(new Set([...keys, ...current.open])));
  }, [current.open]);

  const items: MenuItems = [
    { key: HOME_KEY, icon: <HomeOutlined />, label: '홈' },
    ...(loading ? [{ key: 'loading', label: '메뉴를 불러오는 중…', disabled: true }] : toItems(entries)),
  ];
  const selected = location.pathname === HOME_PATH ? [HOME_KEY] : current.selected;

  return (
    <Layout.Sider
      width={240}
      collapsedWidth={64}
      collapsed={!expanded}
      trigger={null}
      className={`erp-sidebar erp-tone-${scheme.tone}`}
      style={{ background: scheme.background }}
      data-state={expanded ? 'open' : 'closed'}
      data-open={open ? 'on' : 'off'}
      onMouseEnter={() => onHover(true)}
      onMouseLeave={() => onHover(false)}
    >
      <div className="erp-sidebar-inner">
        {top}
        <nav className="erp-sidebar-menu" aria-label="메뉴">
          <Menu
            mode="inline"
            forceSubMenuRender
            theme={scheme.tone === 'dark' ? 'dark' : 'light'}
            items={items}
            selectedKeys={selected}
            openKeys={expanded ? openKeys : undefined}
            onOpenChange={(keys) => setOpenKeys(keys)}
            onClick={({ key }) => {
              if (key === HOME_KEY) navigate(HOME_PATH);
              const url = urls.get(key);
              if (url) navigate(url);
            }}
          />
        </nav>
        {bottom}
      </div>
    </Layout.Sider>
  );
};
