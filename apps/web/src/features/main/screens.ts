import { mainScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

export const mainPages = screenPages(mainScreens, {
  mainPage: () => import('./main-page').then((m) => m.MainPage),
  home: () => import('./home-page').then((m) => m.HomePage),
  mobileMain: () => import('./mobile-main-page').then((m) => m.MobileMainPage),
});
