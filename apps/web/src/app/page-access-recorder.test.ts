import { describe, expect, it } from 'vitest';
import { loginPages as loginScreens } from '../features/login/screens';
import { recordsPageAccess } from './page-access-recorder';

describe('page access recording', () => {
  it('never records a login page, even with a session remembered in the tab (it may have ended)', () => {
    expect(loginScreens.length).toBeGreaterThanOrEqual(13);
    for (const screen of loginScreens) expect(recordsPageAccess(screen, true)).toBe(false);
  });

  it('records a screen that needs a session only when one is remembered', () => {
    const staffScreen = { roles: ['admin', 'public'] as const };
    expect(recordsPageAccess(staffScreen, true)).toBe(true);
    expect(recordsPageAccess(staffScreen, false)).toBe(false);
  });
});
