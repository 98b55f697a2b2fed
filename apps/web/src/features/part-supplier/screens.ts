import { partSupplierScreens } from '@erp/domain';
import { screenPages } from '../../app/screen-pages';

// SPEC §2.8 supplier and vendor screens for company staff (admin and public).
export const partSupplierPages = screenPages(partSupplierScreens, {
  partSupplierList: () => import('./part-supplier-list-page').then((m) => m.PartSupplierListPage),
  partSupplierExcel: () => import('./supplier-excel-pages').then((m) => m.PartSupplierExcelPage),
  productVendorList: () => import('./product-vendor-list-page').then((m) => m.ProductVendorListPage),
  productVendorExcelUpload: () =>
    import('./supplier-excel-pages').then((m) => m.ProductVendorExcelUploadPage),
  productVendorDuplicateList: () =>
    import('./product-vendor-duplicate-page').then((m) => m.ProductVendorDuplicatePage),
});
