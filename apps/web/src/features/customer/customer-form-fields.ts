import { createElement } from 'react';
import type { FieldOption, FormFieldDef, FormSection } from '../../components/form-page/form-page.types';
import {
  CUSTOMER_STATUS_OPTIONS,
  CUSTOMER_TYPE_OPTIONS,
  type CustomerFieldChoices,
} from './customer-options';
import { PostcodeInput } from './postcode-input';

/**
 * The full customer form (CustomerRegistration), in the order an order-desk clerk fills it from
 * a business registration certificate: who, how to reach them, where, on what terms.
 */
export const customerFormSections = (choices: CustomerFieldChoices): FormSection[] => [
  {
    title: '기본 정보',
    fields: [
      { name: 'name', widget: 'text', maxLength: 100, placeholder: '상호 (예: 한빛카센터)' },
      { name: 'bizNo', widget: 'bizNo' },
      { name: 'representative', widget: 'text', maxLength: 50 },
      { name: 'customerType', widget: 'select', options: CUSTOMER_TYPE_OPTIONS },
      { name: 'status', widget: 'select', options: CUSTOMER_STATUS_OPTIONS },
      { name: 'districtGroup', widget: 'select', options: choices.districts, placeholder: '지역 선택' },
      { name: 'rank', widget: 'text', maxLength: 20 },
      {
        name: 'salesStaffId',
        widget: 'select',
        options: choices.staff,
        disabled: !choices.staffSelectable,
        help: choices.staffSelectable ? undefined : '영업 담당 지정은 관리자 화면에서 합니다.',
      },
    ],
  },
  {
    title: '연락처',
    fields: [
      { name: 'phone', widget: 'phone' },
      { name: 'mobile', widget: 'phone', placeholder: '예: 010-1234-5678' },
      { name: 'fax', widget: 'phone', placeholder: '예: 02-123-4567' },
      { name: 'email', widget: 'email' },
      { name: 'taxInvoiceEmail', widget: 'email', span: 24 },
    ],
  },
  {
    title: '주소',
    fields: [
      // 우편번호 찾기 fills the postcode and the road address from the Korean address service.
      { name: 'postcode', widget: 'custom', input: createElement(PostcodeInput), span: 10 },
      { name: 'address', widget: 'text', maxLength: 200, span: 14, placeholder: '도로명 주소' },
      { name: 'addressDetail', widget: 'text', maxLength: 200, span: 24 },
    ],
  },
  {
    title: '거래 조건',
    fields: [
      { name: 'creditLimit', widget: 'won' },
      { name: 'paymentTerms', widget: 'text', maxLength: 100, placeholder: '예: 월말 마감 익월 10일' },
      { name: 'unpaidCode', widget: 'text', maxLength: 20 },
      { name: 'interfaceId', widget: 'text', maxLength: 50, help: '외부 쇼핑몰·창고 연동에 쓰는 ID' },
      { name: 'vatIncluded', widget: 'switch' },
      { name: 'oldPartPickupAllowed', widget: 'switch' },
    ],
  },
  { title: '메모', fields: [{ name: 'memo', widget: 'textarea', maxLength: 2000, span: 24 }] },
];

/** The short phone form (CustomerSimpleRegistration / SimpleInsert / SimpleModify). */
export const customerSimpleFormSections = (districts: readonly FieldOption[]): FormSection[] => {
  const fields: FormFieldDef[] = [
    { name: 'name', widget: 'text', maxLength: 100, placeholder: '상호' },
    { name: 'bizNo', widget: 'bizNo' },
    { name: 'representative', widget: 'text', maxLength: 50 },
    { name: 'phone', widget: 'phone' },
    { name: 'mobile', widget: 'phone', placeholder: '예: 010-1234-5678' },
    { name: 'districtGroup', widget: 'select', options: districts, placeholder: '지역 선택' },
    // The same 우편번호 찾기 as the full form: a phone order's address is as often looked up.
    { name: 'postcode', widget: 'custom', input: createElement(PostcodeInput), span: 10 },
    { name: 'address', widget: 'text', maxLength: 200, span: 14, placeholder: '도로명 주소' },
    { name: 'addressDetail', widget: 'text', maxLength: 200, span: 24 },
    { name: 'memo', widget: 'textarea', maxLength: 2000, span: 24 },
  ];
  return [{ title: '거래처 정보', fields }];
};

/** New customers start trading, as repair shops, with old-part pickup allowed (the schema's defaults). */
export const NEW_CUSTOMER_VALUES: Record<string, unknown> = {
  customerType: 'repair',
  status: 'active',
  creditLimit: 0,
  vatIncluded: false,
  oldPartPickupAllowed: true,
};
