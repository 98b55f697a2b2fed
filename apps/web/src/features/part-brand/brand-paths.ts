import type { NavigateFunction } from 'react-router';
import { openPopupWindow } from '../../shell/popup/popup-window';

const enc = encodeURIComponent;

/** The brand routes of routes.tsv; partBrandRegister/{type}/{code}: type 'new' or 'modify'. */
export const BRAND_PATHS = {
  list: '/Company/Brand/PartBrandList',
  register: '/Company/partBrandRegister',
  registerPopup: '/Company/partBrandRegister/new',
  modify: (code: string) => `/Company/partBrandRegister/modify/${enc(code)}`,
  excel: '/Company/PartBrandExcelInsert',
  parts: (code: string) => `/Company/PartListByBrand?brandCode.eq=${enc(code)}`,
} as const;

/** A brand opens for modification in a popup (a popup child route), the list stays as it was. */
export const openBrandModify = (code: string, navigate: NavigateFunction): void => {
  const url = BRAND_PATHS.modify(code);
  const popup = openPopupWindow(url, `brand-${code}`);
  if (popup) popup.focus();
  else navigate(url);
};
