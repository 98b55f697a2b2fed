import { describe, expect, it } from 'vitest';
import {
  dateCodeText,
  examLineDifference,
  parseExamDateCode,
  whyCannotCount,
  whyCannotDivideBundle,
  whyCannotMarkDamaged,
  whyCannotPostExamination,
} from './purchase-examination.rules.js';
import { dateCodeChangeInputSchema, examScanInputSchema } from './purchase-examination.schema.js';

describe('battery date code of the examination', () => {
  it.each([
    ['2611', '202611'],
    ['26-11', '202611'],
    ['202611', '202611'],
    ['20261121', '20261121'],
    ['2026.11.21', '20261121'],
    ['2613', null],
    ['20261131', null],
    ['19991231', null],
    ['abc', null],
    ['', null],
  ])('%s → %s', (input, code) => {
    expect(parseExamDateCode(input)).toBe(code);
  });

  it.each([
    ['202611', '2026-11'],
    ['20261121', '2026-11-21'],
    [null, ''],
  ])('%s reads %s', (code, text) => {
    expect(dateCodeText(code)).toBe(text);
  });
});

describe('line differences and counting', () => {
  it.each([
    [
      { qty: 5, examined: 5, damaged: 0 },
      { short: 0, accepted: 5 },
    ],
    [
      { qty: 5, examined: 3, damaged: 1 },
      { short: 2, accepted: 2 },
    ],
    [
      { qty: 2, examined: 0, damaged: 0 },
      { short: 2, accepted: 0 },
    ],
  ])('%o → %o', (line, diff) => {
    expect(examLineDifference(line)).toEqual(diff);
  });

  it.each([
    [{ partName: '필터', qty: 2, examined: 1 }, null],
    [{ partName: '필터', qty: 2, examined: 2 }, '수량 초과: 필터는 입고 예정 2개를 모두 검수했습니다.'],
  ])('count on %o', (line, reason) => {
    expect(whyCannotCount(line)).toBe(reason);
  });

  it.each([
    [3, 3, null],
    [3, 4, '파손 수량: 검수한 3개보다 많을 수 없습니다.'],
  ])('examined %i, damaged %i', (examined, damaged, reason) => {
    expect(whyCannotMarkDamaged({ examined }, damaged)).toBe(reason);
  });
});

describe('posting', () => {
  const line = { partName: '배터리', qty: 2, examined: 2, damaged: 0, battery: false, dated: 0 };
  it.each([
    ['scanning', [line], null],
    ['posted', [line], '이미 검수 확정된 입고입니다.'],
    ['scanning', [{ ...line, examined: 0 }], '검수한 수량이 없습니다. 물건을 스캔한 뒤 확정하세요.'],
    ['scanning', [{ ...line, damaged: 2 }], '검수한 수량이 없습니다. 물건을 스캔한 뒤 확정하세요.'],
    ['scanning', [{ ...line, battery: true, dated: 1 }], '제조 일자: 배터리 1개에 제조 일자가 없습니다.'],
  ])('%s %o', (status, lines, reason) => {
    expect(whyCannotPostExamination(status, lines)).toBe(reason);
  });
});

describe('bundle division', () => {
  const base = { boxPartCode: 'P1', unitPartCode: 'P2', lineQty: 3, divided: 1, boxes: 2 };
  it.each([
    [base, null],
    [{ ...base, boxes: 3 }, '박스 수: 이 매입 줄에서 나눌 수 있는 박스는 2개입니다.'],
    [{ ...base, unitPartCode: 'P1' }, '낱개 품목: 박스 품목과 다른 품목을 고르세요.'],
  ])('%o', (o, reason) => {
    expect(whyCannotDivideBundle(o)).toBe(reason);
  });
});

describe('input schemas', () => {
  it.each([
    [{ barcode: 'X' }, true, undefined],
    [{ barcode: 'X', dateCode: '2611' }, true, '202611'],
    [{ barcode: 'X', dateCode: '' }, true, null],
    [{ barcode: 'X', dateCode: '2613' }, false, undefined],
  ])('scan %o', (input, ok, dateCode) => {
    const parsed = examScanInputSchema.safeParse(input);
    expect(parsed.success).toBe(ok);
    if (parsed.success) expect(parsed.data.dateCode).toBe(dateCode);
  });

  it.each([
    [{ purchaseCode: 'r00000003', scanIds: [1], dateCode: '20260801' }, true],
    [{ purchaseCode: 'R00000003', scanIds: [], dateCode: '2608' }, false],
    [{ purchaseCode: 'R00000003', scanIds: [1], dateCode: '0808' }, true],
    [{ purchaseCode: 'R00000003', scanIds: [1], dateCode: '26-13' }, false],
  ])('date change %o', (input, ok) => {
    expect(dateCodeChangeInputSchema.safeParse(input).success).toBe(ok);
  });
});
