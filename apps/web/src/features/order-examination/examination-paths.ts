import { EXAMINATION_QUEUE_STATES, type ExaminationQueueState, isYmd } from '@erp/domain';

// Routes of the examination screens (routes.tsv §2.16) and how their parameters read.

const enc = encodeURIComponent;

export const EXAMINATION_PATHS = {
  station: '/Company/Examination/Order/OrderExamination',
  record: (orderCode: string) =>
    `/Company/Examination/Order/Examination/OrderExaminationList/${enc(orderCode)}`,
  exceed: '/Company/Examination/Order/Examination/OrderExaminationExceedList',
  request: '/Company/Examination/Order/Examination/OrderExaminationRequest',
  requestOf: (state: ExaminationQueueState, ymd: string) =>
    `/Company/Examination/Order/Examination/OrderExaminationRequest/${enc(state)}/${enc(ymd)}`,
  cancel: '/Company/Examination/Order/OrderCancelExamination',
} as const;

/**
 * OrderExaminationRequest/:type/:ymd: :type is the examination state to list (waiting, none,
 * scanning, done, all); any other value (a popup marker such as 'popup') lists the waiting ones.
 * A :ymd that is not a real day gives null (the page says so).
 */
export const readRequestParams = (
  type: string | undefined,
  ymd: string | undefined,
): { state: ExaminationQueueState; ymd: string | null } => {
  const state = (EXAMINATION_QUEUE_STATES as readonly string[]).includes(type ?? '')
    ? (type as ExaminationQueueState)
    : 'waiting';
  return { state, ymd: ymd !== undefined && isYmd(ymd) ? ymd : null };
};

/** A cancel is scanned in by its code (X…); a wedge may add spaces around it. */
export const isCancelCode = (text: string): boolean => /^X\d{8}-\d{4,}$/i.test(text.trim());
