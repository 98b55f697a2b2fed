import { describe, expect, it } from 'vitest';
import { changeText, fieldLabelOf, valueText } from './customer-change-text';

describe('quick change texts', () => {
  it('names fields by their Korean label', () => {
    expect(fieldLabelOf('phone')).toBe('전화번호');
    expect(fieldLabelOf('districtGroup')).toBe('지역 그룹');
    expect(fieldLabelOf('unknownField')).toBe('unknownField');
  });

  it('shows values in their usual words', () => {
    expect(valueText('status', 'hold')).toBe('출고 보류');
    expect(valueText('customerType', 'dealer')).toBe('부품상');
    expect(valueText('vatIncluded', true)).toBe('예');
    expect(valueText('creditLimit', 5000000)).toBe('5,000,000');
    expect(valueText('memo', null)).toBe('(없음)');
  });

  it('writes one change as "label: before → after"', () => {
    expect(changeText({ field: 'phone', before: '02-2634-1100', after: '02-2634-1200' })).toBe(
      '전화번호: 02-2634-1100 → 02-2634-1200',
    );
  });
});
