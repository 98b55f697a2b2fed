import {
  discountedPrice,
  type PartnerProductQuery,
  type PartnerProductRow,
  partnerProductQuerySchema,
} from '@erp/domain';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../../platform/access/access.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { combine, countCapped, escapeLike, pageWindow } from '../../platform/list/list-query.sql.js';
import { discountByKind } from '../customer/category-price.service.js';
import { parts } from '../part/part.table.js';
import { outsourcingPartners } from './outsourcing.table.js';

// The partner's catalogue ({Partner}ProductList): the active parts head office sells, at the price
// the partner's customer is sold at (its category discount on the sale price, as an order would
// suggest). Purchase prices and stock are head office's and never shown.

export const listPartnerProducts = async (
  db: DbOrTx,
  user: SessionUser,
  query: PartnerProductQuery,
): Promise<{ rows: PartnerProductRow[]; total: number }> => {
  const q = partnerProductQuerySchema.parse(query);
  const conditions: (SQL | undefined)[] = [eq(parts.active, true), eq(parts.isSet, false)];
  if (q.search) {
    const like = `%${escapeLike(q.search.toLowerCase())}%`;
    conditions.push(
      sql`(lower(${parts.partNo}) like ${like} or lower(${parts.name}) like ${like}
        or lower(${parts.carModel}) like ${like} or lower(${parts.code}) like ${like})`,
    );
  }
  const where = combine(conditions);
  const { limit, offset } = pageWindow(q);
  const [{ total }, rows] = await Promise.all([
    countCapped(db, parts, where),
    db.select().from(parts).where(where).orderBy(asc(parts.code)).limit(limit).offset(offset),
  ]);
  const [link] = await db
    .select({ customerId: outsourcingPartners.customerId })
    .from(outsourcingPartners)
    .where(and(eq(outsourcingPartners.partnerCode, user.partnerCode ?? '-')));
  const discounts = link
    ? await discountByKind(
        db,
        link.customerId,
        rows.map((p) => p.kindCode).filter((k): k is string => Boolean(k)),
      )
    : new Map<string, number>();
  return {
    total,
    rows: rows.map((p) => {
      const bp = p.kindCode ? discounts.get(p.kindCode) : undefined;
      return {
        partCode: p.code,
        partNo: p.partNo,
        name: p.name,
        carModel: p.carModel,
        unit: p.unit,
        salePrice: Number(p.salePrice),
        partnerPrice: bp === undefined ? Number(p.salePrice) : discountedPrice(Number(p.salePrice), bp),
      };
    }),
  };
};
