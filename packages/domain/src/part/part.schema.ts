import { z } from 'zod';
import { labeled } from '../common/field-label.js';
import { versionedFields } from '../common/row-fields.js';
import { type ListSpec, listPageSchema, rangeField } from '../list/list-query.js';
import { countField, optionalText, requiredText, versionField, wonField } from './part-fields.js';
import { splitPartName } from './part-name.js';
import { normalizePartNumber } from './part-number.js';

/** A part number with something besides spaces and hyphens: its normalised form is what search finds. */
const partNoText = (label: string) =>
  labeled(
    requiredText(label, 40).refine(
      (v) => normalizePartNumber(v) !== '',
      '공백과 - 말고 글자나 숫자를 넣으세요.',
    ),
    label,
  );

// The part fields without defaults: the copy form takes any of them, and a field left out keeps
// the source part's value instead of falling back to a default.
const nameFields = {
  name: requiredText('품명', 100),
  /** Left out or empty: taken from the name by splitPartName ('헤드램프 LH 아반떼AD'). */
  carModel: optionalText('차종', 100),
};
const partFields = {
  partNo: partNoText('품번'),
  ...nameFields,
  norm: optionalText('규격', 100),
  brandCode: optionalText('브랜드', 20),
  kindCode: optionalText('품목 분류', 20),
  unit: labeled(z.string().trim().min(1, '입력하세요.').max(10, '10자 이하로 입력하세요.'), '단위'),
  salePrice: wonField('판매가'),
  purchasePrice: wonField('매입가'),
  vatIncluded: labeled(z.boolean({ message: '예/아니오 값이어야 합니다.' }), '부가세 포함 가격'),
  properStock: countField('적정 재고'),
  allowBackOrder: labeled(z.boolean({ message: '예/아니오 값이어야 합니다.' }), '재고 없이 판매 허용'),
  description: optionalText('상세 설명', 4000),
  active: labeled(z.boolean({ message: '예/아니오 값이어야 합니다.' }), '사용 여부'),
};

/** The part form (PartRegistration / PartRegister / PartCopyRegistration). */
export const partInputSchema = z.object({
  ...partFields,
  unit: partFields.unit.default('EA'),
  salePrice: partFields.salePrice.default(0),
  purchasePrice: partFields.purchasePrice.default(0),
  vatIncluded: partFields.vatIncluded.default(false),
  properStock: partFields.properStock.default(0),
  allowBackOrder: partFields.allowBackOrder.default(false),
  active: partFields.active.default(true),
});
export type PartInput = z.infer<typeof partInputSchema>;

/** A modify carries the version it was read at, and may say why the prices change. */
export const partModifySchema = partInputSchema.extend({
  version: versionField(),
  priceChangeReason: optionalText('가격 변경 사유', 200),
});
export type PartModifyInput = z.infer<typeof partModifySchema>;

/** PartSimpleModify: the fields staff change from a list without opening the full form. */
export const partSimpleModifySchema = z
  .object(partFields)
  .pick({ name: true, carModel: true, norm: true, salePrice: true, purchasePrice: true, active: true })
  .extend({ version: versionField(), priceChangeReason: optionalText('가격 변경 사유', 200) });
export type PartSimpleModifyInput = z.infer<typeof partSimpleModifySchema>;

/** Name and car model update (the product group's "name and car model update" call). */
export const partNameModifySchema = z.object({ ...nameFields, version: versionField() });

/**
 * PartSimpleRegistration/{name}/{norm}/{price}/{purchasePrice}/{p}/{purchaseCode}: the quick
 * register from the order screen. `p` is the part number (the name when left '-'), `purchaseCode`
 * the supplier the part is bought from ('-' for none).
 */
export const partSimpleRegisterSchema = z.object({
  name: requiredText('품명', 100),
  norm: optionalText('규격', 100),
  price: wonField('판매가'),
  purchasePrice: wonField('매입가'),
  p: optionalText('품번', 40),
  purchaseCode: optionalText('매입처', 20),
});
export type PartSimpleRegisterInput = z.infer<typeof partSimpleRegisterSchema>;

