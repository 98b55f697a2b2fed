import { pickupScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';
import { chunkPages } from '../../components/screen-parts/chunk-pages';

// SPEC §2.10/§2.15 pickup screens.
export const pickupPages = screenPages(pickupScreens, {
  ...chunkPages(() => import('./pickup-list-pages'), {
    pickUpTargetList: 'PickUpTargetListPage',
    driverPickUpRtn: 'DriverPickUpRtnPage',
    driverPickUpJunk: 'DriverPickUpJunkPage',
  }),
  pickUpSpecialTargetList: () => import('./junk-target-page').then((m) => m.PickUpSpecialTargetListPage),
  ...chunkPages(() => import('./pickup-view-page'), {
    pickUpOrderRtnRegister: 'PickupViewPage',
    orderReturnPickRegister: 'PickupViewPage',
  }),
  ...chunkPages(() => import('./pickup-register-page'), {
    pickUpRtnMemo: 'PickupRegisterPage',
    orderReturnPickupMemo: 'PickupRegisterPage',
    pickUpRtnOrder: 'PickupRegisterPage',
    orderReturnPickupRegister: 'PickupRegisterPage',
  }),
});
