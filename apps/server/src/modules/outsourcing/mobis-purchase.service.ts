import {
  type MobisPurchaseImport,
  type MobisPurchaseQuery,
  type MobisPurchaseRow,
  mobisPurchaseImportSchema,
  mobisPurchaseQuerySchema,
} from '@erp/domain';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AuditActor } from '../../platform/audit/audit.service.js';
import { writeAudit } from '../../platform/audit/audit.service.js';
import { accounts } from '../../platform/auth/account.table.js';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { ImportCell, Importer } from '../../platform/excel/excel-import.js';
import { parseInteger } from '../../platform/excel/excel-import.js';
import { ymdToIso } from '../../platform/http/kst.js';
import { combine, countCapped, escapeLike, pageWindow } from '../../platform/list/list-query.sql.js';
import { mobisPurchases } from './mobis.table.js';

// Head office's Mobis purchases (orderAdminList): the dealer's statement lines, uploaded by Excel
// through the shared importer (preview with per-row Korean errors, all or nothing), listed, and
// deleted by marking when uploaded in error.

const selectRows = (db: DbOrTx) =>
  db
    .select({ p: mobisPurchases, uploadedByName: accounts.name })
    .from(mobisPurchases)
    .leftJoin(accounts, eq(accounts.id, mobisPurchases.uploadedBy));

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

const toRow = ({ p, uploadedByName }: Row): MobisPurchaseRow => ({
  id: p.id,
  purchaseDate: p.purchaseDate.replaceAll('-', ''),
  slipNo: p.slipNo,
  partNo: p.partNo,
  partName: p.partName,
  qty: p.qty,
  unitPrice: Number(p.unitPrice),
  amount: Number(p.amount),
  memo: p.memo,
  uploadedByName,
  uploadedAt: p.uploadedAt.toISOString(),
});

export const listMobisPurchases = async (
  db: DbOrTx,
  query: MobisPurchaseQuery,
): Promise<{ rows: MobisPurchaseRow[]; total: number; amount: number }> => {
  const q = mobisPurchaseQuerySchema.parse(query);
  const conditions: (SQL | undefined)[] = [isNull(mobisPurchases.deletedAt)];
  if (q.fromYmd) conditions.push(sql`${mobisPurchases.purchaseDate} >= ${ymdToIso(q.fromYmd)}::date`);
  if (q.toYmd) conditions.push(sql`${mobisPurchases.purchaseDate} <= ${ymdToIso(q.toYmd)}::date`);
  if (q.search) {
    const like = `%${escapeLike(q.search.toLowerCase())}%`;
    conditions.push(
      sql`(lower(${mobisPurchases.partNo}) like ${like} or lower(${mobisPurchases.partName}) like ${like}
        or lower(${mobisPurchases.slipNo}) like ${like})`,
    );
  }
  const where = combine(conditions);
  const { limit, offset } = pageWindow(q);
  const [{ total }, rows, [sum]] = await Promise.all([
    countCapped(db, mobisPurchases, where),
    selectRows(db)
      .where(where)
      .orderBy(desc(mobisPurchases.purchaseDate), desc(mobisPurchases.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ amount: sql<string>`coalesce(sum(${mobisPurchases.amount}), 0)` })
      .from(mobisPurchases)
      .where(where),
  ]);
  return { rows: rows.map(toRow), total, amount: Number(sum?.amount ?? 0) };
};

export const deleteMobisPurchase = async (db: Db, id: number, actor: AuditActor): Promise<{ id: number }> => {
  const [row] = await db
    .update(mobisPurchases)
    .set({ deletedAt: sql`now()`, deletedBy: actor.accountId })
    .where(and(eq(mobisPurchases.id, id), isNull(mobisPurchases.deletedAt)))
    .returning({ id: mobisPurchases.id, slipNo: mobisPurchases.slipNo });
  if (!row) throw new AppError('E2001', '모비스 매입을 찾을 수 없습니다.');
  await writeAudit(db, actor, {
    action: 'mobis.purchase.delete',
    entity: 'mobis-purchase',
    entityId: String(row.id),
    after: { slipNo: row.slipNo },
  });
  return { id: row.id };
};

/** A date cell: an Excel date, or text as 20261201, 2026-12-01 or 2026.12.01. */
const parseYmdCell = (cell: ImportCell): unknown => {
  if (cell instanceof Date) {
    // Excel dates carry no zone: the calendar day as written is the UTC day of the value.
    const y = cell.getUTCFullYear();
    const m = String(cell.getUTCMonth() + 1).padStart(2, '0');
    const d = String(cell.getUTCDate()).padStart(2, '0');
    return `${y}${m}${d}`;
  }
  if (typeof cell === 'number') return String(cell);
  if (typeof cell === 'string') return cell.replace(/[-./\s]/g, '');
  return cell;
};

const insertPurchases = async (tx: Tx, rows: MobisPurchaseImport[], actor: AuditActor) => {
  const inserted = await tx
    .insert(mobisPurchases)
    .values(
      rows.map((r) => ({
        purchaseDate: ymdToIso(r.purchaseDate),
        slipNo: r.slipNo,
        partNo: r.partNo,
        partName: r.partName,
        qty: r.qty,
        unitPrice: r.unitPrice,
        amount: r.amount,
        memo: r.memo ?? null,
        uploadedBy: actor.accountId,
      })),
    )
    .returning({ id: mobisPurchases.id });
  await writeAudit(tx, actor, {
    action: 'mobis.purchase.excel',
    entity: 'mobis-purchase',
    entityId: `${inserted[0]?.id}..${inserted.at(-1)?.id}`,
    after: { count: inserted.length },
  });
};

/** orderAdminList's upload: one row per statement line; the amount must equal quantity × price. */
export const mobisPurchaseImporter: Importer<MobisPurchaseImport> = {
  entity: 'mobis-purchase',
  label: '모비스 매입',
  schema: mobisPurchaseImportSchema,
  columns: [
    {
      header: '매입일',
      key: 'purchaseDate',
      aliases: ['일자', '전표일자'],
      required: true,
      parse: parseYmdCell,
    },
    { header: '전표번호', key: 'slipNo', aliases: ['전표'], required: true },
    { header: '품번', key: 'partNo', aliases: ['부품번호'], required: true },
    { header: '품명', key: 'partName', aliases: ['부품명'], required: true },
    { header: '수량', key: 'qty', required: true, parse: parseInteger },
    { header: '단가', key: 'unitPrice', required: true, parse: parseInteger },
    { header: '금액', key: 'amount', aliases: ['공급가액'], required: true, parse: parseInteger },
    { header: '비고', key: 'memo', aliases: ['메모'] },
  ],
  checkRows: async (_db, rows) =>
    rows
      .filter((r) => r.value.amount !== r.value.qty * r.value.unitPrice)
      .map((r) => ({
        row: r.row,
        field: 'amount',
        label: '금액',
        message: `수량 × 단가(${(r.value.qty * r.value.unitPrice).toLocaleString('ko-KR')}원)와 다릅니다.`,
      })),
  writeBatch: insertPurchases,
};
