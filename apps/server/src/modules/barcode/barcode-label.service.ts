import {
  type BarcodeImageSymbol,
  barcodeApi,
  formatThousands,
  LABEL_FIELD_LABELS,
  LABEL_LAYOUTS,
  type LabelData,
  type LabelField,
  type LabelRequest,
  type LabelSheet,
  normalizePartNumber,
  urlOf,
} from '@erp/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { type ImportColumn, parseInteger, parseSheet } from '../../platform/excel/excel-import.js';
import { partRowByCode, partRowNamedInBody } from '../part/part.service.js';
import { brands, partLocations, parts } from '../part/part.table.js';
import { partBarcodes } from '../part/part-barcode.table.js';
import { getUnitBarcode } from './unit-barcode.service.js';

// Label data for the print screens (BarcodeInfoPrint, BarcodePartPrint, MobileBarcodePrint,
// BarcodeExcelPrint and the unit-barcode prints). The web lays the labels out for the size.

export const barcodeImageUrl = (symbol: BarcodeImageSymbol, value: string): string =>
  urlOf(barcodeApi.image, { params: { symbol }, query: { value } });

const sheetOf = (request: Pick<LabelRequest, 'layout'>, labels: LabelData[]): LabelSheet => ({
  layout: { key: request.layout, ...LABEL_LAYOUTS[request.layout] },
  labels,
  totalLabels: labels.reduce((sum, l) => sum + l.copies, 0),
});

const fieldText = (
  field: LabelField,
  part: { partNo: string; name: string; carModel: string; norm: string | null; salePrice: number },
  extra: { location: string | null; brand: string | null },
): string => {
  switch (field) {
    case 'partNo':
      return part.partNo;
    case 'name':
      return part.name;
    case 'carModel':
      return part.carModel;
    case 'norm':
      return part.norm ?? '';
    case 'location':
      return extra.location ?? '';
    case 'price':
      return `${formatThousands(part.salePrice)}원`;
    case 'brand':
      return extra.brand ?? '';
  }
};

/** The part's shelf in the warehouse (without one: in the first warehouse that has it), if any. */
const shelfOf = async (db: DbOrTx, partId: number, warehouseCode: string | null | undefined) => {
  const [row] = await db
    .select({ location: partLocations.location })
    .from(partLocations)
    .where(
      warehouseCode
        ? sql`${partLocations.partId} = ${partId} and ${partLocations.warehouseCode} = ${warehouseCode}`
        : eq(partLocations.partId, partId),
    )
    .orderBy(asc(partLocations.warehouseCode))
    .limit(1);
  return row?.location ?? null;
};

/** One label per item: the part's first maker barcode (or its code), with the chosen lines. */
export const partLabels = async (db: DbOrTx, request: LabelRequest): Promise<LabelSheet> => {
  const labels: LabelData[] = [];
  for (const item of request.items) {
    const part = await partRowNamedInBody(db, item.partCode.toUpperCase());
    const [barcode] = await db
      .select({ value: partBarcodes.value })
      .from(partBarcodes)
      .where(eq(partBarcodes.partId, part.id))
      .orderBy(asc(partBarcodes.id))
      .limit(1);
    const location = await shelfOf(db, part.id, request.warehouseCode);
    const [brand] = part.brandCode
      ? await db.select({ name: brands.name }).from(brands).where(eq(brands.code, part.brandCode))
      : [];
    const value = barcode?.value ?? part.code;
    labels.push({
      partCode: part.code,
      barcodeValue: value,
      symbol: request.symbol,
      imageUrl: barcodeImageUrl(request.symbol, value),
      lines: request.fields.map((field) => ({
        field,
        label: LABEL_FIELD_LABELS[field],
        text: fieldText(field, part, { location, brand: brand?.name ?? null }),
      })),
      copies: item.copies,
    });
  }
  return sheetOf(request, labels);
};

/** Labels of printed unit barcodes: one per unit, its own value in the barcode. */
export const unitLabels = async (
  db: DbOrTx,
  request: Pick<LabelRequest, 'fields' | 'layout' | 'symbol'> & { values: string[] },
): Promise<LabelSheet> => {
  const labels: LabelData[] = [];
  for (const value of request.values) {
    const unit = await getUnitBarcode(db, value);
    const part = await partRowByCode(db, unit.partCode);
    const location = await shelfOf(db, part.id, unit.warehouseCode);
    labels.push({
      partCode: part.code,
      barcodeValue: unit.value,
      symbol: request.symbol,
      imageUrl: barcodeImageUrl(request.symbol, unit.value),
      lines: request.fields.map((field) => ({
        field,
        label: LABEL_FIELD_LABELS[field],
        text: fieldText(field, part, { location, brand: null }),
      })),
      copies: 1,
    });
  }
  return sheetOf(request, labels);
};

const LABEL_SHEET_COLUMNS: readonly ImportColumn[] = [
  { header: '품목 코드', key: 'partCode', aliases: ['품목코드', '코드'] },
  { header: '품번', key: 'partNo' },
  { header: '매수', key: 'copies', aliases: ['수량', '장수'], parse: parseInteger },
];

/**
 * BarcodeExcelPrint: the items of a sheet with 품목 코드 or 품번 and 매수 (copies). Rows that name
 * no known part come back as errors with their row number; nothing is written.
 */
export const labelItemsFromSheet = async (
  db: DbOrTx,
  buffer: Buffer,
): Promise<{ items: { partCode: string; copies: number }[]; errors: { row: number; message: string }[] }> => {
  let parsed: Awaited<ReturnType<typeof parseSheet>>;
  try {
    parsed = await parseSheet(buffer, LABEL_SHEET_COLUMNS);
  } catch {
    throw new AppError(
      'E0422',
      '파일: 엑셀 파일을 읽을 수 없습니다. 손상되었거나 암호가 걸린 파일인지 확인하세요.',
    );
  }
  const items: { partCode: string; copies: number }[] = [];
  const errors: { row: number; message: string }[] = [];
  for (const { row, values } of parsed.rows) {
    const copies = values.copies === undefined ? 1 : values.copies;
    if (typeof copies !== 'number' || !Number.isInteger(copies) || copies < 1 || copies > 500) {
      errors.push({ row, message: '매수: 1~500 사이의 정수여야 합니다.' });
      continue;
    }
    const byCode = typeof values.partCode === 'string' ? values.partCode.toUpperCase() : null;
    const byNo = typeof values.partNo === 'string' ? normalizePartNumber(values.partNo) : null;
    const [part] = await db
      .select({ code: parts.code })
      .from(parts)
      .where(
        byCode
          ? eq(parts.code, byCode)
          : byNo
            ? sql`(${parts.partNoNorm} collate "C") = ${byNo}`
            : sql`false`,
      )
      .orderBy(asc(parts.id))
      .limit(1);
    if (!part) {
      const typed = byCode ?? (typeof values.partNo === 'string' ? values.partNo : '빈 행');
      errors.push({ row, message: `품목을 찾을 수 없습니다 (${typed}).` });
    } else items.push({ partCode: part.code, copies });
  }
  return { items, errors };
};
