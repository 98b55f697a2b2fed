import {
  type MobisSaleInput,
  type MobisSaleKind,
  type MobisSaleQuery,
  type MobisSaleRow,
  mobisSaleQuerySchema,
  toYmd,
} from '@erp/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../../platform/access/access.js';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { nextDocCode } from '../../platform/doc-code/doc-code.service.js';
import { AppError } from '../../platform/errors/app-error.js';
import { ymdToIso } from '../../platform/http/kst.js';
import { combine, countCapped, escapeLike, pageWindow } from '../../platform/list/list-query.sql.js';
import { mobisSales } from './mobis.table.js';

// The Mobis dealer's sales and reservations (orderRegister, orderList, mobisRsvList). Every read
// and change is held to the session's partner code; another partner's row answers like a missing
// one. A sale is dated today or earlier, a reservation today or later; a reservation is sold on
// its day (a sale row is written, the reservation marked done) or cancelled.

const notFound = () => new AppError('E2001', '매출·예약을 찾을 수 없습니다.');
const isoToYmd = (iso: string) => iso.replaceAll('-', '');

const partnerOf = (user: SessionUser): string => user.partnerCode ?? '-';

const selectRows = (db: DbOrTx) =>
  db
    .select({ s: mobisSales, createdByName: accounts.name })
    .from(mobisSales)
    .leftJoin(accounts, eq(accounts.id, mobisSales.createdBy));

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

const toRow = ({ s, createdByName }: Row): MobisSaleRow => ({
  id: s.id,
  code: s.code,
  kind: s.kind as MobisSaleKind,
  status: s.status,
  saleDate: isoToYmd(s.saleDate),
  customerName: s.customerName,
  customerPhone: s.customerPhone,
  vin: s.vin,
  partNo: s.partNo,
  partName: s.partName,
  qty: s.qty,
  unitPrice: Number(s.unitPrice),
  amount: Number(s.amount),
  memo: s.memo,
  saleCode: s.saleCode,
  createdByName,
  createdAt: s.createdAt.toISOString(),
});

const ownRow = async (db: DbOrTx, user: SessionUser, id: number): Promise<MobisSaleRow> => {
  const [row] = await selectRows(db).where(
    and(eq(mobisSales.id, id), eq(mobisSales.partnerCode, partnerOf(user))),
  );
  if (!row) throw notFound();
  return toRow(row);
};

export const saveMobisSale = async (
  db: Db,
  user: SessionUser,
  input: MobisSaleInput,
  actor: AuditActor,
): Promise<MobisSaleRow> => {
  const today = toYmd(new Date());
  if (input.kind === 'sale' && input.saleDate > today)
    throw new AppError('E0422', '일자: 앞으로의 날짜는 예약으로 등록하세요.');
  if (input.kind === 'reservation' && input.saleDate < today)
    throw new AppError('E0422', '일자: 예약은 오늘 이후 날짜로 등록하세요.');
  const code = await nextDocCode(db, input.kind === 'sale' ? 'MS' : 'MR');
  const [row] = await db
    .insert(mobisSales)
    .values({
      code,
      partnerCode: partnerOf(user),
      kind: input.kind,
      saleDate: ymdToIso(input.saleDate),
      customerName: input.customerName,
      customerPhone: input.customerPhone ?? null,
      vin: input.vin ?? null,
      partNo: input.partNo,
      partName: input.partName,
      qty: input.qty,
      unitPrice: input.unitPrice,
      amount: input.qty * input.unitPrice,
      memo: input.memo ?? null,
      createdBy: actor.accountId ?? user.accountId,
    })
    .returning({ id: mobisSales.id });
  return ownRow(db, user, row!.id);
};

