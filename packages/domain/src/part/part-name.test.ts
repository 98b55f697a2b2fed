import { describe, expect, it } from 'vitest';
import { splitPartName } from './part-name.js';

describe('splitPartName', () => {
  it.each([
    ['헤드램프 LH 아반떼AD', '헤드램프 LH', '아반떼AD'],
    ['헤드램프 RH 아반떼AD', '헤드램프 RH', '아반떼AD'],
    ['안개등 L/R 쏘나타', '안개등 L/R', '쏘나타'],
    ['안개등 R/L 쏘나타', '안개등 R/L', '쏘나타'],
    ['사이드미러 LH/RH 그랜저IG', '사이드미러 LH/RH', '그랜저IG'],
    ['사이드미러 RH/LH 그랜저IG', '사이드미러 RH/LH', '그랜저IG'],
  ])('splits %s after the side marker', (input, name, carModel) => {
    expect(splitPartName(input)).toEqual({ name, carModel });
  });

  it('reads LH/RH as one marker, not as LH followed by a model', () => {
    expect(splitPartName('도어LH/RH NF쏘나타')).toEqual({ name: '도어LH/RH', carModel: 'NF쏘나타' });
  });

  it('finds a marker written against Hangul', () => {
    expect(splitPartName('프론트도어LH투싼')).toEqual({ name: '프론트도어LH', carModel: '투싼' });
  });

  it('uses the first marker when there are several', () => {
    expect(splitPartName('램프 LH 커버 RH 모닝')).toEqual({ name: '램프 LH', carModel: '커버 RH 모닝' });
  });

  it('leaves the car model empty when nothing follows the marker', () => {
    expect(splitPartName('헤드램프 LH')).toEqual({ name: '헤드램프 LH', carModel: '' });
  });

  it('does not take letters inside a Latin word for a marker', () => {
    expect(splitPartName('RHD 핸들')).toEqual({ name: 'RHD 핸들', carModel: '' });
    expect(splitPartName('SLH 부싱')).toEqual({ name: 'SLH 부싱', carModel: '' });
  });

  it('ignores lower-case lookalikes of a marker', () => {
    expect(splitPartName('램프 lh 모닝')).toEqual({ name: '램프 lh 모닝', carModel: '' });
  });

  it('splits off a trailing run of capitals and digits as the car model', () => {
    expect(splitPartName('브레이크패드 YF')).toEqual({ name: '브레이크패드', carModel: 'YF' });
    expect(splitPartName('에어컨필터K5')).toEqual({ name: '에어컨필터', carModel: 'K5' });
    expect(splitPartName('오일필터 HG240')).toEqual({ name: '오일필터', carModel: 'HG240' });
  });

  it('takes only the trailing run, stopping at a hyphen or space', () => {
    expect(splitPartName('와이퍼 650-TQ')).toEqual({ name: '와이퍼 650-', carModel: 'TQ' });
    expect(splitPartName('점화플러그 AB CD')).toEqual({ name: '점화플러그 AB', carModel: 'CD' });
  });

  it('does not split when the whole name is capitals and digits', () => {
    expect(splitPartName('ABC123')).toEqual({ name: 'ABC123', carModel: '' });
  });

  it('does not split a name ending in Hangul or lower case', () => {
    expect(splitPartName('엔진오일')).toEqual({ name: '엔진오일', carModel: '' });
    expect(splitPartName('Oil filter')).toEqual({ name: 'Oil filter', carModel: '' });
  });

  it('trims the input and handles empty or blank text', () => {
    expect(splitPartName('  브레이크패드 YF  ')).toEqual({ name: '브레이크패드', carModel: 'YF' });
    expect(splitPartName('')).toEqual({ name: '', carModel: '' });
    expect(splitPartName('   ')).toEqual({ name: '', carModel: '' });
  });

  it('stays fast on very long input', () => {
    const longRun = `${'A'.repeat(100_000)}a`;
    const started = performance.now();
    expect(splitPartName(longRun)).toEqual({ name: longRun, carModel: '' });
    expect(splitPartName(`부품 ${'B'.repeat(100_000)}`)).toEqual({
      name: '부품',
      carModel: 'B'.repeat(100_000),
    });
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
