import type { ExaminationLine, ExaminationView, ScanResult } from '@erp/domain';
import { apiGet, apiPost } from '../../app/api-client';

// Examination calls (SPEC §7.5): a second person scans every unit of a fixed order before release.
// Every call is self-handled: the scan screen says what went wrong in large letters and a sound,
// and keeps the scanner's input box focused instead of opening a dialog.

export type { ExaminationLine, ExaminationView, ScanResult };

const enc = encodeURIComponent;
const quiet = { selfHandled: true } as const;

export const fetchExamination = (code: string) =>
  apiGet<ExaminationView>(`/api/examination/v1.0/order/detail/${enc(code)}`, quiet);

export const startExamination = (code: string) =>
  apiPost<ExaminationView>(`/api/examination/v1.0/order/start/${enc(code)}`, undefined, quiet);

export const scanForExamination = (code: string, barcode: string) =>
  apiPost<ScanResult>(`/api/examination/v1.0/order/scan/${enc(code)}`, { barcode }, quiet);

export const completeExamination = (code: string) =>
  apiPost<ExaminationView>(`/api/examination/v1.0/order/complete/${enc(code)}`, undefined, quiet);
