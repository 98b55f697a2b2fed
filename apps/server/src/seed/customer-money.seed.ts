import { registerDeposit } from '../modules/customer-money/deposit.service.js';
import type { AuditActor } from '../platform/audit/audit.service.js';
import type { Db } from '../platform/db/database.js';

/**
 * A demo advance payment (선수금) from C000001, through the deposit service as in real use:
 * Y<today>-0001, 300 000 won by transfer. CustomerDepositModify's sample names it.
 */
export const seedDemoDeposits = async (db: Db, admin: AuditActor): Promise<void> => {
  await registerDeposit(
    db,
    { kind: 'received', customerCode: 'C000001', amount: 300_000, method: 'transfer', memo: '선입금 (데모)' },
    admin,
  );
};
