import { isYmd } from '@erp/domain';

// The routes of the sales screens (routes.tsv §2.11) and the parameters of ObtainRegister.
// ObtainRegister/:vin/:customerCode/:obtainCode always has three segments; a value that is not
// there is written '-' ('0', the old system's habit, is read the same way).

const enc = encodeURIComponent;

export const ABSENT_PARAM = '-';

const MEMO_CODE = /^M\d{8}-\d{4,}$/;
const ORDER_CODE = /^O\d{8}-\d{4,}$/;

export type ObtainTarget =
  | { kind: 'new' }
  | { kind: 'memo'; code: string }
  | { kind: 'order'; code: string }
  | { kind: 'unknown'; code: string };

export type ObtainParams = {
  vin: string | null;
  customerCode: string | null;
  target: ObtainTarget;
};

const present = (value: string | undefined): string | null => {
  const text = (value ?? '').trim();
  return text === '' || text === ABSENT_PARAM || text === '0' ? null : text;
};

export const isOrderCode = (text: string): boolean => ORDER_CODE.test(text.trim().toUpperCase());
export const isMemoCode = (text: string): boolean => MEMO_CODE.test(text.trim().toUpperCase());

/** Reads the three segments of ObtainRegister: a memo code prefills, an order code opens the order. */
export const parseObtainParams = (params: {
  vin?: string;
  customerCode?: string;
  obtainCode?: string;
}): ObtainParams => {
  const code = present(params.obtainCode)?.toUpperCase() ?? null;
  let target: ObtainTarget = { kind: 'new' };
  if (code && isMemoCode(code)) target = { kind: 'memo', code };
  else if (code && isOrderCode(code)) target = { kind: 'order', code };
  else if (code) target = { kind: 'unknown', code };
  return {
    vin: present(params.vin)?.toUpperCase() ?? null,
    customerCode: present(params.customerCode)?.toUpperCase() ?? null,
    target,
  };
};

export const obtainRegisterPath = (values: {
  vin?: string | null;
  customerCode?: string | null;
  obtainCode?: string | null;
}): string =>
  `/Company/ObtainRegister/${enc(values.vin || ABSENT_PARAM)}/${enc(values.customerCode || ABSENT_PARAM)}/${enc(
    values.obtainCode || ABSENT_PARAM,
  )}`;

export const SALES_PATHS = {
  memo: '/Company/ObtainMemo',
  memoList: '/Company/Memo/ObtainMemoList',
  orderList: '/Company/ObtainList',
  orderListOf: (customerCode: string, orderDate: string) =>
    `/Company/ObtainList/${enc(customerCode)}/${enc(orderDate)}`,
  newOrder: obtainRegisterPath({}),
  cancelInfo: '/Company/Order/Cancel/OrderCancelInfoList',
  cancelUnchecked: '/Company/Order/Cancel/OrderCancelUnCheckList',
  cancelChecked: '/Company/Order/Cancel/OrderCancelCheckAllList',
  examination: '/Company/Examination/Order/OrderExamination',
  ledger: '/Company/CustomerLedger',
} as const;

// CustOrderRegister/:vin/:custCode/:ordercode/:checkVin/:orderType/:resvymd and
// CustOrderMemo/:orderCode/:custCode/:vin/:orderType/:resvymd: the register and the memo opened
// for a customer's own order (app or phone reservation), with the car and the booked day.

/** :orderType — N 일반, R 예약 (a booked day), A 앱 주문; anything else reads as 일반. */
export const CUST_ORDER_TYPES = { N: '일반', R: '예약', A: '앱 주문' } as const;
export type CustOrderType = keyof typeof CUST_ORDER_TYPES;

export type CustOrderExtras = {
  /** :checkVin = Y: the order is saved only with a valid 17-character VIN. */
  checkVin: boolean;
  orderType: CustOrderType;
  /** :resvymd, a real YYYYMMDD day, else null. */
  resvYmd: string | null;
};

export const parseCustOrderExtras = (params: {
  checkVin?: string;
  orderType?: string;
  resvymd?: string;
}): CustOrderExtras => {
  const type = (present(params.orderType) ?? 'N').toUpperCase();
  const ymd = present(params.resvymd);
  return {
    checkVin: ['Y', 'TRUE', '1'].includes((present(params.checkVin) ?? '').toUpperCase()),
    orderType: type in CUST_ORDER_TYPES ? (type as CustOrderType) : 'N',
    resvYmd: ymd && isYmd(ymd) ? ymd : null,
  };
};

/** '예약 2026-11-25' — what the banner and the order's remark say about the booked day. */
export const reservationText = (extras: CustOrderExtras): string | null =>
  extras.resvYmd
    ? `예약 ${extras.resvYmd.slice(0, 4)}-${extras.resvYmd.slice(4, 6)}-${extras.resvYmd.slice(6, 8)}`
    : null;

export const custOrderRegisterPath = (
  values: { vin?: string | null; customerCode?: string | null; obtainCode?: string | null },
  extras: CustOrderExtras,
): string =>
  `/Company/CustOrderRegister/${enc(values.vin || ABSENT_PARAM)}/${enc(values.customerCode || ABSENT_PARAM)}/${enc(
    values.obtainCode || ABSENT_PARAM,
  )}/${extras.checkVin ? 'Y' : 'N'}/${extras.orderType}/${extras.resvYmd ?? ABSENT_PARAM}`;

export const custOrderMemoPath = (
  values: { orderCode?: string | null; customerCode?: string | null; vin?: string | null },
  extras: Pick<CustOrderExtras, 'orderType' | 'resvYmd'>,
): string =>
  `/Company/CustOrderMemo/${enc(values.orderCode || ABSENT_PARAM)}/${enc(values.customerCode || ABSENT_PARAM)}/${enc(
    values.vin || ABSENT_PARAM,
  )}/${extras.orderType}/${extras.resvYmd ?? ABSENT_PARAM}`;

// OrderFastMemo/:type/:custCode and OrderFastRegister/:vin/:custCode/:type: the counter's fast
// windows. :type of the fast register says what the last Enter does — fix (확정 and the fast
// statement) or estimate (save and print the estimate); of the fast memo, urgent or normal.

export type FastRegisterMode = 'fix' | 'estimate';

export const parseFastRegisterMode = (type: string | undefined): FastRegisterMode =>
  (present(type) ?? '').toLowerCase() === 'estimate' ? 'estimate' : 'fix';

export const parseFastMemoUrgent = (type: string | undefined): boolean =>
  ['urgent', 'u', 'y'].includes((present(type) ?? '').toLowerCase());

export const fastRegisterPath = (customerCode: string | null, mode: FastRegisterMode, vin?: string | null) =>
  `/Company/Order/Product/OrderFastRegister/${enc(vin || ABSENT_PARAM)}/${enc(customerCode || ABSENT_PARAM)}/${mode}`;

export const fastMemoPath = (customerCode: string | null, urgent: boolean) =>
  `/Company/Order/Product/OrderFastMemo/${urgent ? 'urgent' : 'normal'}/${enc(customerCode || ABSENT_PARAM)}`;

export const customerDiscountProdsPath = (customerCode: string) =>
  `/Company/CustomerDiscountProds/${enc(customerCode)}`;
