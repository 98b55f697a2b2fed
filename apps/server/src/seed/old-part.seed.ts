import { oldPartPaybacks } from '../modules/old-part/old-part.table.js';
import type { DbOrTx } from '../platform/db/database.js';

/** The demo's payback codes (the battery kinds name them): cash-back points per collected core. */
export const seedOldPartPaybacks = async (db: DbOrTx): Promise<void> => {
  await db
    .insert(oldPartPaybacks)
    .values([
      { code: 'BAT-S', name: '승용 배터리 60AH 이하', cashbackPoints: 2_000 },
      { code: 'BAT-M', name: '승용 배터리 70~80AH', cashbackPoints: 3_000 },
      { code: 'BAT-L', name: '승용 배터리 90AH 이상', cashbackPoints: 4_000 },
      { code: 'BAT-XL', name: '화물 배터리 100AH 이상', cashbackPoints: 5_000 },
    ])
    .onConflictDoNothing();
};
