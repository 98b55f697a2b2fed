import {
  DOC_CODE_PREFIXES,
  type DriverProvisionListQuery,
  PROVISION_KIND_LABELS,
  type ProvisionCandidate,
  type ProvisionConfirmInput,
  type ProvisionKind,
  type ProvisionView,
  withParticle,
} from '@erp/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { nextDocCode } from '../../platform/doc-code/doc-code.service.js';
import { AppError } from '../../platform/errors/app-error.js';
import { payCashbackIn } from '../old-part/core-collection.service.js';
import { postPoints } from '../point/point.service.js';
import { payRates, rateOf } from './driver-pay.service.js';
import { driverProvisionLines, driverProvisions } from './driver-pay.table.js';

// Provision confirmation (지급 확인): what drivers collected earns the customer cash-back points —
// a core collection (Q…) its payback codes' points (paid through old-part's own cash-back step,
// which moves the collection to 'paid' in the statement that claims it), a picked return the
// rate table's return cash-back. An admin confirms a batch (ZP…); each source is confirmed once
// (the second is refused naming it, and the whole batch writes nothing).

const CANDIDATE_LIMIT = 500;

type Open = ProvisionCandidate & { customerId: number };
type OpenRow = Omit<Open, 'collectedAt'> & { collectedAt: Date | string };

/** Core collections a driver made whose cash-back is not paid yet. */
const oldCandidates = async (db: DbOrTx, codes?: string[]): Promise<Open[]> => {
  const rows = await queryRows<OpenRow>(
    db,
    sql`select c.code as "sourceCode", cu.code as "customerCode", cu.name as "customerName",
               cu.id as "customerId", a.name as "driverName", c.collected_at as "collectedAt",
               count(u.id)::int as units, coalesce(sum(b.cashback_points), 0)::int as points
          from old_part_collections c
          join drivers dr on dr.account_id = c.collected_by
          join accounts a on a.id = c.collected_by
          join customers cu on cu.id = c.customer_id
          left join old_part_units u on u.collection_id = c.id
          left join old_part_paybacks b on b.code = u.payback_code
         where c.status = 'collected'
           ${codes ? sql`and c.code in ${codes}` : sql``}
         group by c.id, cu.id, a.name
         order by c.collected_at desc, c.id desc
         limit ${CANDIDATE_LIMIT}`,
  );
  return rows.map((r) => ({ ...r, collectedAt: new Date(r.collectedAt).toISOString() }));
};

/** Return pickups a driver picked that no confirmation names yet (the source is the return U…). */
const returnCandidates = async (db: DbOrTx, codes?: string[]): Promise<Open[]> => {
  const points = rateOf(await payRates(db), 'returnCashback');
  const rows = await queryRows<OpenRow>(
    db,
    sql`select distinct on (r.code) r.code as "sourceCode", cu.code as "customerCode",
               cu.name as "customerName", cu.id as "customerId", a.name as "driverName",
               p.picked_at as "collectedAt", 1 as units
          from pickups p
          join order_returns r on r.id = p.return_id
          join accounts a on a.id = p.driver_id
          join customers cu on cu.id = p.customer_id
         where p.kind = 'return' and p.status = 'picked' and p.driver_id is not null
           and not exists (select 1 from driver_provision_lines l
                            where l.kind = 'return' and l.source_code = r.code)
           ${codes ? sql`and r.code in ${codes}` : sql``}
         order by r.code, p.picked_at desc
         limit ${CANDIDATE_LIMIT}`,
  );
  return rows
    .map((r) => ({ ...r, points, collectedAt: new Date(r.collectedAt).toISOString() }))
    .sort((a, b) => b.collectedAt.localeCompare(a.collectedAt));
};

const strip = ({ customerId: _c, ...r }: Open): ProvisionCandidate => r;
export const listOldCandidates = async (db: DbOrTx) => (await oldCandidates(db)).map(strip);
export const listReturnCandidates = async (db: DbOrTx) => (await returnCandidates(db)).map(strip);

