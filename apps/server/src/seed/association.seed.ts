import { sql } from 'drizzle-orm';
import { saveAssociation, saveMember } from '../modules/loyalty/association-info.service.js';
import { confirmPayout, printPayout, requestPayout } from '../modules/loyalty/association-payout.service.js';
import { provideAssociationPoints } from '../modules/loyalty/association-points.service.js';
import type { AuditActor } from '../platform/audit/audit.service.js';
import type { Db } from '../platform/db/database.js';
import { queryRows } from '../platform/db/query.js';

/**
 * A demo association (AS0001) with C000001 and C000002 as members (1 % default rate), points
 * granted by hand, and a payout requested by admin, confirmed by staff (the second person) and
 * printed once: AP<today>-0001, the sample of AssociationRePrint. All through the services.
 */
export const seedDemoAssociations = async (db: Db, admin: AuditActor): Promise<void> => {
  const association = await saveAssociation(
    db,
    {
      code: null,
      name: '서울자동차정비조합',
      representative: '김조합',
      phone: '02-555-0101',
      memo: null,
      active: true,
    },
    admin,
  );
  for (const customerCode of ['C000001', 'C000002'])
    await saveMember(
      db,
      {
        associationCode: association.code,
        customerCode,
        accrue: true,
        rateBp: 100,
        joinedOn: null,
        memo: null,
      },
      admin,
    );
  await provideAssociationPoints(
    db,
    { customerCode: 'C000001', points: 3_000, reason: '조합 가입 축하' },
    admin,
  );
  await provideAssociationPoints(
    db,
    { customerCode: 'C000002', points: 1_500, reason: '조합 행사 참여' },
    admin,
  );
  const payout = await requestPayout(db, { associationCode: association.code, memo: '데모 지급' }, admin);
  const [staff] = await queryRows<{ id: number }>(db, sql`select id from accounts where login_id = 'staff'`);
  const checker: AuditActor = { accountId: staff ? Number(staff.id) : null, loginId: 'staff' };
  await confirmPayout(db, payout.code, checker);
  await printPayout(db, payout.code, 'print', checker);
};
