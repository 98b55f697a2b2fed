import {
  type ListPage,
  type ListQuery,
  normalizePartNumber,
  PART_APP_LIST_SPEC,
  type PartAppInfo,
  type PartAppInfoInput,
  withParticle,
} from '@erp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  countedPage,
  gramsContains,
  listColumnsOf,
  listOrderBy,
  listWhere,
} from '../../platform/list/list-query.sql.js';
import { partRowByCode } from './part.service.js';
import { partAppInfo, parts } from './part.table.js';

// PartAppInfo / PartAppModify / AsYProductList: the mobile shop app's view of a part. A part
// without a row has the defaults (not shown in the app, no A/S).

const APP_COLUMNS = listColumnsOf(PART_APP_LIST_SPEC, {
  partCode: parts.code,
  partNo: sql`(${parts.partNoNorm} collate "C")`,
  name: { expr: parts.name, grams: parts.searchGrams },
  appVisible: sql`coalesce(${partAppInfo.appVisible}, false)`,
  appCategory: partAppInfo.appCategory,
  asAvailable: sql`coalesce(${partAppInfo.asAvailable}, false)`,
  appSort: sql`coalesce(${partAppInfo.appSort}, 0)`,
});

const selectApp = (db: DbOrTx) =>
  db
    .select({
      code: parts.code,
      partNo: parts.partNo,
      name: parts.name,
      carModel: parts.carModel,
      salePrice: parts.salePrice,
      app: partAppInfo,
    })
    .from(parts)
    .leftJoin(partAppInfo, eq(partAppInfo.partId, parts.id));

const toAppInfo = (r: Awaited<ReturnType<ReturnType<typeof selectApp>['where']>>[number]): PartAppInfo => ({
  partCode: r.code,
  partNo: r.partNo,
  name: r.name,
  carModel: r.carModel,
  salePrice: r.salePrice,
  appVisible: r.app?.appVisible ?? false,
  appName: r.app?.appName ?? null,
  appPrice: r.app?.appPrice ?? null,
  appCategory: r.app?.appCategory ?? null,
  appSort: r.app?.appSort ?? 0,
  asAvailable: r.app?.asAvailable ?? false,
  asMonths: r.app?.asMonths ?? null,
  appMemo: r.app?.appMemo ?? null,
  updatedAt: r.app?.updatedAt.toISOString() ?? null,
  version: r.app?.version ?? 0,
});

export const getPartAppInfo = async (db: DbOrTx, code: string): Promise<PartAppInfo> => {
  const [row] = await selectApp(db).where(eq(parts.code, code)).limit(1);
  if (!row) throw new AppError('E2001', `품목 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  return toAppInfo(row);
};

/** Writes a part's app data inside a transaction; `version` 0 means "no row yet". */
export const writePartAppInfo = async (
  tx: Tx,
  partId: number,
  input: PartAppInfoInput,
  actor: AuditActor,
  version?: number,
): Promise<void> => {
  const [before] = await tx.select().from(partAppInfo).where(eq(partAppInfo.partId, partId)).for('update');
  const values = { ...input, appPrice: input.appPrice ?? null, asMonths: input.asMonths ?? null };
  if (before && version !== undefined && version !== before.version) {
    throw new AppError('E0409', '다른 사용자가 먼저 앱 정보를 수정했습니다. 새로고침 후 다시 수정하세요.');
  }
  if (before) {
    await tx
      .update(partAppInfo)
      .set({
        ...values,
        updatedBy: actor.accountId,
        updatedAt: sql`now()`,
        version: sql`${partAppInfo.version} + 1`,
      })
      .where(eq(partAppInfo.partId, partId));
  } else {
    const [inserted] = await tx
      .insert(partAppInfo)
      .values({ ...values, partId, updatedBy: actor.accountId })
      .onConflictDoNothing()
      .returning({ partId: partAppInfo.partId });
    if (!inserted)
      throw new AppError('E0409', '다른 사용자가 먼저 앱 정보를 저장했습니다. 새로고침 후 다시 수정하세요.');
  }
  // The app price is a price: its change is audited.
  await writeAudit(tx, actor, {
    action: 'part.app.modify',
    entity: 'part_app',
    entityId: partId,
    before: before ?? null,
    after: values,
  });
};

export const modifyPartAppInfo = async (
  db: Db,
  code: string,
  input: PartAppInfoInput,
  actor: AuditActor,
  version?: number,
): Promise<PartAppInfo> => {
  await db.transaction(async (tx) => {
    const part = await partRowByCode(tx, code);
    await writePartAppInfo(tx, part.id, input, actor, version);
  });
  return getPartAppInfo(db, code);
};

/** PartAppInfo list (every part, app data or defaults) and AsYProductList (A/S parts only). */
export const listPartAppInfo = async (
  db: DbOrTx,
  query: ListQuery,
  options: { asOnly?: boolean } = {},
): Promise<ListPage<PartAppInfo>> => {
  const filters = query.filters.map((f) =>
    f.field === 'partNo' && typeof f.value === 'string' ? { ...f, value: normalizePartNumber(f.value) } : f,
  );
  const where = listWhere(
    PART_APP_LIST_SPEC,
    APP_COLUMNS,
    filters,
    options.asOnly ? sql`${partAppInfo.asAvailable}` : undefined,
    query.keyword ? gramsContains(parts.searchGrams, parts.searchText, query.keyword) : undefined,
  );
  // A/S and app lists read part_app_info first: a few thousand rows, not the million parts.
  const base =
    options.asOnly ||
    filters.some(
      (f) =>
        ((f.field === 'appVisible' || f.field === 'asAvailable') && f.value === true) ||
        (f.field === 'appCategory' && f.op !== 'isNull'),
    );
  const from = base
    ? sql`${partAppInfo} join ${parts} on ${parts.id} = ${partAppInfo.partId}`
    : sql`${parts} left join ${partAppInfo} on ${partAppInfo.partId} = ${parts.id}`;
  const select = selectApp(db)
    .where(and(where, base ? sql`${partAppInfo.partId} is not null` : undefined))
    .orderBy(...listOrderBy(APP_COLUMNS, query.sort, parts.id));
  return countedPage(db, from, where, query, select, toAppInfo);
};
