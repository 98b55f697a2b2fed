import { LOGIN_PORTAL_NAMES, LOGIN_PORTALS } from '@erp/domain';
import type { ScreenDef } from '../../app/screen.types';
import { LOGIN_PORTAL_VIEWS } from './login-portals';

// The 13 login pages of SPEC §2.4, one per portal, each posting to its own endpoint.
export const loginScreens: readonly ScreenDef[] = LOGIN_PORTAL_NAMES.map((portal) => ({
  name: `로그인/${LOGIN_PORTAL_VIEWS[portal].title}`,
  path: LOGIN_PORTALS[portal].page,
  layout: 'userpages',
  roles: 'anyone',
  load: () => import('./login-page').then((m) => m.loginPageFor(portal)),
}));