/** PartCopyRegistration: the source part's fields with these changes; a new part number is required. */
export const partCopySchema = z
  .object(partFields)
  .partial()
  .extend({
    partNo: partNoText('품번'),
    copyBarcodes: labeled(z.boolean().default(false), '바코드 복사'),
    copySuppliers: labeled(z.boolean().default(true), '매입처 복사'),
    copyLocations: labeled(z.boolean().default(false), '보관 위치 복사'),
  });
export type PartCopyInput = z.infer<typeof partCopySchema>;

export const partDescriptionSchema = z.object({
  description: optionalText('상세 설명', 4000),
  version: versionField(),
});

export const partSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  partNo: z.string(),
  partNoNorm: z.string(),
  name: z.string(),
  carModel: z.string(),
  norm: z.string().nullable(),
  brandCode: z.string().nullable(),
  brandName: z.string().nullable(),
  kindCode: z.string().nullable(),
  kindName: z.string().nullable(),
  unit: z.string(),
  salePrice: z.number().int(),
  purchasePrice: z.number().int(),
  vatIncluded: z.boolean(),
  /** Sale price split into supply and VAT (from the VAT-inclusive price, or VAT added on top). */
  salePriceSupply: z.number().int(),
  salePriceVat: z.number().int(),
  properStock: z.number().int(),
  allowBackOrder: z.boolean(),
  description: z.string().nullable(),
  isSet: z.boolean(),
  active: z.boolean(),
  createdBy: z.number().int().nullable(),
  ...versionedFields,
});
export type Part = z.infer<typeof partSchema>;

export const partSaveResultSchema = z.object({
  part: partSchema,
  /** Other parts with the same normalised part number: a warning (brands share OEM numbers). */
  duplicatePartNo: z.array(z.object({ code: z.string(), partNo: z.string(), name: z.string() })),
});
export type PartSaveResult = z.infer<typeof partSaveResultSchema>;

/** Name and car model as stored: an empty car model is taken from the name (SPEC §5). */
export const withSplitName = <T extends { name: string; carModel?: string | null | undefined }>(
  input: T,
): T & { carModel: string } => {
  if (input.carModel) return { ...input, carModel: input.carModel };
  const split = splitPartName(input.name);
  return { ...input, name: split.name, carModel: split.carModel };
};

export const PART_LIST_SPEC = {
  fields: {
    code: { kind: 'text', label: '품목 코드', sortable: true, operators: ['eq', 'startsWith', 'in'] },
    partNo: { kind: 'text', label: '품번', sortable: true, operators: ['eq', 'startsWith'] },
    /** `contains` looks in the name and the car model together, like the search box. */
    name: { kind: 'text', label: '품명', sortable: true, operators: ['contains', 'startsWith', 'eq'] },
    carModel: { kind: 'text', label: '차종', sortable: true, operators: ['contains', 'eq'] },
    norm: { kind: 'text', label: '규격', operators: ['eq', 'startsWith'] },
    brandCode: { kind: 'text', label: '브랜드', sortable: true, operators: ['eq', 'in', 'isNull'] },
    kindCode: {
      kind: 'text',
      label: '품목 분류',
      sortable: true,
      operators: ['eq', 'startsWith', 'in', 'isNull'],
    },
    supplierCode: { kind: 'text', label: '매입처', operators: ['eq'] },
    barcode: { kind: 'text', label: '바코드', operators: ['eq'] },
    location: { kind: 'text', label: '보관 위치', operators: ['startsWith'] },
    salePrice: rangeField('number', '판매가'),
    purchasePrice: rangeField('number', '매입가'),
    isSet: { kind: 'boolean', label: '세트', operators: ['eq'] },
    allowBackOrder: { kind: 'boolean', label: '재고 없이 판매 허용', operators: ['eq'] },
    active: { kind: 'boolean', label: '사용 여부', operators: ['eq'] },
    createdAt: rangeField('date', '등록일'),
    updatedAt: rangeField('date', '수정일'),
  },
  defaultSort: { field: 'partNo', dir: 'asc' },
  maxSize: 500,
} as const satisfies ListSpec;
export type PartListField = keyof typeof PART_LIST_SPEC.fields;

/** A list row: the part and, when a search box term found it, how (part number, barcode or name). */
export const partListRowSchema = partSchema.extend({
  matchedBy: z.enum(['code', 'partNo', 'barcode', 'name']).nullable(),
});
export type PartListRow = z.infer<typeof partListRowSchema>;
export const partListPageSchema = listPageSchema(partListRowSchema);
