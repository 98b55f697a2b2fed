import { LOGIN_PORTAL_NAMES, type LoginPortal, loginScreens } from '@erp/domain';
import { type PageLoader, screenPages } from '../../app/screen-pages';

// The 13 login pages of SPEC §2.4, one page component per portal.
const loaders = Object.fromEntries(
  LOGIN_PORTAL_NAMES.map((portal) => [
    portal,
    () => import('./login-page').then((m) => m.loginPageFor(portal)),
  ]),
) as Record<LoginPortal, PageLoader>;

// Bare: plain React, no antd frame, so a login page stays within 150 KB of JavaScript.
export const loginPages = screenPages(loginScreens, loaders).map((screen) => ({ ...screen, bare: true }));
