import {
  type BrandInput,
  brandInputSchema,
  normalizePartNumber,
  type PartAppImportRow,
  type PartInput,
  partAppImportSchema,
  partInputSchema,
} from '@erp/domain';
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit.service.js';
import type { DbOrTx, Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  type Importer,
  type ImportRowError,
  parseInteger,
  parseYesNo,
} from '../../platform/excel/excel-import.js';
import { insertPart } from './part.service.js';
import { brands, partKinds, parts } from './part.table.js';
import { writePartAppInfo } from './part-app.service.js';

/** The part a sheet row names by its code or, without one, by its part number (the first such). */
export const importedPart = async (tx: Tx, partCode?: string | null, partNo?: string | null) => {
  const [part] = await tx
    .select({ id: parts.id })
    .from(parts)
    .where(
      partCode
        ? eq(parts.code, partCode.toUpperCase())
        : sql`(${parts.partNoNorm} collate "C") = ${normalizePartNumber(partNo ?? '')}`,
    )
    .orderBy(asc(parts.id))
    .limit(1);
  if (!part) throw new AppError('E0422', `품목을 찾을 수 없습니다 (${partCode ?? partNo}).`);
  return part;
};

// PartExcelUpload / PartExcelInsert, PartBrandExcelInsert and PartAppInfoExcelUpload through the
// generic importer (Korean headers, preview, batches, error report).

/** A sheet names a brand or kind by code or by name; both are accepted, the code is stored. */
const resolveCode = async (
  tx: Tx,
  table: typeof brands | typeof partKinds,
  value: string | null | undefined,
  label: string,
): Promise<string | null> => {
  if (!value) return null;
  const [row] = await tx
    .select({ code: table.code })
    .from(table)
    .where(or(eq(table.code, value.toUpperCase()), eq(table.name, value)))
    .orderBy(asc(table.code))
    .limit(1);
  if (!row) throw new AppError('E0422', `${label}: 등록되지 않은 값입니다 (${value}).`);
  return row.code;
};

/** The values of a sheet column that name no brand (or kind) by code or by name. */
const unknownNames = async (
  db: DbOrTx,
  table: typeof brands | typeof partKinds,
  values: readonly string[],
): Promise<Set<string>> => {
  const distinct = [...new Set(values)];
  if (distinct.length === 0) return new Set();
  const found = await db
    .select({ code: table.code, name: table.name })
    .from(table)
    .where(
      or(
        inArray(
          table.code,
          distinct.map((v) => v.toUpperCase()),
        ),
        inArray(table.name, distinct),
      ),
    );
  const known = new Set(found.flatMap((f) => [f.code, f.name]));
  return new Set(distinct.filter((v) => !known.has(v) && !known.has(v.toUpperCase())));
};

const LOOKED_UP = [
  { key: 'brandCode', label: '브랜드', table: brands },
  { key: 'kindCode', label: '품목 분류', table: partKinds },
] as const;

