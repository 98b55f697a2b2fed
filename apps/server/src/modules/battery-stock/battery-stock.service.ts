import {
  type BatteryCandidates,
  type BatteryMonthly,
  type BatteryUnit,
  type BatteryUnitLookup,
  batteryAgeMonths,
  parseBatteryDateCode,
  toYmd,
  UNIT_BARCODE_STATE_LABELS,
  type UnitBarcodeState,
} from '@erp/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import { scanBarcode } from '../barcode/barcode.service.js';
import { BATTERY_SQL } from '../purchase-examination/purchase-examination.view.js';

// Battery freshness read from the unit barcodes (their manufacture dates, states and warehouses):
// the monthly report, the phone lookup and date correction, and the examination's candidates.

const IS_BATTERY = BATTERY_SQL(sql.raw('p.kind_code'));

type UnitRow = {
  value: string;
  part_code: string;
  part_no: string;
  part_name: string;
  state: string;
  warehouse_code: string | null;
  made: string | null;
  taken_by: string | null;
};

/** The unit columns every read here selects (`made` as YYYYMMDD). */
const UNIT_COLUMNS = sql`u.value, p.code as part_code, p.part_no, p.name as part_name, u.state, u.warehouse_code,
  to_char(u.manufactured_on, 'YYYYMMDD') as made,
  (select o.code from order_examination_scans s join order_examinations e on e.id = s.examination_id
     join sales_orders o on o.id = e.order_id where s.unit_barcode = u.value limit 1) as taken_by`;

const toUnit = (r: UnitRow, today: string): BatteryUnit => ({
  value: r.value,
  partCode: r.part_code,
  partNo: r.part_no,
  partName: r.part_name,
  state: r.state as UnitBarcodeState,
  stateLabel: UNIT_BARCODE_STATE_LABELS[r.state as UnitBarcodeState] ?? r.state,
  warehouseCode: r.warehouse_code,
  manufacturedOn: r.made,
  ageMonths: r.made ? batteryAgeMonths(r.made, today) : null,
  takenBy: r.taken_by,
});

const unitsWhere = (db: DbOrTx, where: SQL, limit: number) =>
  queryRows<UnitRow>(
    db,
    sql`select ${UNIT_COLUMNS} from unit_barcodes u join parts p on p.id = u.part_id
        where ${where} order by u.manufactured_on asc nulls last, u.id limit ${limit}`,
  );

/**
 * MonthlyBatteryInfoList/:type: battery units on hand (state in_stock) per warehouse and part,
 * counted by month of manufacture; :type is a warehouse code or 'all'. Units older than
 * `oldMonths` are counted apart so the screen can highlight them.
 */
