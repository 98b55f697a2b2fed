import type { Statement } from '@erp/domain';
import type { SessionUser } from '../../platform/access/access.js';
import type { DbOrTx } from '../../platform/db/database.js';
import { orderStatement } from '../sales-order/statement.service.js';
import { appOrderByCode } from './customer-app-order.service.js';

/**
 * AppStatementOfAccount/:code: the statement of an app order, the sales order's own print (the
 * same figures and balances). Only an app order is found here, and a shop only its own: another's
 * code, or an order not sent from the app, reads as a missing one. An order the staff have not
 * fixed has no statement yet, so it prints as the estimate of what was asked.
 */
export const appOrderStatement = async (db: DbOrTx, code: string, user: SessionUser): Promise<Statement> => {
  const order = await appOrderByCode(db, code.toUpperCase(), user);
  const fixed = order.state === 'fixed' || order.state === 'cancelled';
  return orderStatement(db, order.code, user, fixed ? 'sale' : 'estimate');
};