export const partImporter: Importer<PartInput> = {
  entity: 'part',
  label: '품목',
  schema: partInputSchema,
  columns: [
    { header: '품번', key: 'partNo', aliases: ['부품번호', '품목번호'], required: true },
    { header: '품명', key: 'name', aliases: ['부품명', '품목명'], required: true },
    { header: '차종', key: 'carModel', aliases: ['적용차종'] },
    { header: '규격', key: 'norm' },
    { header: '브랜드', key: 'brandCode', aliases: ['브랜드 코드', '제조사'] },
    { header: '품목 분류', key: 'kindCode', aliases: ['분류', '분류 코드'] },
    { header: '단위', key: 'unit' },
    { header: '판매가', key: 'salePrice', aliases: ['판매단가', '단가'], parse: parseInteger },
    { header: '매입가', key: 'purchasePrice', aliases: ['매입단가'], parse: parseInteger },
    { header: '부가세 포함 가격', key: 'vatIncluded', aliases: ['부가세포함'], parse: parseYesNo },
    { header: '적정 재고', key: 'properStock', aliases: ['적정재고'], parse: parseInteger },
    { header: '재고 없이 판매 허용', key: 'allowBackOrder', aliases: ['백오더'], parse: parseYesNo },
    { header: '상세 설명', key: 'description', aliases: ['설명', '비고'] },
    { header: '사용 여부', key: 'active', aliases: ['사용'], parse: parseYesNo },
  ],
  checkRows: async (db, rows) => {
    const errors: ImportRowError[] = [];
    for (const { key, label, table } of LOOKED_UP) {
      const unknown = await unknownNames(
        db,
        table,
        rows.flatMap((r) => (r.value[key] ? [r.value[key]] : [])),
      );
      for (const { row, value } of rows) {
        const named = value[key];
        if (named && unknown.has(named))
          errors.push({ row, field: key, label, message: `등록되지 않은 ${label}입니다 (${named}).` });
      }
    }
    return errors;
  },
  writeBatch: async (tx, rows, actor) => {
    for (const row of rows) {
      await insertPart(
        tx,
        {
          ...row,
          brandCode: await resolveCode(tx, brands, row.brandCode, '브랜드'),
          kindCode: await resolveCode(tx, partKinds, row.kindCode, '품목 분류'),
        },
        actor,
        'excel',
      );
    }
  },
};

export const brandImporter: Importer<BrandInput> = {
  entity: 'brand',
  label: '브랜드',
  schema: brandInputSchema,
  columns: [
    { header: '브랜드 코드', key: 'code', aliases: ['코드'], required: true },
    { header: '브랜드명', key: 'name', aliases: ['브랜드', '이름'], required: true },
    { header: '영문명', key: 'nameEn' },
    { header: '제조사', key: 'maker' },
    { header: '원산지', key: 'country' },
    { header: '정렬 순서', key: 'sortOrder', aliases: ['순서'], parse: parseInteger },
    { header: '사용 여부', key: 'active', aliases: ['사용'], parse: parseYesNo },
    { header: '메모', key: 'memo', aliases: ['비고'] },
  ],
  writeBatch: async (tx, rows, actor) => {
    // A code already there is updated from the sheet: the brand list is kept in Excel by many shops.
    for (const row of rows) {
      await tx
        .insert(brands)
        .values(row)
        .onConflictDoUpdate({
          target: brands.code,
          set: { ...row, updatedAt: sql`now()`, version: sql`${brands.version} + 1` },
        });
    }
    await writeAudit(tx, actor, {
      action: 'brand.import.excel',
      entity: 'brand',
      entityId: `${rows[0]?.code}..${rows.at(-1)?.code}`,
      after: { count: rows.length, codes: rows.map((r) => r.code) },
    });
  },
};

export const partAppImporter: Importer<PartAppImportRow> = {
  entity: 'part-app',
  label: '앱 품목 정보',
  schema: partAppImportSchema,
  columns: [
    { header: '품목 코드', key: 'partCode', aliases: ['품목코드', '코드'] },
    { header: '품번', key: 'partNo' },
    { header: '앱 노출', key: 'appVisible', aliases: ['노출'], parse: parseYesNo },
    { header: '앱 표시 이름', key: 'appName', aliases: ['앱 이름', '표시명'] },
    { header: '앱 판매가', key: 'appPrice', aliases: ['앱 가격'], parse: parseInteger },
    { header: '앱 분류', key: 'appCategory' },
    { header: '앱 정렬 순서', key: 'appSort', aliases: ['정렬'], parse: parseInteger },
    { header: 'A/S 대상', key: 'asAvailable', aliases: ['AS', 'A/S'], parse: parseYesNo },
    { header: 'A/S 기간(개월)', key: 'asMonths', aliases: ['AS 기간'], parse: parseInteger },
    { header: '앱 메모', key: 'appMemo', aliases: ['메모'] },
  ],
  writeBatch: async (tx, rows, actor) => {
    for (const { partCode, partNo, ...info } of rows) {
      const part = await importedPart(tx, partCode, partNo);
      await writePartAppInfo(tx, part.id, info, actor);
    }
  },
};
