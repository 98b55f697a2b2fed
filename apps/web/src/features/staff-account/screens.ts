import { staffAccountScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// SPEC §2.5: staff accounts (사용자 관리).
export const staffAccountPages = screenPages(staffAccountScreens, {
  userManage: () => import('./user-manage-page').then((m) => m.UserManagePage),
});
