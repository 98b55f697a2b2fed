import {
  barcodeValueProblem,
  detectSymbology,
  type PartListRow,
  type PartRegisterInput,
  type PartSaveResult,
  type PartStockRow,
} from '@erp/domain';
import { sql } from 'drizzle-orm';
import { type AuditActor, writeAudit } from '../../platform/audit/audit.service.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { AppPorts } from '../../platform/http/app-ports.js';
import { duplicatePartNos, insertPart } from './part.service.js';
import { partBarcodes } from './part-barcode.table.js';
import { saveSupplierPart } from './part-supplier.service.js';

/**
 * PartRegistration: the part, its maker barcodes and its suppliers (own part numbers and prices)
 * in one transaction. A barcode another part or unit already carries refuses the whole
 * registration (E2002), so nothing is half saved. Unit barcodes are the barcode module's, a later
 * one: the owner of a value is asked through the port.
 */
export const registerPart = async (
  db: Db,
  ports: Pick<AppPorts, 'barcodeOwner'>,
  input: PartRegisterInput,
  actor: AuditActor,
): Promise<PartSaveResult> =>
  db.transaction(async (tx) => {
    const { barcodes, suppliers, ...fields } = input;
    const values = [...new Set(barcodes)];
    const codes = suppliers.map((s) => s.supplierCode.toUpperCase());
    if (new Set(codes).size !== codes.length)
      throw new AppError('E0422', '매입처: 같은 매입처가 두 번 들어 있습니다.');
    if (suppliers.filter((s) => s.preferred).length > 1)
      throw new AppError('E0422', '주 매입처: 한 곳만 고를 수 있습니다.');
    const part = await insertPart(tx, fields, actor, 'full');
    for (const value of values) {
      const symbology = detectSymbology(value);
      const problem = barcodeValueProblem(value, symbology);
      if (problem) throw new AppError('E0422', `바코드: ${problem} (${value})`);
      // Same lock as the barcode module's own registration: one value, one owner.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`barcode:${value}`}))`);
      const owner = await ports.barcodeOwner(tx, value);
      if (owner.duplicate) {
        throw new AppError(
          'E2002',
          `바코드: 이미 ${owner.kind === 'unit' ? '개체 바코드로 ' : ''}등록된 값입니다 (${value} → ${owner.partCode} ${owner.partName}).`,
          owner,
        );
      }
      await tx.insert(partBarcodes).values({ partId: part.id, value, symbology, createdBy: actor.accountId });
    }
    for (const supplier of suppliers) {
      await saveSupplierPart(
        tx,
        { ...supplier, supplierCode: supplier.supplierCode.toUpperCase(), partId: part.id },
        actor,
        'register',
      );
    }
    if (values.length > 0 || suppliers.length > 0) {
      await writeAudit(tx, actor, {
        action: 'part.register.links',
        entity: 'part',
        entityId: part.code,
        after: { barcodes: values, suppliers: codes },
      });
    }
    return { part, duplicatePartNo: await duplicatePartNos(tx, part.partNo, part.id) };
  });

/**
 * Stock per warehouse for the rows of one page: one primary-key lookup per part on
 * stock_balances (part_id, warehouse_code), never a scan of the whole table.
 */
export const withStock = async (db: DbOrTx, rows: readonly PartListRow[]): Promise<PartStockRow[]> => {
  if (rows.length === 0) return [];
  const balances = await queryRows<{ part_id: number; warehouse_code: string; qty: number }>(
    db,
    sql`select part_id, warehouse_code, qty from stock_balances
        where part_id in (${sql.join(
          rows.map((r) => sql`${r.id}`),
          sql`, `,
        )})`,
  );
  const byPart = new Map<number, Record<string, number>>();
  for (const b of balances) {
    const partId = Number(b.part_id);
    const stock = byPart.get(partId) ?? {};
    stock[b.warehouse_code] = Number(b.qty);
    byPart.set(partId, stock);
  }
  return rows.map((row) => {
    const stock = byPart.get(row.id) ?? {};
    return { ...row, stock, stockTotal: Object.values(stock).reduce((sum, q) => sum + q, 0) };
  });
};
