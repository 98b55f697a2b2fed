import { matchPath } from 'react-router';
import { adminMainScreens } from '../features/admin/admin-main/screens';
import { pageAccessScreens } from '../features/admin/page-access/screens';
import { barcodeScreens } from '../features/barcode/screens';
import { carScreens } from '../features/car/screens';
import { customerScreens } from '../features/customer/screens';
import { customerCategoryPriceScreens } from '../features/customer-category-price/screens';
import { customerLedgerScreens } from '../features/customer-ledger/screens';
import { customerUserScreens } from '../features/customer-user/screens';
import { loginScreens } from '../features/login/screens';
import { mainScreens } from '../features/main/screens';
import { noticeScreens } from '../features/notice/screens';
import { orderCancelScreens } from '../features/order-cancel/screens';
import { orderExaminationScreens } from '../features/order-examination/screens';
import { orderMemoScreens } from '../features/order-memo/screens';
import { partScreens } from '../features/part/screens';
import { partAppScreens } from '../features/part-app/screens';
import { partBrandScreens } from '../features/part-brand/screens';
import { partInfoScreens } from '../features/part-info/screens';
import { partKindScreens } from '../features/part-kind/screens';
import { partMobileScreens } from '../features/part-mobile/screens';
import { partReportScreens } from '../features/part-report/screens';
import { partSetScreens } from '../features/part-set/screens';
import { partSupplierScreens } from '../features/part-supplier/screens';
import { purchaseScreens } from '../features/purchase/screens';
import { salesGraphScreens } from '../features/sales-graph/screens';
import { salesOrderScreens } from '../features/sales-order/screens';
import { salesReportScreens } from '../features/sales-report/screens';
import { statementScreens } from '../features/statement/screens';
import type { ScreenDef } from './screen.types';

// Every built screen, collected from the feature folders. Only screens that really work are
// listed: the sidebar shows a menu item only when its route is here, so the menu grows as
// screens are built.
export const SCREENS: readonly ScreenDef[] = [
  ...loginScreens,
  ...mainScreens,
  ...adminMainScreens,
  ...pageAccessScreens,
  ...customerScreens,
  ...customerUserScreens,
  ...orderMemoScreens,
  ...salesOrderScreens,
  ...salesReportScreens,
  ...salesGraphScreens,
  ...statementScreens,
  ...orderCancelScreens,
  ...orderExaminationScreens,
  ...customerLedgerScreens,
  ...customerCategoryPriceScreens,
  ...partScreens,
  ...partBrandScreens,
  ...partKindScreens,
  ...partSupplierScreens,
  ...purchaseScreens,
  ...barcodeScreens,
  ...carScreens,
  ...noticeScreens,
  ...partInfoScreens,
  ...partReportScreens,
  ...partSetScreens,
  ...partAppScreens,
  ...partMobileScreens,
];

/** The tab title: the last segment of the route name (SPEC §2.2). */
export const tabTitleOf = (screen: Pick<ScreenDef, 'name'>): string => {
  const segments = screen.name.split('/').filter((s) => s.trim() !== '');
  return segments.at(-1)?.trim() ?? screen.name;
};

const stripQuery = (url: string): string => url.split(/[?#]/)[0] ?? url;

/** The screen a concrete URL opens, or undefined when no built screen serves it. */
export const findScreenForUrl = (
  url: string,
  screens: readonly ScreenDef[] = SCREENS,
): ScreenDef | undefined => {
  const pathname = stripQuery(url);
  // Static paths win over parameterised ones, as in the router.
  const exact = screens.find((s) => s.path === pathname);
  if (exact) return exact;
  return screens.find((s) => s.path.includes(':') && matchPath({ path: s.path, end: true }, pathname));
};

export const isRegisteredUrl = (url: string | null | undefined, screens: readonly ScreenDef[] = SCREENS) =>
  typeof url === 'string' && url.startsWith('/') && findScreenForUrl(url, screens) !== undefined;
