import { sql } from 'drizzle-orm';
import { companyProfile } from '../modules/company/company.table.js';
import { partUnitCostSql } from '../modules/stock/stock.service.js';
import { warehouses } from '../modules/stock/stock.table.js';
import type { DbOrTx } from '../platform/db/database.js';

// The demo company, its warehouses (the Seo branch's Busan warehouse among them) and opening
// stock for the demo parts, so an order can be registered and fixed right after `npm start`.
export const seedCompanyAndWarehouses = async (db: DbOrTx): Promise<void> => {
  await db
    .insert(companyProfile)
    .values({
      code: '00001',
      name: '한국부품상사',
      bizNo: '104-81-71238',
      representative: '이대표',
      address: '서울 영등포구 경인로 702',
      phone: '02-2677-1234',
      fax: '02-2677-1235',
      businessType: '도소매',
      businessItem: '자동차 부품, 축전지',
      bankAccount: '국민은행 123-45-6789-012 (주)한국부품상사',
    })
    .onConflictDoNothing();
  await db
    .insert(warehouses)
    .values([
      { code: 'MAIN', name: '본사 창고', kind: 'main', address: '서울 영등포구 경인로 702', sortOrder: 1 },
      {
        code: 'BUSAN',
        name: '부산 창고 (서)',
        kind: 'branch',
        address: '부산 사상구 새벽로 215',
        sortOrder: 2,
      },
      { code: 'RETURN', name: '반품 창고', kind: 'virtual', sortOrder: 9 },
    ])
    .onConflictDoNothing();
};

/**
 * Opening stock for every demo part: a ledger move each, so balances equal their ledger, valued
 * at the part's purchase price before VAT (the opening moving average cost).
 */
export const seedOpeningStock = async (db: DbOrTx, createdBy: number | null): Promise<void> => {
  await db.execute(sql`
    insert into stock_moves (part_id, warehouse_code, qty, unit_cost, value, reason, doc_kind, doc_code, created_by)
    select o.part_id, o.code, o.qty, o.unit_cost, o.qty * o.unit_cost, 'opening', 'stock_adjust', 'OPENING', ${createdBy}
    from (select p.id as part_id, w.code, case when w.code = 'MAIN' then 20 + (p.id % 7) * 5 else 4 + (p.id % 3) end as qty,
                 ${partUnitCostSql(sql`p`)} as unit_cost
          from parts p cross join (values ('MAIN'), ('BUSAN')) w(code)
          where not p.is_set) o`);
  await db.execute(sql`
    insert into stock_balances (part_id, warehouse_code, qty, value, allow_negative)
    select m.part_id, m.warehouse_code, sum(m.qty), sum(m.value), bool_or(p.allow_back_order)
    from stock_moves m join parts p on p.id = m.part_id
    group by m.part_id, m.warehouse_code
    on conflict (part_id, warehouse_code) do update set qty = excluded.qty, value = excluded.value`);
};
