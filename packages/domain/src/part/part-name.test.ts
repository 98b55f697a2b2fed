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
    // Reads LH/RH as one marker, not as LH followed by a model.
    ['도어LH/RH NF쏘나타', '도어LH/RH', 'NF쏘나타'],
    // Finds a marker written against Hangul.
    ['프론트도어LH투싼', '프론트도어LH', '투싼'],
    // Uses the first marker when there are several.
    ['램프 LH 커버 RH 모닝', '램프 LH', '커버 RH 모닝'],
    // Leaves the car model empty when nothing follows the marker.
    ['헤드램프 LH', '헤드램프 LH', ''],
    // Does not take letters inside a Latin word for a marker.
    ['RHD 핸들', 'RHD 핸들', ''],
    ['SLH 부싱', 'SLH 부싱', ''],
    // Ignores lower-case lookalikes of a marker.
    ['램프 lh 모닝', '램프 lh 모닝', ''],
    // Splits off a trailing run of capitals and digits as the car model.
    ['브레이크패드 YF', '브레이크패드', 'YF'],
    ['에어컨필터K5', '에어컨필터', 'K5'],
    ['오일필터 HG240', '오일필터', 'HG240'],
    // Takes only the trailing run, stopping at a hyphen or space.
    ['와이퍼 650-TQ', '와이퍼 650-', 'TQ'],
    ['점화플러그 AB CD', '점화플러그 AB', 'CD'],
    // Does not split when the whole name is capitals and digits.
    ['ABC123', 'ABC123', ''],
    // Does not split a name ending in Hangul or lower case.
    ['엔진오일', '엔진오일', ''],
    ['Oil filter', 'Oil filter', ''],
    // Trims the input and handles empty or blank text.
    ['  브레이크패드 YF  ', '브레이크패드', 'YF'],
    ['', '', ''],
    ['   ', '', ''],
  ])('splits %j into %j and %j', (input, name, carModel) => {
    expect(splitPartName(input)).toEqual({ name, carModel });
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
