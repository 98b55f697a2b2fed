import type { ListSpec } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { describeFilter, filterableFields, isFilterComplete } from './filter-describe';

const SPEC = {
  fields: {
    status: { kind: 'text', label: '현재 상황', operators: ['eq', 'in'] },
    name: { kind: 'text', label: '거래처명', operators: ['contains'] },
    rank: { kind: 'text', label: '등급', operators: ['isNull'] },
    limit: { kind: 'number', label: '여신 한도', operators: ['between', 'gte'] },
    checked: { kind: 'boolean', label: '등록 확인', operators: ['eq'] },
    createdAt: { kind: 'date', label: '등록일', operators: ['gte'] },
    memo: { kind: 'text', label: '메모' },
  },
  defaultSort: { field: 'name', dir: 'asc' },
} as const satisfies ListSpec;

const OPTIONS = {
  status: [
    { value: 'active', label: '거래 중' },
    { value: 'hold', label: '출고 보류' },
  ],
};

describe('filter chips', () => {
  it('names options by their Korean label', () => {
    expect(describeFilter(SPEC, { field: 'status', op: 'in', value: ['active', 'hold'] }, OPTIONS)).toBe(
      '현재 상황: 거래 중, 출고 보류',
    );
    expect(describeFilter(SPEC, { field: 'status', op: 'eq', value: 'hold' }, OPTIONS)).toBe(
      '현재 상황: 출고 보류',
    );
  });

  it('says the operator for text, numbers, dates and booleans', () => {
    expect(describeFilter(SPEC, { field: 'name', op: 'contains', value: '카센터' })).toBe(
      '거래처명 포함: 카센터',
    );
    expect(describeFilter(SPEC, { field: 'limit', op: 'between', value: [1000, 5000000] })).toBe(
      '여신 한도 1,000 ~ 5,000,000',
    );
    expect(describeFilter(SPEC, { field: 'createdAt', op: 'gte', value: '20261101' })).toBe(
      '등록일 이상: 2026-11-01',
    );
    expect(describeFilter(SPEC, { field: 'checked', op: 'eq', value: false })).toBe('등록 확인: 아니오');
    expect(describeFilter(SPEC, { field: 'rank', op: 'isNull', value: true })).toBe('등급: 비어 있음');
  });

  it('treats empty boxes as no condition', () => {
    expect(isFilterComplete({ field: 'name', op: 'contains', value: '  ' })).toBe(false);
    expect(isFilterComplete({ field: 'status', op: 'in', value: [] })).toBe(false);
    expect(isFilterComplete({ field: 'limit', op: 'between', value: [1, null] })).toBe(false);
    expect(isFilterComplete({ field: 'limit', op: 'between', value: [0, 0] })).toBe(true);
    expect(isFilterComplete({ field: 'checked', op: 'eq', value: false })).toBe(true);
    expect(isFilterComplete({ field: 'rank', op: 'isNull' })).toBe(true);
  });

  it('lists only the fields with operators', () => {
    expect(filterableFields(SPEC)).toEqual(['status', 'name', 'rank', 'limit', 'checked', 'createdAt']);
  });
});
