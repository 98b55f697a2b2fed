import { describe, expect, it } from 'vitest';
import {
  hoverOpensSidebar,
  initialSidebarOpen,
  persistsSidebarState,
  readSidebarCookie,
  SIDEBAR_COOKIE,
  sidebarCookie,
} from './sidebar-state';

describe('sidebar state (SPEC §2.24, §4, §9)', () => {
  it('is kept only for role seo', () => {
    expect(persistsSidebarState('seo')).toBe(true);
    for (const role of ['admin', 'public', 'cust', 'HR']) expect(persistsSidebarState(role)).toBe(false);
  });

  it('writes sidebaronoff on or off for 7 days', () => {
    expect(SIDEBAR_COOKIE).toBe('sidebaronoff');
    expect(sidebarCookie(true)).toBe('sidebaronoff=on; max-age=604800; path=/; samesite=lax');
    expect(sidebarCookie(false)).toMatch(/^sidebaronoff=off; max-age=604800;/);
  });

  it('reads the cookie back among others', () => {
    expect(readSidebarCookie('a=1; sidebaronoff=off; b=2')).toBe(false);
    expect(readSidebarCookie('sidebaronoff=on')).toBe(true);
    expect(readSidebarCookie('sidebaronoff=maybe')).toBeNull();
    expect(readSidebarCookie('')).toBeNull();
  });

  it('opens on hover only on windows wider than 992 px', () => {
    expect(hoverOpensSidebar(992)).toBe(false);
    expect(hoverOpensSidebar(993)).toBe(true);
  });

  it("starts from seo's cookie, otherwise open on wide windows", () => {
    expect(initialSidebarOpen('seo', 'sidebaronoff=off', 1920)).toBe(false);
    expect(initialSidebarOpen('seo', 'sidebaronoff=on', 375)).toBe(true);
    expect(initialSidebarOpen('admin', 'sidebaronoff=off', 1920)).toBe(true);
    expect(initialSidebarOpen('admin', '', 800)).toBe(false);
  });
});
