import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { queryRows } from '../../platform/db/query.js';
import { BATTERY_SQL } from '../purchase-examination/purchase-examination.view.js';

/**
 * FEFO for batteries (issue #18): when the examiner scans a battery by its part barcode (not a
 * unit barcode), the sale takes the unit of that part in the order's warehouse with the oldest
 * manufacture date that no examination has taken yet; undated units come last. Null when the
 * part is no battery or no such unit is on hand (the scan then counts as before). The unit row is
 * locked (SKIP LOCKED), so two examiners scanning at once take two different units.
 */
export const oldestBatteryUnit = async (
  tx: DbOrTx,
  partCode: string,
  warehouseCode: string,
): Promise<string | null> => {
  const [row] = await queryRows<{ value: string }>(
    tx,
    sql`select u.value from unit_barcodes u join parts p on p.id = u.part_id
        where p.code = ${partCode} and ${BATTERY_SQL(sql.raw('p.kind_code'))}
          and u.state = 'in_stock' and u.warehouse_code = ${warehouseCode}
          and not exists (select 1 from order_examination_scans s where s.unit_barcode = u.value)
        order by u.manufactured_on asc nulls last, u.id
        limit 1
        for update of u skip locked`,
  );
  return row?.value ?? null;
};
