import type { ImportRowError } from '@erp/domain';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import type { AuditActor } from '../audit/audit.service.js';
import type { DbOrTx, Tx } from '../db/database.js';

export type ImportCell = string | number | boolean | Date | null;

export type ImportColumn = {
  /** Korean header as it stands in row 1 of the sheet. */
  header: string;
  key: string;
  /** Other headers people write for the same column. */
  aliases?: readonly string[];
  required?: boolean;
  /** Turns the cell into the value the schema expects (e.g. '거래 중' → 'active', 'Y' → true). */
  parse?: (cell: ImportCell) => unknown;
};

export type { ImportRowError };

/** One importable entity: how to read its sheet and how to write a batch of valid rows. */
export type Importer<T = unknown> = {
  entity: string;
  label: string;
  columns: readonly ImportColumn[];
  schema: z.ZodType<T>;
  /**
   * What the schema cannot know, checked against the database at preview (a brand that is not
   * registered): the clerk sees it with its row number before confirming, not as a failed batch.
   */
  checkRows?: (db: DbOrTx, rows: readonly { row: number; value: T }[]) => Promise<ImportRowError[]>;
  writeBatch: (tx: Tx, rows: T[], actor: AuditActor) => Promise<void>;
};

export const MAX_IMPORT_ROWS = 50_000;

const cellValue = (value: ExcelJS.CellValue): ImportCell => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'object') {
    if ('richText' in value)
      return (
        value.richText
          .map((r) => r.text)
          .join('')
          .trim() || null
      );
    if ('result' in value) return cellValue(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text).trim() || null;
    if ('error' in value) return null;
  }
  return String(value);
};

const normalizeHeader = (h: string) => h.replace(/[\s*]/g, '').toLowerCase();

export type ParsedSheet = {
  rows: { row: number; values: Record<string, unknown> }[];
  missingHeaders: string[];
  unknownHeaders: string[];
};

/** Reads the first sheet: row 1 holds the Korean headers; empty rows are skipped. */
export const parseSheet = async (buffer: Buffer, columns: readonly ImportColumn[]): Promise<ParsedSheet> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet)
    return {
      rows: [],
      missingHeaders: columns.filter((c) => c.required).map((c) => c.header),
      unknownHeaders: [],
    };
  const byHeader = new Map<string, ImportColumn>();
  for (const c of columns)
    for (const h of [c.header, ...(c.aliases ?? [])]) byHeader.set(normalizeHeader(h), c);
  const positions = new Map<number, ImportColumn>();
  const unknownHeaders: string[] = [];
  sheet.getRow(1).eachCell((cell, col) => {
    const header = String(cellValue(cell.value) ?? '');
    const column = byHeader.get(normalizeHeader(header));
    if (column) positions.set(col, column);
    else if (header) unknownHeaders.push(header);
  });
  const found = new Set([...positions.values()].map((c) => c.key));
  const missingHeaders = columns.filter((c) => c.required && !found.has(c.key)).map((c) => c.header);
  const rows: ParsedSheet['rows'] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const values: Record<string, unknown> = {};
    let any = false;
    for (const [col, column] of positions) {
      const cell = cellValue(row.getCell(col).value);
      if (cell !== null) any = true;
      values[column.key] = column.parse
        ? column.parse(cell)
        : cell === null
          ? undefined
          : typeof cell === 'number'
            ? String(cell)
            : cell;
    }
    if (any) rows.push({ row: rowNumber, values });
  });
  return { rows, missingHeaders, unknownHeaders };
};

/** Validates parsed rows with the entity's schema; every issue becomes a row error with a Korean label. */
export const validateRows = <T>(
  importer: Importer<T>,
  parsed: ParsedSheet['rows'],
): { valid: { row: number; value: T }[]; errors: ImportRowError[] } => {
  const labelOf = new Map(importer.columns.map((c) => [c.key, c.header]));
  const valid: { row: number; value: T }[] = [];
  const errors: ImportRowError[] = [];
  for (const { row, values } of parsed) {
    const result = importer.schema.safeParse(values);
    if (result.success) valid.push({ row, value: result.data });
    else {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '');
        errors.push({ row, field, label: labelOf.get(field) ?? field, message: issue.message });
      }
    }
  }
  return { valid, errors };
};

/** Parses the Korean yes/no words people type in sheets. */
export const parseYesNo = (cell: ImportCell): unknown => {
  if (cell === null) return undefined;
  if (typeof cell === 'boolean') return cell;
  const text = String(cell).trim().toUpperCase();
  if (['Y', 'YES', '예', '네', 'O', '1', 'TRUE', '사용', '허용', '포함'].includes(text)) return true;
  if (['N', 'NO', '아니오', '아니요', 'X', '0', 'FALSE', '미사용', '불가', '미포함'].includes(text))
    return false;
  return cell;
};

/** Maps a Korean label (or the code itself) to a code; an unknown word is passed on to fail validation. */
export const parseByLabel =
  (labels: Record<string, string>) =>
  (cell: ImportCell): unknown => {
    if (cell === null) return undefined;
    const text = String(cell).trim();
    const hit = Object.entries(labels).find(([code, label]) => label === text || code === text);
    return hit ? hit[0] : text;
  };

export const parseInteger = (cell: ImportCell): unknown => {
  if (cell === null) return undefined;
  if (typeof cell === 'number') return cell;
  const text = String(cell).replace(/[,\s원]/g, '');
  return /^-?\d+$/.test(text) ? Number(text) : text;
};
