import { randomUUID } from 'node:crypto';
import { setImmediate as yieldToOthers } from 'node:timers/promises';
import type { ImportPreview, ImportStatus } from '@erp/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AuditActor } from '../audit/audit.service.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import {
  type Importer,
  type ImportRowError,
  MAX_IMPORT_ROWS,
  parseSheet,
  validateRows,
} from './excel-import.js';
import { excelImports } from './excel-import.table.js';

export type { ImportPreview, ImportStatus };

// Rows written per transaction: small enough that other users' requests get the database
// between batches, large enough that 10 000 rows take seconds, not minutes.
export const IMPORT_BATCH_SIZE = 250;
const ERRORS_IN_PREVIEW = 1_000;

const isZip = (buffer: Buffer) => buffer.length > 4 && buffer.readUInt32LE(0) === 0x04034b50;

/** Parses and validates an uploaded sheet and keeps the valid rows until someone confirms. */
export const stageImport = async (
  db: Db,
  importer: Importer,
  file: { fileName: string; buffer: Buffer },
  actor: AuditActor,
): Promise<ImportPreview> => {
  if (!isZip(file.buffer)) throw new AppError('E0422', '파일: 엑셀(.xlsx) 파일이 아닙니다.');
  let parsed: Awaited<ReturnType<typeof parseSheet>>;
  try {
    parsed = await parseSheet(file.buffer, importer.columns);
  } catch {
    throw new AppError(
      'E0422',
      '파일: 엑셀 파일을 읽을 수 없습니다. 손상되었거나 암호가 걸린 파일인지 확인하세요.',
    );
  }
  if (parsed.missingHeaders.length > 0) {
    throw new AppError(
      'E0422',
      `파일: 필수 열이 없습니다 (${parsed.missingHeaders.join(', ')}). 첫 행에 한글 제목을 넣으세요.`,
    );
  }
  if (parsed.rows.length === 0) throw new AppError('E0422', '파일: 가져올 행이 없습니다.');
  if (parsed.rows.length > MAX_IMPORT_ROWS) {
    throw new AppError(
      'E0422',
      `파일: 한 번에 ${MAX_IMPORT_ROWS.toLocaleString('ko-KR')}행까지 가져올 수 있습니다.`,
    );
  }
  const checked = validateRows(importer, parsed.rows);
  const lookupErrors = importer.checkRows ? await importer.checkRows(db, checked.valid) : [];
  const refused = new Set(lookupErrors.map((e) => e.row));
  const valid = checked.valid.filter((v) => !refused.has(v.row));
  const errors = [...checked.errors, ...lookupErrors].sort((a, b) => a.row - b.row);
  const errorRows = new Set(errors.map((e) => e.row)).size;
  const id = randomUUID();
  await db.insert(excelImports).values({
    id,
    entity: importer.entity,
    fileName: file.fileName.slice(0, 200),
    status: 'previewed',
    createdBy: actor.accountId,
    totalRows: parsed.rows.length,
    validRows: valid.length,
    errorRows,
    errors,
    rows: valid.map((v) => v.value),
  });
  return {
    id,
    entity: importer.entity,
    fileName: file.fileName,
    totalRows: parsed.rows.length,
    validRows: valid.length,
    errorRows,
    errors: errors.slice(0, ERRORS_IN_PREVIEW),
    unknownHeaders: parsed.unknownHeaders,
    sample: valid.slice(0, 20).map((v) => ({ row: v.row, ...(v.value as object) })),
  };
};

const toStatus = (row: typeof excelImports.$inferSelect): ImportStatus => ({
  id: row.id,
  entity: row.entity,
  status: row.status as ImportStatus['status'],
  fileName: row.fileName,
  totalRows: row.totalRows,
  validRows: row.validRows,
  errorRows: row.errorRows,
  processed: row.processed,
  failure: row.failure,
});

export const getImport = async (db: Db, entity: string, id: string) => {
  const [row] = await db
    .select()
    .from(excelImports)
    .where(and(eq(excelImports.id, id), eq(excelImports.entity, entity)))
    .limit(1);
  if (!row) throw new AppError('E2001', '엑셀 가져오기 작업을 찾을 수 없습니다.');
  return row;
};

export const getImportStatus = async (db: Db, entity: string, id: string): Promise<ImportStatus> =>
  toStatus(await getImport(db, entity, id));

/** Writes the staged rows batch by batch; each batch commits with its progress, so it can resume. */
export const runImport = async (db: Db, importer: Importer, id: string, actor: AuditActor): Promise<void> => {
  const row = await getImport(db, importer.entity, id);
  const rows = row.rows as unknown[];
  let processed = row.processed;
  try {
    while (processed < rows.length) {
      const batch = rows.slice(processed, processed + IMPORT_BATCH_SIZE);
      await db.transaction(async (tx) => {
        await importer.writeBatch(tx, batch, actor);
        await tx
          .update(excelImports)
          .set({ processed: processed + batch.length, heartbeatAt: sql`now()` })
          .where(eq(excelImports.id, id));
      });
      processed += batch.length;
      await yieldToOthers();
    }
    await db
      .update(excelImports)
      .set({ status: 'done', finishedAt: sql`now()`, rows: [] })
      .where(eq(excelImports.id, id));
  } catch (error) {
    const message = error instanceof AppError ? error.message : '저장 중 오류가 발생했습니다.';
    await db
      .update(excelImports)
      .set({ status: 'failed', failure: `${processed + 1}번째 유효 행부터 저장하지 못했습니다: ${message}` })
      .where(eq(excelImports.id, id));
  }
};

/** Claims a previewed import for this process and starts writing it in the background. */
export const startImport = async (
  db: Db,
  importer: Importer,
  id: string,
  actor: AuditActor,
): Promise<ImportStatus> => {
  const [claimed] = await db
    .update(excelImports)
    .set({ status: 'running', heartbeatAt: sql`now()` })
    .where(
      and(
        eq(excelImports.id, id),
        eq(excelImports.entity, importer.entity),
        eq(excelImports.status, 'previewed'),
      ),
    )
    .returning();
  if (!claimed) {
    const current = await getImport(db, importer.entity, id);
    throw new AppError(
      'E2003',
      current.status === 'running' ? '이미 가져오는 중입니다.' : '이미 처리된 가져오기입니다.',
    );
  }
  void runImport(db, importer, id, actor);
  return toStatus(claimed);
};

/** At start-up: imports whose runner died (no heartbeat for a minute) continue where they stopped. */
export const resumeStaleImports = async (
  db: Db,
  importers: ReadonlyMap<string, Importer>,
): Promise<number> => {
  const stale = await db
    .update(excelImports)
    .set({ heartbeatAt: sql`now()` })
    .where(
      and(eq(excelImports.status, 'running'), sql`${excelImports.heartbeatAt} < now() - interval '1 minute'`),
    )
    .returning();
  for (const row of stale) {
    const importer = importers.get(row.entity);
    if (importer) void runImport(db, importer, row.id, { accountId: row.createdBy, loginId: null });
  }
  return stale.length;
};

export const importErrors = async (db: Db, entity: string, id: string): Promise<ImportRowError[]> =>
  (await getImport(db, entity, id)).errors as ImportRowError[];
