import type { PartImage } from '@erp/domain';
import { isInlineImage, withParticle } from '@erp/domain';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { readStoredImage, removeStoredImage, storeImage } from '../upload/image-store.js';
import { partRowByCode } from './part.service.js';
import { partImages, parts } from './part.table.js';

// PartImageInfo(+Mobile): images of a part. The first one is the main image until another is
// chosen. Files are stored outside the web root; the table keeps the metadata.

const AREA = 'parts';
export const MAX_IMAGES_PER_PART = 20;

const toImage = (row: typeof partImages.$inferSelect, partCode: string): PartImage => ({
  id: row.id,
  partCode,
  fileName: row.fileName,
  contentType: row.contentType,
  size: row.size,
  isMain: row.isMain,
  inline: isInlineImage(row.fileName),
  url: `/api/product/v1.0/image/file/${row.id}`,
  createdAt: row.createdAt.toISOString(),
});

export const listPartImages = async (db: DbOrTx, code: string): Promise<PartImage[]> => {
  const part = await partRowByCode(db, code);
  const rows = await db
    .select()
    .from(partImages)
    .where(eq(partImages.partId, part.id))
    .orderBy(desc(partImages.isMain), asc(partImages.id));
  return rows.map((r) => toImage(r, part.code));
};

export const uploadPartImage = async (
  db: Db,
  dataDir: string,
  code: string,
  file: { fileName: string; buffer: Buffer },
  actor: AuditActor,
): Promise<PartImage> => {
  const part = await partRowByCode(db, code);
  const existing = await db
    .select({ id: partImages.id })
    .from(partImages)
    .where(eq(partImages.partId, part.id));
  if (existing.length >= MAX_IMAGES_PER_PART) {
    throw new AppError('E0422', `파일: 품목 하나에 이미지는 ${MAX_IMAGES_PER_PART}장까지입니다.`);
  }
  const stored = await storeImage(dataDir, AREA, file);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(partImages)
        .values({
          partId: part.id,
          fileName: file.fileName.slice(0, 200),
          storedName: stored.storedName,
          contentType: stored.contentType,
          size: stored.size,
          sha256: stored.sha256,
          isMain: existing.length === 0,
          createdBy: actor.accountId,
        })
        .returning();
      await writeAudit(tx, actor, {
        action: 'part.image.add',
        entity: 'part',
        entityId: part.code,
        after: row,
      });
      return toImage(row!, part.code);
    });
  } catch (error) {
    await removeStoredImage(dataDir, AREA, stored.storedName);
    throw error;
  }
};

export const readPartImage = async (db: DbOrTx, dataDir: string, id: number) => {
  const [row] = await db.select().from(partImages).where(eq(partImages.id, id));
  if (!row) throw new AppError('E2001', `이미지 ${withParticle(id, '을/를')} 찾을 수 없습니다.`);
  return {
    fileName: row.fileName,
    contentType: row.contentType,
    buffer: await readStoredImage(dataDir, AREA, row.storedName),
  };
};

export const setMainPartImage = async (db: Db, id: number, actor: AuditActor): Promise<PartImage[]> => {
  const code = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(partImages).where(eq(partImages.id, id));
    if (!row) throw new AppError('E2001', `이미지 ${withParticle(id, '을/를')} 찾을 수 없습니다.`);
    await tx
      .update(partImages)
      .set({ isMain: false })
      .where(and(eq(partImages.partId, row.partId), ne(partImages.id, id)));
    await tx.update(partImages).set({ isMain: true }).where(eq(partImages.id, id));
    const [part] = await tx.select({ code: parts.code }).from(parts).where(eq(parts.id, row.partId));
    await writeAudit(tx, actor, {
      action: 'part.image.main',
      entity: 'part',
      entityId: part!.code,
      after: { id },
    });
    return part!.code;
  });
  return listPartImages(db, code);
};

export const removePartImage = async (
  db: Db,
  dataDir: string,
  id: number,
  actor: AuditActor,
): Promise<void> => {
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx.delete(partImages).where(eq(partImages.id, id)).returning();
    if (!row) throw new AppError('E2001', `이미지 ${withParticle(id, '을/를')} 찾을 수 없습니다.`);
    if (row.isMain) {
      const [next] = await tx
        .select({ id: partImages.id })
        .from(partImages)
        .where(eq(partImages.partId, row.partId))
        .orderBy(asc(partImages.id))
        .limit(1);
      if (next) await tx.update(partImages).set({ isMain: true }).where(eq(partImages.id, next.id));
    }
    await writeAudit(tx, actor, {
      action: 'part.image.remove',
      entity: 'part_image',
      entityId: id,
      before: row,
    });
    return row;
  });
  // The file goes only after the row is gone for good.
  await removeStoredImage(dataDir, AREA, removed.storedName);
};
