import { describe, expect, it } from 'vitest';
import { cleanScan, lineState, matchText, summarize } from './examination-progress';
import { SCAN_TONES } from './scan-sound';

const view = {
  lines: [
    { lineNo: 1, partCode: 'P1', partNo: 'AX60L', partName: '배터리 AX60L', required: 2, scanned: 2 },
    { lineNo: 2, partCode: 'P2', partNo: '26300-35505', partName: '오일필터', required: 3, scanned: 1 },
    { lineNo: 3, partCode: 'P3', partNo: 'SP1399', partName: '브레이크패드', required: 1, scanned: 0 },
  ],
};

describe('examination progress', () => {
  it('tells done, partial and untouched lines apart', () => {
    expect(view.lines.map(lineState)).toEqual(['done', 'partial', 'todo']);
  });

  it('counts units and finished lines', () => {
    expect(summarize(view)).toEqual({ units: 6, scannedUnits: 3, lines: 3, doneLines: 1, percent: 50 });
    expect(summarize({ lines: [] }).percent).toBe(0);
  });

  it('names the matched line with its count', () => {
    expect(matchText(view, 2)).toBe('2번 26300-35505 오일필터 1/3');
  });

  it('strips what a keyboard-wedge scanner adds around the code', () => {
    expect(cleanScan(' 8800001000809\t')).toBe('8800001000809');
    expect(cleanScan('\u00028800001000809\r')).toBe('8800001000809');
  });

  it('sounds a refusal lower and longer than a match', () => {
    const [ok] = SCAN_TONES.ok;
    const [error] = SCAN_TONES.error;
    expect(error?.frequency).toBeLessThan(ok?.frequency ?? 0);
    expect(SCAN_TONES.error.length).toBe(2);
  });
});
