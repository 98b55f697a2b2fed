import { orderInputSchema } from '@erp/domain';
import { asc, eq } from 'drizzle-orm';
import { customers } from '../modules/customer/customer.table.js';
import { confirmOld } from '../modules/delivery/driver-provision.service.js';
import { collectCores } from '../modules/old-part/core-collection.service.js';
import { setPickAllow } from '../modules/old-part/old-part.service.js';
import { parts } from '../modules/part/part.table.js';
import { fixOrder } from '../modules/sales-order/order-fix.service.js';
import { createOrder } from '../modules/sales-order/sales-order.service.js';
import type { AuditActor } from '../platform/audit/audit.service.js';
import { accounts } from '../platform/auth/account.table.js';
import type { Db } from '../platform/db/database.js';
import { demoEan13 } from './part.seed.js';

/**
 * Driver pay's demo rows, through the services: the first demo customer buys the GB80L battery,
 * the demo driver 박기사 collects its old core by scanning the maker barcode, and the admin
 * confirms the cash-back (ZP{day}-0001, the provision screen's sample).
 */
export const seedDemoDriverPay = async (db: Db, admin: AuditActor): Promise<void> => {
  const [shop] = await db
    .select({ code: customers.code })
    .from(customers)
    .orderBy(asc(customers.id))
    .limit(1);
  const [battery] = await db
    .select({ code: parts.code, salePrice: parts.salePrice })
    .from(parts)
    .where(eq(parts.partNo, 'GB80L'));
  const [driver] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.loginId, 'driver'));
  if (!shop || !battery || !driver) return;
  const order = await createOrder(
    db,
    orderInputSchema.parse({
      customerCode: shop.code,
      lines: [{ partCode: battery.code, qty: 1, unitPrice: battery.salePrice }],
    }),
    admin,
  );
  await fixOrder(db, order.code, admin);
  await setPickAllow(db, { customerCode: shop.code, allowed: true }, admin);
  const collection = await collectCores(
    db,
    { customerCode: shop.code, barcodes: [demoEan13(100080)] },
    { accountId: driver.id, loginId: 'driver' },
  );
  await confirmOld(db, { sourceCodes: [collection.code], memo: '데모 지급 확인' }, admin);
};
