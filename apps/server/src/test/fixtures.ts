import type {
  CancelRequestView,
  CustomerSaveResult,
  OrderView,
  Part,
  PartSaveResult,
  Role,
  SupplierSaveResult,
  UnitBarcode,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { queryRows } from '../platform/db/query.js';
import { createTestApp, type TestApp } from './test-app.js';

// The data the API tests set up again and again, made through the real endpoints so that every
// test starts from rows the application itself wrote.

/** A staff account of `role`, logged in on the staff portal: its id and Cookie header value. */
export const staffAccount = async (t: TestApp, loginId: string, role: Role = 'public') => {
  const { id } = await t.addAccount({ loginId, kind: 'staff', role });
  return { id, cookie: await t.login(loginId, 'staff') };
};

/** A staff account of `role`, logged in on the staff portal: its Cookie header value. */
export const loginStaff = async (t: TestApp, loginId: string, role: Role = 'public'): Promise<string> =>
  (await staffAccount(t, loginId, role)).cookie;

/**
 * The people of an order desk, logged in on the staff portal: an admin, a clerk who registers and
 * fixes orders, and a second employee who checks the clerk's cancels and examines the goods (a
 * check is never the asker's own). The main warehouse is saved with them.
 */
export const orderDesk = async (t: TestApp, prefix: string, checkerName = 'checker') => {
  const admin = await loginStaff(t, `${prefix}-admin`, 'admin');
  const clerk = await staffAccount(t, `${prefix}-clerk`);
  const checker = await staffAccount(t, `${prefix}-${checkerName}`);
  await saveWarehouse(t, admin);
  return { admin, clerk: clerk.cookie, checker: checker.cookie, clerkId: clerk.id, checkerId: checker.id };
};

/**
 * A test file's own app with its order desk, awaited at the top of the file
 * (`const { t, admin, clerk, checker } = await orderDeskApp('so');`), so the file's tests and
 * helpers read plain names; the app closes after the file's last test.
 */
export const orderDeskApp = async (prefix: string, checkerName?: string) => {
  const t = await createTestApp();
  afterAll(() => t.close());
  return { t, ...(await orderDesk(t, prefix, checkerName)) };
};

/** The company printed on statements and estimates. */
export const COMPANY = {
  name: '한국부품상사',
  bizNo: '104-81-71238',
  representative: '이대표',
  address: '서울 영등포구 경인로 702',
  phone: '02-2677-1234',
};

export const saveCompany = (t: TestApp, admin: string) =>
  t.ok('PUT', '/api/comm/v1.0/company', admin, COMPANY);

/** The main warehouse (MAIN, 본사 창고) or another one. */
export const saveWarehouse = (t: TestApp, admin: string, code = 'MAIN', name = '본사 창고') =>
  t.ok('POST', '/api/stock/v1.0/warehouse/save', admin, { code, name });

/** Registers a part and returns it. */
export const createPart = async (t: TestApp, cookie: string, body: Record<string, unknown>): Promise<Part> =>
  (await t.ok<PartSaveResult>('POST', '/api/product/v1.0/insert', cookie, body)).part;

/** Registers a part and returns its code. */
export const newPart = async (t: TestApp, cookie: string, body: Record<string, unknown>): Promise<string> =>
  (await createPart(t, cookie, body)).code;

/** Opening stock of a part in a warehouse. */
export const stockIn = (t: TestApp, admin: string, partCode: string, qty: number, warehouseCode = 'MAIN') =>
  t.ok('POST', '/api/stock/v1.0/adjust', admin, { partCode, warehouseCode, qty, reason: 'opening' });

/** What the stock screen says is on hand of a part in a warehouse. */
export const onHand = async (t: TestApp, cookie: string, partCode: string, warehouseCode = 'MAIN') =>
  (await t.ok<{ warehouseCode: string; qty: number }[]>('GET', `/api/stock/v1.0/part/${partCode}`, cookie))
    .filter((r) => r.warehouseCode === warehouseCode)
    .reduce((sum, r) => sum + r.qty, 0);

/**
 * Registers a customer (a name, or the whole input) and has a second employee confirm it, so
 * orders for it can be fixed; returns its code.
 */
export const newCustomer = async (
  t: TestApp,
  clerk: string,
  input: string | Record<string, unknown>,
): Promise<string> => {
  const body = typeof input === 'string' ? { name: input, vatIncluded: false } : input;
  const { customer } = await t.ok<CustomerSaveResult>('POST', '/api/customer/v1.0/insert', clerk, body);
  await t.confirmCustomer(customer.code);
  return customer.code;
};

/** Registers a supplier and returns its code. */
export const newSupplier = async (t: TestApp, cookie: string, body: Record<string, unknown>) =>
  (await t.ok<SupplierSaveResult>('POST', '/api/product/v1.0/supplier/insert', cookie, body)).supplier.code;

/** Issues unit barcodes of a part (for a document when `extra` names one). */
export const issueUnits = (
  t: TestApp,
  cookie: string,
  partCode: string,
  qty: number,
  extra: Record<string, unknown> = {},
) => t.ok<UnitBarcode[]>('POST', '/api/barcode/v1.0/unit/create', cookie, { partCode, qty, ...extra });

export type OrderLineInput = { partCode: string; qty: number; unitPrice: number; priceReason?: string };

/** Registers an order draft for a customer, from the main warehouse unless `extra` says otherwise. */
export const draftOrder = (
  t: TestApp,
  clerk: string,
  customerCode: string,
  lines: OrderLineInput[],
  extra: Record<string, unknown> = {},
) =>
  t.ok<OrderView>('POST', '/api/order/v1.0/insert', clerk, {
    customerCode,
    warehouseCode: 'MAIN',
    lines,
    ...extra,
  });

/** Registers an order and fixes it: stock goes out and the receivable up. */
export const fixedOrder = async (
  t: TestApp,
  clerk: string,
  customerCode: string,
  lines: OrderLineInput[],
  extra: Record<string, unknown> = {},
): Promise<OrderView> => {
  const draft = await draftOrder(t, clerk, customerCode, lines, extra);
  return t.ok<OrderView>('POST', `/api/order/v1.0/fix/${draft.code}`, clerk);
};

/** Asks to cancel lines of a fixed order (the whole order when `lines` is left out). */
export const requestCancel = (
  t: TestApp,
  clerk: string,
  orderCode: string,
  reason: string,
  lines?: { lineNo: number; qty: number }[],
) =>
  t.ok<CancelRequestView>('POST', `/api/order/v1.0/cancel/request/${orderCode}`, clerk, {
    reason,
    ...(lines ? { lines } : {}),
  });

/** A cancel asked by one employee and checked by another: the stock comes back, the receivable down. */
export const checkedCancel = async (
  t: TestApp,
  clerk: string,
  checker: string,
  orderCode: string,
  reason: string,
  lines?: { lineNo: number; qty: number }[],
): Promise<CancelRequestView> => {
  const request = await requestCancel(t, clerk, orderCode, reason, lines);
  await t.ok('POST', `/api/order/v1.0/cancel/check/${request.id}`, checker);
  return request;
};

/** How many rows a table holds, read straight from the database (what a refused call must not change). */
export const countRows = async (t: TestApp, table: string): Promise<number> => {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return row?.n ?? 0;
};
