import { adminMainScreens } from '@erp/domain';
import { screenPages } from '../../../app/screen-pages';

export const adminMainPages = screenPages(adminMainScreens, {
  adminMain: () => import('./admin-main-page').then((m) => m.AdminMainPage),
});
