import { defineScreens, STAFF_SCREEN } from '../screen/screen.js';

// SPEC §2.8 supplier and vendor screens for company staff (admin and public).
export const partSupplierScreens = defineScreens({
  partSupplierList: {
    name: '품목/매입처 목록',
    path: '/Company/partSupplierList',
    menu: [{ section: 'part', title: '매입처별 품목', order: 70 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  partSupplierExcel: {
    name: '품목/매입처 엑셀 등록',
    path: '/Company/PartSupplierExcel',
    menu: [{ section: 'part', title: '매입처 품목 엑셀', order: 150 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  productVendorList: {
    name: '품목/품목별 매입처',
    path: '/Company/Part/vendor/ProductVendorList',
    menu: [{ section: 'part', title: '품목 거래처', order: 160 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  productVendorExcelUpload: {
    name: '품목/품목별 매입처 엑셀 등록',
    path: '/Company/Part/vendor/productVendorExcelUpload',
    menu: [{ section: 'part', title: '품목 거래처 엑셀', order: 170 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
  productVendorDuplicateList: {
    name: '품목/중복 의심 매입처',
    path: '/Company/Part/vendor/productVendorDuplicateList',
    menu: [{ section: 'part', title: '품목 거래처 중복', order: 180 }],
    layout: 'default',
    roles: STAFF_SCREEN,
  },
});
