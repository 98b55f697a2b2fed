import { openPopupWindow } from '../../shell/popup/popup-window';

// The print pages of SPEC §2.11 open in a window of their own (SPEC §2.22 size), so the screen
// that asked for them stays as it was.

const enc = encodeURIComponent;

export type StatementKind = 'sale' | 'estimate' | 'cancel' | 'fast';

export const STATEMENT_PATHS: Record<StatementKind, (code: string) => string> = {
  sale: (code) => `/Company/StatementOfAccount/${enc(code)}`,
  estimate: (code) => `/Company/EstimateSheet/${enc(code)}`,
  // The cancel statement is addressed by the cancel request's number or its code (X…).
  cancel: (id) => `/Company/CancelStatementOfAccount/${enc(id)}`,
  // Two copies (supplier's and recipient's) on one A4 sheet, for the fast register.
  fast: (code) => `/Company/FastStatementOfAccount/${enc(code)}`,
};

/** CarEstimate/:custcode, optionally on one draft (?order=O…). */
export const carEstimatePath = (customerCode: string, orderCode?: string | null): string =>
  `/Company/CarEstimate/${enc(customerCode)}${orderCode ? `?order=${enc(orderCode)}` : ''}`;

/** transactionStatement/:code (a customer code) for a period. */
export const transactionStatementPath = (customerCode: string, from?: string, to?: string): string => {
  const query = new URLSearchParams();
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  const text = query.toString();
  return `/Company/transactionStatement/${enc(customerCode)}${text ? `?${text}` : ''}`;
};

const openUrl = (url: string, name: string): void => {
  const popup = openPopupWindow(url, name);
  if (popup) popup.focus();
  else window.open(url, '_blank');
};

/** Opens the document in its popup; when popups are blocked, in a new tab. */
export const openStatement = (kind: StatementKind, code: string): void =>
  openUrl(STATEMENT_PATHS[kind](code), `statement-${kind}-${code}`);

export const openCarEstimate = (customerCode: string, orderCode?: string | null): void =>
  openUrl(carEstimatePath(customerCode, orderCode), `car-estimate-${customerCode}`);

export const openTransactionStatement = (customerCode: string, from?: string, to?: string): void =>
  openUrl(transactionStatementPath(customerCode, from, to), `transaction-statement-${customerCode}`);
