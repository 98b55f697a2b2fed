import type { FormSection } from '../../components/form-page/form-page.types';

/** The supplier form, in the order a business registration certificate and a card give it. */
export const SUPPLIER_SECTIONS: FormSection[] = [
  {
    title: '매입처 정보',
    fields: [
      { name: 'name', widget: 'text', maxLength: 100, placeholder: '상호 (예: 세방전지 수도권대리점)' },
      { name: 'bizNo', widget: 'bizNo' },
      { name: 'representative', widget: 'text', maxLength: 50 },
      { name: 'contactName', widget: 'text', maxLength: 50 },
      { name: 'phone', widget: 'phone', placeholder: '예: 02-1234-5678' },
      { name: 'mobile', widget: 'phone' },
      { name: 'fax', widget: 'phone', placeholder: '예: 02-123-4567' },
      { name: 'email', widget: 'email' },
      { name: 'address', widget: 'text', maxLength: 200, span: 24 },
      { name: 'bankAccount', widget: 'text', maxLength: 100, placeholder: '예: 국민 123-45-6789 (예금주)' },
      { name: 'paymentTerms', widget: 'text', maxLength: 100, placeholder: '예: 월말 마감 익월 10일' },
      { name: 'active', widget: 'switch' },
      { name: 'memo', widget: 'textarea', maxLength: 2000, span: 24 },
    ],
  },
];
