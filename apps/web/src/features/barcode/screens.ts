import { withPopupChildren } from '../../app/popup-children';
import type { ScreenDef } from '../../app/screen.types';

// SPEC §2.8 barcodes: label printing, unit barcodes (of a part, an order or a purchase) and their
// history, battery date labels and a part's maker barcodes, for company staff. The mobile pages
// use the phone frame (apps). Paths are the spec's, typos ('Creat') included.
const STAFF = ['admin', 'public'] as const;

export const barcodeScreens: readonly ScreenDef[] = [
  {
    name: '바코드/바코드 관리',
    path: '/Company/Barcode/BarcodeMain',
    layout: 'default',
    roles: STAFF,
    load: () => import('./barcode-main-page').then((m) => m.BarcodeMainPage),
  },
  {
    name: '바코드/바코드 라벨 인쇄',
    path: '/Company/Barcode/BarcodeInfoPrint',
    layout: 'default',
    roles: STAFF,
    load: () => import('./part-label-print-page').then((m) => m.BarcodeInfoPrintPage),
  },
  {
    name: '바코드/엑셀 라벨 인쇄',
    path: '/Company/Barcode/BarcodeExcelPrint',
    layout: 'default',
    roles: STAFF,
    load: () => import('./excel-label-print-page').then((m) => m.BarcodeExcelPrintPage),
  },
  {
    name: '바코드/품목 라벨 인쇄',
    path: '/Company/Barcode/BarcodePartPrint/:code',
    layout: 'default',
    roles: STAFF,
    load: () => import('./part-label-print-page').then((m) => m.BarcodePartPrintPage),
  },
  {
    name: '바코드/개체 바코드 발행',
    path: '/Company/Barcode/BarcodePartEachCreatPrint/:code',
    layout: 'default',
    roles: STAFF,
    load: () => import('./unit-barcode-print-page').then((m) => m.BarcodePartEachCreatPrintPage),
  },
  {
    name: '바코드/주문 개체 바코드 발행',
    path: '/Company/Barcode/BarcodeOrderPartEachCreatPrint/:code',
    layout: 'default',
    roles: STAFF,
    load: () => import('./order-barcode-print-page').then((m) => m.BarcodeOrderPartEachCreatPrintPage),
  },
  {
    name: '바코드/매입 개체 바코드 발행',
    path: '/Company/Barcode/BarcodePurchasePartEachCreatPrint/:code',
    layout: 'default',
    roles: STAFF,
    load: () => import('./purchase-barcode-print-page').then((m) => m.BarcodePurchasePartEachCreatPrintPage),
  },
  {
    name: '바코드/매입 품목 개체 바코드',
    path: '/Company/Barcode/BarcodePurchasePartEachCreatSinglePrint/:method/:buycode/:ptnocode',
    layout: 'default',
    roles: STAFF,
    load: () =>
      import('./purchase-barcode-print-page').then((m) => m.BarcodePurchasePartEachCreatSinglePrintPage),
  },
  {
    name: '바코드/주문 바코드 인쇄',
    path: '/Compnay/OrderBarcodePrint/:code',
    layout: 'default',
    roles: STAFF,
    load: () => import('./order-barcode-print-page').then((m) => m.OrderBarcodePrintPage),
  },
  {
    name: '바코드/모바일 라벨 인쇄',
    path: '/Company/Barcode/MobileBarcodePrint/:code',
    layout: 'apps',
    roles: STAFF,
    load: () => import('./part-label-print-page').then((m) => m.MobileBarcodePrintPage),
  },
  {
    name: '바코드/모바일 바코드 인쇄',
    path: '/Company/Barcode/MobileBarcodeInfoPrint',
    layout: 'apps',
    roles: STAFF,
    load: () => import('./part-label-print-page').then((m) => m.MobileBarcodeInfoPrintPage),
  },
  ...withPopupChildren(
    {
      name: '바코드/개체 바코드 이력',
      path: '/Company/Barcode/BarcodePartEachHistory',
      layout: 'default',
      roles: STAFF,
      load: () => import('./unit-history-page').then((m) => m.BarcodePartEachHistoryPage),
    },
    [':barcode'],
  ),
  {
    name: '바코드/개체 이력',
    path: '/Company/Barcode/BarcodePartEachHistoryMobile',
    layout: 'apps',
    roles: STAFF,
    load: () => import('./unit-history-page').then((m) => m.BarcodePartEachHistoryMobilePage),
  },
  {
    name: '바코드/배터리 제조일 라벨',
    path: '/Company/Barcode/BarcodeDatePrintPc',
    layout: 'default',
    roles: STAFF,
    load: () => import('./battery-date-print-page').then((m) => m.BarcodeDatePrintPcPage),
  },
  {
    name: '바코드/제조일 라벨',
    path: '/Company/Barcode/BarcodeDatePrintMobile',
    layout: 'apps',
    roles: STAFF,
    load: () => import('./battery-date-print-page').then((m) => m.BarcodeDatePrintMobilePage),
  },
  {
    name: '품목/품목 바코드',
    path: '/Company/Part/PartBarcode/:partCode',
    layout: 'default',
    roles: STAFF,
    load: () => import('./part-barcode-page').then((m) => m.PartBarcodePage),
  },
];
