import { type BizNoCheck, type BizNoHistoryRow, isValidBizNo } from '@erp/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { bizNoLookups, customers } from './customer.table.js';
import { lookupBizStatus, NTS_MAX_PER_CALL, type NtsConfig } from './nts-biz-status.adapter.js';

const digits = (value: string) => value.replace(/\D/g, '');

/**
 * Checks business numbers: the local check digit always, the NTS status when configured. Every
 * lookup is saved as history (CustomerCompsnNoSearchHistory), so nothing depends on the screen.
 */
export const checkBizNos = async (
  db: Db,
  nts: NtsConfig,
  input: readonly string[],
  actor: AuditActor,
): Promise<BizNoCheck[]> => {
  const bizNos = [...new Set(input.map(digits))];
  if (bizNos.length === 0) throw new AppError('E0422', '사업자등록번호: 하나 이상 입력하세요.');
  if (bizNos.length > NTS_MAX_PER_CALL)
    throw new AppError('E0422', `사업자등록번호: 한 번에 ${NTS_MAX_PER_CALL}개까지 조회할 수 있습니다.`);
  const bad = bizNos.find((b) => b.length !== 10);
  if (bad !== undefined) throw new AppError('E0422', `사업자등록번호: 10자리 숫자여야 합니다 (${bad}).`);
  const valid = bizNos.filter((b) => isValidBizNo(b));
  const lookup = await lookupBizStatus(nts, valid);
  const notice = !lookup.configured
    ? '국세청 사업자 상태 조회가 설정되지 않았습니다 (NTS_SERVICE_KEY). 검증번호만 확인했습니다.'
    : lookup.ok
      ? null
      : `${lookup.error}. 검증번호만 확인했습니다.`;
  const byNo = new Map(lookup.configured && lookup.ok ? lookup.results.map((r) => [r.bizNo, r]) : []);
  return db.transaction(async (tx) => {
    const results: BizNoCheck[] = [];
    for (const bizNo of bizNos) {
      const checkDigitValid = valid.includes(bizNo);
      const status = byNo.get(bizNo) ?? null;
      const formatted = `${bizNo.slice(0, 3)}-${bizNo.slice(3, 5)}-${bizNo.slice(5)}`;
      await tx.insert(bizNoLookups).values({
        bizNo: formatted,
        checkDigitValid,
        source: status ? 'nts' : 'local',
        statusCode: status?.statusCode ?? null,
        statusLabel: status?.statusLabel ?? (checkDigitValid ? null : '검증번호 오류'),
        taxType: status?.taxType ?? null,
        closedOn: status?.closedOn ?? null,
        registered: status ? status.registered : checkDigitValid ? null : false,
        searchedBy: actor.accountId,
        raw: status,
      });
      const linked = await tx
        .select({ code: customers.code, name: customers.name })
        .from(customers)
        .where(eq(customers.bizNo, formatted))
        .limit(20);
      results.push({
        bizNo: formatted,
        checkDigitValid,
        source: status ? 'nts' : 'local',
        status,
        notice: checkDigitValid ? notice : '검증번호가 맞지 않는 사업자등록번호입니다.',
        customers: linked,
      });
    }
    return results;
  });
};

/** History of lookups; `nonRegisteredOnly` is the list of numbers the NTS does not know (or bad). */
export const listBizNoHistory = async (
  db: DbOrTx,
  filter: {
    bizNo?: string | undefined;
    nonRegisteredOnly?: boolean | undefined;
    uncheckedOnly?: boolean | undefined;
    page: number;
    size: number;
  },
): Promise<{ rows: BizNoHistoryRow[]; total: number }> => {
  const conditions: (SQL | undefined)[] = [
    filter.bizNo
      ? sql`replace(${bizNoLookups.bizNo}, '-', '') like ${`${digits(filter.bizNo)}%`}`
      : undefined,
    filter.nonRegisteredOnly ? eq(bizNoLookups.registered, false) : undefined,
    filter.uncheckedOnly ? sql`${bizNoLookups.checkedAt} is null` : undefined,
  ];
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(bizNoLookups)
    .where(where)
    .orderBy(desc(bizNoLookups.searchedAt), desc(bizNoLookups.id))
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(bizNoLookups).where(where);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      bizNo: r.bizNo,
      checkDigitValid: r.checkDigitValid,
      source: r.source,
      statusCode: r.statusCode,
      statusLabel: r.statusLabel,
      taxType: r.taxType,
      registered: r.registered,
      searchedBy: r.searchedBy,
      searchedAt: r.searchedAt.toISOString(),
      checkedBy: r.checkedBy,
      checkedAt: r.checkedAt?.toISOString() ?? null,
    })),
    total: Number(count?.n ?? 0),
  };
};

/** Marks a non-registered lookup as dealt with (§7.4 "check update"). */
export const checkBizNoHistory = async (db: Db, id: number, actor: AuditActor): Promise<void> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .update(bizNoLookups)
      .set({ checkedAt: sql`now()`, checkedBy: actor.accountId })
      .where(and(eq(bizNoLookups.id, id), sql`${bizNoLookups.checkedAt} is null`))
      .returning({ id: bizNoLookups.id });
    if (!row) throw new AppError('E2003', '조회 이력을 찾을 수 없거나 이미 확인했습니다.');
    await writeAudit(tx, actor, { action: 'bizno.history.check', entity: 'biz_no_lookup', entityId: id });
  });
