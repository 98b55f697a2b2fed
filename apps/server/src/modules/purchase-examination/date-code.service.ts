import type { DateCodeChange, DateCodeChangeInput } from '@erp/domain';
import { sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { examinationRecord } from './purchase-examination.view.js';

// PurchaseProductionDateChange: a wrong battery date code read or typed at the examination is
// corrected on the scans (examined units) of one purchase; each change is kept with who, when,
// before and after (purchase_date_code_changes), in one transaction.

export const changeDateCodes = async (
  db: Db,
  input: DateCodeChangeInput,
  actor: AuditActor,
): Promise<DateCodeChange[]> => {
  const ids = [...new Set(input.scanIds)];
  const changeIds = await db.transaction(async (tx) => {
    const scans = await queryRows<{ id: number; date_code: string | null }>(
      tx,
      sql`select s.id, s.date_code from purchase_examination_scans s
          join purchase_examinations e on e.id = s.examination_id
          join purchases pu on pu.id = e.purchase_id
          where pu.code = ${input.purchaseCode} and s.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) and s.date_code is not null
          order by s.id for update of s`,
    );
    if (scans.length !== ids.length)
      throw new AppError(
        'E0422',
        `검수 기록: 매입 ${input.purchaseCode}의 배터리 검수가 아닌 번호가 있습니다.`,
      );
    await queryRows(
      tx,
      sql`update purchase_examination_scans set date_code = ${input.dateCode}
          where id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    const inserted = await queryRows<{ id: number }>(
      tx,
      sql`insert into purchase_date_code_changes (scan_id, before, after, reason, changed_by)
          select v.id, v.before, ${input.dateCode}, ${input.reason ?? null}, ${actor.accountId}::int
          from (values ${sql.join(
            scans.map((s) => sql`(${s.id}::bigint, ${s.date_code}::text)`),
            sql`, `,
          )}) v(id, before) returning id`,
    );
    await writeAudit(tx, actor, {
      action: 'purchase.examination.date-code',
      entity: 'purchase',
      entityId: input.purchaseCode,
      before: { scans: scans.map((s) => ({ id: Number(s.id), dateCode: s.date_code })) },
      after: { dateCode: input.dateCode, reason: input.reason ?? null },
    });
    return new Set(inserted.map((r) => Number(r.id)));
  });
  const record = await examinationRecord(db, input.purchaseCode);
  return record.dateChanges.filter((c) => changeIds.has(c.id));
};
