import { z } from 'zod';
import { blankOr } from '../common/blank-union.js';
import { labeled } from '../common/field-label.js';
import { contactFields, partRefFields, supplierRefFields, versionedFields } from '../common/row-fields.js';
import { type ListSpec, listPageSchema, rangeField } from '../list/list-query.js';
import { optionalText, requiredText, versionField, wonField } from '../part/part-fields.js';
import { bizNoSchema, emailSchema, phoneSchema } from '../validate/field-schemas.js';

const optionalPhone = (label: string) => blankOr(phoneSchema, label);

/** partSupplierList / PartSupplierExcel: a supplier (매입처) the company buys parts from. */
export const supplierInputSchema = z.object({
  name: requiredText('매입처명', 100),
  bizNo: blankOr(bizNoSchema, '사업자등록번호'),
  representative: optionalText('대표자', 50),
  contactName: optionalText('담당자', 50),
  phone: optionalPhone('전화번호'),
  mobile: optionalPhone('휴대전화'),
  fax: optionalPhone('팩스'),
  email: blankOr(emailSchema, '이메일'),
  address: optionalText('주소', 200),
  bankAccount: optionalText('입금 계좌', 100),
  paymentTerms: optionalText('결제 조건', 100),
  active: labeled(z.boolean({ message: '예/아니오 값이어야 합니다.' }).default(true), '사용 여부'),
  memo: optionalText('메모', 2000),
});
export type SupplierInput = z.infer<typeof supplierInputSchema>;
export const supplierModifySchema = supplierInputSchema.extend({ version: versionField() });

export const supplierSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  bizNo: z.string().nullable(),
  representative: z.string().nullable(),
  contactName: z.string().nullable(),
  ...contactFields,
  address: z.string().nullable(),
  bankAccount: z.string().nullable(),
  paymentTerms: z.string().nullable(),
  active: z.boolean(),
  memo: z.string().nullable(),
  ...versionedFields,
});
export type Supplier = z.infer<typeof supplierSchema>;

export const supplierSaveResultSchema = z.object({
  supplier: supplierSchema,
  /** Suppliers with the same business number or the same name: a warning, shown before saving on. */
  duplicates: z.array(z.object({ code: z.string(), name: z.string(), reason: z.string() })),
});
export type SupplierSaveResult = z.infer<typeof supplierSaveResultSchema>;

export const SUPPLIER_LIST_SPEC = {
  fields: {
    code: { kind: 'text', label: '매입처 코드', sortable: true, operators: ['eq', 'startsWith', 'in'] },
    name: { kind: 'text', label: '매입처명', sortable: true, operators: ['contains', 'startsWith', 'eq'] },
    bizNo: { kind: 'text', label: '사업자등록번호', sortable: true, operators: ['eq', 'contains'] },
    contactName: { kind: 'text', label: '담당자', operators: ['contains'] },
    active: { kind: 'boolean', label: '사용 여부', operators: ['eq'] },
    createdAt: rangeField('date', '등록일'),
  },
  defaultSort: { field: 'name', dir: 'asc' },
  maxSize: 500,
} as const satisfies ListSpec;
export const supplierListPageSchema = listPageSchema(supplierSchema);

/** ProductVendorList: which supplier sells which part, under its own part number and price. */
export const supplierPartInputSchema = z.object({
  supplierCode: requiredText('매입처', 20),
  partCode: requiredText('품목 코드', 20),
  supplierPartNo: optionalText('매입처 품번', 40),
  purchasePrice: wonField('매입 단가'),
  leadDays: labeled(z.number().int('정수로 입력하세요.').min(0).max(365).nullish(), '납기(일)'),
  preferred: labeled(z.boolean({ message: '예/아니오 값이어야 합니다.' }).default(false), '주 매입처'),
  memo: optionalText('메모', 500),
  priceChangeReason: optionalText('가격 변경 사유', 200),
});
export type SupplierPartInput = z.infer<typeof supplierPartInputSchema>;

/** productVendorExcelUpload: supplier links by supplier code and part code or part number. */
export const supplierPartImportSchema = supplierPartInputSchema
  .omit({ partCode: true, priceChangeReason: true })
  .extend({ partCode: optionalText('품목 코드', 20), partNo: optionalText('품번', 40) })
  .refine((row) => Boolean(row.partCode || row.partNo), {
    message: '품목 코드나 품번 중 하나는 있어야 합니다.',
    path: ['partCode'],
  });
export type SupplierPartImportRow = z.infer<typeof supplierPartImportSchema>;

export const supplierPartSchema = z.object({
  ...supplierRefFields,
  ...partRefFields,
  carModel: z.string(),
  supplierPartNo: z.string().nullable(),
  purchasePrice: z.number().int(),
  leadDays: z.number().int().nullable(),
  preferred: z.boolean(),
  memo: z.string().nullable(),
  updatedAt: z.string(),
});
export type SupplierPart = z.infer<typeof supplierPartSchema>;

export const SUPPLIER_PART_LIST_SPEC = {
  fields: {
    supplierCode: { kind: 'text', label: '매입처', sortable: true, operators: ['eq', 'in'] },
    partCode: { kind: 'text', label: '품목 코드', sortable: true, operators: ['eq'] },
    partNo: { kind: 'text', label: '품번', sortable: true, operators: ['startsWith', 'eq'] },
    supplierPartNo: { kind: 'text', label: '매입처 품번', sortable: true, operators: ['startsWith', 'eq'] },
    purchasePrice: rangeField('number', '매입 단가'),
    preferred: { kind: 'boolean', label: '주 매입처', operators: ['eq'] },
  },
  defaultSort: { field: 'partNo', dir: 'asc' },
  maxSize: 500,
} as const satisfies ListSpec;
export const supplierPartPageSchema = listPageSchema(supplierPartSchema);

/** productVendorDuplicateList: groups that are probably the same supplier or the same link twice. */
export const SUPPLIER_DUPLICATE_REASONS = ['bizNo', 'name', 'supplierPartNo'] as const;
export type SupplierDuplicateReason = (typeof SUPPLIER_DUPLICATE_REASONS)[number];
export const SUPPLIER_DUPLICATE_REASON_LABELS: Record<SupplierDuplicateReason, string> = {
  bizNo: '같은 사업자등록번호',
  name: '같은 이름 (공백·법인 표기 무시)',
  supplierPartNo: '한 매입처 품번이 여러 품목에 연결됨',
};
export const supplierDuplicateGroupSchema = z.object({
  reason: z.enum(SUPPLIER_DUPLICATE_REASONS),
  reasonLabel: z.string(),
  key: z.string(),
  suppliers: z.array(z.object({ code: z.string(), name: z.string() })),
  parts: z.array(z.object({ code: z.string(), partNo: z.string(), name: z.string() })),
});
export type SupplierDuplicateGroup = z.infer<typeof supplierDuplicateGroupSchema>;

/** The name key used for duplicate detection: no spaces, no corporate marks ('(주)', '주식회사'). */
export const supplierNameKey = (name: string): string =>
  name
    .replace(/\(주\)|㈜|주식회사|\(유\)|유한회사|\(합\)/g, '')
    .replace(/[\s\-_.·]+/g, '')
    .toLowerCase();
