// Every Drizzle table of the app, for drizzle-kit (migrations) and the typed database handle.

export * from '../../modules/barcode/barcode.table.js';
export * from '../../modules/car/car.table.js';
export * from '../../modules/company/company.table.js';
export * from '../../modules/customer/customer.table.js';
export * from '../../modules/customer-user/customer-user.table.js';
export * from '../../modules/notice/notice.table.js';
export * from '../../modules/part/part.table.js';
export * from '../../modules/purchase/purchase.table.js';
export * from '../../modules/receivable/receivable.table.js';
export * from '../../modules/sales-order/sales-order.table.js';
export * from '../../modules/stock/stock.table.js';
export * from '../../modules/supplier/supplier.table.js';
export * from '../audit/audit.table.js';
export * from '../auth/account.table.js';
export * from '../doc-code/doc-code.table.js';
export * from '../excel/excel-import.table.js';
export * from '../menu/menu.table.js';
export * from '../page-access/page-access.table.js';
export * from '../realtime/notification.table.js';
