import type { Page } from 'playwright-core';
import { pageApiOk } from './api';

// Sales data a flow test makes for itself through the API the screens use, so no test waits on
// an order, a cancel or a customer an earlier test left behind.

/** Demo parts the sales flows sell (seeded with the demo data). */
export const DEMO_PARTS = {
  battery: { code: 'P0000007', partNo: 'AX60L', barcode: '8800003000609', price: 89_000 },
  oilFilter: { code: 'P0000008', partNo: '26300-35505', barcode: '8800004000011', price: 6_500 },
  airFilter: { code: 'P0000010', partNo: '28113-N9000', barcode: '8800004000035', price: 14_000 },
  cabinFilter: { code: 'P0000012', partNo: '97133-G8000', barcode: '8800004000042', price: 12_000 },
  brakePad: { code: 'P0000022', partNo: 'SP1399', barcode: '8800005000010', price: 48_000 },
} as const;

export type OrderLineInput = { partCode: string; qty: number; unitPrice: number; priceReason?: string };
export type PlacedOrder = { code: string; total: number; status: string };

/** Saves a draft order as ObtainRegister's F8 does. */
export const saveDraftOrder = (
  page: Page,
  order: { customerCode: string; lines: OrderLineInput[]; vin?: string; carNumber?: string },
): Promise<PlacedOrder> =>
  pageApiOk<PlacedOrder>(page, '/api/order/v1.0/insert', { warehouseCode: 'MAIN', ...order });

/** Saves and fixes an order (F8 then F9): the stock leaves and the customer owes its total. */
export const placeFixedOrder = async (
  page: Page,
  order: { customerCode: string; lines: OrderLineInput[]; vin?: string; carNumber?: string },
): Promise<PlacedOrder> => {
  const draft = await saveDraftOrder(page, order);
  return pageApiOk<PlacedOrder>(page, `/api/order/v1.0/fix/${draft.code}`, {});
};

/**
 * Cancels lines of a fixed order the way the screens do: one person asks (requester's page),
 * a second person checks (checker's page). Returns the cancel's id and code.
 */
export const cancelOrderLines = async (
  requester: Page,
  checker: Page,
  orderCode: string,
  reason: string,
  lines: { lineNo: number; qty: number }[],
): Promise<{ id: number; code: string }> => {
  const request = await pageApiOk<{ id: number; code: string }>(
    requester,
    `/api/order/v1.0/cancel/request/${orderCode}`,
    { reason, lines },
  );
  await pageApiOk(checker, `/api/order/v1.0/cancel/check/${request.id}`, {});
  return request;
};

/**
 * A customer of its own for a test that reads whole ledger totals: nobody else sells to it. A
 * second person confirms it (신규 거래처 확인), as an order for it can be fixed only then.
 */
export const createCustomer = async (page: Page, name: string, checker: Page): Promise<string> => {
  const saved = await pageApiOk<{ customer: { code: string } }>(page, '/api/customer/v1.0/insert', { name });
  await pageApiOk(checker, `/api/customer/v1.0/insert/check/${saved.customer.code}`, {});
  return saved.customer.code;
};

/** On-hand quantity of a part in one warehouse. */
export const onHand = async (page: Page, partCode: string, warehouse = 'MAIN'): Promise<number> => {
  const stock = await pageApiOk<{ warehouseCode: string; qty: number }[]>(
    page,
    `/api/stock/v1.0/part/${partCode}`,
  );
  return stock.find((s) => s.warehouseCode === warehouse)?.qty ?? 0;
};

export type Ledger = {
  closingBalance: number;
  lines: { kind: string; docCode: string | null; debit: number; credit: number; balance: number }[];
};

/** A customer's ledger over a period (all of it unless days are given, YYYYMMDD). */
export const ledgerOf = (page: Page, customerCode: string, fromDate = '20000101', toDate = '20991231') =>
  pageApiOk<Ledger>(page, '/api/customer/v1.0/ledger', { customerCode, fromDate, toDate });
