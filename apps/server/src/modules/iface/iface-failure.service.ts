import { randomUUID } from 'node:crypto';
import {
  IFACE_FAILURE_LIST_SPEC,
  IFACE_TOPICS,
  type IfaceAdapterStatus,
  type IfaceFailure,
  type IfaceFailureInsert,
  type ListPage,
  type ListQuery,
} from '@erp/domain';
import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { outboxMessages } from '../../platform/jobs/job.table.js';
import { rearm } from '../../platform/jobs/job-queue.service.js';
import type { JobRegistry } from '../../platform/jobs/job-registry.js';
import { countedPage, type ListColumns, listOrderBy, listWhere } from '../../platform/list/list-query.sql.js';
import type { PartnerConfigs } from './partner-sync.adapter.js';

type Field = keyof typeof IFACE_FAILURE_LIST_SPEC.fields;
const COLUMNS: ListColumns<Field> = {
  topic: outboxMessages.topic,
  state: outboxMessages.state,
  createdAt: outboxMessages.createdAt,
  attempts: outboxMessages.attempts,
};

/** A failure: not done, not dismissed, and either an error on record or given up. */
const isFailure = and(
  ne(outboxMessages.state, 'sent'),
  isNull(outboxMessages.dismissedAt),
  sql`(${outboxMessages.lastError} is not null or ${outboxMessages.state} = 'failed')`,
);

type Message = typeof outboxMessages.$inferSelect;
const toFailure = (m: Message): IfaceFailure => ({
  id: m.id,
  topic: m.topic,
  key: m.key,
  docCode: m.docCode,
  state: m.state as IfaceFailure['state'],
  attempts: m.attempts,
  lastError: m.lastError,
  payload: JSON.stringify(m.payload).slice(0, 2000),
  nextAttemptAt: m.nextAttemptAt.toISOString(),
  createdAt: m.createdAt.toISOString(),
});

/** IFaceFailList: failures newest first, by topic, state, day. */
export const listFailures = async (db: DbOrTx, query: ListQuery): Promise<ListPage<IfaceFailure>> => {
  const keyword = query.keyword?.trim();
  const where: SQL | undefined = and(
    isFailure,
    listWhere(
      IFACE_FAILURE_LIST_SPEC,
      COLUMNS,
      query.filters,
      keyword
        ? sql`(${outboxMessages.docCode} = ${keyword} or ${outboxMessages.key} = ${keyword})`
        : undefined,
    ),
  );
  const select = db
    .select()
    .from(outboxMessages)
    .where(where)
    .orderBy(...listOrderBy(COLUMNS, query.sort, outboxMessages.id));
  return countedPage(db, outboxMessages, where, query, select, toFailure);
};

export async function* failurePages(db: Db, query: ListQuery): AsyncIterable<IfaceFailure[]> {
  for (let page = 1; ; page += 1) {
    const { rows } = await listFailures(db, { ...query, page, size: 500 });
    if (rows.length > 0) yield rows;
    if (rows.length < 500) return;
  }
}

const loadFailure = async (db: DbOrTx, id: number): Promise<Message> => {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.id, id), isFailure))
    .limit(1);
  if (!row) throw new AppError('E2001', '연동 실패 기록을 찾을 수 없습니다.');
  return row;
};

/**
 * Records a call that failed elsewhere (§7.5 insert) so it can be sent again from the list: a
 * message that has given up, with the error it met.
 */
export const insertFailure = async (
  db: Db,
  input: IfaceFailureInsert,
  actor: AuditActor,
): Promise<IfaceFailure> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(outboxMessages)
      .values({
        topic: input.topic,
        key: `${input.topic}:manual:${randomUUID()}`,
        docCode: input.docCode ?? null,
        payload: { event: input.event, body: input.body },
        state: 'failed',
        attempts: 1,
        lastError: input.error,
      })
      .returning();
    await writeAudit(tx, actor, {
      action: 'iface.failure.insert',
      entity: 'outbox_message',
      entityId: row!.id,
    });
    return toFailure(row!);
  });

/** Sends a failed message again now; answers whether the partner took it and what remains. */
export const retryFailure = async (
  db: Db,
  jobs: JobRegistry,
  id: number,
  actor: AuditActor,
): Promise<{ sent: boolean; failure: IfaceFailure | null }> => {
  const before = await loadFailure(db, id);
  if (!jobs.handlers()[before.topic]) {
    throw new AppError('E2003', '이 연동 종류를 처리할 수 있는 서버 기능이 없습니다.');
  }
  await rearm(db, before.key);
  const sent = (await jobs.runNow(before.key)) === true;
  await writeAudit(db, actor, {
    action: 'iface.failure.retry',
    entity: 'outbox_message',
    entityId: id,
    after: { sent },
  });
  const [after] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return { sent, failure: sent || !after ? null : toFailure(after) };
};

/** Dismisses a failure with a reason (§7.5 delete): it stops retrying and leaves the list, kept for the record. */
export const dismissFailure = async (
  db: Db,
  id: number,
  reason: string,
  actor: AuditActor,
): Promise<void> => {
  await db.transaction(async (tx) => {
    await loadFailure(tx, id);
    const updated = await tx
      .update(outboxMessages)
      .set({ state: 'failed', dismissedAt: sql`now()`, dismissReason: reason, dismissedBy: actor.accountId })
      .where(and(eq(outboxMessages.id, id), isFailure))
      .returning({ id: outboxMessages.id });
    if (updated.length === 0) throw new AppError('E2001', '연동 실패 기록을 찾을 수 없습니다.');
    await writeAudit(tx, actor, {
      action: 'iface.failure.dismiss',
      entity: 'outbox_message',
      entityId: id,
      after: { reason },
    });
  });
};

/** Each outbound link: configured or not, and how many of its messages wait or failed. */
export const adapterStatuses = async (
  db: DbOrTx,
  partners: PartnerConfigs,
  taxConfigured: boolean,
): Promise<IfaceAdapterStatus[]> => {
  const counts = await db
    .select({ topic: outboxMessages.topic, n: sql<number>`count(*)::int` })
    .from(outboxMessages)
    .where(and(ne(outboxMessages.state, 'sent'), isNull(outboxMessages.dismissedAt)))
    .groupBy(outboxMessages.topic);
  const waiting = new Map(counts.map((c) => [c.topic, c.n]));
  return IFACE_TOPICS.map((topic) => ({
    topic,
    configured: topic === 'tax-invoice' ? taxConfigured : Boolean(partners[topic]),
    waiting: waiting.get(topic) ?? 0,
  }));
};
