import { batteryDateCode } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { batteryAgeText, dateLabelSheet, formatYmdDots } from './battery-date';

describe('battery date labels (KS C 8504 일-월-년)', () => {
  it('prints the date with dashes in day-month-year order and holds DDMMYY in the bars', () => {
    const code = batteryDateCode('20261121');
    if (!code) throw new Error('a real date');
    const sheet = dateLabelSheet(code, '/img', 3, '50x30', null);
    expect(sheet.labels[0]?.barcodeValue).toBe('211126');
    expect(sheet.labels[0]?.lines.map((l) => l.text)).toEqual(['제조일 21-11-26 (일-월-년)']);
    expect(sheet.totalLabels).toBe(3);
    expect(sheet.layout).toMatchObject({ key: '50x30', widthMm: 50, heightMm: 30 });
  });

  it('adds the battery part under the date when one was chosen', () => {
    const code = batteryDateCode('20260105');
    if (!code) throw new Error('a real date');
    const sheet = dateLabelSheet(code, '/img', 1, 'a4-3x8', {
      code: 'P0000001',
      partNo: 'GB80L',
      name: '배터리 GB80L',
    });
    expect(sheet.labels[0]?.barcodeValue).toBe('050126');
    expect(sheet.labels[0]?.lines.map((l) => l.text)).toEqual([
      '제조일 05-01-26 (일-월-년)',
      'GB80L 배터리 GB80L',
    ]);
  });

  it('writes YYYYMMDD with dots and leaves anything else alone', () => {
    expect(formatYmdDots('20261121')).toBe('2026.11.21');
    expect(formatYmdDots('2026-11')).toBe('2026-11');
  });

  it('says how old a battery is, and to sell it first from six months', () => {
    expect(batteryAgeText(null)).toBe('');
    expect(batteryAgeText(0)).toBe('제조 1개월 미만');
    expect(batteryAgeText(5)).toBe('제조 5개월 경과');
    expect(batteryAgeText(6)).toContain('먼저 판매');
  });
});
