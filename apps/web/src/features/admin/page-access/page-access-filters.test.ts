import { describe, expect, it } from 'vitest';
import {
  chartLabel,
  DEFAULT_PAGING,
  formatAccessTime,
  pagingFromSorter,
  toChartRequest,
  toStatsRequest,
} from './page-access-filters';

describe('page access stats filters', () => {
  it('sends only the filters that are set', () => {
    expect(toStatsRequest({ fromDate: null, toDate: null, path: '  ' }, DEFAULT_PAGING)).toEqual({
      sort: 'accessCount',
      order: 'desc',
      page: 1,
      size: 20,
    });
    expect(
      toStatsRequest({ fromDate: '20261101', toDate: '20261121', path: ' /Admin ' }, DEFAULT_PAGING),
    ).toMatchObject({
      fromDate: '20261101',
      toDate: '20261121',
      pathContains: '/Admin',
    });
  });

  it('asks the chart for the ten most visited pages of the same filter', () => {
    expect(toChartRequest({ fromDate: '20261101', toDate: null, path: '' })).toEqual({
      fromDate: '20261101',
      sort: 'accessCount',
      order: 'desc',
      page: 1,
      size: 10,
    });
  });

  it('turns a table sort into the request sort and back to page 1', () => {
    const paging = { ...DEFAULT_PAGING, page: 3 };
    expect(pagingFromSorter(paging, { field: 'lastAccessTime', order: 'ascend' })).toEqual({
      ...DEFAULT_PAGING,
      sort: 'lastAccessTime',
      order: 'asc',
    });
    expect(pagingFromSorter(paging, { field: 'uniqueUserCount', order: 'descend' }).order).toBe('desc');
    expect(pagingFromSorter(paging, { field: 'pagePath', order: null })).toEqual(DEFAULT_PAGING);
    expect(pagingFromSorter(paging, { field: 'pageName', order: 'ascend' })).toEqual(DEFAULT_PAGING);
  });

  it('shows access times on the Korean clock', () => {
    expect(formatAccessTime('2026-11-21T15:30:05.000Z')).toBe('2026-11-22 00:30:05');
    expect(formatAccessTime(null)).toBe('');
    expect(formatAccessTime('not a date')).toBe('');
  });

  it('labels chart bars by the page title, or the path without one', () => {
    expect(chartLabel({ pageName: '관리자/페이지 접속 통계', pagePath: '/Admin/PageAccessStats' })).toBe(
      '페이지 접속 통계',
    );
    expect(chartLabel({ pageName: '', pagePath: '/X' })).toBe('/X');
  });
});
