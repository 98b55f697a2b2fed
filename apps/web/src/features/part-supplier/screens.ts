import type { ScreenDef } from '../../app/screen.types';

// SPEC §2.8 supplier and vendor screens for company staff (admin and public).
const STAFF = ['admin', 'public'] as const;

export const partSupplierScreens: readonly ScreenDef[] = [
  {
    name: '품목/매입처 목록',
    path: '/Company/partSupplierList',
    layout: 'default',
    roles: STAFF,
    load: () => import('./part-supplier-list-page').then((m) => m.PartSupplierListPage),
  },
  {
    name: '품목/매입처 엑셀 등록',
    path: '/Company/PartSupplierExcel',
    layout: 'default',
    roles: STAFF,
    load: () => import('./supplier-excel-pages').then((m) => m.PartSupplierExcelPage),
  },
  {
    name: '품목/품목별 매입처',
    path: '/Company/Part/vendor/ProductVendorList',
    layout: 'default',
    roles: STAFF,
    load: () => import('./product-vendor-list-page').then((m) => m.ProductVendorListPage),
  },
  {
    name: '품목/품목별 매입처 엑셀 등록',
    path: '/Company/Part/vendor/productVendorExcelUpload',
    layout: 'default',
    roles: STAFF,
    load: () => import('./supplier-excel-pages').then((m) => m.ProductVendorExcelUploadPage),
  },
  {
    name: '품목/중복 의심 매입처',
    path: '/Company/Part/vendor/productVendorDuplicateList',
    layout: 'default',
    roles: STAFF,
    load: () => import('./product-vendor-duplicate-page').then((m) => m.ProductVendorDuplicatePage),
  },
];
