import { oldPartScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';
import { chunkPages } from '../../components/screen-parts/chunk-pages';

// SPEC §2.6/§2.10/§2.12 used-part (core) screens.
export const oldPartPages = screenPages(oldPartScreens, {
  specialOldPartInfo: () => import('./payback-page').then((m) => m.SpecialOldPartInfoPage),
  ...chunkPages(() => import('./core-list-pages'), {
    obtainNewOldPartList: 'ObtainNewOldPartListPage',
    obtainNewOldPartListByType: 'ObtainNewOldPartListPage',
    obtainNewOldPartListByCustomer: 'ObtainNewOldPartListPage',
    oldPartReturnUnCollectedList: 'OldPartReturnUnCollectedListPage',
    oldPartReturnUnCollectedListByType: 'OldPartReturnUnCollectedListPage',
  }),
  ...chunkPages(() => import('./core-customer-pages'), {
    custOldPartPickAllowList: 'CustOldPartPickAllowListPage',
    customerOldPartCashBackList: 'CustomerOldPartCashBackListPage',
  }),
  ...chunkPages(() => import('./core-buy-page'), {
    orderOldPartPriceMemo: 'CoreBuyPage',
    orderOldPartPriceMemoMobile: 'CoreBuyPage',
    orderOldPartPriceRegister: 'CoreBuyPage',
    orderOldPartPriceRegisterMobile: 'CoreBuyPage',
  }),
  driverPickUpPoint: () => import('./driver-pickup-point-page').then((m) => m.DriverPickUpPointPage),
});
