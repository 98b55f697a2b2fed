import { z } from 'zod';
import { partBarcodeSchema } from '../barcode/barcode.schema.js';
import { labeled } from '../common/field-label.js';
import { changedByFields, partNameFields } from '../common/row-fields.js';
import { type ListSpec, listPageSchema } from '../list/list-query.js';
import { supplierPartSchema } from '../supplier/supplier.schema.js';
import { partSchema } from './part.schema.js';
import { codeText, countField, optionalText, requiredText, versionField, wonField } from './part-fields.js';
import { partSetSchema } from './part-set.schema.js';

// What hangs off one part: price history, related part numbers, storage locations, images and
// the data of the mobile shop app.

/** PartAmountChangeInfoList: one row per change, never overwritten. */
export const partPriceChangeSchema = z.object({
  id: z.number().int(),
  partCode: z.string(),
  /** Set when the change is a supplier's purchase price for this part. */
  supplierCode: z.string().nullable(),
  supplierName: z.string().nullable(),
  salePriceBefore: z.number().int().nullable(),
  salePriceAfter: z.number().int().nullable(),
  purchasePriceBefore: z.number().int().nullable(),
  purchasePriceAfter: z.number().int().nullable(),
  via: z.string(),
  reason: z.string().nullable(),
  ...changedByFields,
});
export type PartPriceChange = z.infer<typeof partPriceChangeSchema>;

export const RELATED_PART_KINDS = ['oem', 'replacement', 'compatible', 'old', 'other'] as const;
export type RelatedPartKind = (typeof RELATED_PART_KINDS)[number];
export const RELATED_PART_KIND_LABELS: Record<RelatedPartKind, string> = {
  oem: '순정 품번',
  replacement: '대체 품번',
  compatible: '호환 품번',
  old: '구 품번',
  other: '기타',
};

export const relatedPartNoInputSchema = z.object({
  relatedPartNo: requiredText('관련 품번', 40),
  relation: labeled(
    z.enum(RELATED_PART_KINDS, { message: '관련 구분을 고르세요.' }).default('compatible'),
    '관련 구분',
  ),
  brandName: optionalText('관련 브랜드', 50),
  memo: optionalText('메모', 200),
});
export type RelatedPartNoInput = z.infer<typeof relatedPartNoInputSchema>;

export const relatedPartNoSchema = z.object({
  seq: z.number().int(),
  partCode: z.string(),
  relatedPartNo: z.string(),
  relatedPartNoNorm: z.string(),
  relation: z.enum(RELATED_PART_KINDS),
  brandName: z.string().nullable(),
  memo: z.string().nullable(),
  /** The part registered under the related number, when there is one. */
  relatedPartCode: z.string().nullable(),
  createdAt: z.string(),
});
export type RelatedPartNo = z.infer<typeof relatedPartNoSchema>;

/** A storage location of a part in one warehouse (the warehouse table comes with stock). */
export const partLocationInputSchema = z.object({
  warehouseCode: codeText('창고', 20),
  location: optionalText('보관 위치', 40),
});
export type PartLocationInput = z.infer<typeof partLocationInputSchema>;

export const partLocationSchema = z.object({
  partCode: z.string(),
  warehouseCode: z.string(),
  location: z.string(),
  updatedAt: z.string(),
});
export type PartLocation = z.infer<typeof partLocationSchema>;

/** PartLocationRecord: every location change of a part. */
export const partLocationRecordSchema = z.object({
  id: z.number().int(),
  partCode: z.string(),
  warehouseCode: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  ...changedByFields,
});
export type PartLocationRecord = z.infer<typeof partLocationRecordSchema>;

/** MobilePtnoLocationList: parts of a warehouse by location. */
export const PART_LOCATION_LIST_SPEC = {
  fields: {
    warehouseCode: { kind: 'text', label: '창고', sortable: true, operators: ['eq', 'in'] },
    location: { kind: 'text', label: '보관 위치', sortable: true, operators: ['eq', 'startsWith'] },
    partCode: { kind: 'text', label: '품목 코드', sortable: true, operators: ['eq'] },
    partNo: { kind: 'text', label: '품번', sortable: true, operators: ['startsWith'] },
  },
  defaultSort: { field: 'location', dir: 'asc' },
  maxSize: 500,
} as const satisfies ListSpec;
export const partLocationRowSchema = partLocationSchema.extend({
  partNo: z.string(),
  name: z.string(),
  carModel: z.string(),
});
export const partLocationPageSchema = listPageSchema(partLocationRowSchema);

