import { type ExaminationLine, type ExaminationView, examinationApi, type ScanResult } from '@erp/domain';
import { callApi } from '../../app/contract-client';

// Examination calls (SPEC §7.5): a second person scans every unit of a fixed order before release.
// Every call is self-handled: the scan screen says what went wrong in large letters and a sound,
// and keeps the scanner's input box focused instead of opening a dialog.

export type { ExaminationLine, ExaminationView, ScanResult };

const quiet = { selfHandled: true } as const;

export const fetchExamination = (code: string) => callApi(examinationApi.detail, { params: { code } }, quiet);

export const startExamination = (code: string) => callApi(examinationApi.start, { params: { code } }, quiet);

export const scanForExamination = (code: string, barcode: string) =>
  callApi(examinationApi.scan, { params: { code }, body: { barcode } }, quiet);

export const completeExamination = (code: string) =>
  callApi(examinationApi.complete, { params: { code } }, quiet);
