import type { MenuNode } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { canOpenScreen, effectiveRole, layoutForRole, menuUrlsOf, resolveLayout } from './screen-access';

const node = (idx: number, url: string | null, children: MenuNode[] = []): MenuNode => ({
  menu_idx: idx,
  menu_title: `m${idx}`,
  menu_url: url,
  menu_icon: null,
  menu_level: url ? 2 : 1,
  menu_parent_idx: null,
  menu_auth: 'public',
  use_yn: 'Y',
  children,
});

describe('who may open a screen', () => {
  const adminOnly = { path: '/Admin/PageAccessStats', roles: ['admin'] as const };
  const staff = { path: '/Company/MobileMain', roles: ['public'] as const };

  it('opens public entry points to anyone', () => {
    expect(canOpenScreen({ path: '/MainPage', roles: 'anyone' }, 'cust')).toBe(true);
  });

  it('lets admin open what public staff open, but not the reverse', () => {
    expect(canOpenScreen(staff, 'admin')).toBe(true);
    expect(canOpenScreen(adminOnly, 'public')).toBe(false);
    expect(canOpenScreen(adminOnly, 'admin')).toBe(true);
  });

  it('handles an unnamed role like public (the fall-through group)', () => {
    expect(effectiveRole('driver')).toBe('public');
    expect(canOpenScreen(staff, 'driver')).toBe(true);
  });

  it('opens a screen granted to the user through the menu', () => {
    const urls = menuUrlsOf([node(1, null, [node(2, '/Admin/PageAccessStats')])]);
    expect(canOpenScreen(adminOnly, 'public', urls)).toBe(true);
    expect(canOpenScreen(adminOnly, 'cust', new Set())).toBe(false);
  });

  it('gives Seo its own frame and partners the outsourcing frame', () => {
    expect(layoutForRole('seo')).toBe('cps-pages');
    for (const role of ['HR', 'AUTOREMAN', 'TAEGYEONG', 'SHINMYEONG'])
      expect(layoutForRole(role)).toBe('osc-pages');
    for (const role of ['admin', 'public', 'cust', 'external', 'client', 'cirkep', 'purchase'])
      expect(layoutForRole(role)).toBe('default');
    expect(resolveLayout('by-role', undefined)).toBe('default');
    expect(resolveLayout('apps', 'seo')).toBe('apps');
  });
});
