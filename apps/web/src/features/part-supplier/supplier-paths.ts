const enc = encodeURIComponent;

/** The supplier and vendor routes of routes.tsv (their spelling kept). */
export const SUPPLIER_PATHS = {
  list: '/Company/partSupplierList',
  excel: '/Company/PartSupplierExcel',
  vendors: '/Company/Part/vendor/ProductVendorList',
  vendorsOf: (supplierCode: string) =>
    `/Company/Part/vendor/ProductVendorList?supplierCode.eq=${enc(supplierCode)}`,
  vendorExcel: '/Company/Part/vendor/productVendorExcelUpload',
  vendorDuplicates: '/Company/Part/vendor/productVendorDuplicateList',
} as const;
