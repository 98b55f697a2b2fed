// What the examination endpoints answer (검수: the scan station, its queues, and the scanning of
// returned goods back in), declared once for the server and the web.

export type ExaminationStatus = 'none' | 'scanning' | 'done';

export type ExaminationLine = {
  lineNo: number;
  partCode: string;
  partNo: string;
  partName: string;
  required: number;
  scanned: number;
};

export type ExaminationView = {
  orderCode: string;
  status: ExaminationStatus;
  examinerId: number | null;
  lines: ExaminationLine[];
  complete: boolean;
};

export type ScanResult = ExaminationView & { matchedLine: number; unitBarcode: string | null };

export type ExaminationScanRow = {
  id: number;
  at: string;
  lineNo: number;
  partNo: string;
  partName: string;
  scanned: string;
  unitBarcode: string | null;
  scannedByName: string | null;
};

export type ExaminationRecord = ExaminationView & {
  customerCode: string;
  customerName: string;
  fixedAt: string | null;
  examinerName: string | null;
  startedAt: string | null;
  completedAt: string | null;
  scans: ExaminationScanRow[];
};

export type ExaminationQueueRow = {
  orderCode: string;
  customerCode: string;
  customerName: string;
  fixedAt: string;
  fixedByName: string | null;
  lineCount: number;
  units: number;
  total: number;
  examStatus: ExaminationStatus;
  examinerName: string | null;
  startedAt: string | null;
  completedAt: string | null;
  /** Minutes from the fix to now (still waiting) or to the end of the examination. */
  waitedMinutes: number;
};

export type ExaminationDayCounts = { none: number; scanning: number; done: number };

export type CancelExaminationLine = {
  lineNo: number;
  partCode: string;
  partNo: string;
  partName: string;
  /** Units the cancel took back. */
  required: number;
  scanned: number;
};

export type CancelExaminationScan = {
  at: string;
  lineNo: number;
  scanned: string;
  unitBarcode: string | null;
  scannedByName: string | null;
};

export type CancelExaminationView = {
  cancelCode: string;
  cancelId: number;
  orderCode: string;
  customerName: string;
  reason: string;
  status: ExaminationStatus;
  lines: CancelExaminationLine[];
  complete: boolean;
  completedAt: string | null;
  completedByName: string | null;
  scans: CancelExaminationScan[];
};

export type CancelScanResult = CancelExaminationView & { matchedLine: number; unitBarcode: string | null };

export type CancelAwaitingReturn = {
  id: number;
  code: string;
  orderCode: string;
  customerName: string;
  reason: string;
  checkedAt: string | null;
  units: number;
  scanned: number;
};