export const partImageSchema = z.object({
  id: z.number().int(),
  partCode: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  isMain: z.boolean(),
  /** Served inline only when a raster image; anything else goes out as an attachment. */
  inline: z.boolean(),
  url: z.string(),
  createdAt: z.string(),
});
export type PartImage = z.infer<typeof partImageSchema>;

/** PartAppInfo / PartAppModify: how a part shows in the mobile shop app. */
export const partAppInfoInputSchema = z.object({
  appVisible: labeled(z.boolean({ message: '예/아니오 값이어야 합니다.' }).default(false), '앱 노출'),
  appName: optionalText('앱 표시 이름', 100),
  appPrice: wonField('앱 판매가').nullish(),
  appCategory: optionalText('앱 분류', 50),
  appSort: countField('앱 정렬 순서', 1_000_000).default(0),
  asAvailable: labeled(z.boolean({ message: '예/아니오 값이어야 합니다.' }).default(false), 'A/S 대상'),
  asMonths: countField('A/S 기간(개월)', 120).nullish(),
  appMemo: optionalText('앱 메모', 1000),
});
export type PartAppInfoInput = z.infer<typeof partAppInfoInputSchema>;
export const partAppInfoModifySchema = partAppInfoInputSchema.extend({ version: versionField().optional() });

export const partAppInfoSchema = z.object({
  ...partNameFields,
  salePrice: z.number().int(),
  appVisible: z.boolean(),
  appName: z.string().nullable(),
  appPrice: z.number().int().nullable(),
  appCategory: z.string().nullable(),
  appSort: z.number().int(),
  asAvailable: z.boolean(),
  asMonths: z.number().int().nullable(),
  appMemo: z.string().nullable(),
  updatedAt: z.string().nullable(),
  version: z.number().int(),
});
export type PartAppInfo = z.infer<typeof partAppInfoSchema>;

export const PART_APP_LIST_SPEC = {
  fields: {
    partCode: { kind: 'text', label: '품목 코드', sortable: true, operators: ['eq', 'startsWith'] },
    partNo: { kind: 'text', label: '품번', sortable: true, operators: ['startsWith'] },
    name: { kind: 'text', label: '품명', sortable: true, operators: ['contains'] },
    appVisible: { kind: 'boolean', label: '앱 노출', operators: ['eq'] },
    appCategory: { kind: 'text', label: '앱 분류', sortable: true, operators: ['eq', 'isNull'] },
    asAvailable: { kind: 'boolean', label: 'A/S 대상', operators: ['eq'] },
    appSort: { kind: 'number', label: '앱 정렬 순서', sortable: true, operators: ['gte', 'lte'] },
  },
  defaultSort: { field: 'appSort', dir: 'asc' },
  maxSize: 500,
} as const satisfies ListSpec;
export const partAppInfoPageSchema = listPageSchema(partAppInfoSchema);

/** PartAppInfoExcelUpload: app data by part code or part number. */
export const partAppImportSchema = partAppInfoInputSchema
  .extend({
    partCode: optionalText('품목 코드', 20),
    partNo: optionalText('품번', 40),
  })
  .refine((row) => Boolean(row.partCode || row.partNo), {
    message: '품목 코드나 품번 중 하나는 있어야 합니다.',
    path: ['partCode'],
  });
export type PartAppImportRow = z.infer<typeof partAppImportSchema>;

/** ProductDetail: a part with everything that hangs off it, in one answer. */
export const partDetailViewSchema = z.object({
  part: partSchema,
  barcodes: z.array(partBarcodeSchema),
  suppliers: z.array(supplierPartSchema),
  locations: z.array(partLocationSchema),
  relatedNumbers: z.array(relatedPartNoSchema),
  images: z.array(partImageSchema),
  appInfo: partAppInfoSchema,
  set: partSetSchema.nullable(),
});
export type PartDetailView = z.infer<typeof partDetailViewSchema>;
