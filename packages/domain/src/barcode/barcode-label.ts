import { z } from 'zod';
import { labeled } from '../common/field-label.js';
import { codeText, qtyField, requiredText } from '../part/part-fields.js';

// Label printing (BarcodeMain, BarcodeInfoPrint, BarcodePartPrint, MobileBarcodePrint): the
// server answers the data of each label; the web lays them out for the chosen size with print CSS.

export const LABEL_LAYOUTS = {
  '50x30': { label: '50×30mm 라벨', widthMm: 50, heightMm: 30, columns: 1, rows: 1 },
  '100x50': { label: '100×50mm 라벨', widthMm: 100, heightMm: 50, columns: 1, rows: 1 },
  'a4-3x8': { label: 'A4 3×8 (24칸)', widthMm: 70, heightMm: 37, columns: 3, rows: 8 },
} as const;
export type LabelLayout = keyof typeof LABEL_LAYOUTS;
export const LABEL_LAYOUT_KEYS = Object.keys(LABEL_LAYOUTS) as [LabelLayout, ...LabelLayout[]];

export const LABEL_FIELDS = ['partNo', 'name', 'carModel', 'norm', 'location', 'price', 'brand'] as const;
export type LabelField = (typeof LABEL_FIELDS)[number];
export const LABEL_FIELD_LABELS: Record<LabelField, string> = {
  partNo: '품번',
  name: '품명',
  carModel: '차종',
  norm: '규격',
  location: '보관 위치',
  price: '판매가',
  brand: '브랜드',
};

export const LABEL_SYMBOLS = ['code128', 'qrcode'] as const;

/** The symbologies the barcode image endpoint draws (labels, makers' barcodes, date labels). */
export const BARCODE_IMAGE_SYMBOLS = ['code128', 'qrcode', 'ean13', 'upca', 'ean8'] as const;
export type BarcodeImageSymbol = (typeof BARCODE_IMAGE_SYMBOLS)[number];

export const labelRequestSchema = z.object({
  items: labeled(
    z
      .array(z.object({ partCode: requiredText('품목 코드', 20), copies: qtyField('매수', 500).default(1) }))
      .min(1, '라벨을 뽑을 품목을 고르세요.')
      .max(500, '한 번에 500품목까지입니다.'),
    '품목',
  ),
  fields: labeled(
    z
      .array(z.enum(LABEL_FIELDS, { message: '알 수 없는 라벨 항목입니다.' }))
      .default(['partNo', 'name', 'price']),
    '라벨 항목',
  ),
  layout: labeled(
    z.enum(LABEL_LAYOUT_KEYS, { message: '라벨 크기를 고르세요.' }).default('50x30'),
    '라벨 크기',
  ),
  symbol: labeled(
    z.enum(LABEL_SYMBOLS, { message: '바코드 종류를 고르세요.' }).default('code128'),
    '바코드 종류',
  ),
  /** The warehouse whose storage location is printed. */
  warehouseCode: labeled(codeText('창고', 20).nullish(), '창고'),
});
export type LabelRequest = z.infer<typeof labelRequestSchema>;

export const labelDataSchema = z.object({
  partCode: z.string(),
  /** What the barcode holds: the part's first maker barcode, or its part code. */
  barcodeValue: z.string(),
  symbol: z.enum(LABEL_SYMBOLS),
  /** Relative address of the barcode image (PNG), for an <img> on the print page. */
  imageUrl: z.string(),
  /** The chosen fields of the label, each once. */
  lines: z
    .array(z.object({ field: z.enum(LABEL_FIELDS), label: z.string(), text: z.string() }))
    .refine((lines) => new Set(lines.map((l) => l.field)).size === lines.length, {
      message: '항목마다 한 줄입니다.',
    }),
  copies: z.number().int(),
});
export type LabelData = z.infer<typeof labelDataSchema>;

export const labelSheetSchema = z.object({
  layout: z.object({
    key: z.enum(LABEL_LAYOUT_KEYS),
    label: z.string(),
    widthMm: z.number(),
    heightMm: z.number(),
    columns: z.number().int(),
    rows: z.number().int(),
  }),
  labels: z.array(labelDataSchema),
  totalLabels: z.number().int(),
});
export type LabelSheet = z.infer<typeof labelSheetSchema>;
