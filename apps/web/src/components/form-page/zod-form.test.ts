import { customerInputSchema, customerUserCreateSchema } from '@erp/domain';
import { describe, expect, it } from 'vitest';
import {
  type FieldWidget,
  fieldIssue,
  fieldLabel,
  formValuesKey,
  isRequiredField,
  parseForm,
  toFormValues,
} from './zod-form';

const WIDGETS: Record<string, FieldWidget> = {
  name: 'text',
  bizNo: 'bizNo',
  phone: 'phone',
  creditLimit: 'won',
  customerType: 'select',
  vatIncluded: 'switch',
  memo: 'textarea',
};

describe('forms from the domain schema', () => {
  it('labels fields in Korean from the schema', () => {
    expect(fieldLabel(customerInputSchema, 'bizNo')).toBe('사업자등록번호');
    expect(fieldLabel(customerInputSchema, 'creditLimit')).toBe('여신 한도');
    expect(fieldLabel(customerUserCreateSchema, 'loginId')).toBe('아이디');
  });

  it('marks a field required exactly when the schema refuses it empty', () => {
    expect(isRequiredField(customerInputSchema, 'name', 'text')).toBe(true);
    expect(isRequiredField(customerInputSchema, 'bizNo', 'bizNo')).toBe(false);
    expect(isRequiredField(customerInputSchema, 'creditLimit', 'won')).toBe(false);
    expect(isRequiredField(customerUserCreateSchema, 'password', 'password')).toBe(true);
  });

  it('gives the server’s Korean message for a bad value', () => {
    expect(fieldIssue(customerInputSchema, 'name', 'text', '')).toBe('입력하세요.');
    expect(fieldIssue(customerInputSchema, 'bizNo', 'bizNo', '124-81-00999')).toBe(
      '존재할 수 없는 사업자등록번호입니다 (검증 번호가 맞지 않습니다).',
    );
    expect(fieldIssue(customerInputSchema, 'phone', 'phone', '1234')).toContain(
      '전화번호 형식이 올바르지 않습니다',
    );
    expect(fieldIssue(customerInputSchema, 'phone', 'phone', null)).toBeNull();
    expect(fieldIssue(customerInputSchema, 'creditLimit', 'won', -5)).toBe('0 이상이어야 합니다.');
  });

  it('parses the whole form into what the server expects, or names each failing field once', () => {
    const ok = parseForm(
      customerInputSchema,
      { name: ' 새 거래처 ', phone: '0226341100', bizNo: '', creditLimit: null },
      WIDGETS,
    );
    expect(ok.ok && ok.data).toMatchObject({
      name: '새 거래처',
      phone: '02-2634-1100',
      bizNo: null,
      creditLimit: 0,
      customerType: 'repair',
    });
    const bad = parseForm(customerInputSchema, { name: '', bizNo: '1234' }, WIDGETS);
    expect(bad.ok ? [] : bad.errors).toEqual([
      { name: 'name', message: '입력하세요.' },
      { name: 'bizNo', message: '사업자등록번호 형식이 올바르지 않습니다 (10자리 숫자).' },
    ]);
  });

  it('turns server nulls into empty boxes and compares forms as the user sees them', () => {
    const values = toFormValues({ name: '한빛', bizNo: null, creditLimit: 0, vatIncluded: false }, WIDGETS);
    expect(values).toMatchObject({
      name: '한빛',
      bizNo: '',
      phone: '',
      creditLimit: 0,
      customerType: undefined,
    });
    expect(formValuesKey({ ...values, name: '한빛 ' }, WIDGETS)).toBe(formValuesKey(values, WIDGETS));
    expect(formValuesKey({ ...values, memo: undefined }, WIDGETS)).toBe(formValuesKey(values, WIDGETS));
    expect(formValuesKey({ ...values, creditLimit: 10 }, WIDGETS)).not.toBe(formValuesKey(values, WIDGETS));
  });
});
