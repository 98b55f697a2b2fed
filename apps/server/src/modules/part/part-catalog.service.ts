import {
  type Brand,
  type BrandInput,
  type BrandModifyInput,
  nextPartKindCode,
  type PartKind,
  type PartKindInput,
  type PartKindModifyInput,
  partKindCodeProblem,
  partKindLevelOf,
  withParticle,
} from '@erp/domain';
import { and, asc, eq, isNull, like, or, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { escapeLike } from '../../platform/list/list-query.sql.js';
import { brands, partKinds } from './part.table.js';

// Brands (PartBrandList, partBrandRegister) and part kinds (PartKindInfo): small code tables that
// parts point to. Codes are chosen by people and never change; names and flags do.

const toBrand = (row: typeof brands.$inferSelect): Brand => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const listBrands = async (
  db: DbOrTx,
  options: { keyword?: string | undefined; activeOnly?: boolean },
): Promise<Brand[]> => {
  const keyword = options.keyword?.trim();
  const rows = await db
    .select()
    .from(brands)
    .where(
      and(
        options.activeOnly ? eq(brands.active, true) : undefined,
        keyword
          ? or(
              like(brands.code, `%${escapeLike(keyword.toUpperCase())}%`),
              like(brands.name, `%${escapeLike(keyword)}%`),
              like(sql`lower(coalesce(${brands.nameEn}, ''))`, `%${escapeLike(keyword.toLowerCase())}%`),
            )
          : undefined,
      ),
    )
    .orderBy(asc(brands.sortOrder), asc(brands.name));
  return rows.map(toBrand);
};

export const getBrand = async (db: DbOrTx, code: string): Promise<Brand> => {
  const [row] = await db.select().from(brands).where(eq(brands.code, code.toUpperCase()));
  if (!row) throw new AppError('E2001', `브랜드 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  return toBrand(row);
};

export const createBrand = async (db: Db, input: BrandInput, actor: AuditActor): Promise<Brand> =>
  db.transaction(async (tx) => {
    const [row] = await tx.insert(brands).values(input).onConflictDoNothing().returning();
    if (!row) throw new AppError('E2002', `브랜드 코드: 이미 등록된 코드입니다 (${input.code}).`);
    await writeAudit(tx, actor, { action: 'brand.create', entity: 'brand', entityId: row.code, after: row });
    return toBrand(row);
  });

export const modifyBrand = async (
  db: Db,
  code: string,
  input: BrandModifyInput,
  actor: AuditActor,
): Promise<Brand> =>
  db.transaction(async (tx) => {
    const before = await getBrand(tx, code);
    const { version, ...fields } = input;
    const [row] = await tx
      .update(brands)
      .set({ ...fields, updatedAt: sql`now()`, version: sql`${brands.version} + 1` })
      .where(and(eq(brands.code, before.code), eq(brands.version, version)))
      .returning();
    if (!row)
      throw new AppError(
        'E0409',
        '다른 사용자가 먼저 이 브랜드를 수정했습니다. 새로고침 후 다시 수정하세요.',
      );
    await writeAudit(tx, actor, {
      action: 'brand.modify',
      entity: 'brand',
      entityId: row.code,
      before,
      after: row,
    });
    return toBrand(row);
  });

type KindRow = typeof partKinds.$inferSelect;

const toKind = (row: KindRow, names: ReadonlyMap<string, string>): PartKind => {
  const path: string[] = [];
  for (let len = 2; len <= row.code.length; len += 2) path.push(names.get(row.code.slice(0, len)) ?? '');
  return {
    code: row.code,
    parentCode: row.parentCode,
    level: row.level,
    name: row.name,
    path: path.join(' > '),
    appUse: row.appUse,
    fullView: row.fullView,
    sortSeq: row.sortSeq,
    oldPaybackCode: row.oldPaybackCode,
    active: row.active,
    version: row.version,
  };
};

/** Every kind, parents before children, each level by sort sequence: the tree of PartKindInfo. */
export const listPartKinds = async (
  db: DbOrTx,
  options: { appUseOnly?: boolean } = {},
): Promise<PartKind[]> => {
  const rows = await db.select().from(partKinds).orderBy(asc(partKinds.code));
  const names = new Map(rows.map((r) => [r.code, r.name]));
  const sortKey = (code: string): string =>
    Array.from({ length: code.length / 2 }, (_, i) => {
      const own = rows.find((r) => r.code === code.slice(0, (i + 1) * 2));
      return `${String(own?.sortSeq ?? 0).padStart(7, '0')}${code.slice(i * 2, i * 2 + 2)}`;
    }).join('');
  return rows
    .filter((r) => !options.appUseOnly || r.appUse)
    .sort((a, b) => (sortKey(a.code) < sortKey(b.code) ? -1 : 1))
    .map((r) => toKind(r, names));
};

const kindNames = async (db: DbOrTx, code: string): Promise<Map<string, string>> => {
  const prefixes = Array.from({ length: code.length / 2 }, (_, i) => code.slice(0, (i + 1) * 2));
  const rows = await db
    .select({ code: partKinds.code, name: partKinds.name })
    .from(partKinds)
    .where(
      sql`${partKinds.code} in (${sql.join(
        prefixes.map((p) => sql`${p}`),
        sql`, `,
      )})`,
    );
  return new Map(rows.map((r) => [r.code, r.name]));
};

export const getPartKind = async (db: DbOrTx, code: string): Promise<PartKind> => {
  const [row] = await db.select().from(partKinds).where(eq(partKinds.code, code.toUpperCase()));
  if (!row) throw new AppError('E2001', `품목 분류 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  return toKind(row, await kindNames(db, row.code));
};

export const createPartKind = async (db: Db, input: PartKindInput, actor: AuditActor): Promise<PartKind> =>
  db.transaction(async (tx) => {
    const parentCode = input.parentCode?.toUpperCase() ?? null;
    if (parentCode) {
      const [parent] = await tx.select().from(partKinds).where(eq(partKinds.code, parentCode));
      if (!parent) throw new AppError('E0422', `상위 분류: 등록되지 않은 분류 코드입니다 (${parentCode}).`);
    }
    let code = input.code;
    if (!code) {
      const siblings = await tx
        .select({ code: partKinds.code })
        .from(partKinds)
        .where(parentCode ? eq(partKinds.parentCode, parentCode) : isNull(partKinds.parentCode));
      code =
        nextPartKindCode(
          parentCode,
          siblings.map((s) => s.code),
        ) ?? undefined;
      if (!code) throw new AppError('E2003', '이 분류 아래에 더 만들 수 있는 코드가 없습니다 (99개).');
    }
    const problem = partKindCodeProblem(code, parentCode);
    if (problem) throw new AppError('E0422', `분류 코드: ${problem}`);
    const [row] = await tx
      .insert(partKinds)
      .values({
        code,
        parentCode,
        level: partKindLevelOf(code)!,
        name: input.name,
        appUse: input.appUse,
        fullView: input.fullView,
        sortSeq: input.sortSeq,
        oldPaybackCode: input.oldPaybackCode ?? null,
        active: input.active,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('E2002', `분류 코드: 이미 등록된 코드입니다 (${code}).`);
    await writeAudit(tx, actor, {
      action: 'part_kind.create',
      entity: 'part_kind',
      entityId: code,
      after: row,
    });
    return toKind(row, await kindNames(tx, code));
  });

export const modifyPartKind = async (
  db: Db,
  code: string,
  input: PartKindModifyInput,
  actor: AuditActor,
): Promise<PartKind> =>
  db.transaction(async (tx) => {
    const [before] = await tx.select().from(partKinds).where(eq(partKinds.code, code.toUpperCase()));
    if (!before) throw new AppError('E2001', `품목 분류 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
    const { version, ...fields } = input;
    const [row] = await tx
      .update(partKinds)
      .set({ ...fields, updatedAt: sql`now()`, version: sql`${partKinds.version} + 1` })
      .where(and(eq(partKinds.code, before.code), eq(partKinds.version, version)))
      .returning();
    if (!row)
      throw new AppError('E0409', '다른 사용자가 먼저 이 분류를 수정했습니다. 새로고침 후 다시 수정하세요.');
    // The payback code decides old-part cash-back: its change is audited like a price.
    await writeAudit(tx, actor, {
      action: 'part_kind.modify',
      entity: 'part_kind',
      entityId: row.code,
      before,
      after: row,
    });
    return toKind(row, await kindNames(tx, row.code));
  });
