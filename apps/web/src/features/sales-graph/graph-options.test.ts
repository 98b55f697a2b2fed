import { describe, expect, it } from 'vitest';
import { channelOption, hourlyOption, manLabel, visibleHours } from './graph-options';

const hours = (entries: Record<number, number>) => Array.from({ length: 24 }, (_, h) => entries[h] ?? 0);

describe('hourly chart', () => {
  it('shows the working day and widens it to hours that had sales', () => {
    expect(visibleHours([])).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    const late = [{ key: '1', label: '김', amounts: hours({ 21: 5000 }), counts: hours({ 21: 1 }) }];
    expect(visibleHours(late).at(-1)).toBe(21);
    expect(visibleHours(late)[0]).toBe(8);
  });

  it('stacks each user and adds the hour totals as a line', () => {
    const option = hourlyOption([
      { key: '1', label: '김', amounts: hours({ 9: 10_000, 10: 5_000 }), counts: hours({ 9: 1, 10: 1 }) },
      { key: '2', label: '이', amounts: hours({ 9: 2_000 }), counts: hours({ 9: 1 }) },
    ]) as { series: { name: string; data: number[] }[] };
    expect(option.series.map((s) => s.name)).toEqual(['김', '이', '합계']);
    // 08시 is the first category: 09시 is index 1.
    expect(option.series[2]?.data[1]).toBe(12_000);
    expect(option.series[2]?.data[2]).toBe(5_000);
  });
});

describe('manLabel', () => {
  it('writes 10 000 won and more as 만', () => {
    expect(manLabel(9_999)).toBe('9999');
    expect(manLabel(120_000)).toBe('12만');
    expect(manLabel(15_000)).toBe('1.5만');
  });
});

describe('channel chart', () => {
  it('labels the days and stacks one series per channel', () => {
    const option = channelOption({
      unit: 'day',
      buckets: ['20261121', '20261122'],
      series: [
        { channel: 'staff', counts: [3, 4], fixedTotals: [0, 0] },
        { channel: 'online', counts: [0, 1], fixedTotals: [0, 0] },
      ],
    }) as { xAxis: { data: string[] }; series: { name: string; stack: string }[] };
    expect(option.xAxis.data).toEqual(['11.21', '11.22']);
    expect(option.series.map((s) => s.name)).toEqual(['직원 직접 등록', '거래처 온라인 (거래처 사용자)']);
  });
});
