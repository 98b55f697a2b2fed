import type { ExaminationLine, ExaminationView } from './order-examination.api';

// What the examiner reads at a glance: how many units are checked, which lines are done.

export type LineState = 'done' | 'partial' | 'todo';

export const lineState = (line: Pick<ExaminationLine, 'required' | 'scanned'>): LineState =>
  line.scanned >= line.required ? 'done' : line.scanned > 0 ? 'partial' : 'todo';

export type ExaminationSummary = {
  units: number;
  scannedUnits: number;
  lines: number;
  doneLines: number;
  percent: number;
};

export const summarize = (view: Pick<ExaminationView, 'lines'>): ExaminationSummary => {
  const units = view.lines.reduce((n, l) => n + l.required, 0);
  const scannedUnits = view.lines.reduce((n, l) => n + Math.min(l.scanned, l.required), 0);
  const doneLines = view.lines.filter((l) => lineState(l) === 'done').length;
  return {
    units,
    scannedUnits,
    lines: view.lines.length,
    doneLines,
    percent: units === 0 ? 0 : Math.floor((scannedUnits * 100) / units),
  };
};

/** The line a scan matched, in words: '3번 에어필터 투싼NX4 1/1'. */
export const matchText = (view: Pick<ExaminationView, 'lines'>, lineNo: number): string => {
  const line = view.lines.find((l) => l.lineNo === lineNo);
  return line
    ? `${line.lineNo}번 ${line.partNo} ${line.partName} ${line.scanned}/${line.required}`
    : `${lineNo}번`;
};

/** A scanner ends its burst with Enter; a wedge may add spaces or control characters. */
export const cleanScan = (raw: string): string =>
  Array.from(raw)
    .filter((c) => c >= ' ' && c !== '\u007f')
    .join('')
    .trim();
