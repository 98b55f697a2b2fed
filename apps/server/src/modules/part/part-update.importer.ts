import { normalizePartNumber, type PartUpdateImportRow, partUpdateImportSchema } from '@erp/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { type Importer, parseInteger, parseYesNo } from '../../platform/excel/excel-import.js';
import { getPart, recordPartModified, reloadPart } from './part.service.js';
import { parts } from './part.table.js';

// PartExcelInsert: prices and a few fields of existing parts from a sheet (the monthly price
// list of a brand). Blank cells change nothing; each changed price is a history row.

const findPartCode = async (tx: Tx, row: PartUpdateImportRow): Promise<string> => {
  if (row.partCode) return row.partCode.toUpperCase();
  const found = await tx
    .select({ code: parts.code })
    .from(parts)
    .where(sql`(${parts.partNoNorm} collate "C") = ${normalizePartNumber(row.partNo ?? '')}`)
    .limit(2);
  if (found.length === 0) throw new AppError('E0422', `품번: 등록되지 않은 품번입니다 (${row.partNo}).`);
  if (found.length > 1)
    throw new AppError('E0422', `품번: ${row.partNo}인 품목이 여러 개입니다. 품목 코드로 지정하세요.`);
  return found[0]!.code;
};

export const partUpdateImporter: Importer<PartUpdateImportRow> = {
  entity: 'part-update',
  label: '품목 일괄 수정',
  schema: partUpdateImportSchema,
  columns: [
    { header: '품목 코드', key: 'partCode', aliases: ['품목코드', '코드'] },
    { header: '품번', key: 'partNo', aliases: ['부품번호', '품목번호'] },
    { header: '품명', key: 'name', aliases: ['부품명', '품목명'] },
    { header: '규격', key: 'norm' },
    { header: '판매가', key: 'salePrice', aliases: ['판매단가', '단가'], parse: parseInteger },
    { header: '매입가', key: 'purchasePrice', aliases: ['매입단가'], parse: parseInteger },
    { header: '적정 재고', key: 'properStock', aliases: ['적정재고'], parse: parseInteger },
    { header: '사용 여부', key: 'active', aliases: ['사용'], parse: parseYesNo },
    { header: '가격 변경 사유', key: 'reason', aliases: ['변경 사유', '사유'] },
  ],
  writeBatch: async (tx, rows, actor) => {
    for (const row of rows) {
      const code = await findPartCode(tx, row);
      const before = await getPart(tx, code);
      const changes = {
        ...(row.name ? { name: row.name } : {}),
        ...(row.norm ? { norm: row.norm } : {}),
        ...(row.salePrice !== undefined ? { salePrice: row.salePrice } : {}),
        ...(row.purchasePrice !== undefined ? { purchasePrice: row.purchasePrice } : {}),
        ...(row.properStock !== undefined ? { properStock: row.properStock } : {}),
        ...(row.active !== undefined ? { active: row.active } : {}),
      };
      if (Object.keys(changes).length === 0) continue;
      await tx
        .update(parts)
        .set({ ...changes, updatedAt: sql`now()`, version: sql`${parts.version} + 1` })
        .where(eq(parts.id, before.id));
      const after = await reloadPart(tx, before.id);
      await recordPartModified(tx, actor, before, after, {
        code,
        via: 'excel',
        reason: row.reason,
        action: 'part.modify.excel',
      });
    }
  },
};
