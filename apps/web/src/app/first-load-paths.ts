import type { LoginPortal } from '@erp/domain';

// The few addresses the first page load calls (session, menu, login, logout, page access). They
// are the contracts' paths, written here as text because importing the contracts would bring
// zod and every schema into the login page (issue #14: login ≤ 150 KB); a test holds them equal.
export const FIRST_LOAD_PATHS = {
  session: '/api/user/v1.0/session',
  menu: '/api/comm/v1.0/menu/list',
  login: (portal: LoginPortal) => `/api/user/v1.0/login/${portal}`,
  logout: '/api/user/v1.0/logout',
  pageAccessSave: '/api/page/access/v1.0/save',
} as const;
