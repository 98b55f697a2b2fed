import { LOGIN_PORTAL_NAMES, loginApi, menuApi, pageAccessApi, userApi } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_PATHS } from './first-load-paths';

describe('first-load paths', () => {
  it('are the paths of their contracts', () => {
    expect(FIRST_LOAD_PATHS.session).toBe(userApi.session.path);
    expect(FIRST_LOAD_PATHS.menu).toBe(menuApi.list.path);
    expect(FIRST_LOAD_PATHS.logout).toBe(userApi.logout.path);
    expect(FIRST_LOAD_PATHS.pageAccessSave).toBe(pageAccessApi.save.path);
    for (const portal of LOGIN_PORTAL_NAMES)
      expect(FIRST_LOAD_PATHS.login(portal)).toBe(loginApi[portal].path);
  });
});
