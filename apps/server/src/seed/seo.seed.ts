import { SEO_BRANCHES } from '@erp/domain';
import { asc, inArray } from 'drizzle-orm';
import { customers } from '../modules/customer/customer.table.js';
import { parts } from '../modules/part/part.table.js';
import { fixOrder } from '../modules/sales-order/order-fix.service.js';
import { linkBranchCustomer } from '../modules/seo/seo-branch.service.js';
import { insertBranchOrder } from '../modules/seo/seo-order.service.js';
import type { AuditActor } from '../platform/audit/audit.service.js';
import type { Db } from '../platform/db/database.js';

/**
 * The Seo branch's demo rows, through the services: its customers (the first two demo customers),
 * a branch sale fixed from Busan stock (O{day}-0002 after an earlier demo seed's order, the statement's
 * sample) and a draft wanting more than Busan holds, whose shortage is CPS{day}-0001 (requested).
 */
export const seedDemoSeo = async (db: Db, admin: AuditActor): Promise<void> => {
  const branch = { partnerCode: 'SEO', ...SEO_BRANCHES.SEO! };
  const shops = await db.select({ code: customers.code }).from(customers).orderBy(asc(customers.id)).limit(2);
  for (const shop of shops)
    await linkBranchCustomer(db, { customerCode: shop.code, partnerCode: branch.partnerCode }, admin);
  const [first, second] = shops;
  const stock = await db
    .select({ code: parts.code, salePrice: parts.salePrice })
    .from(parts)
    .where(inArray(parts.code, ['P0000004', 'P0000005']));
  const price = (code: string) => stock.find((p) => p.code === code)?.salePrice ?? 0;
  if (!first || !second || stock.length < 2) return;
  const sale = await insertBranchOrder(
    db,
    branch,
    { customerCode: first.code, lines: [{ partCode: 'P0000005', qty: 1, unitPrice: price('P0000005') }] },
    admin,
  );
  await fixOrder(db, sale.order.code, admin);
  await insertBranchOrder(
    db,
    branch,
    {
      customerCode: second.code,
      memo: '부산 재고 부족분 본사 요청',
      lines: [{ partCode: 'P0000004', qty: 30, unitPrice: price('P0000004') }],
    },
    admin,
  );
};
