import { OSC_PARTNER_KEYS, OSC_PARTNERS } from '@erp/domain';
import { eq, sql } from 'drizzle-orm';
import { changeDelivery, handOverDelivery } from '../modules/delivery/delivery.service.js';
import { deliveries } from '../modules/delivery/delivery.table.js';
import { outsourcingPartners, outsourcingRequests } from '../modules/outsourcing/outsourcing.table.js';
import {
  fixRequest,
  registerErpOrder,
  saveRequest,
  takeRequest,
} from '../modules/outsourcing/request-flow.service.js';
import type { SessionUser } from '../platform/access/access.js';
import type { AuditActor } from '../platform/audit/audit.service.js';
import { accounts } from '../platform/auth/account.table.js';
import type { Db } from '../platform/db/database.js';
import { queryRows } from '../platform/db/query.js';

// Each partner is a customer of head office. Their codes are fixed (C900001…) rather than drawn
// from the sequence, so the screens walk's samples name them whatever other demo customers exist.
export const PARTNER_CUSTOMER_CODES = {
  Hr: 'C900001',
  AutoReman: 'C900002',
  TaeGyeong: 'C900003',
  mobis: 'C900004',
} as const;

const VIN = 'KMHD341DBNU123456';

/**
 * The partners' customers and links, and two Hr requests of the demo day: N<today>-0001 waiting
 * for head office (the screens' sample), N<today>-0002 registered, fixed and handed to the courier.
 */
export const seedDemoOutsourcing = async (db: Db, admin: AuditActor): Promise<void> => {
  for (const key of OSC_PARTNER_KEYS) {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into customers (code, name, representative, phone, district_group, customer_type, address,
            credit_limit, created_by, insert_checked_at, insert_checked_by)
          values (${PARTNER_CUSTOMER_CODES[key]}, ${`${OSC_PARTNERS[key].name} 협력사`}, '협력사 대표', '02-2677-5500',
            'SEOUL', 'dealer', '서울 영등포구 경인로 702', 50000000, ${admin.accountId}, now(), ${admin.accountId})
          returning id`,
    );
    await db.insert(outsourcingPartners).values({ partnerCode: OSC_PARTNERS[key].code, customerId: row!.id });
  }
  const hr = await partnerUser(db, 'hr');
  if (!hr) return;
  const { user } = hr;
  const hrActor = hr.actor;
  await saveRequest(
    db,
    user,
    {
      vin: VIN,
      carNumber: '12가3456',
      clientName: '김민수',
      clientPhone: '010-3456-7890',
      memo: '좌측 헤드램프 파손, 빠른 출고 부탁드립니다.',
      lines: [
        { partCode: null, partName: '헤드램프 좌', qty: 1 },
        { partCode: null, partName: '안개등 좌', qty: 1 },
      ],
    },
    hrActor,
  );
  const shipped = await saveRequest(
    db,
    user,
    {
      vin: VIN,
      carNumber: null,
      clientName: '박지영',
      clientPhone: null,
      memo: null,
      lines: [{ partCode: null, partName: '오일필터', qty: 2 }],
    },
    hrActor,
  );
  const [part] = await queryRows<{ code: string; price: number }>(
    db,
    sql`select p.code, p.sale_price::int as price from stock_balances b join parts p on p.id = b.part_id
        where b.warehouse_code = 'MAIN' and b.qty >= 5 and not p.is_set and p.active order by p.id limit 1`,
  );
  if (!part) return;
  await takeRequest(db, shipped, 1, admin);
  await registerErpOrder(
    db,
    shipped,
    {
      warehouseCode: 'MAIN',
      memo: null,
      lines: [{ partCode: part.code, qty: 2, unitPrice: part.price }],
      version: 2,
    },
    admin,
  );
  const [req] = await db.select().from(outsourcingRequests).where(eq(outsourcingRequests.code, shipped));
  await fixRequest(db, shipped, req!.version, admin);
  const [stop] = await db.select().from(deliveries).where(eq(deliveries.orderId, req!.orderId!));
  if (stop) {
    const courier = await changeDelivery(db, stop.code, { version: stop.version, methodCode: 'CJ' }, admin);
    await handOverDelivery(db, stop.code, { version: courier.version, waybillNo: '6012-3456-7890' }, admin);
  }
  // N<today>-0003 (AutoReman) and -0004 (TaeGyeong): ERP orders registered, waiting for the fix
  // (the purchase order detail screens' samples).
  for (const loginId of ['autoreman', 'taegyeong']) {
    const partner = await partnerUser(db, loginId);
    if (!partner) continue;
    const code = await saveRequest(
      db,
      partner.user,
      {
        vin: VIN,
        carNumber: null,
        clientName: '이영희',
        clientPhone: null,
        memo: null,
        lines: [{ partCode: part.code, partName: '오일필터', qty: 1 }],
      },
      partner.actor,
    );
    await registerErpOrder(
      db,
      code,
      {
        warehouseCode: 'MAIN',
        memo: null,
        lines: [{ partCode: part.code, qty: 1, unitPrice: part.price }],
        version: 1,
      },
      admin,
    );
  }
};

/** A demo partner account as the session the services take. */
const partnerUser = async (db: Db, loginId: string) => {
  const [row] = await db.select().from(accounts).where(eq(accounts.loginId, loginId));
  if (!row) return null;
  const user: SessionUser = {
    accountId: row.id,
    loginId: row.loginId,
    name: row.name,
    kind: row.kind as SessionUser['kind'],
    role: row.role as SessionUser['role'],
    customerCode: null,
    partnerCode: row.partnerCode,
    portal: row.kind,
    loginTime: new Date(),
  };
  const actor: AuditActor = { accountId: row.id, loginId: row.loginId };
  return { user, actor };
};
