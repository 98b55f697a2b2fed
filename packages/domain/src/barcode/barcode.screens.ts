import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.8 barcodes: label printing, unit barcodes (of a part, an order or a purchase) and their
// history, battery date labels and a part's maker barcodes, for company staff. The mobile pages
// use the phone frame (apps). Paths are the spec's, typos ('Creat') included.
export const barcodeScreens = defineScreens({
  barcodeMain: {
    name: '바코드/바코드 관리',
    path: '/Company/Barcode/BarcodeMain',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  barcodeInfoPrint: {
    name: '바코드/바코드 라벨 인쇄',
    path: '/Company/Barcode/BarcodeInfoPrint',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  barcodeExcelPrint: {
    name: '바코드/엑셀 라벨 인쇄',
    path: '/Company/Barcode/BarcodeExcelPrint',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  barcodePartPrint: {
    name: '바코드/품목 라벨 인쇄',
    path: '/Company/Barcode/BarcodePartPrint/:code',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { code: 'P0000001' },
  },
  barcodePartEachCreatPrint: {
    name: '바코드/개체 바코드 발행',
    path: '/Company/Barcode/BarcodePartEachCreatPrint/:code',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { code: 'P0000001' },
  },
  barcodeOrderPartEachCreatPrint: {
    name: '바코드/주문 개체 바코드 발행',
    path: '/Company/Barcode/BarcodeOrderPartEachCreatPrint/:code',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { code: 'C000001' },
  },
  barcodePurchasePartEachCreatPrint: {
    name: '바코드/매입 개체 바코드 발행',
    path: '/Company/Barcode/BarcodePurchasePartEachCreatPrint/:code',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { code: 'R00000001' },
  },
  barcodePurchasePartEachCreatSinglePrint: {
    name: '바코드/매입 품목 개체 바코드',
    path: '/Company/Barcode/BarcodePurchasePartEachCreatSinglePrint/:method/:buycode/:ptnocode',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { method: 're', buycode: 'R00000001', ptnocode: 'P0000003' },
  },
  orderBarcodePrint: {
    name: '바코드/주문 바코드 인쇄',
    path: '/Compnay/OrderBarcodePrint/:code',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { code: 'C000001' },
  },
  mobileBarcodePrint: {
    name: '바코드/모바일 라벨 인쇄',
    path: '/Company/Barcode/MobileBarcodePrint/:code',
    layout: 'apps',
    roles: STAFF_SCREEN,
    samples: { code: 'P0000001' },
  },
  mobileBarcodeInfoPrint: {
    name: '바코드/모바일 바코드 인쇄',
    path: '/Company/Barcode/MobileBarcodeInfoPrint',
    layout: 'apps',
    roles: STAFF_SCREEN,
  },
  barcodePartEachHistory: {
    name: '바코드/개체 바코드 이력',
    path: '/Company/Barcode/BarcodePartEachHistory',
    layout: 'default',
    roles: STAFF_SCREEN,
    popupChildren: [':barcode'],
    samples: { barcode: '8800001000809' },
  },
  barcodePartEachHistoryMobile: {
    name: '바코드/개체 이력',
    path: '/Company/Barcode/BarcodePartEachHistoryMobile',
    layout: 'apps',
    roles: STAFF_SCREEN,
  },
  barcodeDatePrintPc: {
    name: '바코드/배터리 제조일 라벨',
    path: '/Company/Barcode/BarcodeDatePrintPc',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  barcodeDatePrintMobile: {
    name: '바코드/제조일 라벨',
    path: '/Company/Barcode/BarcodeDatePrintMobile',
    layout: 'apps',
    roles: STAFF_SCREEN,
  },
  partBarcode: {
    name: '품목/품목 바코드',
    path: '/Company/Part/PartBarcode/:partCode',
    layout: 'default',
    roles: STAFF_SCREEN,
    samples: { partCode: 'P0000001' },
  },
});
