import { formatThousands } from '@erp/domain';

// The generic importer's job states (server: platform/excel). Nothing is written while a job is
// 'previewed'; 'running' writes batch by batch; 'done' and 'failed' are final.

export type ImportJobStatus = 'previewed' | 'running' | 'done' | 'failed';

export type ImportStatus = {
  id: string;
  status: ImportJobStatus;
  totalRows: number;
  validRows: number;
  errorRows: number;
  processed: number;
  failure: string | null;
};

export type ImportRowError = { row: number; field: string; label: string; message: string };

export type ImportPreview = {
  id: string;
  fileName: string;
  totalRows: number;
  validRows: number;
  errorRows: number;
  errors: ImportRowError[];
  unknownHeaders: string[];
  sample: Record<string, unknown>[];
};

const JOB_STATUSES: readonly ImportJobStatus[] = ['previewed', 'running', 'done', 'failed'];

/** One server-sent progress event (`data:` is the status JSON), or null when it is not one. */
export const parseStatusEvent = (data: string): ImportStatus | null => {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const s = value as Record<string, unknown>;
  const numbers = ['totalRows', 'validRows', 'errorRows', 'processed'] as const;
  if (typeof s.id !== 'string' || !JOB_STATUSES.includes(s.status as ImportJobStatus)) return null;
  if (!numbers.every((key) => typeof s[key] === 'number')) return null;
  return {
    id: s.id,
    status: s.status as ImportJobStatus,
    totalRows: s.totalRows as number,
    validRows: s.validRows as number,
    errorRows: s.errorRows as number,
    processed: s.processed as number,
    failure: typeof s.failure === 'string' ? s.failure : null,
  };
};

export const isFinished = (status: ImportStatus): boolean =>
  status.status === 'done' || status.status === 'failed';

/** Percent of the valid rows written; 100 only when the job says it is done. */
export const progressPercent = (status: ImportStatus): number => {
  if (status.status === 'done') return 100;
  if (status.validRows <= 0) return 0;
  return Math.min(99, Math.floor((status.processed / status.validRows) * 100));
};

export const progressText = (status: ImportStatus): string => {
  const counts = `${formatThousands(status.processed)} / ${formatThousands(status.validRows)}건`;
  switch (status.status) {
    case 'done':
      return `${formatThousands(status.processed)}건을 저장했습니다.`;
    case 'failed':
      return `중단되었습니다 (${counts} 저장됨): ${status.failure ?? '원인을 알 수 없습니다.'}`;
    case 'running':
      return `저장하는 중… ${counts}`;
    default:
      return `저장을 기다리는 중… ${counts}`;
  }
};
