const enc = encodeURIComponent;

export const PART_APP_PATHS = {
  list: '/Company/Part/App/PartAppInfo',
  asList: '/Company/Part/App/As/AsYProductList',
  excel: '/Company/PartAppInfoExcelUpload',
  modify: (code: string) => `/Company/Part/App/PartAppModify/${enc(code)}`,
} as const;