export const listMobisSales = async (
  db: DbOrTx,
  user: SessionUser,
  query: MobisSaleQuery,
): Promise<{ rows: MobisSaleRow[]; total: number; amount: number }> => {
  const q = mobisSaleQuerySchema.parse(query);
  const conditions: (SQL | undefined)[] = [
    eq(mobisSales.partnerCode, partnerOf(user)),
    eq(mobisSales.kind, q.kind),
  ];
  if (q.status !== 'all') conditions.push(eq(mobisSales.status, q.status));
  if (q.fromYmd) conditions.push(sql`${mobisSales.saleDate} >= ${ymdToIso(q.fromYmd)}::date`);
  if (q.toYmd) conditions.push(sql`${mobisSales.saleDate} <= ${ymdToIso(q.toYmd)}::date`);
  if (q.search) {
    const like = `%${escapeLike(q.search.toLowerCase())}%`;
    conditions.push(
      sql`(lower(${mobisSales.partNo}) like ${like} or lower(${mobisSales.partName}) like ${like}
        or lower(${mobisSales.customerName}) like ${like} or lower(coalesce(${mobisSales.vin}, '')) like ${like})`,
    );
  }
  const where = combine(conditions);
  const { limit, offset } = pageWindow(q);
  const [{ total }, rows, [sum]] = await Promise.all([
    countCapped(db, mobisSales, where),
    selectRows(db)
      .where(where)
      .orderBy(
        q.kind === 'reservation' ? mobisSales.saleDate : desc(mobisSales.saleDate),
        desc(mobisSales.id),
      )
      .limit(limit)
      .offset(offset),
    db
      .select({
        amount: sql<string>`coalesce(sum(${mobisSales.amount}) filter (where ${mobisSales.status} <> 'cancelled'), 0)`,
      })
      .from(mobisSales)
      .where(where),
  ]);
  return { rows: rows.map(toRow), total, amount: Number(sum?.amount ?? 0) };
};

export const cancelMobisSale = async (
  db: Db,
  user: SessionUser,
  id: number,
  actor: AuditActor,
): Promise<MobisSaleRow> => {
  const own = await ownRow(db, user, id);
  if (own.status !== 'active')
    throw new AppError(
      'E2003',
      `${own.code}은(는) 이미 ${own.status === 'done' ? '매출로 전환' : '취소'}되었습니다.`,
    );
  const [changed] = await db
    .update(mobisSales)
    .set({ status: 'cancelled', closedBy: actor.accountId ?? user.accountId, closedAt: sql`now()` })
    .where(and(eq(mobisSales.id, id), eq(mobisSales.status, 'active')))
    .returning({ id: mobisSales.id });
  if (!changed) throw new AppError('E0409', '다른 곳에서 먼저 바뀌었습니다. 다시 조회하세요.');
  return ownRow(db, user, id);
};

/** A reservation sold: a sale of today with the same car, part and price; the reservation is done. */
export const sellMobisReservation = async (
  db: Db,
  user: SessionUser,
  id: number,
  actor: AuditActor,
): Promise<MobisSaleRow> => {
  const own = await ownRow(db, user, id);
  if (own.kind !== 'reservation') throw notFound();
  if (own.status !== 'active')
    throw new AppError(
      'E2003',
      `예약 ${own.code}은(는) 이미 ${own.status === 'done' ? '매출로 전환' : '취소'}되었습니다.`,
    );
  const code = await nextDocCode(db, 'MS');
  const saleId = await db.transaction(async (tx) => {
    const [closed] = await tx
      .update(mobisSales)
      .set({
        status: 'done',
        saleCode: code,
        closedBy: actor.accountId ?? user.accountId,
        closedAt: sql`now()`,
      })
      .where(and(eq(mobisSales.id, id), eq(mobisSales.status, 'active')))
      .returning({ id: mobisSales.id });
    if (!closed) throw new AppError('E0409', '다른 곳에서 먼저 바뀌었습니다. 다시 조회하세요.');
    const [sale] = await tx
      .insert(mobisSales)
      .values({
        code,
        partnerCode: partnerOf(user),
        kind: 'sale',
        saleDate: ymdToIso(toYmd(new Date())),
        customerName: own.customerName,
        customerPhone: own.customerPhone,
        vin: own.vin,
        partNo: own.partNo,
        partName: own.partName,
        qty: own.qty,
        unitPrice: own.unitPrice,
        amount: own.amount,
        memo: `예약 ${own.code}${own.memo ? ` · ${own.memo}` : ''}`,
        createdBy: actor.accountId ?? user.accountId,
      })
      .returning({ id: mobisSales.id });
    return sale!.id;
  });
  return ownRow(db, user, saleId);
};
