import { describe, expect, it } from 'vitest';
import type { SidebarEntry } from '../../shell/sidebar/sidebar-menu';
import { shortcutGroups } from './menu-shortcuts';

const entry = (
  key: string,
  title: string,
  url: string | null,
  children: SidebarEntry[] = [],
  icon: string | null = null,
) => ({
  key,
  title,
  url,
  icon,
  children,
});

describe('home shortcuts', () => {
  it('groups the built menu items by section, children taking the section icon', () => {
    const groups = shortcutGroups([
      entry('1', '관리자', null, [entry('2', '관리자 메인', '/Admin/AdminMain')], 'setting'),
      entry('9', '기사 정보', '/DeliveryManager/DriverManagement'),
    ]);
    expect(groups).toEqual([
      {
        key: '1',
        title: '관리자',
        icon: 'setting',
        items: [{ key: '2', title: '관리자 메인', url: '/Admin/AdminMain', icon: 'setting' }],
      },
      {
        key: '9',
        title: '기사 정보',
        icon: null,
        items: [{ key: '9', title: '기사 정보', url: '/DeliveryManager/DriverManagement', icon: null }],
      },
    ]);
  });
});
