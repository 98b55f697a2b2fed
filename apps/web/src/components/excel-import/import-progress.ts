import {
  formatThousands,
  type ImportJobStatus,
  type ImportPreview,
  type ImportRowError,
  type ImportStatus,
  importStatusSchema,
} from '@erp/domain';

export type { ImportJobStatus, ImportPreview, ImportRowError, ImportStatus };

/** One server-sent progress event (`data:` is the status JSON), or null when it is not one. */
export const parseStatusEvent = (data: string): ImportStatus | null => {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = importStatusSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
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
