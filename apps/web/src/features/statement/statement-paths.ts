import { openPopupWindow } from '../../shell/popup/popup-window';

// The print pages of SPEC §2.11 open in a window of their own (SPEC §2.22 size), so the screen
// that asked for them stays as it was.

const enc = encodeURIComponent;

export type StatementKind = 'sale' | 'estimate' | 'cancel';

export const STATEMENT_PATHS: Record<StatementKind, (code: string) => string> = {
  sale: (code) => `/Company/StatementOfAccount/${enc(code)}`,
  estimate: (code) => `/Company/EstimateSheet/${enc(code)}`,
  // The cancel statement is addressed by the cancel request's number.
  cancel: (id) => `/Company/CancelStatementOfAccount/${enc(id)}`,
};

/** Opens the document in its popup; when popups are blocked, in a new tab. */
export const openStatement = (kind: StatementKind, code: string): void => {
  const url = STATEMENT_PATHS[kind](code);
  const popup = openPopupWindow(url, `statement-${kind}-${code}`);
  if (popup) popup.focus();
  else window.open(url, '_blank');
};
