import {
  type ArrivalExamRecord,
  type DateCodeChange,
  type ExamLine,
  type ExamRefusal,
  type ExamScan,
  examLineDifference,
  PURCHASE_EXAM_STATUS_LABELS,
  type PurchaseExamination,
  type PurchaseExaminationStatus,
  withParticle,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';

// What the scan station, the record, the print and the warehouse screens read of one arrival:
// the purchase, its examination (if started) and each line's count, in a few set queries.

/** A part is a battery when its kind or a kind above it is named 배터리 (kind codes nest by prefix). */
export const BATTERY_SQL = (kindCode: ReturnType<typeof sql.raw>) =>
  sql`exists (select 1 from part_kinds k where ${kindCode} like k.code || '%' and k.name like '%배터리%')`;

type HeadRow = {
  purchase_id: number;
  code: string;
  status: string;
  version: number;
  supplier_code: string;
  supplier_name: string;
  warehouse_code: string;
  warehouse_name: string;
  purchase_date: string;
  exam_id: number | null;
  exam_status: 'scanning' | 'posted' | null;
  started_by_name: string | null;
  started_at: Date | string | null;
  posted_by_name: string | null;
  posted_at: Date | string | null;
};

/** An instant as the answers carry it: ISO 8601 in UTC, made by the database. */
const ISO = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const isoOf = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

export const arrivalHead = async (db: DbOrTx, code: string) => {
  const [row] = await queryRows<HeadRow>(
    db,
    sql`select pu.id as purchase_id, pu.code, pu.status, pu.version, s.code as supplier_code,
          s.name as supplier_name, pu.warehouse_code, coalesce(w.name, pu.warehouse_code) as warehouse_name,
          to_char(pu.purchase_date, 'YYYYMMDD') as purchase_date, e.id as exam_id, e.status as exam_status,
          sa.name as started_by_name, e.started_at, pa.name as posted_by_name, e.posted_at
        from purchases pu
        join suppliers s on s.id = pu.supplier_id
        left join warehouses w on w.code = pu.warehouse_code
        left join purchase_examinations e on e.purchase_id = pu.id
        left join accounts sa on sa.id = e.started_by
        left join accounts pa on pa.id = e.posted_by
        where pu.code = ${code.trim().toUpperCase()}`,
  );
  if (!row) throw new AppError('E2001', `입고(매입) ${withParticle(code, '을/를')} 찾을 수 없습니다.`);
  return row;
};
export type ArrivalHead = Awaited<ReturnType<typeof arrivalHead>>;

type LineRow = {
  part_id: number;
  line_no: number;
  part_code: string;
  part_no: string;
  part_name: string;
  qty: number;
  examined: number;
  damaged: number;
  damage_reason: string | null;
  battery: boolean;
};

/**
 * The lines: the examination's own (its snapshot survives the posting, which changes the
 * purchase lines) joined with the draft's lines not yet examined.
 */
export const arrivalLines = async (
  db: DbOrTx,
  head: ArrivalHead,
): Promise<(ExamLine & { partId: number })[]> => {
  const examId = head.exam_id ?? 0;
  const rows = await queryRows<LineRow>(
    db,
    sql`select p.id as part_id, coalesce(el.line_no, pl.line_no) as line_no, p.code as part_code,
          p.part_no, p.name as part_name, coalesce(el.qty, pl.qty) as qty,
          coalesce(el.examined, 0) as examined, coalesce(el.damaged, 0) as damaged, el.damage_reason,
          ${BATTERY_SQL(sql.raw('p.kind_code'))} as battery
        from (select part_id, line_no, qty from purchase_lines where purchase_id = ${head.purchase_id}
              and ${head.exam_status ?? 'none'} <> 'posted') pl
        full join (select * from purchase_examination_lines where examination_id = ${examId}) el
          on el.part_id = pl.part_id
        join parts p on p.id = coalesce(el.part_id, pl.part_id)
        order by 2`,
  );
  const dated = await queryRows<{ part_id: number; date_code: string; n: number }>(
    db,
    sql`select part_id, date_code, count(*)::int as n from purchase_examination_scans
        where examination_id = ${examId} and date_code is not null group by 1, 2 order by 2`,
  );
  return rows.map((r) => {
    const figures = { qty: Number(r.qty), examined: Number(r.examined), damaged: Number(r.damaged) };
    return {
      partId: r.part_id,
      lineNo: r.line_no,
      partCode: r.part_code,
      partNo: r.part_no,
      partName: r.part_name,
      ...figures,
      ...examLineDifference(figures),
      damageReason: r.damage_reason,
      battery: r.battery,
      dateCodes: dated
        .filter((d) => d.part_id === r.part_id)
        .map((d) => ({ dateCode: d.date_code, count: Number(d.n) })),
    };
  });
};

export const viewOfHead = (head: ArrivalHead, lines: readonly ExamLine[]): PurchaseExamination => {
  const status: PurchaseExaminationStatus = head.exam_status ?? 'none';
  return {
    purchaseCode: head.code,
    purchaseStatus: head.status,
    version: head.version,
    supplierCode: head.supplier_code,
    supplierName: head.supplier_name,
    warehouseCode: head.warehouse_code,
    warehouseName: head.warehouse_name,
    purchaseDate: head.purchase_date,
    status,
    statusLabel: PURCHASE_EXAM_STATUS_LABELS[status],
    startedByName: head.started_by_name,
    startedAt: isoOf(head.started_at),
    postedByName: head.posted_by_name,
    postedAt: isoOf(head.posted_at),
    lines: lines.map(({ partId: _partId, ...l }: ExamLine & { partId?: number }) => l),
  };
};

/** The scan station's view of an arrival. */
export const examinationView = async (db: DbOrTx, code: string): Promise<PurchaseExamination> => {
  const head = await arrivalHead(db, code);
  return viewOfHead(head, await arrivalLines(db, head));
};

/** PurchaseExaminationList/:code: the view with every scan (who, when) and every date correction. */
export const examinationRecord = async (db: DbOrTx, code: string): Promise<ArrivalExamRecord> => {
  const head = await arrivalHead(db, code);
  const view = viewOfHead(head, await arrivalLines(db, head));
  const examId = head.exam_id ?? 0;
  // Selected under the answer's own names (ISO instants made by the database), so the rows are
  // the answer's rows as they come.
  const scans = await queryRows<ExamScan>(
    db,
    sql`select s.id::int as "id", s.line_no as "lineNo", p.code as "partCode", s.scanned,
          s.unit_barcode as "unitBarcode", s.date_code as "dateCode", a.name as "scannedByName", ${ISO('s.at')} as "at"
        from purchase_examination_scans s join parts p on p.id = s.part_id
        left join accounts a on a.id = s.scanned_by
        where s.examination_id = ${examId} order by s.id`,
  );
  const dateChanges = await queryRows<DateCodeChange>(
    db,
    sql`select c.id::int as "id", c.scan_id::int as "scanId", p.code as "partCode", s.unit_barcode as "unitBarcode",
          c.before, c.after, c.reason, a.name as "changedByName", ${ISO('c.changed_at')} as "changedAt"
        from purchase_date_code_changes c
        join purchase_examination_scans s on s.id = c.scan_id
        join parts p on p.id = s.part_id
        left join accounts a on a.id = c.changed_by
        where s.examination_id = ${examId} order by c.id`,
  );
  const refusals = await queryRows<ExamRefusal>(
    db,
    sql`select r.id::int as "id", r.scanned, r.reason, a.name as "scannedByName", ${ISO('r.at')} as "at"
        from purchase_examination_refusals r left join accounts a on a.id = r.scanned_by
        where r.purchase_id = ${head.purchase_id} order by r.id`,
  );
  return { ...view, scans, dateChanges, refusals };
};
