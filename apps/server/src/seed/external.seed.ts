import { sql } from 'drizzle-orm';
import { mondayOf } from '../modules/external/external-field.service.js';
import type { Tx } from '../platform/db/database.js';
import { queryRows } from '../platform/db/query.js';
import { nextDocCode } from '../platform/doc-code/doc-code.service.js';
import { kstIsoDate } from '../platform/http/kst.js';

// The demo external salesperson ('external', 정영업): recommendation code EXT001, carried by the
// users of three demo shops (the demo 'cust' user of C000001 and two shop users made here), a
// rotation of those shops on every weekday, today's day report and this week's report (the
// samples ED<today>-0001 and EW<today>-0001), and head office's commission table.

export const DEMO_RECOMMEND_CODE = 'EXT001';

const SHOPS = [
  { code: 'C000001', lat: 37.5146, lng: 126.8946 },
  { code: 'C000005', lat: 37.5583, lng: 126.837 },
  { code: 'C000006', lat: 37.3943, lng: 126.9568 },
] as const;

export const seedDemoExternal = async (tx: Tx): Promise<void> => {
  const [ext] = await queryRows<{ id: number }>(tx, sql`select id from accounts where login_id = 'external'`);
  const [cust] = await queryRows<{ id: number; hash: string }>(
    tx,
    sql`select id, password_hash as hash from accounts where login_id = 'cust'`,
  );
  if (!ext || !cust) return;
  await tx.execute(sql`insert into external_profiles (account_id, recommend_code, region, start_lat, start_lng)
    values (${ext.id}, ${DEMO_RECOMMEND_CODE}, '서울 서남부', 37.526, 126.896)`);
  // Shop users of C000005 and C000006 (same demo password as every demo account).
  await tx.execute(sql`insert into accounts (login_id, name, kind, role, password_hash, customer_code)
    values ('mirae', '미래오토테크 사용자', 'customer', 'cust', ${cust.hash}, 'C000005'),
           ('dongyang', '동양자동차정비 사용자', 'customer', 'cust', ${cust.hash}, 'C000006')`);
  await tx.execute(sql`insert into customer_user_profiles (account_id, recommend_code, recommend_changed_at)
    select id, ${DEMO_RECOMMEND_CODE}, now() from accounts where login_id in ('cust', 'mirae', 'dongyang')
    on conflict (account_id) do update set recommend_code = excluded.recommend_code`);
  for (let weekday = 1; weekday <= 6; weekday += 1) {
    for (const [i, shop] of SHOPS.entries()) {
      await tx.execute(sql`insert into external_rotations (account_id, weekday, seq, customer_code, lat, lng)
        values (${ext.id}, ${weekday}, ${i + 1}, ${shop.code}, ${shop.lat}, ${shop.lng})`);
    }
  }
  const today = kstIsoDate();
  const reports = [
    {
      kind: 'day',
      prefix: 'ED',
      date: today,
      visits: '한빛카센터, 미래오토테크 방문. 브레이크 패드 재고 문의.',
    },
    { kind: 'week', prefix: 'EW', date: mondayOf(today), visits: '이번 주 12곳 방문, 신규 거래처 1곳 상담.' },
  ] as const;
  for (const r of reports) {
    const code = await nextDocCode(tx, r.prefix);
    await tx.execute(sql`insert into external_reports (code, kind, account_id, report_date, visits, next_steps)
      values (${code}, ${r.kind}, ${ext.id}, ${r.date}::date, ${r.visits}, '다음 주 재방문')`);
  }
  await tx.execute(sql`insert into external_commission_rates (from_amount, rate_bp)
    values (0, 300), (5000000, 400)`);
};
