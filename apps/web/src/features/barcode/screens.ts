import { barcodeScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// SPEC §2.8 barcodes: label printing, unit barcodes (of a part, an order or a purchase) and their
// history, battery date labels and a part's maker barcodes, for company staff. The mobile pages
// use the phone frame (apps). Paths are the spec's, typos ('Creat') included.
export const barcodePages = screenPages(barcodeScreens, {
  barcodeMain: () => import('./barcode-main-page').then((m) => m.BarcodeMainPage),
  barcodeInfoPrint: () => import('./part-label-print-page').then((m) => m.BarcodeInfoPrintPage),
  barcodeExcelPrint: () => import('./excel-label-print-page').then((m) => m.BarcodeExcelPrintPage),
  barcodePartPrint: () => import('./part-label-print-page').then((m) => m.BarcodePartPrintPage),
  barcodePartEachCreatPrint: () =>
    import('./unit-barcode-print-page').then((m) => m.BarcodePartEachCreatPrintPage),
  barcodeOrderPartEachCreatPrint: () =>
    import('./order-barcode-print-page').then((m) => m.BarcodeOrderPartEachCreatPrintPage),
  barcodePurchasePartEachCreatPrint: () =>
    import('./purchase-barcode-print-page').then((m) => m.BarcodePurchasePartEachCreatPrintPage),
  barcodePurchasePartEachCreatSinglePrint: () =>
    import('./purchase-barcode-print-page').then((m) => m.BarcodePurchasePartEachCreatSinglePrintPage),
  orderBarcodePrint: () => import('./order-barcode-print-page').then((m) => m.OrderBarcodePrintPage),
  mobileBarcodePrint: () => import('./part-label-print-page').then((m) => m.MobileBarcodePrintPage),
  mobileBarcodeInfoPrint: () => import('./part-label-print-page').then((m) => m.MobileBarcodeInfoPrintPage),
  barcodePartEachHistory: () => import('./unit-history-page').then((m) => m.BarcodePartEachHistoryPage),
  barcodePartEachHistoryMobile: () =>
    import('./unit-history-page').then((m) => m.BarcodePartEachHistoryMobilePage),
  barcodeDatePrintPc: () => import('./battery-date-print-page').then((m) => m.BarcodeDatePrintPcPage),
  barcodeDatePrintMobile: () => import('./battery-date-print-page').then((m) => m.BarcodeDatePrintMobilePage),
  partBarcode: () => import('./part-barcode-page').then((m) => m.PartBarcodePage),
});
