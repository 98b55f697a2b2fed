import type { Statement } from '@erp/domain';
import { partnerOfRole } from '@erp/domain';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { SessionUser } from '../../platform/access/access.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors/app-error.js';
import { salesOrders } from '../sales-order/sales-order.table.js';
import { orderStatement } from '../sales-order/statement.service.js';
import { outsourcingPartners, outsourcingRequests } from './outsourcing.table.js';

// OutsourcingStatementOfAccount: the statement print of sales-order, for the orders of the
// partners' customers. A partner account is held to its own customer (by the session's partner
// code, never by the code asked for); head office to the partner customers, so this page never
// prints an ordinary customer's order under the partner heading.

const notFound = (code: string) => new AppError('E2001', `주문 ${code}을(를) 찾을 수 없습니다.`);

export const partnerStatement = async (db: DbOrTx, user: SessionUser, code: string): Promise<Statement> => {
  const partner = partnerOfRole(user.role);
  const partnerCodes = partner
    ? [user.partnerCode ?? '-']
    : (await db.select({ code: outsourcingPartners.partnerCode }).from(outsourcingPartners)).map(
        (p) => p.code,
      );
  if (partnerCodes.length === 0) throw notFound(code);
  const [row] = await db
    .select({ code: salesOrders.code })
    .from(salesOrders)
    .innerJoin(outsourcingPartners, eq(outsourcingPartners.customerId, salesOrders.customerId))
    .leftJoin(outsourcingRequests, eq(outsourcingRequests.orderId, salesOrders.id))
    .where(
      and(
        or(eq(salesOrders.code, code), eq(outsourcingRequests.code, code)),
        inArray(outsourcingPartners.partnerCode, partnerCodes),
      ),
    )
    .limit(1);
  if (!row) throw notFound(code);
  // The order is the partner's (checked above); the statement service scopes customer users only,
  // so it reads the row as head office would.
  return orderStatement(db, row.code, { ...user, role: 'public' }, 'sale');
};
