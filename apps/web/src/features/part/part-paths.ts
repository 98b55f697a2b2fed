import type { NavigateFunction } from 'react-router';
import { openPopupWindow } from '../../shell/popup/popup-window';

const enc = encodeURIComponent;

/** The part routes of routes.tsv (typos included), in one place for links between the screens. */
export const PART_PATHS = {
  list: '/Company/PartList',
  largeList: '/Company/Part/PartLargeList',
  byBrand: '/Company/PartListByBrand',
  register: '/Company/PartRegistration',
  modify: (code: string) => `/Company/PartRegistration/${enc(code)}`,
  continuousRegister: '/Company/PartRegister',
  copy: (code: string) => `/Company/PartCopyRegistration/${enc(code)}`,
  simpleModify: (code: string) => `/Company/Part/PartSimpleModify/${enc(code)}`,
  excelUpload: '/Company/PartExcelUpload',
  excelInsert: '/Company/PartExcelInsert',
  priceHistory: (code: string) => `/Company/PartAmountChangeInfoList/${enc(code)}`,
  brandList: '/Company/Brand/PartBrandList',
  kindInfo: '/Company/PartKindInfo',
  supplierList: '/Company/partSupplierList',
  vendorList: '/Company/Part/vendor/ProductVendorList',
} as const;

/**
 * A part opens for modification in a popup window (the /:code route is a popup child in the
 * userpages layout), so the list keeps its search; the popup announces its save and the list
 * refreshes. When popups are blocked it opens in this tab instead.
 */
export const openPartModify = (code: string, navigate: NavigateFunction): void => {
  const url = PART_PATHS.modify(code);
  const popup = openPopupWindow(url, `part-${code}`);
  if (popup) popup.focus();
  else navigate(url);
};