const confirm = async (
  db: Db,
  kind: ProvisionKind,
  input: ProvisionConfirmInput,
  actor: AuditActor,
): Promise<ProvisionView> => {
  const codes = [...new Set(input.sourceCodes.map((c) => c.trim().toUpperCase()))];
  const code = await db.transaction(async (tx) => {
    // One confirmation of a kind at a time: the check of what is already confirmed holds.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('driver-provision'), hashtext(${kind}))`);
    const confirmed = await tx
      .select({ sourceCode: driverProvisionLines.sourceCode })
      .from(driverProvisionLines)
      .where(and(eq(driverProvisionLines.kind, kind), inArray(driverProvisionLines.sourceCode, codes)));
    if (confirmed.length > 0)
      throw new AppError(
        'E2003',
        `이미 지급 확인한 건입니다: ${confirmed.map((c) => c.sourceCode).join(', ')}. 포인트는 한 번만 적립됩니다.`,
      );
    const open = kind === 'old' ? await oldCandidates(tx, codes) : await returnCandidates(tx, codes);
    const missing = codes.filter((c) => !open.some((o) => o.sourceCode === c));
    if (missing.length > 0)
      throw new AppError(
        'E2003',
        `${withParticle(missing.join(', '), '은/는')} 기사가 회수한 확인 대기 건이 아닙니다 (이미 지급했거나 없는 번호).`,
      );
    const docCode = await nextDocCode(tx, DOC_CODE_PREFIXES.driverProvision);
    const lines: { sourceCode: string; customerId: number; points: number }[] = [];
    for (const o of open) {
      if (kind === 'old') {
        const paid = await payCashbackIn(tx, o.sourceCode, actor);
        lines.push({ sourceCode: o.sourceCode, customerId: paid.customerId, points: paid.points });
      } else {
        if (o.points > 0)
          await postPoints(
            tx,
            {
              customerId: o.customerId,
              kind: 'return-cashback',
              amount: o.points,
              doc: { docKind: 'driver_provision', docCode },
              refCode: o.sourceCode,
              memo: `반품 회수 적립 ${o.sourceCode}`,
            },
            actor.accountId,
          );
        lines.push({ sourceCode: o.sourceCode, customerId: o.customerId, points: o.points });
      }
    }
    const points = lines.reduce((n, l) => n + l.points, 0);
    const [head] = await tx
      .insert(driverProvisions)
      .values({
        code: docCode,
        kind,
        points,
        lineCount: lines.length,
        memo: input.memo || null,
        confirmedBy: actor.accountId,
      })
      .returning({ id: driverProvisions.id });
    await tx.insert(driverProvisionLines).values(
      lines.map((l) => ({
        provisionId: head!.id,
        kind,
        sourceCode: l.sourceCode,
        customerId: l.customerId,
        points: l.points,
      })),
    );
    await writeAudit(tx, actor, {
      action: `driver-provision.${kind}`,
      entity: 'driver_provision',
      entityId: docCode,
      after: { codes, points },
    });
    return docCode;
  });
  return loadProvision(db, code);
};

export const confirmOld = (db: Db, input: ProvisionConfirmInput, actor: AuditActor) =>
  confirm(db, 'old', input, actor);
export const confirmReturn = (db: Db, input: ProvisionConfirmInput, actor: AuditActor) =>
  confirm(db, 'return', input, actor);

const heads = (db: DbOrTx) =>
  db
    .select({ p: driverProvisions, byName: accounts.name })
    .from(driverProvisions)
    .leftJoin(accounts, eq(accounts.id, driverProvisions.confirmedBy));

const toProvision = ({ p, byName }: { p: typeof driverProvisions.$inferSelect; byName: string | null }) => ({
  code: p.code,
  kind: p.kind as ProvisionKind,
  kindLabel: PROVISION_KIND_LABELS[p.kind as ProvisionKind],
  lineCount: p.lineCount,
  points: p.points,
  memo: p.memo,
  confirmedByName: byName,
  confirmedAt: p.confirmedAt.toISOString(),
});

export const listProvisions = async (db: DbOrTx, q: DriverProvisionListQuery) => {
  const where = q.kind ? eq(driverProvisions.kind, q.kind) : undefined;
  const rows = await heads(db)
    .where(where)
    .orderBy(desc(driverProvisions.confirmedAt), desc(driverProvisions.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(driverProvisions).where(where);
  return { rows: rows.map(toProvision), total: Number(count?.n ?? 0) };
};

export const loadProvision = async (db: DbOrTx, rawCode: string): Promise<ProvisionView> => {
  const code = rawCode.trim().toUpperCase();
  const [head] = await heads(db).where(eq(driverProvisions.code, code));
  if (!head) throw new AppError('E2001', `지급 확인 ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  // The driver of each line: the collector of the core collection or the return's pickup.
  const lines = await queryRows<{
    sourceCode: string;
    customerCode: string;
    customerName: string;
    driverName: string | null;
    points: number;
  }>(
    db,
    sql`select l.source_code as "sourceCode", cu.code as "customerCode", cu.name as "customerName",
               coalesce(
                 (select a.name from old_part_collections c join accounts a on a.id = c.collected_by
                   where l.kind = 'old' and c.code = l.source_code),
                 (select a.name from pickups p join order_returns r on r.id = p.return_id
                    join accounts a on a.id = p.driver_id
                   where l.kind = 'return' and r.code = l.source_code and p.status = 'picked'
                   order by p.picked_at desc limit 1)) as "driverName",
               l.points::int as points
          from driver_provision_lines l join customers cu on cu.id = l.customer_id
         where l.provision_id = ${head.p.id}
         order by l.id`,
  );
  return { ...toProvision(head), lines };
};
