// Where a direct shipment (직송) stands, and how its arrival at the customer was confirmed.

export const DIRECT_EXAMINATION_STATUSES = ['waiting', 'examined'] as const;
export type DirectExaminationStatus = (typeof DIRECT_EXAMINATION_STATUSES)[number];
export const DIRECT_EXAMINATION_STATUS_LABELS: Record<DirectExaminationStatus, string> = {
  waiting: '검수 대기',
  examined: '검수 완료',
};

/** On paper (quantities typed from the signed checklist) or by scanning each unit. */
export const DIRECT_EXAMINATION_METHODS = ['paper', 'scan'] as const;
export type DirectExaminationMethod = (typeof DIRECT_EXAMINATION_METHODS)[number];
export const DIRECT_EXAMINATION_METHOD_LABELS: Record<DirectExaminationMethod, string> = {
  paper: '서면 검수',
  scan: '스캔 검수',
};

/** The list's `:type`: waiting, examined, or all (anything else). */
export const directExaminationListType = (type: string | undefined): DirectExaminationStatus | null =>
  (DIRECT_EXAMINATION_STATUSES as readonly string[]).includes(type ?? '')
    ? (type as DirectExaminationStatus)
    : null;
