import { type ListSpec, listQuerySchema } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { listQueryFromParams, listQueryToParams, withSearch, withSort } from './list-url-state';

const SPEC = {
  fields: {
    code: { kind: 'text', label: '코드', sortable: true, operators: ['eq', 'startsWith', 'in'] },
    name: { kind: 'text', label: '이름', sortable: true, operators: ['contains', 'eq'] },
    status: { kind: 'text', label: '상태', sortable: true, operators: ['eq', 'in'] },
    rank: { kind: 'text', label: '등급', operators: ['eq', 'isNull'] },
    limit: { kind: 'number', label: '한도', sortable: true, operators: ['gte', 'lte', 'between'] },
    checked: { kind: 'boolean', label: '확인', operators: ['eq'] },
    createdAt: { kind: 'date', label: '등록일', sortable: true, operators: ['gte', 'between'] },
    memo: { kind: 'text', label: '메모' },
  },
  defaultSort: { field: 'code', dir: 'asc' },
  maxSize: 500,
} as const satisfies ListSpec;

const read = (query: string) => listQueryFromParams(SPEC, new URLSearchParams(query));

describe('list query in the URL', () => {
  it('reads an empty query string as page 1 in the default order', () => {
    expect(read('')).toEqual({ page: 1, size: 50, sort: [{ field: 'code', dir: 'asc' }], filters: [] });
  });

  it('round-trips filters of every kind, the keyword, sort, page and size', () => {
    const query = {
      page: 3,
      size: 100,
      sort: [
        { field: 'name', dir: 'desc' as const },
        { field: 'code', dir: 'asc' as const },
      ],
      keyword: '한빛 카센터',
      filters: [
        { field: 'name', op: 'contains' as const, value: '램프&부품, 50%' },
        { field: 'status', op: 'in' as const, value: ['active', 'hold'] },
        { field: 'limit', op: 'between' as const, value: [0, 500000] },
        { field: 'checked', op: 'eq' as const, value: false },
        { field: 'createdAt', op: 'gte' as const, value: '20261101' },
        { field: 'rank', op: 'isNull' as const, value: true },
      ],
    };
    const params = listQueryToParams(SPEC, query);
    expect(read(params.toString())).toEqual(query);
    // What it reads is what the server accepts.
    expect(listQuerySchema(SPEC).safeParse(read(params.toString())).success).toBe(true);
  });

  it('leaves defaults out of the URL', () => {
    expect(
      listQueryToParams(SPEC, {
        page: 1,
        size: 50,
        sort: [{ field: 'code', dir: 'asc' }],
        filters: [],
      }).toString(),
    ).toBe('');
  });

  it('drops fields, operators and values the spec does not allow', () => {
    const query = read(
      'nope.eq=1&memo.contains=x&name.gte=a&limit.gte=12abc&checked.eq=yes&createdAt.gte=2026-11-01&limit.between=1&code.eq=C1',
    );
    expect(query.filters).toEqual([{ field: 'code', op: 'eq', value: 'C1' }]);
  });

  it('ignores sort keys that cannot be sorted, repeats, and more than three', () => {
    expect(read('sort=memo.asc,rank.desc').sort).toEqual([{ field: 'code', dir: 'asc' }]);
    expect(read('sort=name.desc,name.asc,status,limit.desc,createdAt.asc').sort).toEqual([
      { field: 'name', dir: 'desc' },
      { field: 'status', dir: 'asc' },
      { field: 'limit', dir: 'desc' },
    ]);
  });

  it('falls back to page 1 and the default size for nonsense or sizes above the maximum', () => {
    expect(read('page=0&size=9999')).toMatchObject({ page: 1, size: 50 });
    expect(read('page=abc&size=-5')).toMatchObject({ page: 1, size: 50 });
    expect(read('page=4&size=500')).toMatchObject({ page: 4, size: 500 });
  });

  it('starts a new search on page 1 and keeps sort and size', () => {
    const before = { ...read('page=5&size=100&sort=name.desc&q=old'), page: 5 };
    const after = withSearch(before, {
      filters: [{ field: 'name', op: 'contains', value: '대성' }],
      keyword: ' ',
    });
    expect(after).toEqual({
      page: 1,
      size: 100,
      sort: [{ field: 'name', dir: 'desc' }],
      filters: [{ field: 'name', op: 'contains', value: '대성' }],
    });
  });

  it('sorts from the grid, back to the default order when the last sort is removed', () => {
    const base = read('page=2');
    expect(withSort(SPEC, base, [{ field: 'limit', dir: 'desc' }])).toMatchObject({
      page: 1,
      sort: [{ field: 'limit', dir: 'desc' }],
    });
    expect(withSort(SPEC, base, []).sort).toEqual([{ field: 'code', dir: 'asc' }]);
    expect(withSort(SPEC, base, [{ field: 'memo', dir: 'asc' }]).sort).toEqual([
      { field: 'code', dir: 'asc' },
    ]);
  });
});
