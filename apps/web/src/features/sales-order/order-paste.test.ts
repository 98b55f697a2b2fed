import { describe, expect, it } from 'vitest';
import { exactCandidate, isLineBlock, parsePastedLines } from './order-paste';

describe('lines pasted from Excel', () => {
  it('tells a block of rows from a single part number', () => {
    expect(isLineBlock('AX60L')).toBe(false);
    expect(isLineBlock('AX60L\t2\nSP1399\t1')).toBe(true);
  });

  it('reads part, quantity and price per row, quantity 1 when missing', () => {
    expect(parsePastedLines('AX60L\t2\t85,000\r\nSP1399\n\n26300-35505  3')).toEqual([
      { keyword: 'AX60L', qty: 2, unitPrice: 85_000 },
      { keyword: 'SP1399', qty: 1, unitPrice: null },
      { keyword: '26300-35505', qty: 3, unitPrice: null },
    ]);
  });
});

describe('the candidate Enter takes before the list is shown', () => {
  const rows = [
    { partNoNorm: 'AX60L', matchedBy: 'partNo' as const },
    { partNoNorm: 'AX60LS', matchedBy: 'partNo' as const },
  ];

  it('is the exact part number, hyphens and case forgiven', () => {
    expect(exactCandidate('ax60l', rows)).toBe(rows[0]);
    expect(exactCandidate('26300-35505', [{ partNoNorm: '2630035505', matchedBy: 'partNo' }])).toEqual({
      partNoNorm: '2630035505',
      matchedBy: 'partNo',
    });
  });

  it('is a barcode match, or the only match', () => {
    expect(exactCandidate('8800001000809', [{ partNoNorm: 'GB80L', matchedBy: 'barcode' }])?.partNoNorm).toBe(
      'GB80L',
    );
    expect(exactCandidate('램프', [{ partNoNorm: 'X', matchedBy: 'name' }])?.partNoNorm).toBe('X');
  });

  it('is none when several parts fit a name', () => {
    expect(
      exactCandidate('필터', [
        { partNoNorm: 'A', matchedBy: 'name' },
        { partNoNorm: 'B', matchedBy: 'name' },
      ]),
    ).toBeNull();
  });
});