export const batteryMonthly = async (
  db: DbOrTx,
  type: string,
  oldMonths: number,
): Promise<BatteryMonthly> => {
  const all = type.toLowerCase() === 'all';
  const warehouse = all ? sql`true` : sql`u.warehouse_code = ${type.toUpperCase()}`;
  const rows = await queryRows<{
    warehouse_code: string;
    warehouse_name: string;
    part_code: string;
    part_no: string;
    part_name: string;
    month: string | null;
    n: number;
    oldest: string | null;
  }>(
    db,
    sql`select u.warehouse_code, coalesce(w.name, u.warehouse_code) as warehouse_name, p.code as part_code, p.part_no,
          p.name as part_name, to_char(u.manufactured_on, 'YYYYMM') as month, count(*)::int as n,
          to_char(min(u.manufactured_on), 'YYYYMMDD') as oldest
        from unit_barcodes u join parts p on p.id = u.part_id left join warehouses w on w.code = u.warehouse_code
        where u.state = 'in_stock' and u.warehouse_code is not null and ${warehouse} and ${IS_BATTERY}
        group by u.warehouse_code, w.name, p.code, p.part_no, p.name, month
        order by u.warehouse_code, p.code, month nulls last
        limit 5000`,
  );
  const [ledger] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(sum(b.qty), 0)::int as n from stock_balances b join parts p on p.id = b.part_id
        where ${IS_BATTERY} and ${all ? sql`true` : sql`b.warehouse_code = ${type.toUpperCase()}`}`,
  );
  const months = [...new Set(rows.map((r) => r.month ?? ''))].sort((a, b) =>
    a === '' ? 1 : b === '' ? -1 : a.localeCompare(b),
  );
  const today = toYmd(new Date());
  const isOld = (month: string) => month !== '' && (batteryAgeMonths(`${month}01`, today) ?? 0) > oldMonths;
  const byKey = new Map<string, BatteryMonthly['rows'][number]>();
  for (const r of rows) {
    const key = `${r.warehouse_code}|${r.part_code}`;
    let row = byKey.get(key);
    if (!row) {
      row = {
        warehouseCode: r.warehouse_code,
        warehouseName: r.warehouse_name,
        partCode: r.part_code,
        partNo: r.part_no,
        partName: r.part_name,
        counts: months.map(() => 0),
        total: 0,
        old: 0,
        oldest: null,
      };
      byKey.set(key, row);
    }
    const month = r.month ?? '';
    row.counts[months.indexOf(month)] = r.n;
    row.total += r.n;
    if (isOld(month)) row.old += r.n;
    if (r.oldest && (row.oldest === null || r.oldest < row.oldest)) row.oldest = r.oldest;
  }
  const list = [...byKey.values()];
  return {
    type: all ? 'all' : type.toUpperCase(),
    oldMonths,
    months,
    rows: list,
    ledgerQty: ledger?.n ?? 0,
    unitQty: list.reduce((s, r) => s + r.total, 0),
  };
};

/** The phone page's lookup: the scanned unit (or part) and the oldest units of its part on hand. */
export const batteryLookup = async (db: DbOrTx, scanned: string): Promise<BatteryUnitLookup> => {
  const scan = await scanBarcode(db, scanned);
  if (!scan.partCode) throw new AppError('E2001', `등록되지 않은 바코드입니다 (${scanned}).`);
  const today = toYmd(new Date());
  const [unit] = scan.kind === 'unit' ? await unitsWhere(db, sql`u.value = ${scan.value}`, 1) : [];
  const [part] = await queryRows<{ name: string; battery: boolean }>(
    db,
    sql`select p.name, ${IS_BATTERY} as battery from parts p where p.code = ${scan.partCode}`,
  );
  if (!part?.battery)
    throw new AppError('E2003', `배터리 품목이 아닙니다 (${scan.partCode} ${part?.name ?? ''}).`);
  const oldest = await unitsWhere(db, sql`p.code = ${scan.partCode} and u.state = 'in_stock'`, 20);
  return {
    unit: unit ? toUnit(unit, today) : null,
    partCode: scan.partCode,
    partName: part.name,
    oldest: oldest.map((u) => toUnit(u, today)),
  };
};

/**
 * Sets or corrects a battery unit's manufacture date from its date code (일-월-년, as the
 * battery prints it: parseBatteryDateCode); the change is audited with the date it replaced.
 */
export const setBatteryDate = async (
  db: Db,
  value: string,
  dateCode: string,
  actor: AuditActor,
): Promise<BatteryUnitLookup> => {
  const parsed = parseBatteryDateCode(dateCode);
  if (!parsed)
    throw new AppError('E0422', `제조일 코드: 날짜로 읽을 수 없습니다 (${dateCode}). 예: 21-11-26`);
  if (parsed.ymd > toYmd(new Date()))
    throw new AppError('E0422', `제조일 코드: 앞으로의 날짜입니다 (${parsed.text}).`);
  const unitValue = value.trim().toUpperCase();
  await db.transaction(async (tx) => {
    const [row] = await queryRows<{ made: string | null; battery: boolean }>(
      tx,
      sql`select to_char(u.manufactured_on, 'YYYYMMDD') as made, ${IS_BATTERY} as battery
          from unit_barcodes u join parts p on p.id = u.part_id where u.value = ${unitValue} for update of u`,
    );
    if (!row) throw new AppError('E2001', `개체 바코드 ${unitValue}을(를) 찾을 수 없습니다.`);
    if (!row.battery) throw new AppError('E2003', `배터리 개체가 아닙니다 (${unitValue}).`);
    const iso = `${parsed.ymd.slice(0, 4)}-${parsed.ymd.slice(4, 6)}-${parsed.ymd.slice(6, 8)}`;
    await tx.execute(
      sql`update unit_barcodes set manufactured_on = ${iso}::date, updated_at = now() where value = ${unitValue}`,
    );
    await writeAudit(tx, actor, {
      action: 'battery.date',
      entity: 'unit_barcode',
      entityId: unitValue,
      before: { manufacturedOn: row.made },
      after: { manufacturedOn: parsed.ymd },
    });
  });
  return batteryLookup(db, unitValue);
};

/** The examination's panel: each battery line of the order with its warehouse's units, oldest first. */
export const batteryCandidates = async (db: DbOrTx, orderCode: string): Promise<BatteryCandidates> => {
  const code = orderCode.trim().toUpperCase();
  const [order] = await queryRows<{ id: number; warehouse_code: string }>(
    db,
    sql`select id, warehouse_code from sales_orders where code = ${code}`,
  );
  if (!order) throw new AppError('E2001', `주문 ${code}을(를) 찾을 수 없습니다.`);
  const lines = await queryRows<{ line_no: number; part_code: string; part_name: string }>(
    db,
    sql`select l.line_no, p.code as part_code, l.part_name from sales_order_lines l join parts p on p.id = l.part_id
        where l.order_id = ${order.id} and ${IS_BATTERY} order by l.line_no`,
  );
  const today = toYmd(new Date());
  const withUnits = await Promise.all(
    lines.map(async (l) => ({
      lineNo: l.line_no,
      partCode: l.part_code,
      partName: l.part_name,
      units: (
        await unitsWhere(
          db,
          sql`p.code = ${l.part_code} and u.state = 'in_stock' and u.warehouse_code = ${order.warehouse_code}`,
          50,
        )
      ).map((u) => toUnit(u, today)),
    })),
  );
  return { orderCode: code, warehouseCode: order.warehouse_code, lines: withUnits };
};
