import { toYmd } from '@erp/domain';
import { registerFreight } from '../modules/freight-cost/freight-cost.service.js';
import type { AuditActor } from '../platform/audit/audit.service.js';
import type { Db } from '../platform/db/database.js';

/**
 * One demo freight bill through the freight service (value moves posted as in real use): 33,000
 * won with VAT on the fixed demo purchase R00000001, by value. The freight screens' samples open
 * on that purchase.
 */
export const seedDemoFreightCosts = async (db: Db, actor: AuditActor): Promise<void> => {
  await registerFreight(
    db,
    {
      docKind: 'purchase',
      docCode: 'R00000001',
      carrierName: '경동화물',
      amount: 33_000,
      vatIncluded: true,
      basis: 'value',
      paidOn: toYmd(new Date()),
      memo: '배터리 입고 화물비',
    },
    actor,
  );
};
