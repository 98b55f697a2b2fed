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
