import { clientPortalScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';
import { chunkPages } from '../../components/screen-parts/chunk-pages';

// QR customers (SPEC §2.19): the public sign-up and find pages, the client's phone pages, the
// statement print page and the staff screens.
const find = () => import('./find-pages');
const car = () => import('./car-request-pages');
const orders = () => import('./client-order-pages');
const staff = () => import('./client-staff-lists');
const user = () => import('./client-user-pages');

export const clientPortalPages = screenPages(clientPortalScreens, {
  membership: () => import('./membership-page').then((m) => m.MembershipPage),
  ...chunkPages(find, { idFind: 'IdFindPage', pwdFind: 'PwdFindPage' }),
  main: () => import('./client-main-page').then((m) => m.ClientMainPage),
  carParts: () => import('./car-parts-page').then((m) => m.CarPartsPage),
  ...chunkPages(car, { carRequestList: 'CarRequestListPage', carPartsInsert: 'CarPartsInsertPage' }),
  ...chunkPages(orders, { basket: 'BasketPage', orderList: 'OrderListPage', waybill: 'WaybillPage' }),
  settings: () => import('./client-settings-page').then((m) => m.ClientSettingsPage),
  statement: () => import('./client-statement-page').then((m) => m.ClientStatementPage),
  orderMemo: () => import('./client-order-memo-page').then((m) => m.ClientOrderMemoPage),
  orderRegister: () => import('./client-order-register-page').then((m) => m.ClientOrderRegisterPage),
  userList: () => import('./client-user-list-page').then((m) => m.ClientUserListPage),
  ...chunkPages(user, { addressMap: 'ClientAddressMapPage', carRequestInfo: 'ClientCarRequestInfoPage' }),
  ...chunkPages(staff, {
    loginInfo: 'ClientLoginInfoPage',
    loginInfoType: 'ClientLoginInfoPage',
    loginInfoTypeUser: 'ClientLoginInfoPage',
    orderingList: 'ClientOrderingListPage',
    orderInfo: 'ClientOrderInfoPage',
    orderInfoType: 'ClientOrderInfoPage',
    orderInfoTypeUser: 'ClientOrderInfoPage',
  }),
});
