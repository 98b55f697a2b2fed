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

  it.each([
    [
      'reads LH/RH as one marker, not as LH followed by a model',
      '도어LH/RH NF쏘나타',
      { name: '도어LH/RH', carModel: 'NF쏘나타' },
    ],
    ['finds a marker written against Hangul', '프론트도어LH투싼', { name: '프론트도어LH', carModel: '투싼' }],
    [
      'uses the first marker when there are several',
      '램프 LH 커버 RH 모닝',
      { name: '램프 LH', carModel: '커버 RH 모닝' },
    ],
    [
      'leaves the car model empty when nothing follows the marker',
      '헤드램프 LH',
      { name: '헤드램프 LH', carModel: '' },
    ],
    [
      'does not take letters inside a Latin word for a marker',
      'RHD 핸들',
      { name: 'RHD 핸들', carModel: '' },
    ],
    [
      'does not take letters inside a Latin word for a marker',
      'SLH 부싱',
      { name: 'SLH 부싱', carModel: '' },
    ],
    ['ignores lower-case lookalikes of a marker', '램프 lh 모닝', { name: '램프 lh 모닝', carModel: '' }],
    [
      'splits off a trailing run of capitals and digits as the car model',
      '브레이크패드 YF',
      { name: '브레이크패드', carModel: 'YF' },
    ],
    [
      'splits off a trailing run of capitals and digits as the car model',
      '에어컨필터K5',
      { name: '에어컨필터', carModel: 'K5' },
    ],
    [
      'splits off a trailing run of capitals and digits as the car model',
      '오일필터 HG240',
      { name: '오일필터', carModel: 'HG240' },
    ],
    [
      'takes only the trailing run, stopping at a hyphen or space',
      '와이퍼 650-TQ',
      { name: '와이퍼 650-', carModel: 'TQ' },
    ],
    [
      'takes only the trailing run, stopping at a hyphen or space',
      '점화플러그 AB CD',
      { name: '점화플러그 AB', carModel: 'CD' },
    ],
    ['does not split when the whole name is capitals and digits', 'ABC123', { name: 'ABC123', carModel: '' }],
    ['does not split a name ending in Hangul or lower case', '엔진오일', { name: '엔진오일', carModel: '' }],
    [
      'does not split a name ending in Hangul or lower case',
      'Oil filter',
      { name: 'Oil filter', carModel: '' },
    ],
    [
      'trims the input and handles empty or blank text',
      '  브레이크패드 YF  ',
      { name: '브레이크패드', carModel: 'YF' },
    ],
    ['trims the input and handles empty or blank text', '', { name: '', carModel: '' }],
    ['trims the input and handles empty or blank text', '   ', { name: '', carModel: '' }],
  ])('%s (%#)', (_rule, input, expected) => {
    expect(splitPartName(input)).toEqual(expected);
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
