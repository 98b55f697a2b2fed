// Routes of the barcode and vehicle screens (routes.tsv §2.8, §2.6, §2.15), built in one place.
const enc = encodeURIComponent;

/** A route segment that has no value is written '-' (as ObtainRegister does). */
export const ABSENT = '-';

/** A route parameter, or null when it is absent ('-', '0' or empty). */
export const presentParam = (value: string | undefined): string | null => {
  const text = (value ?? '').trim();
  return text === '' || text === ABSENT || text === '0' ? null : text;
};

export const BARCODE_PATHS = {
  main: '/Company/Barcode/BarcodeMain',
  infoPrint: '/Company/Barcode/BarcodeInfoPrint',
  excelPrint: '/Company/Barcode/BarcodeExcelPrint',
  partPrint: (partCode: string) => `/Company/Barcode/BarcodePartPrint/${enc(partCode)}`,
  unitCreate: (partCode: string) => `/Company/Barcode/BarcodePartEachCreatPrint/${enc(partCode)}`,
  orderUnits: (orderCode: string) => `/Company/Barcode/BarcodeOrderPartEachCreatPrint/${enc(orderCode)}`,
  orderLabels: (orderCode: string) => `/Compnay/OrderBarcodePrint/${enc(orderCode)}`,
  purchaseUnits: (purchaseCode: string) =>
    `/Company/Barcode/BarcodePurchasePartEachCreatPrint/${enc(purchaseCode)}`,
  purchaseLineUnits: (method: 'new' | 're', purchaseCode: string, partCode: string) =>
    `/Company/Barcode/BarcodePurchasePartEachCreatSinglePrint/${method}/${enc(purchaseCode)}/${enc(partCode)}`,
  mobilePrint: (partCode: string) => `/Company/Barcode/MobileBarcodePrint/${enc(partCode)}`,
  mobileInfoPrint: '/Company/Barcode/MobileBarcodeInfoPrint',
  historySearch: '/Company/Barcode/BarcodePartEachHistory',
  history: (barcode: string) => `/Company/Barcode/BarcodePartEachHistory/${enc(barcode)}`,
  historyMobile: '/Company/Barcode/BarcodePartEachHistoryMobile',
  datePc: '/Company/Barcode/BarcodeDatePrintPc',
  dateMobile: '/Company/Barcode/BarcodeDatePrintMobile',
  partBarcodes: (partCode: string) => `/Company/Part/PartBarcode/${enc(partCode)}`,
} as const;

export const CAR_PATHS = {
  dataInfo: '/CarInfo/CarDataInfo',
  dataInfoOf: (vin: string) => `/CarInfo/CarDataInfo/${enc(vin)}`,
  usa: (vin: string) => `/CarInfo/usaCarInfo/${enc(vin)}`,
  vinPartList: '/Company/Part/App/vin/vinPartList',
  vinPartRegister: (vin: string | null, custcode: string | null, memocode: string | null) =>
    `/Company/VinPartRegister/${enc(vin || ABSENT)}/${enc(custcode || ABSENT)}/${enc(memocode || ABSENT)}`,
} as const;

/**
 * What a unit's QR label holds: the address of its history page. A phone's camera app opens the
 * history; a scanner into any scan field gives the address, reduced to its path, whose last
 * segment the server takes as the unit barcode.
 */
export const unitQrAddress = (origin: string, value: string): string =>
  `${origin.replace(/\/$/, '')}${BARCODE_PATHS.history(value)}`;
