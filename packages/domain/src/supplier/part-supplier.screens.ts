import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.8 supplier and vendor screens for company staff (admin and public).
export const partSupplierScreens = defineScreens({
  partSupplierList: {
    name: '품목/매입처 목록',
    path: '/Company/partSupplierList',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  partSupplierExcel: {
    name: '품목/매입처 엑셀 등록',
    path: '/Company/PartSupplierExcel',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  productVendorList: {
    name: '품목/품목별 매입처',
    path: '/Company/Part/vendor/ProductVendorList',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  productVendorExcelUpload: {
    name: '품목/품목별 매입처 엑셀 등록',
    path: '/Company/Part/vendor/productVendorExcelUpload',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  productVendorDuplicateList: {
    name: '품목/중복 의심 매입처',
    path: '/Company/Part/vendor/productVendorDuplicateList',
    layout: 'default',
    roles: STAFF_SCREEN,
  },
});
