import type { ListSpec } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import { draftFromFilters, filtersFromDraft, newCondition, type QuickField } from './filter-draft';

const SPEC = {
  fields: {
    name: { kind: 'text', label: '거래처명', operators: ['contains', 'eq'] },
    phone: { kind: 'text', label: '전화번호', operators: ['contains'] },
    status: { kind: 'text', label: '현재 상황', operators: ['in', 'eq'] },
    rank: { kind: 'text', label: '등급', operators: ['isNull', 'eq'] },
  },
  defaultSort: { field: 'name', dir: 'asc' },
} as const satisfies ListSpec;

const QUICK: QuickField[] = [
  { field: 'name', op: 'contains' },
  { field: 'phone', op: 'contains' },
];

describe('filter form', () => {
  it('splits applied filters into the inline fields and extra conditions', () => {
    const draft = draftFromFilters(
      [
        { field: 'phone', op: 'contains', value: '1100' },
        { field: 'status', op: 'in', value: ['active'] },
        { field: 'name', op: 'eq', value: '한빛카센터' },
      ],
      '한빛',
      QUICK,
    );
    expect(draft.keyword).toBe('한빛');
    expect(draft.quick).toEqual({ 'phone.contains': '1100' });
    expect(draft.extra.map((c) => `${c.field}.${c.op}`)).toEqual(['status.in', 'name.eq']);
  });

  it('sends only filled boxes, trimmed, one per field and operator', () => {
    const filters = filtersFromDraft(
      {
        keyword: '',
        quick: { 'name.contains': '  대성 ', 'phone.contains': '   ' },
        extra: [
          { key: 1, field: 'status', op: 'in', value: [] },
          { key: 2, field: 'rank', op: 'isNull', value: undefined },
          { key: 3, field: 'name', op: 'contains', value: '모터스' },
        ],
      },
      QUICK,
    );
    expect(filters).toEqual([
      { field: 'name', op: 'contains', value: '모터스' },
      { field: 'rank', op: 'isNull', value: true },
    ]);
  });

  it('adds a condition on a field not used yet', () => {
    const draft = draftFromFilters([{ field: 'name', op: 'eq', value: 'x' }], undefined, []);
    expect(newCondition(SPEC, draft, 9)).toEqual({
      key: 9,
      field: 'phone',
      op: 'contains',
      value: undefined,
    });
  });
});
