import { sql } from 'drizzle-orm';
import { districtGroups } from '../modules/customer/customer.table.js';
import type { DbOrTx } from '../platform/db/database.js';

export const DISTRICT_GROUPS = [
  ['SEOUL', '서울'],
  ['GG', '경기'],
  ['IC', '인천'],
  ['GW', '강원'],
  ['CB', '충북'],
  ['CN', '충남·대전·세종'],
  ['JB', '전북'],
  ['JN', '전남·광주'],
  ['GB', '경북·대구'],
  ['GN', '경남·울산'],
  ['BS', '부산'],
  ['JJ', '제주'],
] as const;

// Demo customers, inserted first so the demo customer users' codes (C000001, C000002) exist.
// Business numbers carry valid check digits.
const DEMO_CUSTOMERS = [
  ['한빛카센터', '124-81-00998', '김한빛', '02-2634-1100', 'SEOUL', 'repair', '서울 영등포구 경인로 775'],
  ['대성모터스', '220-81-62517', '박대성', '031-752-3300', 'GG', 'repair', '경기 성남시 중원구 둔촌대로 83'],
  ['제일부품상사', '120-81-47521', '이제일', '032-555-7788', 'IC', 'dealer', '인천 남동구 남동대로 215'],
  ['으뜸공업사', '211-87-33010', '최으뜸', '051-817-2020', 'BS', 'body', '부산 사상구 학감대로 101'],
  ['미래오토테크', '113-86-52211', '정미래', '02-3665-9090', 'SEOUL', 'repair', '서울 강서구 공항대로 290'],
  [
    '동양자동차정비',
    '134-81-11814',
    '한동양',
    '031-479-6060',
    'GG',
    'repair',
    '경기 안양시 동안구 시민대로 180',
  ],
] as const;

export const seedDistrictGroups = async (db: DbOrTx): Promise<void> => {
  await db
    .insert(districtGroups)
    .values(DISTRICT_GROUPS.map(([code, name], i) => ({ code, name, sortOrder: i + 1 })))
    .onConflictDoNothing();
};

export const seedDemoCustomers = async (db: DbOrTx, createdBy: number | null): Promise<void> => {
  for (const [name, bizNo, representative, phone, districtGroup, customerType, address] of DEMO_CUSTOMERS) {
    await db.execute(sql`insert into customers
      (name, biz_no, representative, phone, district_group, customer_type, address, credit_limit, created_by, insert_checked_at, insert_checked_by)
      values (${name}, ${bizNo}, ${representative}, ${phone}, ${districtGroup}, ${customerType}, ${address}, 5000000,
              ${createdBy}, now(), ${createdBy})`);
  }
};

// Syllables of generated shop names: two of them make 1,600 distinct names, as varied as a real
// customer base, where a distinctive name matches a few dozen shops and a suffix like 카센터 many.
export const NAME_SYLLABLES: readonly string[] = Array.from(
  '가나다라마바사아자차한빛대성현신우리제일동양금호세종미래태청솔으뜸벽산부새원진영',
);

/**
 * Bulk customers for benchmarks, generated inside the database in one statement: deterministic
 * (the n-th row is always the same), realistic Korean shop names, phones and districts.
 */
export const seedBulkCustomers = async (db: DbOrTx, count: number): Promise<void> => {
  await db.execute(sql`
    with words as (
      select ${sql.raw(`array[${NAME_SYLLABLES.map((s) => `'${s}'`).join(',')}]`)} as syl,
             array['카센터','모터스','자동차정비','공업사','오토','카서비스','정비소','부품상사','오토테크','자동차','카정비','모터'] as suf,
             array['SEOUL','GG','IC','GW','CB','CN','JB','JN','GB','GN','BS','JJ'] as dist,
             array['서울','수원','인천','원주','청주','대전','전주','광주','대구','창원','부산','제주'] as city
    )
    insert into customers (name, representative, phone, mobile, district_group, customer_type, status, credit_limit, address, insert_checked_at)
    select w.syl[1 + (g * 7 % 40)] || w.syl[1 + (g * 11 % 39)] || w.suf[1 + (g * 13 % 12)] || case when g % 5 = 0 then ' ' || w.city[1 + (g % 12)] || '점' else '' end,
           w.syl[1 + (g * 3 % 40)] || w.syl[1 + (g % 37)] || w.syl[1 + (g * 5 % 33)],
           '0' || (2 + g % 60) || '-' || lpad(((g * 7919) % 9000 + 1000)::text, 4, '0') || '-' || lpad(((g * 104729) % 10000)::text, 4, '0'),
           '010-' || lpad(((g * 31) % 10000)::text, 4, '0') || '-' || lpad(((g * 17) % 10000)::text, 4, '0'),
           w.dist[1 + (g % 12)],
           (array['repair','repair','repair','dealer','body','fleet'])[1 + (g % 6)],
           (array['active','active','active','active','hold','suspended','closed'])[1 + (g % 7)],
           ((g % 50) + 1) * 1000000,
           w.city[1 + (g % 12)] || ' 중앙로 ' || (g % 500),
           -- An existing customer base: confirmed long ago (신규 거래처 확인 is for new ones).
           now()
    from generate_series(1::bigint, ${count}::bigint) g, words w`);
};
