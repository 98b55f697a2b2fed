// The routes of the screens about one part (routes.tsv, typos included), for links between them.
const enc = encodeURIComponent;

export const PART_INFO_PATHS = {
  images: (code: string) => `/Company/PartImageInfo/${enc(code)}`,
  imagesMobile: (code?: string) =>
    code ? `/Company/PartImageInfoMobile/${enc(code)}` : '/Company/PartImageInfoMobile',
  locations: (code: string) => `/Company/Part/PartLocationRecord/${enc(code)}`,
  description: (code: string) => `/Company/Part/PartDescription/${enc(code)}`,
  related: (code: string) => `/Company/Part/PartRelatedItemNumber/${enc(code)}`,
  prices: (code: string) => `/Company/PartAmountChangeInfoList/${enc(code)}`,
  properStock: '/Company/PartProperStockRecordList',
} as const;
