import { sql } from 'drizzle-orm';
import { companyProfile } from '../modules/company/company.table.js';
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

/** Opening stock for every demo part: a ledger move each, so balances equal their ledger. */
export const seedOpeningStock = async (db: DbOrTx, createdBy: number | null): Promise<void> => {
  await db.execute(sql`
    insert into stock_moves (part_id, warehouse_code, qty, reason, doc_kind, doc_code, created_by)
    select p.id, w.code, case when w.code = 'MAIN' then 20 + (p.id % 7) * 5 else 4 + (p.id % 3) end,
           'opening', 'stock_adjust', 'OPENING', ${createdBy}
    from parts p cross join (values ('MAIN'), ('BUSAN')) w(code)
    where not p.is_set`);
  await db.execute(sql`
    insert into stock_balances (part_id, warehouse_code, qty, allow_negative)
    select m.part_id, m.warehouse_code, sum(m.qty), bool_or(p.allow_back_order)
    from stock_moves m join parts p on p.id = m.part_id
    group by m.part_id, m.warehouse_code
    on conflict (part_id, warehouse_code) do update set qty = excluded.qty`);
};
