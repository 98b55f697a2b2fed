import { describe, expect, it } from 'vitest';
import { scanIntent } from './scan-intent';

describe('scanIntent', () => {
  it('takes a part code as a code, in any letter case', () => {
    expect(scanIntent(' p0000012 ')).toEqual({ kind: 'code', value: 'P0000012' });
  });
  it('takes long digit runs and URL-shaped scans as barcodes, the URL reduced to its path', () => {
    expect(scanIntent('8801234100080')).toEqual({ kind: 'barcode', value: '8801234100080' });
    expect(scanIntent('https://erp.example.kr/B/U2026 0001?x=1')).toEqual({
      kind: 'barcode',
      value: '/B/U20260001',
    });
  });
  it('takes anything else as a search word', () => {
    expect(scanIntent('램프')).toEqual({ kind: 'keyword', value: '램프' });
    expect(scanIntent('26300-35505')).toEqual({ kind: 'keyword', value: '26300-35505' });
    expect(scanIntent('1234')).toEqual({ kind: 'keyword', value: '1234' });
  });
  it('reports an empty box as empty', () => {
    expect(scanIntent('   ')).toEqual({ kind: 'empty' });
  });
});
