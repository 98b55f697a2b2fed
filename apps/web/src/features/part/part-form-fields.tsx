import type { FormInstance } from 'antd';
import type { FieldOption, FormFieldDef, FormSection } from '../../components/form-page/form-page.types';
import { BarcodeTagsInput, PartNameInput, SupplierLinesInput } from './part-form-inputs';

export type PartFieldChoices = {
  brands: readonly FieldOption[];
  kinds: readonly FieldOption[];
  suppliers: readonly FieldOption[];
};

type Mode = 'register' | 'modify' | 'copy';

/**
 * The part form (PartRegistration / PartRegister / PartCopyRegistration), in the order a clerk
 * fills it from a box label: number and name, what it fits, prices, stock rules. A new part also
 * takes its barcodes and suppliers; a saved part edits those in panels of their own.
 */
export const partFormSections = (
  choices: PartFieldChoices,
  form: FormInstance,
  mode: Mode,
): FormSection[] => {
  const basics: FormFieldDef[] = [
    { name: 'partNo', widget: 'text', maxLength: 40, placeholder: '예: 92101-F2000' },
    {
      name: 'name',
      widget: 'custom',
      input: <PartNameInput form={form} placeholder="예: 헤드램프 LH 아반떼AD (차종은 자동 분리)" />,
    },
    { name: 'carModel', widget: 'text', maxLength: 100, placeholder: '비우면 품명에서 나눔' },
    { name: 'norm', widget: 'text', maxLength: 100, placeholder: '예: 80AH, 650mm' },
    { name: 'brandCode', widget: 'select', options: choices.brands, placeholder: '브랜드 선택' },
    { name: 'kindCode', widget: 'select', options: choices.kinds, placeholder: '대·중·소분류 선택' },
  ];
  if (mode === 'register') {
    basics.push({
      name: 'barcodes',
      widget: 'custom',
      span: 24,
      input: <BarcodeTagsInput />,
      help: '제조사 바코드(EAN·UPC·Code128). 한 바코드는 한 품목에만 붙습니다.',
    });
  }
  const prices: FormFieldDef[] = [
    { name: 'salePrice', widget: 'won' },
    { name: 'purchasePrice', widget: 'won' },
    {
      name: 'vatIncluded',
      widget: 'switch',
      help: '예: 판매가에 부가세 포함 · 아니오: 부가세 별도',
    },
    { name: 'unit', widget: 'text', maxLength: 10, placeholder: 'EA' },
  ];
  if (mode === 'modify') {
    prices.push({
      name: 'priceChangeReason',
      widget: 'text',
      maxLength: 200,
      span: 24,
      placeholder: '가격을 바꿀 때 적어 두면 가격 변경 이력에 남습니다',
    });
  }
  const sections: FormSection[] = [
    { title: '기본 정보', fields: basics },
    { title: '가격', fields: prices },
    {
      title: '재고·판매',
      fields: [
        { name: 'properStock', widget: 'number', help: '이보다 적으면 목록의 재고 합계가 주황색입니다.' },
        { name: 'allowBackOrder', widget: 'switch' },
        { name: 'active', widget: 'switch', help: '아니오: 주문 화면의 품목 찾기에 나오지 않습니다.' },
      ],
    },
  ];
  if (mode === 'register') {
    sections.push({
      title: '매입처',
      fields: [
        {
          name: 'suppliers',
          widget: 'custom',
          span: 24,
          input: (
            <SupplierLinesInput
              options={choices.suppliers}
              defaultPrice={() => Number(form.getFieldValue('purchasePrice') ?? 0) || 0}
            />
          ),
        },
      ],
    });
  }
  if (mode === 'copy') {
    sections.push({
      title: '함께 복사',
      fields: [
        {
          name: 'copySuppliers',
          widget: 'switch',
          help: '원본의 매입처·매입처 품번·단가를 그대로 붙입니다.',
        },
        { name: 'copyLocations', widget: 'switch', help: '창고별 보관 위치를 그대로 씁니다.' },
      ],
    });
  }
  sections.push({
    title: '설명',
    fields: [{ name: 'description', widget: 'textarea', maxLength: 4000, span: 24 }],
  });
  return sections;
};

/** A new part: the schema's defaults, shown so the switches are not blank. */
export const NEW_PART_VALUES: Record<string, unknown> = {
  unit: 'EA',
  salePrice: 0,
  purchasePrice: 0,
  vatIncluded: false,
  properStock: 0,
  allowBackOrder: false,
  active: true,
  barcodes: [],
  suppliers: [],
};
