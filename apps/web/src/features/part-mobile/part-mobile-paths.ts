const enc = encodeURIComponent;

/** The phone routes of routes.tsv. */
export const PART_MOBILE_PATHS = {
  list: '/Company/MobilePtnoList',
  part: (code: string) => `/Company/MobilePtnoList/${enc(code)}`,
  barcodes: '/Company/MobilePtnoBarcodeList',
  barcodesOf: (code: string) => `/Company/MobilePtnoBarcodeList/${enc(code)}`,
  locations: '/Company/MobilePtnoLocationList',
  search: '/Company/MobilePtnoSearchList',
  searchFor: (info: string) => `/Company/MobilePtnoSearchList/${enc(info)}`,
  images: (code: string) => `/Company/PartImageInfoMobile/${enc(code)}`,
} as const;
